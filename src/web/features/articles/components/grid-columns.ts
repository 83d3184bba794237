/** @module gridColumns: which result-grid columns show at which grid width (Tailwind container-query classes). */

/**
 * Columns by priority: the grid's own width (a container query, so it works beside the sidebar or without it)
 * decides which show. Hidden values stay one click away in the article drawer; source and time move under
 * the title when their columns are hidden.
 */
export const COLUMN_VISIBILITY = {
  time: 'hidden @xl:table-cell',
  source: 'hidden @3xl:table-cell',
  title: '',
  sentiment: '',
  tickers: 'hidden @lg:table-cell',
  countries: 'hidden @4xl:table-cell',
  categories: 'hidden @4xl:table-cell',
} as const;
export type Column = keyof typeof COLUMN_VISIBILITY;
