/** @module The explorer's whole view state, as it lives in the URL: zod-validated, with `.catch()` defaults. */
import { z } from 'zod';
import { renameLegacyKeys } from './legacy-search-keys';
import {
  Category,
  DATE_FILTER_KEYS,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  LIST_FILTER_KEYS,
  Order,
  OrderBy,
  Sentiment,
  STREAM_FILTER_KEYS,
  type StreamFilterKey,
} from '../../contract';

export const RANGE_PRESETS = ['1h', '24h', '7d', '30d', '90d'] as const;
export const RangePreset = z.enum(RANGE_PRESETS);
export type RangePreset = z.infer<typeof RangePreset>;
/** A rolling range ending now: the presets, or any whole number of minutes, hours or days (a brushed chart). */
export const RelativeRange = z.string().regex(/^[1-9]\d{0,5}[mhd]$/);
export type RelativeRange = z.infer<typeof RelativeRange>;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const INTERVALS = ['auto', 'minute', 'hour', 'day', 'week', 'month'] as const;
export const VIEWS = ['results', 'live', 'charts', 'request'] as const;
export type View = (typeof VIEWS)[number];
/** The charts view's modes: the query's own sentiment, or several companies' own sentiment side by side. */
export const CHART_MODES = ['sentiment', 'compare'] as const;
export type ChartMode = (typeof CHART_MODES)[number];
/** How many companies the compare chart overlays at most (a sixth line is no longer readable). */
export const MAX_COMPARED = 5;

export const explorerDefaults = {
  query: '',
  sources: [] as string[],
  optInSources: [] as string[],
  excludeSources: [] as string[],
  tickers: [] as string[],
  countries: [] as string[],
  categories: [] as Category[],
  sentiments: [] as Sentiment[],
  language: DEFAULT_LANGUAGE,
  range: '' as RelativeRange | '',
  from: '',
  to: '',
  order: 'DESC' as Order,
  orderBy: 'publishDate' as OrderBy,
  includeEntities: false,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  article: '',
  minConfidence: 0,
  interval: 'auto' as (typeof INTERVALS)[number],
  view: 'results' as View,
  /** The live feed is switched on (it keeps running while another view is shown). */
  live: false,
  /** The live feed also delivers revisions (includeUpdates). */
  updates: false,
  /** The saved search (its id) whose new matches the Live view announces as browser notifications. */
  notify: '',
  chartMode: 'sentiment' as ChartMode,
  /** The companies the compare chart overlays (tickers, upper case, at most MAX_COMPARED). */
  compare: [] as string[],
  /** The ticker whose own sentiment the grid shows in a column ('' none; only while the filters name it). */
  sentimentFor: '',
  /** "Show every copy": the grid lists every article instead of folding each story into one row. */
  everyCopy: false,
  /** The charts count stories instead of articles. */
  countStories: false,
};

/** Tickers as the compare chart takes them: trimmed, upper case, once each, the first MAX_COMPARED. */
export function comparedTickers(tickers: readonly string[]): string[] {
  const clean = tickers.map((t) => t.trim().toUpperCase()).filter((t) => t !== '');
  return [...new Set(clean)].slice(0, MAX_COMPARED);
}

// Each field: malformed values fall back (.catch) and absent ones default, so a link may omit any key.
const stringList = z.array(z.string());

