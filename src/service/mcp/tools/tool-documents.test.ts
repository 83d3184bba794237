/**
 * The three tools over real HTTP, document by document against what REST returns for the same key
 * and the same parameters (POST /v2/articles, GET /v2/articles/by-link, GET /v2/sources): shapes,
 * totals, plan capabilities, custom sources, the -32602 texts and the tool failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArticleByLinkResponse,
  ArticlePageV2,
  GetArticleByLinkDocument,
  ListSourcesDocument,
  SearchArticlesDocument,
  SourceListV2,
  ToolResult,
  type ArticleV2,
} from '../../../contract';
import { createArticleSearch } from '../../search/article-search';
import { toSearchRequest } from '../../search/search-request';
import { saveSource } from '../../sources/save-source';
import { writeArticle } from '../../store/articles-repo';
import { createApiKey } from '../../store/keys-repo';
import { ENGINES } from '../../testing/engines';
import { FIXTURE_ARTICLES } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { mcpClient } from '../../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const APPLE_LINK = 'https://www.wire.example/2025/11/apple-beats-estimates';
const SEARCH_ITEM_FIELDS = [
  'title',
  'summary',
  'link',
  'publishDate',
  'source',
  'sentiment',
  'sentimentConfidence',
];
const DETAIL_FIELDS = [
  'title',
  'summary',
  'link',
  'publishDate',
  'source',
  'language',
  'sentiment',
  'sentimentConfidence',
  'images',
  'countries',
  'categories',
];
const CUSTOM = 'desk.mcp-a.example';
const CUSTOM_LINK = `https://${CUSTOM}/notes/1`;

/** What the tool shows of a REST v2 article. */
function asSearchItem(a: ArticleV2): Record<string, unknown> {
  return {
    title: a.title,
    summary: a.summary,
    link: a.link,
    publishDate: a.publishDate,
    source: a.source,
    sentiment: a.sentiment,
    sentimentConfidence: Number(a.confidence),
    ...(a.content !== undefined ? { content: a.content } : {}),
    ...(a.companies !== undefined ? { companies: a.companies } : {}),
  };
}

function asDetail(a: ArticleV2): Record<string, unknown> {
  return {
    ...asSearchItem(a),
    language: a.language,
    images: a.images,
    countries: a.countries,
    categories: a.categories,
  };
}

function failureText(body: Record<string, unknown> | null): string | undefined {
  const result = ToolResult.parse(body?.result);
  expect(result.isError).toBe(true);
  return result.content[0]?.text;
}

