/**
 * @module All SQL on the sources catalog (migration 005 and later): one source as the poller and the operator
 * see it (SourceRecord), the catalog as one key sees it (SourceListing), saving, removing and enabling
 * sources, feeds and their conditional-GET validators, and poll outcomes. The shared poll schedule's leases
 * are in poll-claims-repo.ts; a source's articles are deleted by articles-repo.ts.
 */
import type { Queryable } from './db';

/** Conditional-GET validators per feed URL. */
export type FeedValidators = Record<string, { etag?: string | null; lastModified?: string | null }>;

export interface SourceRecord {
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

export interface SourceSaveInput {
  domain: string;
  feedUrls: string[];
  isDefault?: boolean;
  originCountry?: string;
  enabled?: boolean;
  contentWanted?: boolean;
  pollIntervalSeconds?: number;
  customForKey?: number | null;
}

export interface SourceRow {
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

export const SOURCE_COLUMNS = `domain, is_default, origin_country, enabled, content_available, content_wanted,
  feed_urls, poll_interval_seconds, last_success_at, last_error_at, last_error, consecutive_failures, validators,
  custom_for_key, next_poll_at`;

const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

export function toSourceRecord(r: SourceRow): SourceRecord {
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

export async function listSourceRecords(db: Queryable): Promise<SourceRecord[]> {
  const rows = await db.query<SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM sources ORDER BY domain`);
  return rows.map(toSourceRecord);
}

export async function findSourceRecord(db: Queryable, domain: string): Promise<SourceRecord | null> {
  const rows = await db.query<SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM sources WHERE domain = $1`, [domain]);
  return rows[0] ? toSourceRecord(rows[0]) : null;
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
export async function saveSourceRecord(db: Queryable, input: SourceSaveInput): Promise<boolean> {
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
export async function addSourceIfMissing(db: Queryable, input: SourceSaveInput): Promise<boolean> {
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

/** A source as one key sees it in the catalog listing: its own custom sources and every shared one. */
export interface SourceListing {
  domain: string;
  /** Searched without being named: an enabled default source, or an enabled custom source of its own account. */
  isDefault: boolean;
  originCountry: string;
  enabled: boolean;
  contentAvailable: boolean;
  /** ISO 639-1, most common first (from stored articles). */
  languages: string[];
  /** A custom source of the viewing key's account (other accounts' are never listed). */
  isCustom: boolean;
  /** Articles stored from this source, every language. */
  articles: number;
  /** Has feeds the poller fetches. */
  polled: boolean;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

interface ListingRow {
  domain: string;
  is_default: boolean;
  origin_country: string;
  enabled: boolean;
  content_available: boolean;
  is_custom: boolean;
  languages: string[] | null;
  articles: number | string;
  polled: boolean;
  last_success_at: Date | string | null;
  last_error_at: Date | string | null;
  last_error: string | null;
}

/**
 * The catalog as one key sees it: every shared source plus its own account's custom sources, which
 * are part of that account's default set (search-sql.ts). `isDefault` is what that default set
 * holds: an enabled shared default source or an enabled custom source (a disabled one is searched
 * only by name).
 */
export async function listSources(db: Queryable, viewerKeyId: number): Promise<SourceListing[]> {
  const rows = await db.query<ListingRow>(
    `SELECT s.domain, s.enabled AND (s.is_default OR s.custom_for_key IS NOT NULL) AS is_default,
            s.origin_country, s.enabled, s.content_available, s.custom_for_key IS NOT NULL AS is_custom,
            (SELECT array_agg(l.language ORDER BY l.articles DESC, l.language)
               FROM source_languages l WHERE l.domain = s.domain) AS languages,
            (SELECT coalesce(sum(l.articles), 0) FROM source_languages l WHERE l.domain = s.domain) AS articles,
            cardinality(s.feed_urls) > 0 AS polled, s.last_success_at, s.last_error_at, s.last_error
       FROM sources s
      WHERE s.custom_for_key IS NULL OR s.custom_for_key = $1
      ORDER BY s.domain`,
    [viewerKeyId],
  );
  return rows.map((r) => ({
    domain: r.domain,
    isDefault: r.is_default,
    originCountry: r.origin_country,
    enabled: r.enabled,
    contentAvailable: r.content_available,
    languages: r.languages ?? [],
    isCustom: r.is_custom,
    articles: Number(r.articles),
    polled: r.polled,
    lastSuccessAt: toDate(r.last_success_at),
    lastErrorAt: toDate(r.last_error_at),
    lastError: r.last_error,
  }));
}

/** A source's catalog attributes as demo loads and tests set them (no feeds: not polled). */
export type SourceCatalogEntry = Pick<SourceRecord, 'domain' | 'isDefault' | 'originCountry'> &
  Partial<Pick<SourceRecord, 'enabled' | 'contentAvailable'>>;

/** Adds a source or updates its catalog attributes. */
export async function upsertSource(db: Queryable, input: SourceCatalogEntry): Promise<void> {
  await db.query(
    `INSERT INTO sources (domain, is_default, origin_country, enabled, content_available)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (domain) DO UPDATE SET is_default = EXCLUDED.is_default,
       origin_country = EXCLUDED.origin_country, enabled = EXCLUDED.enabled,
       content_available = EXCLUDED.content_available`,
    [
      input.domain,
      input.isDefault,
      input.originCountry,
      input.enabled ?? true,
      input.contentAvailable ?? false,
    ],
  );
}

/** The most common article language of each of `domains` that has articles (ties: alphabetical). */
export async function mainSourceLanguages(db: Queryable, domains: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ domain: string; language: string }>(
    `SELECT DISTINCT ON (domain) domain, language FROM source_languages
      WHERE domain = ANY($1) ORDER BY domain, articles DESC, language`,
    [domains],
  );
  return new Map(rows.map((r) => [r.domain, r.language]));
}

/** Where each of `domains` stands in the catalog now (live delivery's source scope); absent domains have no row. */
export async function findSourceStandings(
  db: Queryable,
  domains: readonly string[],
): Promise<Map<string, { isDefault: boolean; enabled: boolean; customForKey: number | null }>> {
  if (domains.length === 0) return new Map();
  const rows = await db.query<{
    domain: string;
    is_default: boolean;
    enabled: boolean;
    custom_for_key: number | string | null;
  }>(`SELECT domain, is_default, enabled, custom_for_key FROM sources WHERE domain = ANY($1::text[])`, [
    [...domains],
  ]);
  return new Map(
    rows.map((r) => [
      r.domain,
      {
        isDefault: r.is_default,
        enabled: r.enabled,
        customForKey: r.custom_for_key === null ? null : Number(r.custom_for_key),
      },
    ]),
  );
}
