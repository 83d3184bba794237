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

/** The stream filters whose value is a list (comma-separated in a query string). */
export const LIST_FILTER_KEYS = [
  'sources',
  'excludeSources',
  'optInSources',
  'tickers',
  'countries',
  'categories',
  'sentiments',
] as const satisfies readonly StreamFilterKey[];

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
