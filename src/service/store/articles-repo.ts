/**
 * @module The single write path for articles and the by-link read. Every article — ingested,
 * imported or demo — enters through writeArticle, which indexes it and detects revisions, or, in a
 * batch known to be new (imports, the demo load), through insertNewArticles.
 */
import { normalizeLower } from '../../query/values';
import type { ArticleInput, ArticleRecord } from '../model/article';
import { appendChanges } from './change-log';
import {
  ARTICLE_COLUMNS,
  type ArticleRow,
  ENRICHED_COLUMNS,
  enrichedColumnsOf,
  enrichedPlaceholders,
  enrichedValues,
  INSERT_COLUMNS,
  INSERT_WIDTH,
  type IndexedArticle,
  insertPlaceholders,
  insertValues,
  REVISION_ASSIGNMENTS,
  toArticleRecord,
} from './article-columns';
import { keepHistoryOf, recordRevisions } from './article-revisions-repo';
import { inTransaction, type Queryable } from './db';
import { indexedForm } from './indexed-form';

export type WriteOutcome =
  | { kind: 'created'; article: ArticleRecord }
  | { kind: 'revised'; article: ArticleRecord }
  | { kind: 'unchanged'; article: null };

export interface WriteOptions {
  /** When this sighting happened: createdAt of a new article, revisedDate of a revision. Default now. */
  at?: Date;
  /** The publisher's modification time of the item as its feed declares it (kept as the latest seen). */
  feedUpdatedAt?: Date | null;
  /** The publisher's id of the item (RSS guid, Atom id): kept from the first sighting that gives one. */
  feedGuid?: string | null;
  /** The article's link before this sighting: it moves to `input.link` in the write's transaction. */
  moveFrom?: string | null;
}

const UPSERT_SQL = `
INSERT INTO articles AS a (${INSERT_COLUMNS}, feed_updated_at, feed_guid)
VALUES (${insertPlaceholders(1)}, $${INSERT_WIDTH + 1}::timestamptz, $${INSERT_WIDTH + 2}::text)
ON CONFLICT (link) DO UPDATE SET
  feed_updated_at = GREATEST(EXCLUDED.feed_updated_at, a.feed_updated_at),
  feed_guid = COALESCE(a.feed_guid, EXCLUDED.feed_guid),
  ${REVISION_ASSIGNMENTS}
WHERE a.source = EXCLUDED.source
  AND ((a.title, a.summary) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.summary)
    OR (EXCLUDED.content IS NOT NULL AND EXCLUDED.content IS DISTINCT FROM a.content))
RETURNING ${ARTICLE_COLUMNS}, (xmax = 0) AS inserted`;

/** One more article of `source` in `language` (the source's languages, most common first). */
async function countSourceLanguage(db: Queryable, source: string, language: string): Promise<void> {
  await db.query(
    `INSERT INTO source_languages (domain, language, articles) VALUES ($1, $2, 1)
     ON CONFLICT (domain, language) DO UPDATE SET articles = source_languages.articles + 1`,
    [source, language],
  );
}

/** One article of `source` in `language` fewer; a language with none left is dropped. */
async function uncountSourceLanguage(db: Queryable, source: string, language: string): Promise<void> {
  await db.query(`UPDATE source_languages SET articles = articles - 1 WHERE domain = $1 AND language = $2`, [
    source,
    language,
  ]);
  await db.query(`DELETE FROM source_languages WHERE domain = $1 AND articles <= 0`, [source]);
}

/** One row for insertNewArticles; `indexed` when built from `input` already (on an import's worker thread). */
export interface NewArticleRow {
  input: ArticleInput;
  at: Date;
  indexed?: IndexedArticle;
}

/**
 * Inserts many articles known to be new in one statement (imports, the demo load, benchmarks); links already
 * stored are skipped. Returns the articles inserted, in no particular order. Source languages are counted, and
 * each inserted article is a `created` change, in the same transaction (the caller's, when given one).
 */
export async function insertNewArticles(db: Queryable, items: NewArticleRow[]): Promise<ArticleRecord[]> {
  if (items.length === 0) return [];
  return inTransaction(db, (tx) => insertNewArticlesIn(tx, items));
}

