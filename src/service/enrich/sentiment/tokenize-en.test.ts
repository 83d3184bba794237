import { describe, expect, it } from 'vitest';
import { featuresEnglish } from './features-en';
import { tokenizeEnglish } from './tokenize-en';
import { parseCsv } from './tfns';

describe('tokenizeEnglish', () => {
  it('should collapse numbers, signed percentages, tickers and links', () => {
    expect(tokenizeEnglish('$AAPL +3.2% to $150, sales up 12 percent https://t.co/abc')).toEqual([
      '_tkr_',
      '_pctup_',
      'to',
      '_money_',
      '|',
      'sale',
      'up',
      '_pct_',
    ]);
  });

  it('should mark the words after a negation until the clause ends', () => {
    expect(tokenizeEnglish("didn't meet expectations, shares rose")).toEqual([
      'did',
      '_neg_',
      'not_meet',
      'not_expect',
      '|',
      'share',
      'rose',
    ]);
  });
});

describe('featuresEnglish cues', () => {
  it('should flip the sense of a movement for bad metrics', () => {
    expect(featuresEnglish('operating loss narrowed').get('#move_good')).toBe(1);
    expect(featuresEnglish('operating profit narrowed').get('#move_bad')).toBe(1);
    expect(featuresEnglish('profit did not rise').get('#move_bad')).toBe(1);
  });
});

describe('parseCsv', () => {
  it('should handle quotes, doubled quotes and CRLF', () => {
    expect(parseCsv('text,label\r\n"a, ""b""",1\r\nc,2\n')).toEqual([
      ['text', 'label'],
      ['a, "b"', '1'],
      ['c', '2'],
    ]);
  });
});
