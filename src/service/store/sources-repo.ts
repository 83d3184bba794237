/** @module Sources catalog: the domains articles come from, which are default, and their languages. */
import type { Queryable } from './db';

export interface SourceRecord {
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

export interface SourceInput {
  domain: string;
  isDefault: boolean;
  originCountry: string;
  enabled?: boolean;
  contentAvailable?: boolean;
}

interface SourceRow {
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

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The catalog as one key sees it: every shared source plus its own account's custom sources, which
 * are part of that account's default set (search-sql.ts). `isDefault` is what that default set
 * holds: an enabled shared default source or an enabled custom source (a disabled one is searched
 * only by name).
 */
export async function listSources(db: Queryable, viewerKeyId: number): Promise<SourceRecord[]> {
  const rows = await db.query<SourceRow>(
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
    lastSuccessAt: dateOrNull(r.last_success_at),
    lastErrorAt: dateOrNull(r.last_error_at),
    lastError: r.last_error,
  }));
}

/** Adds a source or updates its catalog attributes. */
export async function upsertSource(db: Queryable, input: SourceInput): Promise<void> {
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
