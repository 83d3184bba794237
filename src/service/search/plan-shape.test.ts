import { describe, expect, it } from 'vitest';
import { choosePlanShape, type PlanShape, type ShapeInputs } from './plan-shape';

/** A search with a selective filter: estimated matches, the table's rows, the rows the page needs, keyed rows. */
const selective = (
  estimatedMatches: number,
  totalRows: number,
  rowsNeeded: number,
  keyedRows?: number,
): ShapeInputs => ({
  estimatedMatches,
  totalRows,
  rowsNeeded,
  selective: true,
  ...(keyedRows === undefined ? {} : { keyedRows }),
});

describe('choosePlanShape', () => {
  it.each<[string, ShapeInputs, PlanShape]>([
    ['no selective filter: walk', { ...selective(1e6, 1e6, 20), selective: false }, 'walk'],
    ['a common term: walk', selective(200_000, 1e6, 20), 'walk'],
    ['a rare term: filter first', selective(40, 1e6, 20), 'filter-first'],
    ['a middling term on page 1: filter first', selective(1_000, 1e6, 20), 'filter-first'],
    ['a middling term deep in the pages: filter first', selective(5_000, 1e6, 1_000), 'filter-first'],
    ['a ticker on 1% of articles, page 1: walk (about 2,000 rows)', selective(10_000, 1e6, 20), 'walk'],
    ['a common term deep in the pages: walk', selective(300_000, 1e6, 1_000), 'walk'],
    ['an estimate of zero: filter first', selective(0, 1e6, 20), 'filter-first'],
    [
      'a term whose 300 matches may all be old, at 10k articles: filter first (bounded)',
      selective(300, 10_000, 20),
      'filter-first',
    ],
    [
      'a term on 500 of 1,000 articles: walk (it reads the table at worst, filter-first more)',
      selective(500, 1_000, 20),
      'walk',
    ],
    ['a term on 5% of 10k articles: walk, as before', selective(501, 10_000, 20), 'walk'],
    ['a tiny table: filter first (either is cheap)', selective(1, 0, 20), 'filter-first'],
    // The figures of the 1M bench's ticker shapes: AAPL on about 1% of articles, one in ten of them in English.
    [
      'a common ticker, page 1: its keys (20 rows, where the walk read 1,878)',
      selective(10_000, 1e6, 20, 10_000),
      'keys',
    ],
    ['an OR of two common tickers: their keys', selective(20_000, 1e6, 20, 20_500), 'keys'],
    [
      'a rare ticker: its keys, not filter-first (every match is read either way, without the sort)',
      selective(40, 1e6, 20, 40),
      'keys',
    ],
    ['a common ticker on page 50: its keys (1,000 rows)', selective(10_000, 1e6, 1_000, 10_000), 'keys'],
    [
      'a common ticker and a rare term: filter-first (the keys would read most of the ticker)',
      selective(30, 1e6, 20, 10_000),
      'filter-first',
    ],
    ['a common ticker and a common term: its keys', selective(3_000, 1e6, 20, 10_000), 'keys'],
    [
      'keys estimated below the matches: every match has a key, so never fewer rows than matches',
      selective(5_000, 1e6, 20, 10),
      'keys',
    ],
    ['an estimate of zero under keys: the keys (a range of nothing)', selective(0, 1e6, 20, 0), 'keys'],
    [
      'a common ticker and a middling term: its keys (about 1,000 rows where filter-first fetches 600 matches)',
      selective(600, 1e6, 20, 30_000),
      'keys',
    ],
    [
      'three common tickers and the same term: filter-first (each key walked to the page: 3,000 rows)',
      { ...selective(600, 1e6, 20, 30_000), keyCount: 3 },
      'filter-first',
    ],
  ])('%s', (_name, input, shape) => {
    expect(choosePlanShape(input)).toBe(shape);
  });
});
