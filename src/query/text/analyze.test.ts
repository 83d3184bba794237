import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, stem, tokenize } from './analyze';
import { STEMMED_LANGUAGES, stemmerFor } from './stemmers';

describe('tokenize', () => {
  it.each<[string, string, string[]]>([
    ['lower-cases words', 'Apple SHARES', ['apple', 'shares']],
    ['splits on punctuation', "AT&T's S&P-500, 3.5%", ['at', 't', 's', 's', 'p', '500', '3', '5']],
    ['keeps letters of any script', 'Zinsen Märkte 日本語 привет', ['zinsen', 'märkte', '日本語', 'привет']],
    ['keeps combining marks inside words (NFKC first)', 'cafe\u0301 हिन्दी', ['café', 'हिन्दी']],
    ['folds compatibility forms', 'ＡＰＰＬ ﬁnance', ['appl', 'finance']],
    ['no words', '!!! --- "" ()', []],
    ['no stop-word removal', 'the and of', ['the', 'and', 'of']],
    ['tsquery syntax is just separators', "a&b|c!d<->e:*'f'\\g", ['a', 'b', 'c', 'd', 'e', 'f', 'g']],
  ])('%s', (_name, text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('stem', () => {
  it.each<[string, string, string, string]>([
    ['English', 'en', 'running', 'run'],
    ['English plural', 'en', 'rates', 'rate'],
    ['German', 'de', 'banken', 'bank'],
    ['German umlaut', 'de', 'märkte', 'markt'],
    ['French', 'fr', 'généralement', 'général'],
    ['Spanish', 'es', 'bancos', 'banc'],
    ['language code any case', 'EN', 'running', 'run'],
    ['Norwegian Bokmål alias', 'nb', 'banker', 'bank'],
    ['no stemmer: identity', 'ja', 'running', 'running'],
    ['unknown code: identity', 'xx', 'rates', 'rates'],
  ])('%s: %s %s → %s', (_name, language, token, stemmed) => {
    expect(stem(token, language)).toBe(stemmed);
  });

  it('leaves over-long tokens alone', () => {
    const long = `${'x'.repeat(3000)}ing`;
    expect(stem(long, 'en')).toBe(long);
  });

  it('analyze = tokenize then stem in the given language', () => {
    expect(analyze('Rates are Rising', 'en')).toEqual(['rate', 'ar', 'rise']);
    expect(analyze('Rates are Rising', 'xx')).toEqual(['rates', 'are', 'rising']);
  });

  it('every shipped stemmer returns a non-empty string and is deterministic on any token', () => {
    const token = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).chain((text) => {
      const tokens = tokenize(text);
      return tokens.length > 0 ? fc.constantFrom(...tokens) : fc.constant('x');
    });
    fc.assert(
      fc.property(fc.constantFrom(...STEMMED_LANGUAGES), token, (language, word) => {
        expect(stemmerFor(language)).not.toBeNull();
        const once = stem(word, language);
        expect(once.length).toBeGreaterThan(0);
        expect(stem(word, language)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
