/**
 * includeCompanySentiment over real HTTP on both engines, through the one opt-in table on every surface: v2
 * search, by-link, the export (NDJSON and CSV), GET /v2/changes, MCP search_articles, a `/ws` subscription (its
 * latest match and a live delivery) and a webhook. Each company carries its own judgement as the store holds
 * it, after the company's own keys; a plan without entities gets neither companies nor judgements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangesPageV2,
  OPT_IN_FIELDS,
  SearchArticlesDocument,
  type ArticleV2,
  type Company,
  type WebhookWithSecret,
} from '../../contract';
import { parseCsv } from '../companies/csv';
import { enrichArticle } from '../enrich/enrich-article';
import { createMemoryEventBus } from '../events/article-events';
import { createMemoryLiveSignals } from '../events/live-signals';
import type { ArticleInput } from '../model/article';
import type { CompanyJudgement } from '../model/company-judgement';
import { writeArticle } from '../store/articles-repo';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { openLiveClient, type LiveClient } from '../testing/live-client';
import { mcpClient } from '../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

const MARK = 'Quorvex';
const SOURCE = 'www.wire.example';
const FILTER = { query: MARK, sources: ['*'] };

const judged = (slug: string, title: string): ArticleInput =>
  enrichArticle({
    link: `https://${SOURCE}/judged/${slug}`,
    source: SOURCE,
    title,
    summary: `${title}.`,
    content: null,
    publishDate: new Date(),
    images: [],
    declaredLanguage: 'en',
  });

const COMPANY_FIELDS = Object.keys(OPT_IN_FIELDS.includeCompanySentiment.fields);

/** The companies as includeEntities shows them, each followed by its judgement's fields in table order. */
function withJudgements(companies: readonly Company[], judgements: readonly CompanyJudgement[]): Company[] {
  return companies.map((company) => {
    const judgement: object = judgements.find((j) => j.companyId === company.companyId) ?? {};
    const values = new Map(Object.entries(judgement));
    return { ...company, ...Object.fromEntries(COMPANY_FIELDS.map((f) => [f, values.get(f)])) };
  });
}

/** Key order counts: the same bytes, not only the same object. */
const sameBytes = (actual: unknown, expected: unknown) =>
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));