export const ExplorerSearch = z.object({
  query: z.string().catch(explorerDefaults.query).default(explorerDefaults.query),
  sources: stringList.catch([]).default([]),
  optInSources: stringList.catch([]).default([]),
  excludeSources: stringList.catch([]).default([]),
  tickers: stringList.catch([]).default([]),
  countries: stringList.catch([]).default([]),
  categories: z.array(Category).catch([]).default([]),
  sentiments: z.array(Sentiment).catch([]).default([]),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .catch(explorerDefaults.language)
    .default(explorerDefaults.language),
  range: z
    .union([RelativeRange, z.literal('')])
    .catch('')
    .default(''),
  from: z.string().catch('').default(''),
  to: z.string().catch('').default(''),
  order: Order.catch('DESC').default('DESC'),
  orderBy: OrderBy.catch('publishDate').default('publishDate'),
  includeEntities: z.boolean().catch(false).default(false),
  page: z.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.number().int().min(10).max(100).catch(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  article: z.string().catch('').default(''),
  minConfidence: z.number().min(0).max(1).catch(0).default(0),
  interval: z.enum(INTERVALS).catch('auto').default('auto'),
  view: z.enum(VIEWS).catch('results').default('results'),
  live: z.boolean().catch(false).default(false),
  updates: z.boolean().catch(false).default(false),
  notify: z.string().catch('').default(''),
  chartMode: z.enum(CHART_MODES).catch('sentiment').default('sentiment'),
  compare: stringList.transform(comparedTickers).catch([]).default([]),
  sentimentFor: z
    .string()
    .transform((t) => t.trim().toUpperCase())
    .catch('')
    .default(''),
  everyCopy: z.boolean().catch(false).default(false),
  countStories: z.boolean().catch(false).default(false),
});
export type ExplorerSearch = z.infer<typeof ExplorerSearch>;

/** The contract's stream filters the explorer leaves out: its grid shows no article text. */
export const GRID_UNUSED_FILTERS = [
  'includeContent',
  'excludeEmptyContent',
] as const satisfies readonly StreamFilterKey[];
/**
 * The contract's stream filters (src/contract/filter-keys.ts) the explorer keeps in its URL: a key added
 * there is one of these unless named above, and `ExplorerFilters` then fails to compile until the state
 * holds it.
 */
export type ExplorerFilterKey = Exclude<StreamFilterKey, (typeof GRID_UNUSED_FILTERS)[number]>;
export type ExplorerFilters = Pick<ExplorerSearch, ExplorerFilterKey>;
export const EXPLORER_STREAM_FILTERS: readonly ExplorerFilterKey[] = STREAM_FILTER_KEYS.filter(
  (key): key is ExplorerFilterKey => !(GRID_UNUSED_FILTERS as readonly string[]).includes(key),
);

/** Keys that change which articles match (or their order); changing one of them returns to page 1. */
export const FILTER_KEYS: readonly (keyof ExplorerSearch)[] = [
  ...EXPLORER_STREAM_FILTERS,
  'range',
  ...DATE_FILTER_KEYS,
  'order',
  'orderBy',
  // Folding changes what a row is, so the pages are other pages.
  'everyCopy',
];

/** Parses anything (a URL's search object, a paste) into a full, valid state. */
export function toExplorerState(raw: unknown): ExplorerSearch {
  // Saved queries, the last state of the tab and pasted URLs may predate the contract's names.
  return ExplorerSearch.parse(raw && typeof raw === 'object' ? renameLegacyKeys({ ...raw }) : {});
}

/** The next state after a change: any filter change returns to page 1 and closes no drawer. */
export function applyPatch(prev: ExplorerSearch, patch: Partial<ExplorerSearch>): ExplorerSearch {
  const next = { ...prev, ...patch };
  const filterChanged = FILTER_KEYS.some(
    (key) => key in patch && JSON.stringify(patch[key]) !== JSON.stringify(prev[key]),
  );
  if (filterChanged && !('page' in patch)) next.page = 1;
  return next;
}

/** The list filters a clicked value (grid chip, chart bar, facet) can be added to. */
export type ListFilter = 'sources' | 'tickers' | 'countries' | 'categories' | 'sentiments';

/**
 * The patch adding `value` to a list filter. A source narrows: it replaces the "every source" wildcard
 * instead of joining it (which would change nothing). An unknown category is ignored.
 */
export function withFilterValue(
  state: ExplorerSearch,
  kind: ListFilter,
  value: string,
): Partial<ExplorerSearch> {
  if (kind === 'categories') {
    const category = Category.safeParse(value);
    return category.success ? { categories: [...new Set([...state.categories, category.data])] } : {};
  }
  if (kind === 'sentiments') {
    const sentiment = Sentiment.safeParse(value);
    return sentiment.success ? { sentiments: [...new Set([...state.sentiments, sentiment.data])] } : {};
  }
  const current = kind === 'sources' ? state.sources.filter((s) => s !== '*') : state[kind];
  return { [kind]: [...new Set([...current, value])] };
}

/**
 * How many filters the sidebar sets beyond the defaults (each list entry, a date range, a language, a
 * minimum confidence): its badge.
 */
export function sidebarFilterCount(state: ExplorerSearch): number {
  const lists = LIST_FILTER_KEYS.map((key): readonly string[] => state[key]);
  const dates = state.range || state.from || state.to ? 1 : 0;
  const language = state.language === explorerDefaults.language ? 0 : 1;
  const confidence = state.minConfidence > 0 ? 1 : 0;
  return lists.reduce((sum, list) => sum + list.length, 0) + dates + language + confidence;
}