async function insertNewArticlesIn(db: Queryable, items: NewArticleRow[]): Promise<ArticleRecord[]> {
  const values = items.flatMap(({ input, at, indexed }) => insertValues(indexed ?? indexedForm(input), at));
  const tuples = items.map((_, row) => `(${insertPlaceholders(row * INSERT_WIDTH + 1)})`);
  const rows = await db.query<ArticleRow>(
    `INSERT INTO articles (${INSERT_COLUMNS}) VALUES ${tuples.join(', ')}
     ON CONFLICT (link) DO NOTHING RETURNING ${ARTICLE_COLUMNS}`,
    values,
  );
  const inserted = rows.map(toArticleRecord);
  const counts = new Map<string, { source: string; language: string; n: number }>();
  for (const { source, language } of inserted) {
    const key = `${source}\u0000${language}`;
    const entry = counts.get(key) ?? { source, language, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  for (const { source, language, n } of counts.values()) {
    await db.query('INSERT INTO sources (domain) VALUES ($1) ON CONFLICT (domain) DO NOTHING', [source]);
    await db.query(
      `INSERT INTO source_languages (domain, language, articles) VALUES ($1, $2, $3)
       ON CONFLICT (domain, language) DO UPDATE SET articles = source_languages.articles + EXCLUDED.articles`,
      [source, language, n],
    );
  }
  // Id order is the order of the rows given (one statement's serial values), so the log keeps it.
  const created = inserted
    .map((article) => ({
      kind: 'created' as const,
      articleId: article.id,
      link: article.link,
      source: article.source,
    }))
    .sort((a, b) => a.articleId - b.articleId);
  await appendChanges(db, created);
  await recordRevisions(
    db,
    inserted.map((article) => article.id),
    null,
  );
  return inserted;
}

/**
 * Which of `links` the store knows: as an article's link or as another address of one (an alias). One look-up
 * for a whole batch of sightings; a link it does not know is a new article.
 */
export async function findKnownLinks(db: Queryable, links: readonly string[]): Promise<Set<string>> {
  if (links.length === 0) return new Set();
  const rows = await db.query<{ link: string }>(
    `SELECT link FROM articles WHERE link = ANY($1::text[])
     UNION SELECT link FROM article_link_aliases WHERE link = ANY($1::text[])`,
    [[...links]],
  );
  return new Set(rows.map((r) => r.link));
}

/**
 * Removes the article at `link` when an account's custom source holds it and `source`, a shared source, now
 * publishes it; returns whether it did. Why: a custom source's articles are visible to its account only, so
 * without this a custom feed that links to a public article before the public source is polled would hide
 * that article from every other account, and removing the custom source would delete it for everyone. Its
 * account still finds it as of a time before `at`.
 */
async function releaseFromCustomSource(
  db: Queryable,
  link: string,
  source: string,
  at: Date,
): Promise<boolean> {
  const released = await db.query<{
    id: number | string;
    source: string;
    language: string;
    custom_for_key: number | string;
  }>(
    `WITH gone AS (
       DELETE FROM articles a USING sources held
        WHERE a.link = $1 AND a.source <> $2 AND held.domain = a.source AND held.custom_for_key IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM sources s WHERE s.domain = $2 AND s.custom_for_key IS NOT NULL)
        RETURNING a.id, a.link, a.source, a.language, a.publish_date, a.created_at, a.first_seen_at,
                  held.custom_for_key, held.custom_for_key AS visible_to_key)
     ${keepHistoryOf('gone', '$3')}
     SELECT id, source, language, custom_for_key FROM gone`,
    [link, source, at],
  );
  for (const row of released) await uncountSourceLanguage(db, row.source, row.language);
  // The custom source's subscribers saw it go; everyone sees it created anew under its new id.
  await appendChanges(
    db,
    released.map((row) => ({
      kind: 'removed' as const,
      articleId: Number(row.id),
      link,
      source: row.source,
      visibleToKey: Number(row.custom_for_key),
    })),
  );
  return released.length > 0;
}

/**
 * Inserts a new article, records a revision when title, summary or content changed, or does
 * nothing for an unchanged re-sighting. `input.link` must already be canonical. Only the source that
 * first published a link may revise it: another feed (a mirror, or an account's custom feed) re-using
 * the link is an unchanged re-sighting, so it can neither rewrite nor take over the article. The one
 * exception goes the other way: a shared source publishing a link that only a custom source holds takes it
 * over, and it is created anew for everyone.
 */
export async function writeArticle(
  db: Queryable,
  input: ArticleInput,
  options: WriteOptions = {},
): Promise<WriteOutcome> {
  return inTransaction(db, async (tx) => {
    const moved =
      options.moveFrom != null &&
      (await moveArticleIn(tx, options.moveFrom, input.link, options.at ?? new Date())) !== null;
    let outcome = await writeArticleIn(tx, input, options);
    // A new link is news even when the text is the same; with new text it is still one revision.
    const article = moved && outcome.kind === 'unchanged' ? await findArticleByLink(tx, input.link) : null;
    if (article) outcome = { kind: 'revised', article };
    if (outcome.kind !== 'unchanged') {
      await appendChanges(tx, [
        {
          kind: outcome.kind,
          articleId: outcome.article.id,
          link: outcome.article.link,
          source: outcome.article.source,
        },
      ]);
      // A revision (or a move) is dated by its sighting, as revisedDate; a new article by its first sighting.
      const at = outcome.kind === 'created' ? null : outcome.article.revisedDate;
      await recordRevisions(tx, [outcome.article.id], at);
    }
    return outcome;
  });
}

async function writeArticleIn(
  db: Queryable,
  input: ArticleInput,
  options: WriteOptions,
): Promise<WriteOutcome> {
  const at = options.at ?? new Date();
  const values = [
    ...insertValues(indexedForm(input), at),
    options.feedUpdatedAt ?? null,
    options.feedGuid ?? null,
  ];
  const upsert = () => db.query<ArticleRow>(UPSERT_SQL, values);
  let rows = await upsert();
  // Only a sighting that wrote nothing can be a shared source meeting a custom source's row.
  if (rows.length === 0 && (await releaseFromCustomSource(db, input.link, normalizeLower(input.source), at)))
    rows = await upsert();
  const row = rows[0];
  if (!row) return { kind: 'unchanged', article: null };
  const article = toArticleRecord(row);
  if (row.inserted !== true) return { kind: 'revised', article };
  await db.query(`INSERT INTO sources (domain) VALUES ($1) ON CONFLICT (domain) DO NOTHING`, [
    article.source,
  ]);
  await countSourceLanguage(db, article.source, article.language);
  return { kind: 'created', article };
}

export async function findArticleByLink(db: Queryable, link: string): Promise<ArticleRecord | null> {
  const rows = await db.query<ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM articles WHERE link = $1`, [link]);
  return rows[0] ? toArticleRecord(rows[0]) : null;
}

/** The articles of these ids that are stored, in id order; ids no longer stored are left out. */
export async function findArticlesByIds(db: Queryable, ids: readonly number[]): Promise<ArticleRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  return rows.map(toArticleRecord);
}

/**
 * Moves the article stored at `from` to the link `to`, unless one is stored there already. True when it
 * moved: a link kept in an older canonical form takes the current one when the article is seen again (at
 * `at`). Not news (the same page under its current address), but a version: as of an earlier time the
 * article still had its old link.
 */
export async function relinkArticle(db: Queryable, from: string, to: string, at: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.query<{ id: number | string }>(
      `UPDATE articles SET link = $2
        WHERE link = $1 AND NOT EXISTS (SELECT 1 FROM articles WHERE link = $2)
        RETURNING id`,
      [from, to],
    );
    const ids = rows.map((row) => Number(row.id));
    await recordRevisions(tx, ids, at);
    return ids.length > 0;
  });
}

/** What the next sighting of a stored link is compared with. */
export interface StoredSighting {
  /** The source that first published it: the only one that may revise it. */
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  /** Held by an account's custom source, which a shared source publishing the link takes over. */
  heldByCustomSource: boolean;
  /** The feed's modification time of the item when its page was last read (`WriteOptions.feedUpdatedAt`). */
  feedUpdatedAt: Date | null;
  /** The publisher's id of the item, when a sighting gave one (`WriteOptions.feedGuid`). */
  feedGuid: string | null;
}

/** The stored article at `link` (canonical) as a new sighting of it is compared with, or null. */
export async function findStoredSighting(db: Queryable, link: string): Promise<StoredSighting | null> {
  const rows = await db.query<{
    source: string;
    title: string;
    summary: string | null;
    content: string | null;
    custom: boolean;
    feed_updated_at: Date | string | null;
    feed_guid: string | null;
  }>(
    `SELECT a.source, a.title, a.summary, a.content, (s.custom_for_key IS NOT NULL) AS custom, a.feed_updated_at,
            a.feed_guid
       FROM articles a LEFT JOIN sources s ON s.domain = a.source WHERE a.link = $1`,
    [link],
  );
  const row = rows[0];
  if (!row) return null;
  const { custom, feed_updated_at, feed_guid, ...fields } = row;
  return {
    ...fields,
    heldByCustomSource: custom,
    feedUpdatedAt: feed_updated_at === null ? null : new Date(feed_updated_at),
    feedGuid: feed_guid,
  };
}

/**
 * Records what a sighting that changed nothing else tells of the item at `link`: a later modification time
 * (its page was read again and its text is the same, or the time was first declared now), and the
 * publisher's id of an article stored without one. Either may be null.
 */
export async function recordFeedFacts(
  db: Queryable,
  link: string,
  facts: { updatedAt: Date | null; guid: string | null },
): Promise<void> {
  await db.query(
    `UPDATE articles SET feed_updated_at = GREATEST(feed_updated_at, $2), feed_guid = COALESCE(feed_guid, $3)
      WHERE link = $1 AND (feed_updated_at IS DISTINCT FROM GREATEST(feed_updated_at, $2)
                           OR (feed_guid IS NULL AND $3::text IS NOT NULL))`,
    [link, facts.updatedAt, facts.guid],
  );
}

/** The one article of `source` that carries the publisher's id `guid`: its link and publish date. */
export async function findByFeedGuid(
  db: Queryable,
  source: string,
  guid: string,
): Promise<{ link: string; publishDate: Date } | null> {
  const rows = await db.query<{ link: string; publish_date: Date | string }>(
    `SELECT link, publish_date FROM articles WHERE source = $1 AND feed_guid = $2 LIMIT 2`,
    [source, guid],
  );
  // Two articles with one id: the publisher reuses ids, so the id identifies nothing.
  const [only, other] = rows;
  return only && !other ? { link: only.link, publishDate: new Date(only.publish_date) } : null;
}

/**
 * Moves the article at `from` to the link `to` (its publisher moved it), keeping `from` as an alias that
 * by-link still finds, and dates the move as a revision. False when `to` is taken or `from` is gone.
 */
export async function moveArticle(db: Queryable, from: string, to: string, at: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const movedId = await moveArticleIn(tx, from, to, at);
    // A new link is news to every subscriber (a move with new text goes through writeArticle: one revision).
    if (movedId !== null) {
      await appendChanges(tx, [{ kind: 'revised', articleId: movedId, link: to }]);
      await recordRevisions(tx, [movedId], at);
    }
    return movedId !== null;
  });
}

async function moveArticleIn(db: Queryable, from: string, to: string, at: Date): Promise<number | null> {
  // One statement, so the article never stands without its old link as an alias. The new link is no alias.
  const aliased = await db.query<{ article_id: number | string }>(
    `WITH moved AS (
       UPDATE articles SET link = $2, revised_date = $3
        WHERE link = $1 AND NOT EXISTS (SELECT 1 FROM articles WHERE link = $2)
        RETURNING id),
     freed AS (DELETE FROM article_link_aliases WHERE link = $2 AND EXISTS (SELECT 1 FROM moved))
     INSERT INTO article_link_aliases (link, article_id) SELECT $1, id FROM moved
     ON CONFLICT (link) DO UPDATE SET article_id = EXCLUDED.article_id
     RETURNING article_id`,
    [from, to, at],
  );
  const row = aliased[0];
  return row ? Number(row.article_id) : null;
}

/**
 * Keeps `aliases` as other addresses of the article at `link` (canonical forms: where its page's redirects
 * ended, the address the page gives itself), so that by-link finds it by them. An address that is an
 * article's own link, or already another article's alias, is left as it is.
 */
export async function addLinkAliases(db: Queryable, link: string, aliases: readonly string[]): Promise<void> {
  if (aliases.length === 0) return;
  await db.query(
    `INSERT INTO article_link_aliases (link, article_id)
     SELECT alias, a.id FROM articles a, unnest($2::text[]) AS alias
      WHERE a.link = $1 AND alias <> $1 AND NOT EXISTS (SELECT 1 FROM articles b WHERE b.link = alias)
     ON CONFLICT (link) DO NOTHING`,
    [link, [...aliases]],
  );
}

/** The link and source of the article that has `alias` as another address, or null. */
export async function findAliasedArticle(
  db: Queryable,
  alias: string,
): Promise<{ link: string; source: string } | null> {
  const rows = await db.query<{ link: string; source: string }>(
    `SELECT a.link, a.source FROM article_link_aliases x JOIN articles a ON a.id = x.article_id WHERE x.link = $1`,
    [alias],
  );
  return rows[0] ?? null;
}

/** Up to `limit` articles in id order after `afterId` (from the first when null): passes over the whole store. */
export async function listArticlesAfter(
  db: Queryable,
  afterId: number | null,
  limit: number,
): Promise<ArticleRecord[]> {
  const rows = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId ?? 0, limit],
  );
  return rows.map(toArticleRecord);
}

/**
 * Up to `limit` articles after `afterId` (null: from the first), in id order, whose enrichment an older
 * ENRICHMENT_VERSION than `version` wrote.
 */
export async function listOutdatedAfter(
  db: Queryable,
  afterId: number | null,
  version: number,
  limit: number,
): Promise<ArticleRecord[]> {
  const rows = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id > $1 AND enrichment_version < $2 ORDER BY id LIMIT $3`,
    [afterId ?? 0, version, limit],
  );
  return rows.map(toArticleRecord);
}

/**
 * Stores an article's enrichment (language, sentiment, countries, categories, companies and their facets)
 * and search index again when any of them differs from the stored one; returns whether it did. Not a
 * revision: the article's text is unchanged, so revisedDate stays and no event is due.
 */
export async function updateEnrichment(db: Queryable, id: number, raw: ArticleInput): Promise<boolean> {
  return inTransaction(db, (tx) => updateEnrichmentIn(tx, id, raw));
}

async function updateEnrichmentIn(db: Queryable, id: number, raw: ArticleInput): Promise<boolean> {
  const updated = await db.query<{ source: string; language: string; before: string }>(
    `WITH old AS (SELECT id, language FROM articles WHERE id = $1 FOR UPDATE)
     UPDATE articles a SET (${ENRICHED_COLUMNS}) = (${enrichedPlaceholders(2)})
       FROM old
      WHERE a.id = old.id AND (${enrichedColumnsOf('a')}) IS DISTINCT FROM (${enrichedPlaceholders(2)})
      RETURNING a.source, a.language, old.language AS before`,
    [id, ...enrichedValues(indexedForm(raw))],
  );
  const row = updated[0];
  if (!row) return false;
  if (row.language !== row.before) {
    await uncountSourceLanguage(db, row.source, row.before);
    await countSourceLanguage(db, row.source, row.language);
  }
  // A new model's judgement is news from now on: a search as of an earlier time keeps the earlier one.
  await recordRevisions(db, [id], new Date());
  return true;
}

export async function countArticles(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM articles');
  return Number(rows[0]?.n ?? 0);
}

/** Whether any stored article names `domain` as its source (articles_source_idx). */
export async function hasArticlesFrom(db: Queryable, domain: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM articles WHERE source = $1 LIMIT 1', [domain]);
  return rows.length > 0;
}

/**
 * Deletes the articles of a source, each a `removed` change in the same transaction; returns how many.
 * `visibleToKey`: the key whose custom source it was, the only one to hear of the removals, and the only one
 * to find them again as of a time before `at`.
 */
export async function deleteArticlesFrom(
  db: Queryable,
  domain: string,
  visibleToKey: number | null = null,
  at: Date = new Date(),
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.query<{ id: number | string; link: string }>(
      `WITH gone AS (
         DELETE FROM articles WHERE source = $1
         RETURNING id, link, source, publish_date, created_at, first_seen_at, $2::bigint AS visible_to_key)
       ${keepHistoryOf('gone', '$3')}
       SELECT id, link FROM gone`,
      [domain, visibleToKey, at],
    );
    const removed = rows
      .map((row) => ({
        kind: 'removed' as const,
        articleId: Number(row.id),
        link: row.link,
        source: domain,
        visibleToKey,
      }))
      .sort((a, b) => a.articleId - b.articleId);
    await appendChanges(tx, removed);
    return rows.length;
  });
}
