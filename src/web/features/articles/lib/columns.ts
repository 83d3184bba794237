/** @module The grid's columns: which can be hidden and sorted, and the stored choice (localStorage). */
import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/storage';

/** Columns a user can hide; title and time always show. */
export const OPTIONAL_COLUMNS = ['source', 'sentiment', 'tickers', 'countries', 'categories'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

export const COLUMN_LABELS: Record<OptionalColumn, string> = {
  source: 'Source',
  sentiment: 'Sentiment',
  tickers: 'Tickers',
  countries: 'Countries',
  categories: 'Categories',
};

const STORAGE_KEY = 'newsroom.grid.hidden-columns';
const Hidden = z.array(z.enum(OPTIONAL_COLUMNS));

export function readHiddenColumns(): OptionalColumn[] {
  return readStored(STORAGE_KEY, Hidden, []);
}

export function writeHiddenColumns(hidden: readonly OptionalColumn[]): void {
  writeStored(STORAGE_KEY, [...new Set(hidden)]);
}
