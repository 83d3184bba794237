import { describe, expect, it } from 'vitest';
import { choosePlanShape } from './plan-shape';

describe('choosePlanShape', () => {
  it.each([
    {
      name: 'no selective filter: walk',
      input: { estimatedMatches: 1e6, totalRows: 1e6, rowsNeeded: 20, selective: false },
      shape: 'walk',
    },
    {
      name: 'a common term: walk',
      input: { estimatedMatches: 200_000, totalRows: 1e6, rowsNeeded: 20, selective: true },
      shape: 'walk',
    },
    {
      name: 'a rare term: filter first',
      input: { estimatedMatches: 40, totalRows: 1e6, rowsNeeded: 20, selective: true },
      shape: 'filter-first',
    },
    {
      name: 'a middling term on page 1: filter first',
      input: { estimatedMatches: 1_000, totalRows: 1e6, rowsNeeded: 20, selective: true },
      shape: 'filter-first',
    },
    {
      name: 'a middling term deep in the pages: filter first',
      input: { estimatedMatches: 5_000, totalRows: 1e6, rowsNeeded: 1_000, selective: true },
      shape: 'filter-first',
    },
    {
      name: 'a ticker on 1% of articles, page 1: walk (about 2,000 rows)',
      input: { estimatedMatches: 10_000, totalRows: 1e6, rowsNeeded: 20, selective: true },
      shape: 'walk',
    },
    {
      name: 'a common term deep in the pages: walk',
      input: { estimatedMatches: 300_000, totalRows: 1e6, rowsNeeded: 1_000, selective: true },
      shape: 'walk',
    },
    {
      name: 'an estimate of zero: filter first',
      input: { estimatedMatches: 0, totalRows: 1e6, rowsNeeded: 20, selective: true },
      shape: 'filter-first',
    },
    {
      name: 'a term whose 300 matches may all be old, at 10k articles: filter first (bounded)',
      input: { estimatedMatches: 300, totalRows: 10_000, rowsNeeded: 20, selective: true },
      shape: 'filter-first',
    },
    {
      name: 'a term on 500 of 1,000 articles: walk (it reads the table at worst, filter-first more)',
      input: { estimatedMatches: 500, totalRows: 1_000, rowsNeeded: 20, selective: true },
      shape: 'walk',
    },
    {
      name: 'a term on 5% of 10k articles: walk, as before',
      input: { estimatedMatches: 501, totalRows: 10_000, rowsNeeded: 20, selective: true },
      shape: 'walk',
    },
    {
      name: 'a tiny table: filter first (either is cheap)',
      input: { estimatedMatches: 1, totalRows: 0, rowsNeeded: 20, selective: true },
      shape: 'filter-first',
    },
  ] as const)('$name', ({ input, shape }) => {
    expect(choosePlanShape(input)).toBe(shape);
  });

  // The figures of the 1M bench's ticker shapes: AAPL on about 1% of articles, one in ten of them in English.
  it.each([
    {
      name: 'a common ticker, page 1: its keys (20 rows, where the walk read 1,878)',
      input: { estimatedMatches: 10_000, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 10_000 },
      shape: 'keys',
    },
    {
      name: 'an OR of two common tickers: their keys',
      input: { estimatedMatches: 20_000, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 20_500 },
      shape: 'keys',
    },
    {
      name: 'a rare ticker: its keys, not filter-first (every match is read either way, without the sort)',
      input: { estimatedMatches: 40, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 40 },
      shape: 'keys',
    },
    {
      name: 'a common ticker on page 50: its keys (1,000 rows)',
      input: {
        estimatedMatches: 10_000,
        totalRows: 1e6,
        rowsNeeded: 1_000,
        selective: true,
        keyedRows: 10_000,
      },
      shape: 'keys',
    },
    {
      name: 'a common ticker and a rare term: filter-first (the keys would read most of the ticker)',
      input: { estimatedMatches: 30, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 10_000 },
      shape: 'filter-first',
    },
    {
      name: 'a common ticker and a common term: its keys',
      input: { estimatedMatches: 3_000, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 10_000 },
      shape: 'keys',
    },
    {
      name: 'keys estimated below the matches: every match has a key, so never fewer rows than matches',
      input: { estimatedMatches: 5_000, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 10 },
      shape: 'keys',
    },
    {
      name: 'an estimate of zero under keys: the keys (a range of nothing)',
      input: { estimatedMatches: 0, totalRows: 1e6, rowsNeeded: 20, selective: true, keyedRows: 0 },
      shape: 'keys',
    },
  ] as const)('$name', ({ input, shape }) => {
    expect(choosePlanShape(input)).toBe(shape);
  });
});
