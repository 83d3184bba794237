/**
 * Live delivery must send exactly what search would find (protocols §1, §4): for random corpora stored
 * through the write path, random catalog states (default, disabled, custom sources of two accounts) and
 * random subscriptions, liveFilterMatches accepts exactly the articles the WHERE clause of search selects.
 * The change feed selects in SQL too (GET /v2/changes, resume replays): it lists exactly the changes the live
 * matcher accepts, removals by their recorded source and owner included.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENTIMENTS, type Category, type Sentiment } from '../../contract';
import { compileMatcher, prepareArticle } from '../../query';
import { queryTree } from '../../query/testing/ast-arbitraries';
import {
  COMPANIES,
  CONFIDENCES,
  corpus,
  LANGUAGES,
  vocabularyLeaf,
  type CorpusArticle,
} from '../../query/testing/corpus-arbitraries';
import { buildWhere } from '../search/search-sql';
import { toSearchRequest } from '../search/search-request';
import { SqlParams } from '../search/sql-params';
import { ARTICLE_COLUMNS, toArticleRecord, type ArticleRow } from '../store/article-columns';
import { writeArticle } from '../store/articles-repo';
import type { Db, SqlValue } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { findSourceStandings } from '../store/sources-repo';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import { ENGINES } from '../testing/engines';
import { appendChanges, latestCursor, readChangesAfter } from '../store/change-log';
import { readMatchingChanges } from './change-filter-sql';
import type { ArticleChange } from '../store/change-log';
import type { SearchRequest } from '../search/search-request';
import { loadChanges } from './change-batch';
import { openMigratedStore } from '../testing/migrated-store';
import { liveFilterMatches, type LiveFilter } from './live-filter';

const DOMAINS = ['www.reuters.com', 'www.ft.com', 'www.handelsblatt.com'];
const CATEGORY_VALUES: Category[] = ['markets', 'economy', 'technology', 'crypto'];

/** Mostly true, so that the default set is seldom empty. */
const usually = fc.oneof(
  { arbitrary: fc.constant(true), weight: 3 },
  { arbitrary: fc.constant(false), weight: 1 },
);

const standing = fc.record({
  isDefault: usually,
  enabled: usually,
  /** 0 and 1 index the two accounts' keys. */
  customFor: fc.constantFrom(null, null, 0, 1),
  /** No catalog row at all (a domain the write path never saw, or one removed since). */
  absent: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
});

const anyCase = (values: string[]) =>
  fc.constantFrom(...values).chain((v) => fc.constantFrom(v, v.toLowerCase(), v.toUpperCase()));

/** Each filter is left out two times in three, so that subscriptions often match something. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight: 1 });

const subscription = fc.record({
  viewer: fc.constantFrom(0, 1),
  language: fc.constantFrom(...LANGUAGES),
  sources: sometimes(fc.oneof(fc.constant(['*']), fc.subarray(DOMAINS, { minLength: 1 })).map((d) => [...d])),
  optInSources: sometimes(fc.subarray(DOMAINS)),
  excludeSources: sometimes(fc.subarray(DOMAINS)),
  tickers: sometimes(
    fc.oneof(
      fc.constant(['*']).map((t) => [...t]),
      fc.array(anyCase([...new Set(COMPANIES.flatMap((c) => [c.ticker, 'APC']))]), {
        minLength: 1,
        maxLength: 2,
      }),
    ),
  ),
  countries: sometimes(fc.subarray(['US', 'DE', 'GB', 'us'])),
  categories: sometimes(fc.subarray(CATEGORY_VALUES)),
  excludeEmptyContent: sometimes(fc.boolean()),
  sentiments: sometimes(fc.subarray([...SENTIMENTS])),
  minConfidence: sometimes(fc.constantFrom(...CONFIDENCES)),
  query: sometimes(queryTree(vocabularyLeaf, 3)),
  includeUpdates: fc.boolean(),
});

/** Removals as the log records them: the source (null: not recorded) and the owning account, if any. */
const removal = fc.record({
  source: fc.constantFrom(null, ...DOMAINS),
  owner: fc.constantFrom(null, null, 0, 1),
});

const cases = fc.record({
  articles: corpus,
  standings: fc.tuple(standing, standing, standing),
  subscriptions: fc.array(subscription, { minLength: 1, maxLength: 4 }),
  removals: fc.array(removal, { maxLength: 3 }),
});

/** Whether a removal reaches the reader in memory: the rule the SQL of the change feed must follow. */
function removalVisible(request: SearchRequest, change: ArticleChange): boolean {
  if (change.visibleToKey !== null && change.visibleToKey !== request.viewerKeyId) return false;
  const { sources, excludeSources } = request;
  if (change.source === null) return sources.kind !== 'only';
  if (excludeSources.includes(change.source)) return false;
  return sources.kind !== 'only' || sources.domains.includes(change.source);
}

