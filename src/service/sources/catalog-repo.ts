/**
 * @module Store access for the pollable sources catalog (migration 005): feeds, schedule, poll outcomes,
 * validators and custom sources. The base catalog columns stay in store/sources-repo.ts.
 */
import { appendChanges } from '../changes/change-log';
import { inTransaction, type Queryable } from '../store/db';

/** Conditional-GET validators per feed URL. */
export type FeedValidators = Record<string, { etag?: string | null; lastModified?: string | null }>;

export interface CatalogSource {
  domain: string;
  isDefault: boolean;
  originCountry: string;
  enabled: boolean;
  contentAvailable: boolean;
  contentWanted: boolean;
  feedUrls: string[];
  pollIntervalSeconds: number;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  consecutiveFailures: number;
  validators: FeedValidators;
  customForKey: number | null;
  /** When the poller takes the source next (null: not scheduled yet; it will be soon after a start). */
  nextPollAt: Date | null;
}

export interface CatalogSourceInput {
  domain: string;
  feedUrls: string[];
  isDefault?: boolean;
  originCountry?: string;
  enabled?: boolean;
  contentWanted?: boolean;
  pollIntervalSeconds?: number;
  customForKey?: number | null;
}

export interface CatalogRow {
  domain: string;
  is_default: boolean;
  origin_country: string;
  enabled: boolean;
  content_available: boolean;
  content_wanted: boolean;
  feed_urls: string[];
  poll_interval_seconds: number;
  last_success_at: Date | string | null;
  last_error_at: Date | string | null;
  last_error: string | null;
  consecutive_failures: number;
  validators: FeedValidators | string;
  custom_for_key: number | string | null;
  next_poll_at: Date | string | null;
}

export const CATALOG_COLUMNS = `domain, is_default, origin_country, enabled, content_available, content_wanted,
  feed_urls, poll_interval_seconds, last_success_at, last_error_at, last_error, consecutive_failures, validators,
  custom_for_key, next_poll_at`;

const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

export function toCatalogSource(r: CatalogRow): CatalogSource {
  return {
    domain: r.domain,
    isDefault: r.is_default,
    originCountry: r.origin_country,
    enabled: r.enabled,
    contentAvailable: r.content_available,
    contentWanted: r.content_wanted,
    feedUrls: r.feed_urls,
    pollIntervalSeconds: Number(r.poll_interval_seconds),
    lastSuccessAt: toDate(r.last_success_at),
    lastErrorAt: toDate(r.last_error_at),
    lastError: r.last_error,
    consecutiveFailures: Number(r.consecutive_failures),
    validators:
      typeof r.validators === 'string' ? (JSON.parse(r.validators) as FeedValidators) : r.validators,
    customForKey: r.custom_for_key === null ? null : Number(r.custom_for_key),
    nextPollAt: toDate(r.next_poll_at),
  };
}

export async function listCatalogSources(db: Queryable): Promise<CatalogSource[]> {
  const rows = await db.query<CatalogRow>(`SELECT ${CATALOG_COLUMNS} FROM sources ORDER BY domain`);
  return rows.map(toCatalogSource);
}

export async function findCatalogSource(db: Queryable, domain: string): Promise<CatalogSource | null> {
  const rows = await db.query<CatalogRow>(`SELECT ${CATALOG_COLUMNS} FROM sources WHERE domain = $1`, [
    domain,
  ]);
  return rows[0] ? toCatalogSource(rows[0]) : null;
}

/**
 * SQL for `validators` (a jsonb expression) kept to the feed URLs in `feedUrls` (a text[] expression): every
 * statement that writes either column uses it, so no feed's validators outlive its place in the list. A poll
 * that ends after its source was removed and added again with other feeds would otherwise store the old
 * feeds' validators on the new row, and each later poll would carry them on.
 */
const validatorsOfListedFeeds = (validators: string, feedUrls: string): string =>
  `(SELECT COALESCE(jsonb_object_agg(v.key, v.value), '{}'::jsonb)
      FROM jsonb_each(${validators}) v WHERE v.key = ANY(${feedUrls}))`;

/**
 * Adds a source, or sets the given fields of an existing one; fields left undefined keep their
 * stored value, so an operator's enabled=false survives a later add of new feeds. New feeds make the
 * source due soon (its schedule is cleared) rather than at its next regular poll. An existing source
 * is changed only by its owner (the catalog, or the same key's account): returns false otherwise.
 */
