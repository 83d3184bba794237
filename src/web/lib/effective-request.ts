/** @module Turns the explorer state into the exact POST /v2/articles body, every default written out. */
import type { SearchArticlesV2Body } from '../../contract';
import type { ExplorerSearch, RelativeRange } from './explorer-state';

const UNIT_MS = { m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;

/** The length of a rolling range (`30d`, `36h`, `90m`) in milliseconds. */
export function rangeMs(range: RelativeRange): number {
  const unit = range.slice(-1) as keyof typeof UNIT_MS;
  return Number(range.slice(0, -1)) * UNIT_MS[unit];
}

/** The rolling range closest to `ms` (at least one unit), in days, else hours, else minutes. */
export function relativeRangeOf(ms: number): RelativeRange {
  const minutes = Math.max(1, Math.round(ms / UNIT_MS.m));
  if (minutes % 1440 === 0 || minutes >= 7 * 1440) return `${Math.round(minutes / 1440)}d`;
  if (minutes % 60 === 0 || minutes >= 24 * 60) return `${Math.round(minutes / 60)}h`;
  return `${minutes}m`;
}

/** A relative preset resolved against `now`, floored to the minute so query keys stay stable. */
export function resolveRange(
  state: Pick<ExplorerSearch, 'range' | 'from' | 'to'>,
  now: Date,
): { from?: string; to?: string } {
  if (state.range) {
    const end = Math.floor(now.getTime() / 60_000) * 60_000;
    return { from: new Date(end - rangeMs(state.range)).toISOString() };
  }
  return { ...(state.from ? { from: state.from } : {}), ...(state.to ? { to: state.to } : {}) };
}

/** The search filters only (what stats and exports share), without paging. */
export function filterBody(state: ExplorerSearch, now: Date): SearchArticlesV2Body {
  const body: SearchArticlesV2Body = {};
  if (state.query.trim()) body.query = state.query.trim();
  if (state.sources.length) body.sources = state.sources;
  if (state.optInSources.length) body.optInSources = state.optInSources;
  if (state.excludeSources.length) body.excludeSources = state.excludeSources;
  if (state.tickers.length) body.tickers = state.tickers;
  if (state.countries.length) body.countries = state.countries;
  if (state.categories.length) body.categories = state.categories;
  // One meaning everywhere: results, charts, exports and the live feed all take these filters.
  if (state.sentiments.length) body.sentiments = state.sentiments;
  if (state.minConfidence > 0) body.minConfidence = state.minConfidence;
  Object.assign(body, resolveRange(state, now));
  body.language = state.language;
  body.includeEntities = state.includeEntities;
  body.orderBy = state.orderBy;
  body.order = state.order;
  return body;
}

/** The exact body the grid sends for the current page (the grid adds `highlight` to a query's). */
export function searchBody(state: ExplorerSearch, now: Date): SearchArticlesV2Body {
  return { ...filterBody(state, now), page: state.page, pageSize: state.pageSize };
}

/** Which implicit rules still apply to this body, in words, for the request panel and empty state. */
export function implicitRules(state: ExplorerSearch): string[] {
  const rules: string[] = [];
  if (!state.sources.length) {
    rules.push(
      state.optInSources.length
        ? 'Default source set plus the opted-in sources is searched.'
        : 'Only the default source set is searched (no "sources" given).',
    );
  }
  rules.push(`Only articles in language "${state.language}" match (one language per request).`);
  rules.push('All filters combine with AND; values inside one list combine with OR.');
  if (state.orderBy === 'publishDate') {
    rules.push('Sorted by publishDate: late arrivals can appear in the past.');
  }
  return rules;
}
