import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_END, HIGHLIGHT_START, splitHighlights } from '../../contract';
import { parseQuery } from '../parse';
import { createHighlighter, type HighlightField } from './highlight';

const S = HIGHLIGHT_START;
const E = HIGHLIGHT_END;

function mark(query: string, text: string, field: HighlightField = 'title', language = 'en'): string {
  const result = parseQuery(query);
  if (!result.ok) throw new Error(`bad test query ${query}`);
  return createHighlighter(result.ast, language)(text, field);
}

describe('createHighlighter', () => {
  it.each<[string, string, string, string, HighlightField?]>([
    ['a word, stemmed, any case', 'rates', 'Fed holds Rate steady', `Fed holds ${S}Rate${E} steady`],
    ['every occurrence', 'oil', 'Oil and oil', `${S}Oil${E} and ${S}oil${E}`],
    [
      'a phrase marks its words in order as one stretch',
      '"interest rate"',
      'the interest  rate',
      `the ${S}interest  rate${E}`,
    ],
    ['a phrase out of order marks nothing', '"rate interest"', 'interest rate', 'interest rate'],
    ['adjacent words stay two marks', 'interest rate', 'interest rate', `${S}interest${E} ${S}rate${E}`],
    ['a negated word marks nothing', 'fed -rate', 'fed rate', `${S}fed${E} rate`],
    ['a double negation marks', 'fed NOT (NOT rate)', 'rate', `${S}rate${E}`],
    ['facet filters mark nothing', 'ticker:AAPL sentiment:negative', 'AAPL negative', 'AAPL negative'],
    ['title: marks titles', 'title:fed', 'Fed', `${S}Fed${E}`],
    ['title: does not mark summaries', 'title:fed', 'Fed', 'Fed', 'summary'],
    ['summary: marks summaries', 'summary:fed', 'Fed', `${S}Fed${E}`, 'summary'],
    ['punctuation inside a word is a phrase', 'AT&T', 'AT&T rallies', `${S}AT&T${E} rallies`],
    ['no word inside another', 'rate', 'ratepayers', 'ratepayers'],
  ])('%s', (_name, query, text, expected, field = 'title') => {
    expect(mark(query, text, field)).toBe(expected);
  });

  it('reads words in the search language', () => {
    expect(mark('Banken', 'Die Bank', 'title', 'de')).toBe(`Die ${S}Bank${E}`);
    expect(mark('Banken', 'Die Bank', 'title', 'en')).toBe('Die Bank');
  });

  it('drops marker characters the text already had, so every marker is ours', () => {
    expect(mark('fed', `a${S}b${E} fed`)).toBe(`ab ${S}fed${E}`);
  });

  it('without a query the text comes back unmarked', () => {
    expect(createHighlighter(null, 'en')('Fed holds', 'title')).toBe('Fed holds');
  });

  it('marks balanced stretches and never changes the text (property)', () => {
    const word = fc.constantFrom('rate', 'Rates', 'fed', 'oil', 'AT&T', 'Öl', 'x');
    const sep = fc.constantFrom(' ', ', ', '-', '  ', '\n', '"');
    const text = fc.array(fc.tuple(word, sep)).map((ps) => ps.map(([w, s]) => w + s).join(''));
    const query = fc
      .array(fc.constantFrom('rate', '"fed rate"', 'oil', '-x', 'title:fed', 'AT&T'), { minLength: 1 })
      .map((qs) => `x ${qs.join(' OR ')}`);
    fc.assert(
      fc.property(text, query, (t, q) => {
        const marked = mark(q, t);
        const parts = splitHighlights(marked);
        expect(parts.map((p) => p.text).join('')).toBe(t);
        expect(marked.replaceAll(S, '').replaceAll(E, '')).toBe(t);
        // Balanced and never nested: starts and ends alternate.
        const markers = [...marked].filter((c) => c === S || c === E).join('');
        expect(markers).toBe(`${S}${E}`.repeat(markers.length / 2));
      }),
    );
  });
});

describe('splitHighlights', () => {
  it('splits into plain parts, marked ones flagged', () => {
    expect(splitHighlights(`a ${S}b${E} c`)).toEqual([
      { text: 'a ', hit: false },
      { text: 'b', hit: true },
      { text: ' c', hit: false },
    ]);
    expect(splitHighlights('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', hit: false },
    ]);
  });
});
