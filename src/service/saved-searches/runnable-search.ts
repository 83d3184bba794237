/**
 * @module A saved search as it runs now: its POST /v2/articles body, with its rolling range (if any) turned
 * into `from` ending now. What a reader of saved searches (the MCP resources) searches with.
 */
import type { SearchArticlesV2Body } from '../../contract';
import type { SavedSearchRecord } from '../store/saved-searches-repo';

const UNIT_MS = { m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;

/** The length of a stored range (`90m`, `24h`, `7d`) in milliseconds. */
export function rangeMs(range: string): number {
  const unit = range.slice(-1) as keyof typeof UNIT_MS;
  return Number(range.slice(0, -1)) * UNIT_MS[unit];
}

export function runnableSearch(
  saved: Pick<SavedSearchRecord, 'search' | 'range'>,
  now: Date,
): SearchArticlesV2Body {
  if (saved.range === null) return saved.search;
  return { ...saved.search, from: new Date(now.getTime() - rangeMs(saved.range)).toISOString() };
}
