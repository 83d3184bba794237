/**
 * A walk of several keys (an OR of tickers or company judgements, or a tickers filter of several) merges their
 * ranges of article_keys in date order and keeps an article under two of them once. Its pages must be those of
 * the filter-first fetch, paged to the end, through ties on the publish date, with every article once and as
 * many as the count says (PGlite always, the PostgreSQL server when reachable); and on the server, where the
 * service walks on connections of its own (WALK_CONNECTION_SETTINGS), a first page must read only the first rows
 * of each key, not every row under them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../contract';
import { parseQuery } from '../../query/parse';
import { COMPANIES } from '../../query/testing/corpus-arbitraries';
import type { ArticleInput } from '../model/article';
import type { CompanyJudgement } from '../model/company-judgement';
import { insertNewArticles } from '../store/articles-repo';
import type { Db } from '../store/db';
import { maintainArticles } from '../store/maintenance';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { testArticle } from '../testing/test-article';
import { drivingKeys, type KeyWalk } from './article-keys';
import { WALK_CONNECTION_SETTINGS } from './article-search';
import { toSearchRequest, type SearchParamsInput, type SearchRequest } from './search-request';
import { buildCappedCountSql, buildPageSql, type PageOptions } from './search-sql';

const DAY = 86_400_000;
const T0 = Date.parse('2026-05-01T00:00:00.000Z');
const SOURCES = ['www.reuters.com', 'www.ft.com', 'www.handelsblatt.com'];
const [APPLE, NVIDIA, SAP_SE, BP_PLC] = COMPANIES;
if (!APPLE || !NVIDIA || !SAP_SE || !BP_PLC) throw new Error('the corpus companies changed');

/** Apple is listed as AAPL and APC: every article of it carries both tickers, so ORs of the two meet always. */
const COMPANY_SETS: Company[][] = [
  [APPLE],
  [NVIDIA],
  [APPLE, NVIDIA],
  [SAP_SE],
  [],
  [NVIDIA, SAP_SE, BP_PLC],
];

const negative = (companyId: number): CompanyJudgement => ({
  companyId,
  sentiment: 'negative',
  sentimentScore: -0.5,
  sentimentConfidence: 0.8,
  salience: 0.7,
  evidence: [],
});

/**
 * An article published `day` days after T0 about `companies`: every fifth (by `i`) in German, every fourth with
 * negative judgements of its companies.
 */
function article(i: number, day: number, companies: Company[]): ArticleInput {
  return testArticle(i % 2 === 0 ? 'rates rise' : 'stocks fall', {
    source: SOURCES[i % SOURCES.length] as string,
    publishDate: new Date(T0 + day * DAY),
    language: i % 5 === 4 ? 'de' : 'en',
    companies,
    companySentiment: i % 4 === 0 ? companies.map((c) => negative(c.companyId)) : [],
  });
}

async function load(db: Db, inputs: ArticleInput[]): Promise<void> {
  const BATCH = 1_000;
  for (let start = 0; start < inputs.length; start += BATCH) {
    const batch = inputs.slice(start, start + BATCH);
    await insertNewArticles(
      db,
      batch.map((input) => ({ input, at: input.publishDate })),
    );
  }
}

type Params = SearchParamsInput & { query?: string };

function request(params: Params): { req: SearchRequest; walk: KeyWalk } {
  const parsed = parseQuery(params.query ?? '');
  if (!parsed.ok) throw new Error(`bad query ${params.query}`);
  const req = toSearchRequest({ sources: ['*'], ...params }, parsed.ast, 0);
  const walk = drivingKeys(req);
  if (!walk || walk.keys.length < 2) throw new Error(`no walk of several keys for ${JSON.stringify(params)}`);
  return { req, walk };
}

const named = (requests: Params[]): [string, Params][] =>
  requests.map((params) => [JSON.stringify(params), params]);

async function page(db: Db, req: SearchRequest, options: PageOptions): Promise<string[]> {
  const { sql, values } = buildPageSql(req, options);
  return (await db.query<{ link: string }>(sql, values as never[])).map((row) => row.link);
}

/** The rows of article_keys under the walk's keys in `req`'s language and dates, and the articles they name. */
async function keyedRows(
  db: Db,
  req: SearchRequest,
  walk: KeyWalk,
): Promise<{ rows: number; articles: number }> {
  const found = await db.query<{ rows: number | string; articles: number | string }>(
    `SELECT count(*) AS rows, count(DISTINCT id) AS articles FROM article_keys
      WHERE key = ANY($1::text[]) AND language = $2 AND publish_date >= $3 AND publish_date < $4`,
    [walk.keys, req.language, req.from ?? new Date(0), req.toExclusive ?? new Date(T0 + 10_000 * DAY)],
  );
  return { rows: Number(found[0]?.rows ?? 0), articles: Number(found[0]?.articles ?? 0) };
}