describe.each(ENGINES)('includeCompanySentiment on every surface [$engine]', ({ engine, skip }) => {
  let service: TestService;
  let events: ReturnType<typeof createMemoryEventBus>;
  let receiver: WebhookReceiver;
  let first: { id: number; input: ArticleInput; judgements: CompanyJudgement[] };
  const client = (plan = 'enterprise') => apiClient(service.url, service.keys[plan]);

  async function publish(input: ArticleInput) {
    const outcome = await writeArticle(service.db, input);
    if (!outcome.article) throw new Error('not written');
    if (outcome.kind === 'created') events.emit('article.created', { article: outcome.article });
    const stored = await readCompanySentiment(service.db, [outcome.article.id]);
    return {
      id: outcome.article.id,
      input,
      judgements: stored.get(outcome.article.id)?.companySentiment ?? [],
    };
  }

  async function search(body: Record<string, unknown>, plan = 'enterprise'): Promise<ArticleV2> {
    const answer = await client(plan).post<{ articles: ArticleV2[] }>('/v2/articles', { ...FILTER, ...body });
    expect(answer.status).toBe(200);
    const [article] = answer.body.articles;
    if (!article) throw new Error('no article');
    return article;
  }

  beforeAll(async () => {
    if (skip) return;
    events = createMemoryEventBus();
    service = await startTestService({
      engine,
      plans: plansWithoutBurst(),
      events,
      live: { events, signals: createMemoryLiveSignals(), timings: {} },
      webhooks: {
        policy: { retryDelaysMs: [300], timeoutMs: 1_000 },
        timings: { pollMs: 50, dispatchPollMs: 50 },
      },
    });
    receiver = await startWebhookReceiver();
    first = await publish(judged('first', `${MARK}: Apple beats forecasts while Samsung warns on profit`));
    expect(first.judgements.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    if (skip) return;
    await receiver.close();
    await service.close();
  });

  it.skipIf(skip)(
    'v2 search: each company with its judgement, after its own keys; nothing else moves',
    async () => {
      const entities = await search({ includeEntities: true });
      const shown = await search({ includeCompanySentiment: true });
      sameBytes(shown, {
        ...entities,
        companies: withJudgements(entities.companies ?? [], first.judgements),
      });
      const both = await search({ includeEntities: true, includeCompanySentiment: true });
      sameBytes(both, shown);
      // Apple and Samsung judged apart.
      const sentiments = new Set((shown.companies ?? []).map((c) => c.sentiment));
      expect(sentiments.size).toBeGreaterThan(1);
    },
  );

  it.skipIf(skip)(
    'v2 search without entities in the plan: no companies, no judgement, no error',
    async () => {
      sameBytes(await search({ includeCompanySentiment: true }, 'free'), await search({}, 'free'));
    },
  );

  it.skipIf(skip)('a value that is not a boolean is refused with the exact text', async () => {
    const answer = await client().post('/v2/articles', { includeCompanySentiment: 'maybe' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: ['includeCompanySentiment must be a boolean value'] });
  });

  it.skipIf(skip)('by-link', async () => {
    const link = first.input.link;
    const entities = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', {
      link,
      includeEntities: 'true',
    });
    const shown = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', {
      link,
      includeCompanySentiment: 'true',
    });
    const companies = withJudgements(entities.body.article.companies ?? [], first.judgements);
    sameBytes(shown.body.article, { ...entities.body.article, companies });
  });

  it.skipIf(skip)('export: the NDJSON line is the search article; CSV has one column per field', async () => {
    const expected = await search({ includeCompanySentiment: true });
    const ndjson = await fetch(`${service.url}/v2/articles/export`, {
      method: 'POST',
      headers: { 'x-api-key': service.keys.enterprise as string, 'content-type': 'application/json' },
      body: JSON.stringify({ ...FILTER, includeCompanySentiment: true }),
    });
    expect(ndjson.status).toBe(200);
    const [line] = (await ndjson.text()).split('\n');
    expect(line).toBe(JSON.stringify(expected));
    const csv = await fetch(`${service.url}/v2/articles/export`, {
      method: 'POST',
      headers: { 'x-api-key': service.keys.enterprise as string, 'content-type': 'application/json' },
      body: JSON.stringify({ ...FILTER, includeCompanySentiment: true, format: 'csv' }),
    });
    const [header, record] = parseCsv((await csv.text()).slice(1));
    const column = (name: string) => record?.[header?.indexOf(name) ?? -1];
    const companies = expected.companies ?? [];
    expect(column('tickers')).toBe(companies.map((c) => c.ticker).join(';'));
    expect(column('companySentiment')).toBe(companies.map((c) => c.sentiment).join(';'));
    expect(column('companySalience')).toBe(companies.map((c) => c.salience).join(';'));
    expect(JSON.parse(column('companyEvidence') ?? '')).toEqual(companies.map((c) => c.evidence));
  });

  it.skipIf(skip)('GET /v2/changes', async () => {
    const entities = await search({ includeEntities: true });
    const answer = await client().get('/v2/changes', {
      query: MARK,
      sources: '*',
      includeCompanySentiment: 'true',
    });
    expect(answer.status).toBe(200);
    const page = ChangesPageV2.parse(answer.body);
    const change = page.changes.find((c) => c.kind === 'created' && c.article.link === first.input.link);
    if (!change || change.kind === 'removed') throw new Error('no change');
    expect(change.article.companies).toEqual(withJudgements(entities.companies ?? [], first.judgements));
  });

  it.skipIf(skip)('MCP search_articles', async () => {
    const mcp = mcpClient(service.url, service.keys.enterprise);
    const entities = SearchArticlesDocument.parse(
      await mcp.toolDocument('search_articles', { ...FILTER, includeEntities: true }),
    );
    const shown = SearchArticlesDocument.parse(
      await mcp.toolDocument('search_articles', { ...FILTER, includeCompanySentiment: true }),
    );
    const [plain] = entities.articles;
    if (!plain) throw new Error('no article');
    // Parsed by the contract (its key order): the same values.
    expect(shown.articles[0]).toEqual({
      ...plain,
      companies: withJudgements(plain.companies ?? [], first.judgements),
    });
  });

  it.skipIf(skip)(
    'a /ws subscription and a webhook: the latest match, then a new article, judged',
    async () => {
      const created = await client().post<{ webhook: WebhookWithSecret }>('/v2/webhooks', {
        url: receiver.url,
        type: 'enriched',
        ...FILTER,
        includeCompanySentiment: true,
      });
      expect(created.status).toBe(201);
      let live: LiveClient | undefined;
      try {
        live = await openLiveClient(service.url, '/ws', { 'x-api-key': service.keys.enterprise as string });
        live.send({ ...FILTER, includeCompanySentiment: true });
        expect((await live.next()).action).toBe('admit');
        const latest = await live.next();
        if (latest.action !== 'sendArticle' || !('companies' in latest.data))
          throw new Error('no latest match');
        const entities = await search({ includeEntities: true });
        expect(latest.data.companies).toEqual(withJudgements(entities.companies ?? [], first.judgements));

        const next = await publish(judged('second', `${MARK}: Tesla shares slump while Microsoft rallies`));
        const delivered = await live.next(10_000);
        if (delivered.action !== 'sendArticle' || !('companies' in delivered.data))
          throw new Error('no delivery');
        expect(delivered.data.link).toBe(next.input.link);
        const companies = delivered.data.companies ?? [];
        expect(companies.length).toBe(next.judgements.length);
        expect(companies).toEqual(withJudgements(next.input.companies, next.judgements));

        const [request] = await receiver.waitFor(1, 10_000);
        const body = JSON.parse(request?.body ?? '{}') as ArticleV2;
        expect(body.link).toBe(next.input.link);
        // The frame was parsed by the contract (its key order): the same values.
        expect(body).toEqual(delivered.data);
      } finally {
        live?.close();
      }
    },
  );

  it.skipIf(skip)('the raw stream refuses the flag by name', async () => {
    const raw = await openLiveClient(service.url, '/ws/raw', {
      'x-api-key': service.keys.enterprise as string,
    });
    try {
      raw.send({ includeCompanySentiment: true });
      expect(await raw.next()).toEqual({
        action: 'error',
        data: 'The raw stream does not support the includeCompanySentiment filter',
      });
    } finally {
      raw.close();
    }
  });
});
