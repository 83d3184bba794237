/**
 * The key walk (article_keys, migration 034) must give every page exactly as the order-index walk and the
 * filter-first fetch do, and article_keys must hold exactly each article's keys, as the live matcher derives
 * them, after every write path: new articles, revisions with other companies, re-enrichment (other
 * judgements, another language), moves and deletions. Random corpora with three publish dates (ties, which
 * only the link orders) go in through the product's write path; random requests whose filters give driving
 * keys are paged in all three shapes. Runs on PGlite always, and on the PostgreSQL server when reachable.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldName, QueryNode } from '../../query/ast';
import { companyFacets } from '../../query/facets';
import { judgedLabels } from '../../query/judged';
import { queryTree } from '../../query/testing/ast-arbitraries';
import {
  COMPANIES,
  corpus,
  vocabularyLeaf,
  type CorpusArticle,
} from '../../query/testing/corpus-arbitraries';
import type { ArticleInput } from '../model/article';
import type { CompanyJudgement } from '../model/company-judgement';
import {
  deleteArticlesFrom,
  insertNewArticles,
  moveArticle,
  updateEnrichment,
  writeArticle,
} from '../store/articles-repo';
import type { Db } from '../store/db';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { drivingKeys, type KeyWalk } from './article-keys';
import { toSearchRequest, type SearchRequest } from './search-request';
import { buildPageSql, type PageOptions } from './search-sql';

const DAY = 86_400_000;
const T0 = Date.parse('2026-05-01T00:00:00.000Z');
const DATES = [0, 1, 2].map((d) => new Date(T0 + d * DAY));
const SOURCES = ['www.reuters.com', 'www.ft.com', 'www.handelsblatt.com'];
const TICKERS = ['AAPL', 'APC', 'NVDA', 'SAP', 'BP', 'MSFT'];
const SPAN = { start: 0, end: 0 };

const judgement = (j: CorpusArticle['companySentiment'][number]): CompanyJudgement => ({
  ...j,
  sentiment: j.sentiment as CompanyJudgement['sentiment'],
  sentimentScore: 0,
  sentimentConfidence: 0.5,
  evidence: [],
});

const toInput = (a: CorpusArticle, i: number): ArticleInput => ({
  link: a.link,
  source: a.source,
  title: a.title,
  summary: a.summary,
  content: a.content,
  publishDate: DATES[i % DATES.length] as Date,
  language: a.language,
  sentiment: a.sentiment as ArticleInput['sentiment'],
  confidence: a.confidence,
  images: [],
  countries: [...a.countries],
  categories: [...a.categories] as ArticleInput['categories'],
  companies: [...a.companies],
  author: a.author ?? null,
  companySentiment: a.companySentiment.map(judgement),
});

const field = (name: FieldName, value: string): QueryNode => ({
  type: 'field',
  field: name,
  value,
  quoted: false,
  span: SPAN,
});

/** A filter that gives keys: a ticker, or a company judgement (any case, as a user types it). */
const keyLeaf: fc.Arbitrary<QueryNode> = fc.oneof(
  fc.constantFrom(...TICKERS, 'aapl', ' nvda').map((value) => field('ticker', value)),
  fc
    .tuple(
      fc.constantFrom<FieldName>('about', 'positive', 'neutral', 'negative'),
      fc.constantFrom('AAPL', 'nvda', 'APC'),
    )
    .map(([name, value]) => field(name, value)),
);

const keyedQuery: fc.Arbitrary<QueryNode> = fc.oneof(
  keyLeaf,
  fc
    .array(keyLeaf, { minLength: 2, maxLength: 3 })
    .map((children): QueryNode => ({ type: 'or', children, span: SPAN })),
  fc
    .tuple(keyLeaf, queryTree(vocabularyLeaf, 2))
    .map(([key, other]): QueryNode => ({ type: 'and', children: [key, other], span: SPAN })),
);

const requestArb = fc.record({
  query: fc.option(keyedQuery, { nil: null }),
  tickers: fc.option(fc.subarray(TICKERS, { minLength: 1, maxLength: 3 }), { nil: undefined }),
  /** Which article's language the request asks for: one that some article has. */
  languageOf: fc.nat(),
  order: fc.constantFrom('ASC' as const, 'DESC' as const),
  from: fc.option(fc.constant('2026-05-02'), { nil: undefined }),
  pageSize: fc.constantFrom(1, 2, 5),
});

/** What happens to the stored articles after the load, each through its own write path. */
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('revise' as const), at: fc.nat(9), companies: fc.subarray([...COMPANIES]) }),
  fc.record({
    kind: fc.constant('reenrich' as const),
    at: fc.nat(9),
    language: fc.constantFrom('en', 'de'),
    salience: fc.constantFrom(0.2, 0.7),
  }),
  fc.record({ kind: fc.constant('move' as const), at: fc.nat(9) }),
  fc.record({ kind: fc.constant('delete' as const), source: fc.constantFrom(...SOURCES) }),
);
type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

