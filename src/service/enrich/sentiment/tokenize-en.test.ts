import { describe, expect, it } from 'vitest';
import { featuresEnglish } from './features-en';
import { tokenizeEnglish } from './tokenize-en';
import { parseCsv } from '../../../../bench/sentiment/tfns';

const cues = (text: string): Record<string, number> =>
  Object.fromEntries([...featuresEnglish(text)].filter(([key]) => key.startsWith('#')));

describe('tokenizeEnglish', () => {
  it('should collapse numbers, signed percentages, tickers and links', () => {
    expect(tokenizeEnglish('Shares of $AAPL +3.2% to $150, sales up 12 percent https://t.co/abc')).toEqual([
      'share',
      'of',
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

  it('should drop tweet and wire furniture: leading cashtags, mentions, hashtags, UPDATE prefixes', () => {
    expect(tokenizeEnglish('$BYND $TSLA - JPMorgan cuts target @trader #stocks')).toEqual(
      tokenizeEnglish('JPMorgan cuts target stocks'),
    );
    expect(tokenizeEnglish('UPDATE 2-EasyJet sees better first half')).toEqual(
      tokenizeEnglish('EasyJet sees better first half'),
    );
  });

  it('should read currency codes with scale words as money, and "up to" a figure as no rise', () => {
    expect(tokenizeEnglish('EUR 13.1 mn')).toEqual(['_money_']);
    expect(tokenizeEnglish('up to $5 billion')).toEqual(['upto', '_money_']);
    expect(tokenizeEnglish('prices went up to record levels')).toContain('up');
  });

  it('should keep a figure comparison as a direction marker', () => {
    expect(tokenizeEnglish('Sales rose to EUR 120 million from EUR 95 million')).toContain('_cmpup_');
  });
});

describe('featuresEnglish', () => {
  it('should flip the sense of a movement for bad metrics', () => {
    expect(featuresEnglish('operating loss narrowed').get('#move_good')).toBe(1);
    expect(featuresEnglish('operating profit narrowed').get('#move_bad')).toBe(1);
    expect(featuresEnglish('profit did not rise').get('#move_bad')).toBe(1);
  });

  it('should leave function words out of unigrams and bigrams', () => {
    const bag = featuresEnglish('The profit of the group rose');
    expect(bag.has('the')).toBe(false);
    expect(bag.has('of')).toBe(false);
    expect(bag.has('profit group')).toBe(true);
  });

  it('should give a figure comparison the sense of the metric it follows, across a comma', () => {
    expect(cues('Operating profit totalled EUR 9.0 mn, compared with EUR 11.1 mn')).toMatchObject({
      '#move_bad': 1,
    });
    expect(cues('Net loss was EUR 2 mn, compared with EUR 5 mn')).toMatchObject({ '#move_good': 1 });
    expect(cues('The price was 10 dollars compared with 8 dollars')).toMatchObject({ '#move_good': 1 });
    expect(cues('It was 10 dollars compared with 8 dollars')).toMatchObject({ '#dir_up': 1 });
  });

  it('should count winning a contract or an order as positive, but not a negated win', () => {
    expect(cues('The group won a 300 million euro contract')['#lex_pos']).toBeGreaterThanOrEqual(1);
    expect(cues('The shipyard received an order for four vessels')['#lex_pos']).toBe(1);
    expect(cues('The shipyard received a visit from the minister')['#lex_pos']).toBeUndefined();
    expect(cues('The company did not win the contract')['#lex_neg']).toBeGreaterThanOrEqual(1);
  });

  it('should cap cue counts', () => {
    expect(cues('strong strong strong strong strong')['#lex_pos']).toBe(3);
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
