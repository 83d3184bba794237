/** @module Which companies the filters name, and when the grid's company-sentiment column shows. */
import { describe, expect, it } from 'vitest';
import { toExplorerState } from './explorer-state';
import { namedCompanies, sentimentColumn } from './named-companies';

describe('namedCompanies', () => {
  it('collects the tickers filter, the company fields of the query and the compared companies, once each', () => {
    const state = toExplorerState({
      tickers: ['*', 'aapl'],
      query: 'about:NVDA (negative:sap OR positive:AAPL) -neutral:TSLA ticker:"MSFT" chips source:x.example',
      compare: ['KO', 'NVDA'],
    });
    expect(namedCompanies(state)).toEqual(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'SAP', 'KO']);
  });

  it('names nothing for a query that does not parse or names no company', () => {
    expect(namedCompanies(toExplorerState({ query: 'about:' }))).toEqual([]);
    expect(namedCompanies(toExplorerState({ query: 'sentiment:negative nvidia' }))).toEqual([]);
  });
});

describe('sentimentColumn', () => {
  it('shows the chosen company while the filters name it, and none once they no longer do', () => {
    expect(sentimentColumn(toExplorerState({ tickers: ['AAPL'], sentimentFor: 'aapl' }))).toBe('AAPL');
    expect(sentimentColumn(toExplorerState({ query: 'about:AAPL', sentimentFor: 'AAPL' }))).toBe('AAPL');
    expect(sentimentColumn(toExplorerState({ tickers: ['MSFT'], sentimentFor: 'AAPL' }))).toBeNull();
    expect(sentimentColumn(toExplorerState({ tickers: ['AAPL'] }))).toBeNull();
  });
});
