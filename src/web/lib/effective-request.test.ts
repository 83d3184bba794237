/** @module The effective request writes every default out and resolves relative ranges. */
import { describe, expect, it } from 'vitest';
import { filterBody, implicitRules, searchBody } from './effective-request';
import { applyPatch, toExplorerState } from './explorer-state';

const NOW = new Date('2025-11-09T12:34:56.789Z');

describe('searchBody', () => {
  it('spells out the defaults of an empty state', () => {
    expect(searchBody(toExplorerState({}), NOW)).toEqual({
      language: 'en',
      includeEntities: false,
      orderBy: 'publishDate',
      order: 'DESC',
      collapse: 'story',
      page: 1,
      pageSize: 20,
    });
  });

  it('folds stories unless every copy is asked for; the filters shared with stats and exports never fold', () => {
    expect(searchBody(toExplorerState({ everyCopy: true }), NOW)).not.toHaveProperty('collapse');
    expect(filterBody(toExplorerState({}), NOW)).not.toHaveProperty('collapse');
  });

  it('resolves a relative preset against the current minute', () => {
    expect(searchBody(toExplorerState({ range: '24h' }), NOW).from).toBe('2025-11-08T12:34:00.000Z');
  });

  it('maps the URL names to the wire names', () => {
    const body = searchBody(toExplorerState({ optIn: ['a.com'], exclude: ['b.com'], q: ' x ' }), NOW);
    expect(body).toMatchObject({ optInSources: ['a.com'], excludeSources: ['b.com'], query: 'x' });
  });
});

describe('explorer state', () => {
  it('falls back per field on malformed values', () => {
    expect(
      toExplorerState({ page: -3, pageSize: 1000, language: 'english', categories: ['nope'], query: 'ok' }),
    ).toMatchObject({
      page: 1,
      pageSize: 20,
      language: 'en',
      categories: [],
      query: 'ok',
    });
  });

  it('returns to page 1 when a filter changes, not when the view does', () => {
    const prev = toExplorerState({ page: 4 });
    expect(applyPatch(prev, { tickers: ['AAPL'] }).page).toBe(1);
    expect(applyPatch(prev, { view: 'charts' }).page).toBe(4);
  });

  it('names the default source set and language in the implicit rules', () => {
    expect(implicitRules(toExplorerState({})).join(' ')).toMatch(/default source set.*language "en"/);
  });
});

describe('filterBody: sentiment', () => {
  it('sends sentiments and minConfidence, which results, charts, exports and live all take', () => {
    const body = filterBody(toExplorerState({ sentiments: ['negative'], minConf: 0.8 }), NOW);
    expect(body).toMatchObject({ sentiments: ['negative'], minConfidence: 0.8 });
    const none = filterBody(toExplorerState({}), NOW);
    expect(none).not.toHaveProperty('sentiments');
    expect(none).not.toHaveProperty('minConfidence');
  });
});
