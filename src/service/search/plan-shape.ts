/**
 * @module Which query shape serves a page fastest. An index-order walk reads about
 * (offset + limit) × total / matches rows before the page is full; filter-first reads every match
 * and sorts. The walk wins for common matches, filter-first for rare ones — and for matches that
 * are all old, which a walk from the newest end only reaches at the very end. A request every match of
 * which carries a ticker or company key (article-keys.ts) can walk those keys instead: only the rows
 * under its keys, in date order, about (offset + limit) × keyed / matches of them, and as many again for each
 * further key (each is walked to the page's end by itself).
 */

export type PlanShape = 'walk' | 'filter-first' | 'keys';

export interface ShapeInputs {
  /** The planner's estimate of matching rows. */
  estimatedMatches: number;
  /** Estimated rows of the table. */
  totalRows: number;
  /** offset + limit of the page. */
  rowsNeeded: number;
  /** True when the request filters beyond language and sources (text, tickers, countries ...). */
  selective: boolean;
  /** The estimated rows under the request's driving keys; absent when it has none to walk. */
  keyedRows?: number;
  /** How many driving keys: each is walked to the page's end by itself (keyed-sql.ts). One when absent. */
  keyCount?: number;
}

/**
 * A match fetched filter-first (bitmap heap fetch, recheck, sort) costs about five walked rows
 * (measured at 1M rows on PostgreSQL 15: ~7.7 µs against ~1.4 µs).
 */
const FILTER_FIRST_ROW_COST = 5;

/**
 * Up to this many matches, filter-first is chosen whenever it costs less than the walk's worst case (the whole
 * table). The walk's estimate assumes matches spread evenly over time; when they are all old it reads every
 * row instead (at 10k articles: 12.8 ms against 0.9 ms filter-first). A fetch of a few hundred matches is
 * cheap whatever their dates, so it is not worth that risk on a small store.
 */
const SMALL_MATCH_COUNT = 500;

/**
 * A row walked under a key costs about two walked rows of the order index: a narrow index entry, then the
 * article row by its id (measured at 100k rows on PostgreSQL 15).
 */
const KEY_ROW_COST = 2;

export function choosePlanShape(input: ShapeInputs): PlanShape {
  if (!input.selective) return 'walk';
  const matches = Math.max(1, input.estimatedMatches);
  const filterFirstRows = matches * FILTER_FIRST_ROW_COST;
  if (input.keyedRows !== undefined) {
    // Every match is under a key, whatever the two estimates say; the walk never reads more than the keys hold.
    const keyed = Math.max(matches, input.keyedRows);
    const keyRows =
      Math.min(keyed, ((input.keyCount ?? 1) * input.rowsNeeded * keyed) / matches) * KEY_ROW_COST;
    return filterFirstRows < keyRows ? 'filter-first' : 'keys';
  }
  if (matches <= SMALL_MATCH_COUNT && filterFirstRows < input.totalRows) return 'filter-first';
  const walkRows = (input.rowsNeeded * Math.max(input.totalRows, matches)) / matches;
  return filterFirstRows <= walkRows ? 'filter-first' : 'walk';
}
