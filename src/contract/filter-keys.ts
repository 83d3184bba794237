/**
 * @module The one definition of the filter keys: which request fields select articles and where each applies.
 * The contract's stream, raw-stream, webhook and change-feed schemas pick their fields by these lists, and the
 * dashboard's explorer state and webhook form follow them, so a filter added here reaches all of them.
 */

/**
 * The filters of a stream (a `/ws` subscription, a webhook, the change feed): a search's filters without
 * paging, dates or ordering. The order is the schemas' (and so the order their validation texts come in).
 */
export const STREAM_FILTER_KEYS = [
  'query',
  'sources',
  'excludeSources',
  'optInSources',
  'tickers',
  'countries',
  'categories',
  'sentiments',
  'minConfidence',
  'language',
  'includeContent',
  'includeEntities',
  'excludeEmptyContent',
] as const;
export type StreamFilterKey = (typeof STREAM_FILTER_KEYS)[number];

/**
 * What kind of value each stream filter takes: how a query string's text is read into it (a list is
 * comma-separated, a switch is "true"/"false"). A new key in STREAM_FILTER_KEYS does not compile until it
 * is given its kind here.
 */
export const FILTER_KEY_KINDS = {
  query: 'text',
  sources: 'list',
  excludeSources: 'list',
  optInSources: 'list',
  tickers: 'list',
  countries: 'list',
  categories: 'list',
  sentiments: 'list',
  minConfidence: 'number',
  language: 'text',
  includeContent: 'switch',
  includeEntities: 'switch',
  excludeEmptyContent: 'switch',
} as const satisfies Record<StreamFilterKey, 'text' | 'list' | 'number' | 'switch'>;
type FilterKeyKind = (typeof FILTER_KEY_KINDS)[StreamFilterKey];
type FilterKeyOfKind<Kind extends FilterKeyKind> = {
  [K in StreamFilterKey]: (typeof FILTER_KEY_KINDS)[K] extends Kind ? K : never;
}[StreamFilterKey];

function keysOfKind<Kind extends FilterKeyKind>(kind: Kind): readonly FilterKeyOfKind<Kind>[] {
  return STREAM_FILTER_KEYS.filter((key): key is FilterKeyOfKind<Kind> => FILTER_KEY_KINDS[key] === kind);
}

/** The stream filters whose value is a list (comma-separated in a query string). */
export const LIST_FILTER_KEYS = keysOfKind('list');
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** The stream filters that are switches (`true`/`false`, also as text in a query string or frame). */
export const SWITCH_FILTER_KEYS = keysOfKind('switch');
export type SwitchFilterKey = (typeof SWITCH_FILTER_KEYS)[number];

/** The stream filters that take a number (read from a query string's text). */
export const NUMBER_FILTER_KEYS = keysOfKind('number');

/** The stream filters the raw stream (`/ws/raw`, a raw webhook) honours: its articles carry no labels. */
export const RAW_STREAM_FILTER_KEYS = [
  'query',
  'sources',
  'excludeSources',
  'optInSources',
  'language',
] as const satisfies readonly StreamFilterKey[];
export type RawStreamFilterKey = (typeof RAW_STREAM_FILTER_KEYS)[number];

/** A search's filters beyond a stream's: the date range. */
export const DATE_FILTER_KEYS = ['from', 'to'] as const;

/** `fields` narrowed to `keys`, in the order of `keys`. */
export function pickFields<T extends object, K extends keyof T>(fields: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, fields[key]])) as Pick<T, K>;
}