describe.each(ENGINES)('MCP tools against REST [$engine]', ({ engine, skip }) => {
  let service: TestService;
  let customKey: string;
  const mcp = (plan = 'free') => mcpClient(service.url, service.keys[plan]);
  const rest = (plan = 'free') => apiClient(service.url, service.keys[plan]);
  const restSearch = async (body: Record<string, unknown>, plan = 'free') => {
    const res = await rest(plan).post('/v2/articles', body);
    expect(res.status).toBe(200);
    return ArticlePageV2.parse(res.body);
  };
  /** Every match of a search, through REST, to count what totalResults must say. */
  const restCount = async (body: Record<string, unknown>, plan = 'free') =>
    (await restSearch({ ...body, page: 1, pageSize: 100 }, plan)).articles.length;

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({ engine, plans: plansWithoutBurst() });
    const owner = await createApiKey(service.db, { name: 'mcp-desk-a', plan: 'enterprise' });
    customKey = owner.key;
    const saved = await saveSource(service.db, {
      domain: CUSTOM,
      feedUrls: [`https://${CUSTOM}/feed.xml`],
      forKey: 'mcp-desk-a',
    });
    expect(saved.saved).toBe(true);
    const base = FIXTURE_ARTICLES[0];
    if (!base) throw new Error('fixture corpus is empty');
    await writeArticle(service.db, {
      ...base,
      link: CUSTOM_LINK,
      source: CUSTOM,
      title: 'Desk memo',
      companies: [],
    });
  });
  afterAll(async () => service?.close());

  describe('search_articles', () => {
    it.skipIf(skip)(
      'defaults: REST’s first page as tool items, totalResults, page 1, pageSize 20',
      async () => {
        const doc = SearchArticlesDocument.parse(await mcp().toolDocument('search_articles', {}));
        const page = await restSearch({});
        expect(doc.articles).toEqual(page.articles.map(asSearchItem));
        expect(doc.articles.every((a) => Object.keys(a).join() === SEARCH_ITEM_FIELDS.join())).toBe(true);
        expect(doc).toMatchObject({ page: 1, pageSize: 20, totalResults: await restCount({}) });
        expect(doc.articles[0]?.publishDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(typeof doc.articles[0]?.sentimentConfidence).toBe('number');
      },
    );

    it.skipIf(skip)('sentimentConfidence is rounded as v1’s confidence', async () => {
      const doc = SearchArticlesDocument.parse(
        await mcp().toolDocument('search_articles', { tickers: ['AAPL'] }),
      );
      const v1 = await rest().get<{ articles: { link: string; confidence: number }[] }>('/v1/articles', {
        query: 'ticker:AAPL',
      });
      const apple = doc.articles.find((a) => a.link === APPLE_LINK);
      expect(apple?.sentimentConfidence).toBe(0.9512);
      expect(apple?.sentimentConfidence).toBe(
        v1.body.articles.find((a) => a.link === APPLE_LINK)?.confidence,
      );
    });

    it.skipIf(skip).each([
      { name: 'a query', args: { query: '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.reuters.com' } },
      { name: 'tickers and countries', args: { tickers: ['aapl', 'SAP'], countries: ['us', 'DE'] } },
      { name: 'a date range, ascending', args: { from: '2025-11-02', to: '2025-11-06', order: 'ASC' } },
      { name: 'sources and excludeSources', args: { sources: ['*'], excludeSources: ['www.wire.example'] } },
      { name: 'optInSources', args: { optInSources: ['optin.niche.example'], query: 'apple' } },
      { name: 'another language', args: { language: 'de' } },
      { name: 'orderBy revisedDate', args: { orderBy: 'revisedDate', pageSize: 3 } },
      { name: 'excludeEmptyContent', args: { excludeEmptyContent: true } },
      { name: 'sentiments and minConfidence', args: { sentiments: ['positive'], minConfidence: 0.75 } },
      { name: 'the sentiment: field', args: { query: 'sentiment:negative OR sentiment:neutral' } },
      {
        name: 'numeric strings and nulls (REST leniencies)',
        args: { page: '2', pageSize: '3', query: null },
      },
    ])('$name: the same articles as POST /v2/articles, and the exact total', async ({ args }) => {
      const doc = SearchArticlesDocument.parse(await mcp().toolDocument('search_articles', args));
      const page = await restSearch(args);
      expect(doc.articles).toEqual(page.articles.map(asSearchItem));
      expect(doc.page).toBe(page.page);
      expect(doc.pageSize).toBe(page.pageSize);
      expect(doc.totalResults).toBe(await restCount(args));
    });

    it.skipIf(skip)('totalResults counts every match, not the page', async () => {
      const doc = SearchArticlesDocument.parse(
        await mcp().toolDocument('search_articles', { pageSize: 2, page: 2 }),
      );
      expect(doc.articles).toHaveLength(2);
      expect(doc.totalResults).toBe(await restCount({}));
      expect(doc.totalResults).toBeGreaterThan(4);
    });

    it.skipIf(skip)('countMatches is exact below its cap and stops at the cap', async () => {
      const search = createArticleSearch(service.db);
      const req = toSearchRequest({}, null, 0);
      const all = await search.countMatches(req, 10_000);
      expect(all).toBe(await restCount({}));
      expect(await search.countMatches(req, all)).toBe(all);
      expect(await search.countMatches(req, 3)).toBe(3);
    });

    it.skipIf(skip)(
      'includeEntities: companies on a plan with entities, absent (no error) without',
      async () => {
        const args = { tickers: ['AAPL', 'NVDA'], includeEntities: true };
        const pro = SearchArticlesDocument.parse(await mcp('pro').toolDocument('search_articles', args));
        expect(pro.articles).toEqual((await restSearch(args, 'pro')).articles.map(asSearchItem));
        expect(pro.articles.map((a) => a.companies?.map((c) => c.ticker))).toEqual([['NVDA'], ['AAPL']]);
        const free = SearchArticlesDocument.parse(await mcp('free').toolDocument('search_articles', args));
        expect(free.articles.every((a) => !('companies' in a))).toBe(true);
      },
    );

    it.skipIf(skip)('includeContent: 403 tool failure on pro, the content on enterprise', async () => {
      const refused = await mcp('pro').callTool('search_articles', { includeContent: true }, 'c');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        jsonrpc: '2.0',
        result: {
          isError: true,
          content: [
            {
              type: 'text',
              text: 'Error: Your subscription does not allow calling the extended article content',
            },
          ],
        },
        id: 'c',
      });
      const args = { includeContent: true, tickers: ['AAPL'] };
      const doc = SearchArticlesDocument.parse(await mcp('enterprise').toolDocument('search_articles', args));
      expect(doc.articles).toEqual((await restSearch(args, 'enterprise')).articles.map(asSearchItem));
      expect(doc.articles.find((a) => a.link === APPLE_LINK)?.content).toBe(
        'Apple Inc. said on Thursday that revenue rose 8 percent.',
      );
    });

    it.skipIf(skip)('unknown fields, categories among them, are ignored', async () => {
      const doc = await mcp().toolDocument('search_articles', {
        categories: ['crypto'],
        source: 'legacy',
        extended: true,
        pageSize: 3,
      });
      expect(doc).toEqual(await mcp().toolDocument('search_articles', { pageSize: 3 }));
    });

    it.skipIf(skip)('the dashboard’s "Copy as MCP tools/call" body, exactly as it renders it', async () => {
      // renderCopy('mcp', …) of src/web/features/request-panel (its test parses it with the contract).
      const copied = {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          name: 'search_articles',
          arguments: {
            query: '(ticker:AAPL OR ticker:NVDA) AND "Elon\'s plan"',
            sources: ['www.wire.example'],
            excludeSources: ['markets.ledger.example'],
            tickers: ['AAPL'],
            countries: ['US'],
            language: 'de',
            from: '2025-11-01T00:00:00.000Z',
            to: '2025-11-09T12:00:00.000Z',
            order: 'ASC',
            orderBy: 'createdAt',
            includeEntities: true,
            includeContent: true,
            excludeEmptyContent: true,
            page: 3,
            pageSize: 50,
          },
        },
      };
      const res = await mcp('enterprise').rpc(JSON.stringify(copied, null, 2));
      expect(res.status).toBe(200);
      const result = ToolResult.parse(res.body?.result);
      expect(result.isError).toBeUndefined();
      const doc = SearchArticlesDocument.parse(JSON.parse(result.content[0]?.text ?? ''));
      const args = copied.params.arguments;
      expect(doc.articles).toEqual((await restSearch(args, 'enterprise')).articles.map(asSearchItem));
      expect(doc).toMatchObject({ page: 3, pageSize: 50, totalResults: await restCount(args, 'enterprise') });
    });
  });

  describe('get_article_by_link', () => {
    it.skipIf(skip)('the by-link article as the tool shows it', async () => {
      const doc = GetArticleByLinkDocument.parse(
        await mcp().toolDocument('get_article_by_link', { link: APPLE_LINK }),
      );
      const res = await rest().get('/v2/articles/by-link', { link: APPLE_LINK });
      expect(doc.article).toEqual(asDetail(ArticleByLinkResponse.parse(res.body).article));
      expect(Object.keys(doc.article)).toEqual(DETAIL_FIELDS);
    });

    it.skipIf(skip)('the link is normalised as REST does (host case, tracking parameters)', async () => {
      const doc = GetArticleByLinkDocument.parse(
        await mcp().toolDocument('get_article_by_link', {
          link: 'HTTPS://WWW.WIRE.EXAMPLE/2025/11/apple-beats-estimates?utm_source=x#top',
        }),
      );
      expect(doc.article.link).toBe(APPLE_LINK);
    });

    it.skipIf(skip)('entities and content by plan, as REST', async () => {
      const args = { link: APPLE_LINK, includeEntities: true, includeContent: true };
      const enterprise = GetArticleByLinkDocument.parse(
        await mcp('enterprise').toolDocument('get_article_by_link', args),
      );
      const res = await rest('enterprise').get('/v2/articles/by-link', {
        link: APPLE_LINK,
        includeEntities: 'true',
        includeContent: 'true',
      });
      expect(enterprise.article).toEqual(asDetail(ArticleByLinkResponse.parse(res.body).article));
      expect(enterprise.article.companies?.map((c) => c.ticker)).toEqual(['AAPL']);
      const free = GetArticleByLinkDocument.parse(
        await mcp('free').toolDocument('get_article_by_link', { link: APPLE_LINK, includeEntities: true }),
      );
      expect(free.article).not.toHaveProperty('companies');
      const pro = await mcp('pro').callTool('get_article_by_link', args);
      expect(pro.status).toBe(403);
      expect(failureText(pro.body)).toBe(
        'Error: Your subscription does not allow calling the extended article content',
      );
    });

    it.skipIf(skip)('an unknown link → tool failure "Error: Article not found" (HTTP 200)', async () => {
      const res = await mcp().callTool('get_article_by_link', { link: 'https://www.wire.example/nope' }, 9);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        jsonrpc: '2.0',
        result: { isError: true, content: [{ type: 'text', text: 'Error: Article not found' }] },
        id: 9,
      });
    });

    it.skipIf(skip)('a custom source’s article: found by its account, not found by another', async () => {
      const mine = GetArticleByLinkDocument.parse(
        await mcpClient(service.url, customKey).toolDocument('get_article_by_link', { link: CUSTOM_LINK }),
      );
      expect(mine.article.source).toBe(CUSTOM);
      const theirs = await mcp('enterprise').callTool('get_article_by_link', { link: CUSTOM_LINK });
      expect(failureText(theirs.body)).toBe('Error: Article not found');
    });
  });

  describe('list_sources', () => {
    it.skipIf(skip)(
      'GET /v2/sources as {domain, isDefaultSource, isContentAvailable}, on every plan',
      async () => {
        const everything = SourceListV2.parse((await rest('enterprise').get('/v2/sources')).body);
        const expected = {
          sources: everything.map((s) => ({
            domain: s.domain,
            isDefaultSource: s.isDefaultSource,
            isContentAvailable: s.isContentAvailable,
          })),
        };
        for (const plan of ['free', 'pro', 'enterprise']) {
          expect(ListSourcesDocument.parse(await mcp(plan).toolDocument('list_sources')), plan).toEqual(
            expected,
          );
        }
        expect(await mcp().toolDocument('list_sources', {})).toEqual(expected);
      },
    );

    it.skipIf(skip)('a custom source is listed for its own account only', async () => {
      const mine = ListSourcesDocument.parse(
        await mcpClient(service.url, customKey).toolDocument('list_sources'),
      );
      expect(mine.sources.find((s) => s.domain === CUSTOM)).toEqual({
        domain: CUSTOM,
        isDefaultSource: true,
        isContentAvailable: false,
      });
      const theirs = ListSourcesDocument.parse(await mcp().toolDocument('list_sources'));
      expect(theirs.sources.map((s) => s.domain)).not.toContain(CUSTOM);
    });
  });

  describe('-32602 Invalid params, with the REST texts', () => {
    it.skipIf(skip).each([
      { name: 'pageSize over 100', args: { pageSize: 101 } },
      { name: 'pageSize 0 and a bad order', args: { pageSize: 0, order: 'UP' } },
      { name: 'bad countries and language', args: { countries: ['USA'], language: 'english' } },
      { name: 'a bad date and orderBy', args: { from: 'yesterday', orderBy: 'score' } },
      { name: 'wrong types', args: { query: 5, tickers: 'AAPL', includeEntities: 'maybe', page: 1.5 } },
    ])('search_articles, $name: the texts of POST /v2/articles', async ({ args }) => {
      const res = await mcp().callTool('search_articles', args, 'p');
      const rest400 = await rest().post<{ message: string[] }>('/v2/articles', args);
      expect(rest400.status).toBe(400);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        jsonrpc: '2.0',
        error: { code: -32602, message: 'Invalid params', data: { errors: rest400.body.message } },
        id: 'p',
      });
    });

    it.skipIf(skip)('get_article_by_link without a link: the by-link text', async () => {
      for (const args of [undefined, {}, { link: '' }]) {
        const res = await mcp().callTool('get_article_by_link', args);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: { code: -32602, data: { errors: ['link should not be empty'] } },
        });
      }
    });

    it.skipIf(skip).each([
      {
        name: 'an unknown tool',
        params: { name: 'delete_everything', arguments: {} },
        errors: [
          'name must be one of the following values: search_articles, get_article_by_link, list_sources',
        ],
      },
      {
        name: 'no tool name',
        params: { arguments: {} },
        errors: [
          'name must be one of the following values: search_articles, get_article_by_link, list_sources',
        ],
      },
      {
        name: 'arguments that are a list',
        params: { name: 'list_sources', arguments: [] },
        errors: ['arguments must be an object'],
      },
    ])('tools/call with $name', async ({ params, errors }) => {
      const res = await mcp().rpc({ jsonrpc: '2.0', id: 4, method: 'tools/call', params });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        jsonrpc: '2.0',
        error: { code: -32602, message: 'Invalid params', data: { errors } },
        id: 4,
      });
    });
  });

  describe('tool failures carry the REST message', () => {
    it.skipIf(skip).each([
      {
        name: 'query syntax',
        args: { query: 'ticker:' },
        text: "Error: Invalid query syntax near 'ticker:'",
      },
      {
        name: 'a query too complex',
        args: { query: Array.from({ length: 65 }, (_, i) => `w${i}`).join(' ') },
        text: 'Error: Query is too complex',
      },
      {
        name: 'from after to',
        args: { from: '2025-11-06', to: '2025-11-01' },
        text: 'Error: from must not be after to',
      },
      {
        name: 'a page beyond 10,000 results',
        args: { page: 101, pageSize: 100 },
        text: 'Error: page * pageSize must not be greater than 10000',
      },
    ])('$name → 200 isError "$text"', async ({ args, text }) => {
      const res = await mcp().callTool('search_articles', args);
      expect(res.status).toBe(200);
      expect(failureText(res.body)).toBe(text);
    });
  });
});
