/** @module Turns the explorer state into the exact POST /v2/articles body, every default written out. */
import type { SearchArticlesV2Body } from '../../contract';
import type { ExplorerFilterKey, ExplorerFilters, ExplorerSearch, RelativeRange } from './explorer-state';

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

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);

/**
 * How each explorer filter goes into the body (undefined: left out). Typed over every explorer filter key,
 * so a filter added to the contract does not compile until the request carries it.
 */
const BODY_FILTERS: {
  [K in ExplorerFilterKey]: (state: ExplorerFilters) => SearchArticlesV2Body[K] | undefined;
} = {
  query: (s) => s.query.trim() || undefined,
  sources: (s) => nonEmpty(s.sources),
  optInSources: (s) => nonEmpty(s.optInSources),
  excludeSources: (s) => nonEmpty(s.excludeSources),
  tickers: (s) => nonEmpty(s.tickers),
  countries: (s) => nonEmpty(s.countries),
  categories: (s) => nonEmpty(s.categories),
  sentiments: (s) => nonEmpty(s.sentiments),
  minConfidence: (s) => (s.minConfidence > 0 ? s.minConfidence : undefined),
  // Written out at their defaults too, so the request panel shows what the service assumes.
  language: (s) => s.language,
  includeEntities: (s) => s.includeEntities,
};

/** The search filters only (what stats, exports and webhooks share), without paging. */
export function filterBody(state: ExplorerSearch, now: Date): SearchArticlesV2Body {
  // One meaning everywhere: results, charts, exports, webhooks and the live feed all take these filters.
  const body: SearchArticlesV2Body = {};
  for (const key of Object.keys(BODY_FILTERS) as ExplorerFilterKey[]) {
    const value = BODY_FILTERS[key](state);
    if (value !== undefined) Object.assign(body, { [key]: value });
  }
  Object.assign(body, resolveRange(state, now));
  body.orderBy = state.orderBy;
  body.order = state.order;
  return body;
}

/**
 * The exact body the grid sends for the current page (the grid adds `highlight` to a query's): each story once
 * (`collapse: "story"`, which adds the story fields) unless every copy is asked for.
 */
export function searchBody(state: ExplorerSearch, now: Date): SearchArticlesV2Body {
  return {
    ...filterBody(state, now),
    ...(state.everyCopy ? {} : { collapse: 'story' as const }),
    page: state.page,
    pageSize: state.pageSize,
  };
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