export async function saveCatalogSource(db: Queryable, input: CatalogSourceInput): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sources (domain, feed_urls, is_default, origin_country, enabled, content_wanted,
                          poll_interval_seconds, custom_for_key)
     VALUES ($1, $2, COALESCE($3, false), COALESCE($4, ''), COALESCE($5, true), COALESCE($6, false),
             COALESCE($7, 900), $8)
     ON CONFLICT (domain) DO UPDATE SET
       feed_urls = COALESCE((SELECT array_agg(DISTINCT u ORDER BY u)
                            FROM unnest(sources.feed_urls || EXCLUDED.feed_urls) u), '{}'),
       is_default = COALESCE($3, sources.is_default),
       origin_country = COALESCE($4, sources.origin_country),
       enabled = COALESCE($5, sources.enabled),
       content_wanted = COALESCE($6, sources.content_wanted),
       poll_interval_seconds = COALESCE($7, sources.poll_interval_seconds),
       next_poll_at = CASE WHEN EXCLUDED.feed_urls <@ sources.feed_urls THEN sources.next_poll_at END,
       validators = ${validatorsOfListedFeeds('sources.validators', 'sources.feed_urls || EXCLUDED.feed_urls')}
     WHERE sources.custom_for_key IS NOT DISTINCT FROM $8
     RETURNING domain`,
    [
      input.domain,
      input.feedUrls,
      input.isDefault ?? null,
      input.originCountry ?? null,
      input.enabled ?? null,
      input.contentWanted ?? null,
      input.pollIntervalSeconds ?? null,
      input.customForKey ?? null,
    ],
  );
  return rows.length > 0;
}

/**
 * Lists feed `to` in place of `from`, which its publisher moved there for good (301/308); `from` just goes
 * when `to` is listed already. The validators follow with the next record of the poll.
 */
export async function moveFeedUrl(db: Queryable, domain: string, from: string, to: string): Promise<void> {
  await db.query(
    `UPDATE sources SET feed_urls = CASE WHEN $3 = ANY(feed_urls) THEN array_remove(feed_urls, $2)
                                         ELSE array_replace(feed_urls, $2, $3) END
      WHERE domain = $1 AND $2 = ANY(feed_urls)`,
    [domain, from, to],
  );
}

/** Inserts a source only when the domain is not stored yet; returns whether it was inserted. */
export async function addSourceIfMissing(db: Queryable, input: CatalogSourceInput): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sources (domain, feed_urls, is_default, origin_country, content_wanted, poll_interval_seconds)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (domain) DO NOTHING RETURNING domain`,
    [
      input.domain,
      input.feedUrls,
      input.isDefault ?? false,
      input.originCountry ?? '',
      input.contentWanted ?? false,
      input.pollIntervalSeconds ?? 900,
    ],
  );
  return rows.length > 0;
}

export async function setSourceEnabled(db: Queryable, domain: string, enabled: boolean): Promise<boolean> {
  const rows = await db.query('UPDATE sources SET enabled = $2 WHERE domain = $1 RETURNING domain', [
    domain,
    enabled,
  ]);
  return rows.length > 0;
}

/** Removes a source from the catalog; returns the key it was a custom source of, or null. */
export async function removeSource(
  db: Queryable,
  domain: string,
): Promise<{ customForKey: number | null } | null> {
  const rows = await db.query<{ custom_for_key: number | string | null }>(
    'DELETE FROM sources WHERE domain = $1 RETURNING custom_for_key',
    [domain],
  );
  const row = rows[0];
  if (!row) return null;
  return { customForKey: row.custom_for_key === null ? null : Number(row.custom_for_key) };
}

/** Whether any stored article names `domain` as its source (articles_source_idx). */
export async function hasArticlesFrom(db: Queryable, domain: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM articles WHERE source = $1 LIMIT 1', [domain]);
  return rows.length > 0;
}

/** Deletes the articles of a source, each a `removed` change in the same transaction; returns how many. */
export async function deleteArticlesFrom(db: Queryable, domain: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.query<{ id: number | string; link: string }>(
      'DELETE FROM articles WHERE source = $1 RETURNING id, link',
      [domain],
    );
    const removed = rows
      .map((row) => ({ kind: 'removed' as const, articleId: Number(row.id), link: row.link }))
      .sort((a, b) => a.articleId - b.articleId);
    await appendChanges(tx, removed);
    return rows.length;
  });
}

export async function recordPollSuccess(
  db: Queryable,
  domain: string,
  validators: FeedValidators,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE sources SET last_success_at = $2, consecutive_failures = 0,
                        validators = ${validatorsOfListedFeeds('$3::jsonb', 'sources.feed_urls')}
     WHERE domain = $1`,
    [domain, at, JSON.stringify(validators)],
  );
}

/**
 * Records a failed poll; returns the new count of consecutive failures. `validators` still carries those of
 * the feeds that answered in this poll, so they are not fetched in full again next time. As on success, only
 * those of feeds the source still lists are kept.
 */
export async function recordPollFailure(
  db: Queryable,
  domain: string,
  error: string,
  at: Date,
  validators: FeedValidators,
): Promise<number> {
  const rows = await db.query<{ consecutive_failures: number }>(
    `UPDATE sources SET last_error_at = $2, last_error = $3, consecutive_failures = consecutive_failures + 1,
                        validators = ${validatorsOfListedFeeds('$4::jsonb', 'sources.feed_urls')}
     WHERE domain = $1 RETURNING consecutive_failures`,
    [domain, at, error, JSON.stringify(validators)],
  );
  return Number(rows[0]?.consecutive_failures ?? 1);
}
