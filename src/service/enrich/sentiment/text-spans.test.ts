import { describe, expect, it } from 'vitest';
import { clauseSpans, sentenceSpans } from './text-spans';

const texts = (text: string, spans: { start: number; end: number }[]): string[] =>
  spans.map((s) => text.slice(s.start, s.end));

describe('clauseSpans', () => {
  it('breaks at conjunctions that join two pieces of news, punctuation and spaced dashes', () => {
    const t = 'Apple beats forecasts while Samsung warns; Intel slips - Nvidia, AMD rise as chips rally';
    expect(texts(t, clauseSpans(t, { start: 0, end: t.length }))).toEqual([
      'Apple beats forecasts',
      'Samsung warns',
      'Intel slips',
      'Nvidia',
      'AMD rise',
      'chips rally',
    ]);
  });

  it('keeps "and" and commas inside numbers', () => {
    const t = 'Marks and Spencer raises £1,000m';
    expect(texts(t, clauseSpans(t, { start: 0, end: t.length }))).toEqual([t]);
  });
});

describe('sentenceSpans', () => {
  it('gives trimmed sentences within the limit, abbreviation splits joined', () => {
    const t = 'Shares rose 5% on Monday. Mr. Smith said the deal was done. Ignored beyond the limit here.';
    expect(texts(t, sentenceSpans(t, 60))).toEqual([
      'Shares rose 5% on Monday.',
      'Mr. Smith said the deal was done.',
    ]);
  });
});