const AT = new Date(T0 + 10 * DAY);

async function applyChange(db: Db, inputs: ArticleInput[], change: Change): Promise<void> {
  if (change.kind === 'delete') {
    await deleteArticlesFrom(db, change.source, null, AT);
    return;
  }
  const target = inputs[change.at % inputs.length];
  if (!target) return;
  if (change.kind === 'revise') {
    const revised = { ...target, title: `${target.title} revised`, companies: change.companies };
    await writeArticle(db, revised, { at: AT });
    Object.assign(target, revised);
  } else if (change.kind === 'reenrich') {
    const companySentiment = target.companies.map((c) => ({
      ...judgement({ companyId: c.companyId, sentiment: 'negative', salience: change.salience }),
    }));
    const rows = await db.query<{ id: number | string }>('SELECT id FROM articles WHERE link = $1', [
      target.link,
    ]);
    const changed = { ...target, language: change.language, companySentiment };
    if (rows[0] && (await updateEnrichment(db, Number(rows[0].id), changed))) Object.assign(target, changed);
  } else {
    const to = `${target.link}/moved`;
    if (await moveArticle(db, target.link, to, AT)) target.link = to;
  }
}

/** The keys of each stored article as the live matcher derives them, against article_keys' rows. */
async function expectKeysExact(db: Db, inputs: readonly ArticleInput[]): Promise<void> {
  const byLink = new Map(inputs.map((input) => [input.link, input]));
  const articles = await db.query<{ id: number | string; link: string; language: string; day: number }>(
    `SELECT id, link, language, extract(epoch FROM publish_date)::float8 AS day FROM articles`,
  );
  const expected = articles.flatMap((a) => {
    const input = byLink.get(a.link);
    if (!input) throw new Error(`stored article ${a.link} was never written`);
    const keys = [
      ...companyFacets(input.companies).tickers.map((t) => `t:${t}`),
      ...judgedLabels(input.companies, input.companySentiment ?? []).map((l) => `j:${l}`),
    ];
    return keys.map((key) => `${key} ${a.language} ${Number(a.day)} ${Number(a.id)}`);
  });
  const stored = await db.query<{ key: string; language: string; day: number; id: number | string }>(
    `SELECT key, language, extract(epoch FROM publish_date)::float8 AS day, id FROM article_keys`,
  );
  expect(stored.map((k) => `${k.key} ${k.language} ${Number(k.day)} ${Number(k.id)}`).sort()).toEqual(
    expected.sort(),
  );
}

async function page(db: Db, req: SearchRequest, options: PageOptions): Promise<string[]> {
  const { sql, values } = buildPageSql(req, options);
  return (await db.query<{ link: string }>(sql, values as never[])).map((row) => row.link);
}

/** Every page of `req` in each shape, until one comes back short. */
async function expectSamePages(db: Db, req: SearchRequest, keys: KeyWalk): Promise<number> {
  let seen = 0;
  for (let n = 1; n <= 12; n += 1) {
    const paged = { ...req, page: n };
    const walk = await page(db, paged, {});
    expect(await page(db, paged, { forceFilterFirst: true })).toEqual(walk);
    expect(await page(db, paged, { walkKeys: keys })).toEqual(walk);
    seen += walk.length;
    if (walk.length < req.pageSize) break;
  }
  return seen;
}

const cases = fc.record({
  articles: corpus,
  changes: fc.array(changeArb, { maxLength: 4 }),
  requests: fc.array(requestArb, { minLength: 1, maxLength: 4 }),
});

async function checkAgreement(db: Db, numRuns: number): Promise<void> {
  let matched = 0;
  await fc.assert(
    fc.asyncProperty(cases, async ({ articles, changes, requests }) => {
      for (const source of SOURCES) await deleteArticlesFrom(db, source);
      const inputs = articles.map(toInput);
      await insertNewArticles(
        db,
        inputs.map((input) => ({ input, at: input.publishDate })),
      );
      for (const change of changes) await applyChange(db, inputs, change);
      await expectKeysExact(db, inputs);
      for (const r of requests) {
        const language = inputs[r.languageOf % inputs.length]?.language;
        const params = { sources: ['*'], tickers: r.tickers, language, order: r.order, from: r.from };
        const req = toSearchRequest({ ...params, pageSize: r.pageSize }, r.query, 0);
        const keys = drivingKeys(req);
        if (!keys) continue;
        matched += await expectSamePages(db, req, keys);
      }
    }),
    { numRuns },
  );
  // Guards the generators: a property where nothing ever matches would prove little.
  expect(matched).toBeGreaterThan(numRuns / 2);
}

describe.each(ENGINES)('the key walk and article_keys [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)(
    'give the pages of the other shapes, after every write path',
    () => checkAgreement(db, 40),
    120_000,
  );
});
