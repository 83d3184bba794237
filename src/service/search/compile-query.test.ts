import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../query/parse';
import { compileQuery } from './compile-query';
import { SqlParams } from './sql-params';

function compile(query: string, language = 'en') {
  const result = parseQuery(query);
  if (!result.ok || !result.ast) throw new Error(`bad test query ${query}`);
  const params = new SqlParams();
  return { sql: compileQuery(result.ast, language, params), values: params.values };
}

describe('compileQuery', () => {
  it.each<[string, string, string, unknown[]]>([
    ['word', 'Rates', 'search @@ $1::tsquery', ["'rate'"]],
    [
      'text operands merge into one tsquery',
      'a "b c" -d',
      'search @@ $1::tsquery',
      ["'a' & ( 'b' <-> 'c' ) & !'d'"],
    ],
    ['text OR merges', 'a OR title:b', 'search @@ $1::tsquery', ["'a' | 'b':A"]],
    ['ticker', 'ticker:aapl', 'tickers @> $1::text[]', [['AAPL']]],
    [
      'tickers in OR share one predicate',
      'ticker:AAPL OR ticker:nvda',
      '(tickers && $1::text[])',
      [['AAPL', 'NVDA']],
    ],
    ['tickers in AND share one predicate', 'ticker:A ticker:B', '(tickers @> $1::text[])', [['A', 'B']]],
    ['exchange', 'exchange:nyse', 'exchanges @> $1::text[]', [['NYSE']]],
    ['isin', 'isin:us0378331005', 'isins @> $1::text[]', [['US0378331005']]],
    ['openfigi', 'openfigi:bbg1', 'figis @> $1::text[]', [['BBG1']]],
    ['country', 'country:us', 'countries @> $1::text[]', [['US']]],
    ['category', 'category:Markets', 'categories @> $1::text[]', [['markets']]],
    ['source, lower-cased', 'source:WWW.Reuters.com', 'source = $1', ['www.reuters.com']],
    ['sentiment, lower-cased', 'sentiment:Negative', 'sentiment = $1', ['negative']],
    [
      'sentiments in OR',
      'sentiment:positive OR sentiment:neutral',
      '(sentiment = ANY($1::text[]))',
      [['positive', 'neutral']],
    ],
    ['sources in OR', 'source:a.com OR source:b.com', '(source = ANY($1::text[]))', [['a.com', 'b.com']]],
    ['NOT', 'a NOT ticker:X', '(search @@ $1::tsquery) AND (NOT (tickers @> $2::text[]))', ["'a'", ['X']]],
    [
      'double NOT cancels',
      'a NOT NOT ticker:X',
      '(search @@ $1::tsquery) AND (tickers @> $2::text[])',
      ["'a'", ['X']],
    ],
    ['word-less term', 'ticker:X +++', '(FALSE) AND (tickers @> $1::text[])', [['X']]],
    ['negated word-less term', 'ticker:X -"!!"', '(TRUE) AND (tickers @> $1::text[])', [['X']]],
    [
      'spec example',
      '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.reuters.com AND "Elon Musk"',
      '(search @@ $1::tsquery) AND ((tickers && $2::text[])) AND (NOT (source = $3))',
      ["'elon' <-> 'musk'", ['AAPL', 'NVDA'], 'www.reuters.com'],
    ],
  ])('%s: %s', (_name, query, sql, values) => {
    expect(compile(query)).toEqual({ sql, values });
  });

  it('analyzes text in the given language', () => {
    expect(compile('Banken', 'de').values).toEqual(["'bank'"]);
    expect(compile('Banken', 'en').values).toEqual(["'banken'"]);
  });

  it.each([
    ["'; DROP TABLE articles; --"],
    ['source:"x\' OR 1=1 --"'],
    ['ticker:"$1) OR (TRUE"'],
    ['title:"a\\\' & !b | c:* <-> (d)"'],
    ['"\\\\\'\' :A *"'],
    ["country:\"US') OR ('1'='1\""],
  ])('keeps user input out of the SQL text: %s', (query) => {
    const { sql } = compile(query);
    expect(sql).toMatch(/^[a-z@&=><()$0-9:[\] _\-A-Z]*$/);
    expect(sql).not.toMatch(/DROP|1=1|'|"|;|--/);
  });

  it('emits only column names, operators, constants and placeholders for any parsed query', () => {
    const piece = fc.constantFrom(
      'a',
      'rate',
      '"',
      "'",
      '\\',
      ';',
      '--',
      '$1',
      'ticker:',
      'source:',
      'title:',
      'OR',
      '-',
      ' ',
      '(',
      ')',
      ':*',
      '&',
      '|',
      '!',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }).map((p) => p.join('')),
        (query) => {
          const result = parseQuery(query);
          if (!result.ok || !result.ast) return;
          const params = new SqlParams();
          const sql = compileQuery(result.ast, 'en', params);
          const stripped = sql.replace(/\$\d+::(tsquery|text\[\])|\$\d+/g, '');
          expect(stripped).toMatch(
            /^(search @@|tickers|exchanges|isins|figis|countries|categories|source|= ANY|@>|&&|[=()]|AND|OR|NOT|TRUE|FALSE|\s)*$/,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
