import { describe, expect, it } from 'vitest';
import { toExplorerState } from '../../../lib/explorer-state';
import { emptyReasons } from './empty-state';

const texts = (reasons: ReturnType<typeof emptyReasons>) => reasons.map((r) => r.text);

describe('emptyReasons', () => {
  it('names unknown tickers and sources first, each with a way out', () => {
    const state = toExplorerState({ tickers: ['ZZZZ', 'AAPL'], sources: ['nothing.example'] });
    const reasons = emptyReasons(state, {
      unknownTickers: ['ZZZZ'],
      unknownSources: ['nothing.example'],
      languages: [],
    });
    expect(reasons[0]).toEqual({
      text: 'No company with the ticker ZZZZ is known: check the symbol.',
      fix: { label: 'Remove ZZZZ', patch: { tickers: ['AAPL'] } },
    });
    expect(reasons[1]).toEqual({
      text: 'nothing.example is not a source this API knows.',
      fix: { label: 'Remove nothing.example', patch: { sources: [], optInSources: [] } },
    });
  });

  it('says how many match in another language instead of blaming the language', () => {
    const reasons = emptyReasons(toExplorerState({}), {
      languages: [
        { value: 'en', count: 0 },
        { value: 'de', count: 12 },
      ],
    });
    expect(reasons[0]).toEqual({
      text: '12 articles match in "de" (one language is searched at a time).',
      fix: { label: 'Search in de', patch: { language: 'de' } },
    });
    expect(texts(reasons).some((t) => t.startsWith('Only articles in'))).toBe(false);
  });

  it('names the language only when the other languages are not known', () => {
    expect(texts(emptyReasons(toExplorerState({}), {}))).toContain(
      'Only articles in "en" are searched (one language per request).',
    );
  });

  it('offers to drop sentiment filters', () => {
    const reasons = emptyReasons(toExplorerState({ sentiments: ['negative'], minConfidence: 0.9 }), {
      languages: [],
    });
    expect(reasons.find((r) => r.text.startsWith('Sentiment'))?.fix?.patch).toEqual({
      sentiments: [],
      minConfidence: 0,
    });
  });
});