/** Stores the corpus through the write path, as ingestion would, on an emptied store. */
async function storeArticles(db: Db, articles: readonly CorpusArticle[]): Promise<void> {
  await db.exec('DELETE FROM articles; DELETE FROM source_languages; DELETE FROM sources;');
  for (const [i, a] of articles.entries()) {
    await writeArticle(db, {
      link: a.link,
      source: a.source,
      title: a.title,
      summary: a.summary,
      content: a.content,
      publishDate: new Date(Date.UTC(2026, 0, 1, 0, i)),
      language: a.language,
      sentiment: a.sentiment as Sentiment,
      confidence: a.confidence,
      images: [],
      countries: [...a.countries],
      categories: a.categories as Category[],
      companies: [...a.companies],
      author: a.author ?? null,
      // What matching reads of a judgement is its company, label and salience; the rest is stated as stored.
      companySentiment: a.companySentiment.map((j) => ({
        ...j,
        sentiment: j.sentiment as Sentiment,
        sentimentScore: 0,
        sentimentConfidence: 0.5,
        evidence: [],
      })),
    });
  }
}

describe.each(ENGINES)('live filter and search agree ($engine)', ({ engine, skip }) => {
  let db: Db;
  let keyIds: number[];
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    keyIds = [
      (await createApiKey(db, { name: 'desk-a', plan: 'pro' })).record.id,
      (await createApiKey(db, { name: 'desk-b', plan: 'pro' })).record.id,
    ];
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)(
    'on random corpora, catalog states and subscriptions',
    async () => {
      /** Subscriptions that matched at least one article. */
      let matched = 0;
      let checked = 0;
      await fc.assert(
        fc.asyncProperty(cases, async ({ articles, standings, subscriptions, removals }) => {
          const start = await latestCursor(db);
          await storeArticles(db, articles);
          await appendChanges(
            db,
            removals.map((r, i) => ({
              kind: 'removed' as const,
              articleId: 0,
              link: `https://removed.example/${i}`,
              source: r.source,
              visibleToKey: r.owner === null ? null : (keyIds[r.owner] as number),
            })),
          );
          for (const [i, domain] of DOMAINS.entries()) {
            const s = standings[i] as (typeof standings)[number];
            if (s.absent) {
              await db.query('DELETE FROM sources WHERE domain = $1', [domain]);
              continue;
            }
            const customFor = s.customFor === null ? null : (keyIds[s.customFor] as number);
            await db.query(
              `INSERT INTO sources (domain, is_default, enabled, custom_for_key) VALUES ($1, $2, $3, $4)
             ON CONFLICT (domain) DO UPDATE SET is_default = $2, enabled = $3, custom_for_key = $4`,
              [domain, customFor === null && s.isDefault, s.enabled, customFor],
            );
          }
          const stored = (await db.query<ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM articles`)).map(
            toArticleRecord,
          );
          const judgements = await readCompanySentiment(
            db,
            stored.map((a) => a.id),
          );
          const sourceRows = await findSourceStandings(db, DOMAINS);
          const end = await latestCursor(db);
          const changes = await loadChanges(db, await readChangesAfter(db, start, end - start), (domains) =>
            findSourceStandings(db, domains),
          );
          for (const sub of subscriptions) {
            const { viewer, query, includeUpdates, ...params } = sub;
            const request = toSearchRequest(params, query ?? null, keyIds[viewer] as number);
            const filter: LiveFilter = {
              request,
              matcher: query === undefined ? null : compileMatcher(query, request.language),
            };
            const sqlParams = new SqlParams();
            const rows = await db.query<{ link: string }>(
              `SELECT link FROM articles WHERE ${buildWhere(request, sqlParams)}`,
              sqlParams.values as SqlValue[],
            );
            const expected = rows.map((r) => r.link).sort();
            const live = stored
              .filter((article) =>
                liveFilterMatches(filter, {
                  article,
                  prepared: prepareArticle({
                    ...article,
                    companySentiment: judgements.get(article.id)?.companySentiment ?? null,
                  }),
                  source: sourceRows.get(article.source) ?? null,
                }),
              )
              .map((a) => a.link)
              .sort();
            expect(live).toEqual(expected);
            if (expected.length > 0) matched += 1;
            checked += 1;

            const inMemory = changes
              .filter(({ change, candidates }) =>
                change.kind === 'removed'
                  ? includeUpdates && removalVisible(request, change)
                  : candidates !== null &&
                    (change.kind === 'created' || includeUpdates) &&
                    liveFilterMatches(filter, candidates.enhanced()),
              )
              .map(({ change }) => change.cursor);
            const feed = await readMatchingChanges(
              db,
              { request, includeUpdates, removals: true },
              { after: start, through: end, limit: end - start + 1 },
            );
            expect(feed.map((c) => c.cursor)).toEqual(inMemory);
          }
        }),
        { numRuns: engine === 'pglite' ? 120 : 60 },
      );
      // Guards the generators: a property where nothing ever matches would prove little.
      // About a quarter of subscriptions match something; a tenth leaves room for chance.
      expect(matched).toBeGreaterThan(checked / 10);
    },
    120_000,
  );
});