describe.each(ENGINES)('a walk of several keys [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    // Three publish dates: forty articles on each, which only the link orders.
    await load(
      db,
      Array.from({ length: 120 }, (_, i) => article(i, i % 3, COMPANY_SETS[i % COMPANY_SETS.length] ?? [])),
    );
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip).each(
    named([
      { query: 'ticker:AAPL OR ticker:APC', pageSize: 4 },
      { query: 'ticker:APC OR ticker:NVDA OR ticker:SAP', pageSize: 7 },
      { tickers: ['NVDA', 'AAPL', 'BP'], pageSize: 5 },
      { query: 'negative:AAPL OR ticker:NVDA', pageSize: 3, order: 'ASC' },
      { query: 'about:NVDA OR negative:SAP OR negative:AAPL', pageSize: 2 },
      { query: '(ticker:AAPL OR ticker:NVDA) AND rates', pageSize: 4 },
      { query: 'ticker:AAPL OR ticker:NVDA', pageSize: 6, from: '2026-05-03', to: '2026-05-03' },
      { query: 'ticker:AAPL OR ticker:NVDA', pageSize: 2, language: 'de' },
    ]),
  )(
    'gives the pages of the filter-first fetch, each article once, as many as counted: %s',
    async (_, params) => {
      const { req, walk } = request(params);
      // Guards the corpus: without articles under two of the keys there is nothing to keep once.
      const keyed = await keyedRows(db, req, walk);
      expect(keyed.rows).toBeGreaterThan(keyed.articles);
      const seen: string[] = [];
      for (let n = 1; ; n += 1) {
        const paged = { ...req, page: n };
        const walked = await page(db, paged, { walkKeys: walk });
        expect(walked).toEqual(await page(db, paged, { forceFilterFirst: true }));
        seen.push(...walked);
        if (walked.length < req.pageSize) break;
      }
      expect(new Set(seen).size).toBe(seen.length);
      const { sql, values } = buildCappedCountSql(req, 10_000);
      const counted = await db.query<{ n: number | string }>(sql, values as never[]);
      expect(seen.length).toBe(Number(counted[0]?.n));
      expect(seen.length).toBeGreaterThan(req.pageSize);
    },
  );
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows the executed plan read from `relation`, over all its scans. */
function rowsRead(node: PlanNode, relation: string): number {
  const own =
    node['Relation Name'] === relation ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, relation), 0);
}

/** The page's plan as the service runs it: on a server on a walk connection, on PGlite as it is. */
async function executedPlan(db: Db, req: SearchRequest, walk: KeyWalk): Promise<PlanNode> {
  const { sql, values } = buildPageSql(req, { walkKeys: walk });
  const rows = await db.transaction(async (tx) => {
    const settings: Record<string, string> = db.engine === 'pglite' ? {} : WALK_CONNECTION_SETTINGS;
    for (const [name, value] of Object.entries(settings))
      await tx.query(`SELECT set_config($1, $2, true)`, [name, value]);
    return tx.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, values as never[]);
  });
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: PlanNode }[])[0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

/** Companies of one ticker each, so that the keys walked are a small part of article_keys, as in a real store. */
const others = Array.from({ length: 40 }, (_, k): Company => ({
  ...SAP_SE,
  companyId: 100 + k,
  ticker: `OTHER${k}`,
  name: `Other ${k}`,
}));

describe.each(ENGINES)('a first page of several keys [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    // Ten articles a day: the rows of a page's dates are a small part of each key's rows.
    await load(
      db,
      Array.from({ length: 10_000 }, (_, i) =>
        article(i, Math.floor(i / 10), [
          others[i % others.length] as Company,
          ...(COMPANY_SETS[i % 25] ?? []),
        ]),
      ),
    );
    // The statistics the service keeps (maintenance.ts); never analysed, each key would look like one row.
    await maintainArticles(db);
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip).each(
    named([
      { query: 'ticker:AAPL OR ticker:APC', pageSize: 10 },
      { query: 'ticker:AAPL OR ticker:NVDA', pageSize: 10, order: 'ASC' },
      { tickers: ['SAP', 'AAPL', 'NVDA'], pageSize: 10 },
    ]),
  )('reads the first rows of each key, not all of them: %s', async (_, params) => {
    const { req, walk } = request(params);
    const keyed = await keyedRows(db, req, walk);
    const plan = await executedPlan(db, req, walk);
    expect(plan['Actual Rows']).toBe(req.pageSize);
    expect(rowsRead(plan, 'article_keys')).toBeLessThan(keyed.rows / 10);
  });
});
