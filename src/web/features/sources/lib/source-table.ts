/** @module The Sources page's rows: which kind a source is, the search box and kind filter, the sort. */
import type { SourceV2 } from '../../../../contract';

export const SOURCE_KINDS = ['all', 'default', 'optIn', 'custom'] as const;
export type SourceKindFilter = (typeof SOURCE_KINDS)[number];
export const SOURCE_SORTS = ['domain', 'articles', 'lastSuccess', 'lastError'] as const;
export type SourceSort = (typeof SOURCE_SORTS)[number];

export type SourceKind = Exclude<SourceKindFilter, 'all'>;

/** Custom (this key's own), else default (searched without naming it), else opt-in (searched when named). */
export function kindOf(source: SourceV2): SourceKind {
  if (source.isCustomSource) return 'custom';
  return source.isDefaultSource ? 'default' : 'optIn';
}

export const KIND_LABEL: Record<SourceKind, string> = {
  default: 'default',
  optIn: 'opt-in',
  custom: 'custom',
};

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : -Infinity);

const COMPARE: Record<SourceSort, (a: SourceV2, b: SourceV2) => number> = {
  domain: (a, b) => a.domain.localeCompare(b.domain),
  articles: (a, b) => (b.details?.articles ?? -1) - (a.details?.articles ?? -1),
  lastSuccess: (a, b) => time(b.details?.lastSuccessAt) - time(a.details?.lastSuccessAt),
  lastError: (a, b) => time(b.details?.lastErrorAt) - time(a.details?.lastErrorAt),
};

/** The rows shown: domains (or country, language) containing `q`, of the kind asked for, sorted (ties by domain). */
export function sourceRows(
  sources: readonly SourceV2[],
  { q, kind, sort }: { q: string; kind: SourceKindFilter; sort: SourceSort },
): SourceV2[] {
  const needle = q.trim().toLowerCase();
  return sources
    .filter((s) => kind === 'all' || kindOf(s) === kind)
    .filter(
      (s) =>
        !needle ||
        s.domain.toLowerCase().includes(needle) ||
        s.originCountry.toLowerCase() === needle ||
        s.languages.includes(needle),
    )
    .sort((a, b) => COMPARE[sort](a, b) || a.domain.localeCompare(b.domain));
}
