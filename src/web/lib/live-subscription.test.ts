/** @module The live subscription keeps exactly the search filters the socket accepts. */
import { describe, expect, it } from 'vitest';
import { OPT_IN_FLAGS } from '../../contract';
import { filterBody } from './effective-request';
import { toExplorerState } from './explorer-state';
import { SUBSCRIPTION_FIELDS, subscriptionFilters } from './live-subscription';

const NOW = new Date('2025-11-09T12:00:00.000Z');

describe('subscriptionFilters', () => {
  it('keeps the filters and drops dates and ordering', () => {
    const state = toExplorerState({
      query: 'ticker:NVDA',
      sources: ['*'],
      excludeSources: ['b.example'],
      tickers: ['NVDA'],
      categories: ['markets'],
      range: '24h',
      orderBy: 'createdAt',
      includeEntities: true,
    });
    expect(subscriptionFilters(filterBody(state, NOW), true)).toEqual({
      query: 'ticker:NVDA',
      sources: ['*'],
      excludeSources: ['b.example'],
      tickers: ['NVDA'],
      categories: ['markets'],
      language: 'en',
      includeEntities: true,
      includeUpdates: true,
    });
  });

  it('knows every filter the protocol lists, content, opt-in flags and oncePerStory included', () => {
    expect([...SUBSCRIPTION_FIELDS].sort()).toEqual(
      [
        'query',
        'sources',
        'excludeSources',
        'optInSources',
        'tickers',
        'sentiments',
        'minConfidence',
        'countries',
        'categories',
        'language',
        'includeContent',
        'includeEntities',
        'excludeEmptyContent',
        'oncePerStory',
        ...OPT_IN_FLAGS,
      ].sort(),
    );
    expect(subscriptionFilters({ includeContent: true, excludeEmptyContent: true, page: 2 }, false)).toEqual({
      includeContent: true,
      excludeEmptyContent: true,
      includeUpdates: false,
    });
  });
});
