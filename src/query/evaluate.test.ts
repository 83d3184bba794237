import { describe, expect, it } from 'vitest';
import { APPLE } from '../contract/testing/companies';
import { matchesQuery, prepareArticle, type MatchableArticle } from './evaluate';
import { parseQuery } from './parse';

const article: MatchableArticle = {
  title: 'Apple rates rise as markets rally',
  summary: 'The Fed cut interest rates',
  content: 'Banking stocks fell. AT&T gained.',
  source: 'www.reuters.com',
  language: 'en',
  sentiment: 'positive',
  countries: ['US'],
  categories: ['markets'],
  author: 'Jane Doe',
  companies: [APPLE],
};
const prepared = prepareArticle(article);

function matches(query: string, language = 'en'): boolean {
  const result = parseQuery(query);
  if (!result.ok || !result.ast) throw new Error(`bad test query ${query}`);
  return matchesQuery(result.ast, prepared, language);
}

describe('matchesQuery', () => {
  it.each<[string, string, boolean]>([
    ['word in title', 'apple', true],
    ['word any case, stemmed', 'APPLES', true],
    ['word in content', 'banks', true],
    ['missing word', 'google', false],
    ['adjacency is AND', 'interest rates', true],
    ['phrase in order', '"interest rates"', true],
    ['phrase out of order', '"rates interest"', false],
    ['phrase with a word between', '"rise markets"', false],
    ['no phrase across fields', '"rally the"', false],
    ['word with punctuation is a phrase', 'AT&T', true],
    ['title: only title', 'title:apple', true],
    ['title: not summary', 'title:fed', false],
    ['summary: only summary', 'summary:fed', true],
    ['summary: not title', 'summary:apple', false],
    ['summary: phrase', 'summary:"interest rates"', true],
    ['ticker any case', 'ticker:aapl', true],
    ['ticker of another listing', 'ticker:APC', true],
    ['other ticker', 'ticker:NVDA', false],
    ['exchange', 'exchange:nasdaq', true],
    ['other exchange', 'exchange:NYSE', false],
    ['isin any case', 'isin:us0378331005', true],
    ['openfigi', 'openfigi:bbg000b9xry4', true],
    ['source any case', 'source:WWW.Reuters.com', true],
    ['source is exact', 'source:reuters.com', false],
    ['country any case', 'country:us', true],
    ['other country', 'country:DE', false],
    ['category any case', 'category:Markets', true],
    ['other category', 'category:economy', false],
    ['sentiment any case', 'sentiment:Positive', true],
    ['other sentiment', 'sentiment:negative', false],
    ['not a sentiment', 'apple -sentiment:negative', true],
    ['author any case', 'author:"JANE doe"', true],
    ['author is exact', 'author:Jane', false],
    ['not another author', 'apple -author:"Alex Writer"', true],
    ['word-less term matches nothing', '+++', false],
    ['empty phrase matches nothing', '""', false],
    ['must not contain, absent', 'apple -google', true],
    ['must not contain, present', 'apple -rates', false],
    ['OR', 'google OR apple', true],
    ['NOT binds tighter', 'NOT google apple', true],
    ['spec example', '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.bloomberg.com AND "Fed cut"', true],
  ])('%s: %s', (_name, query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it('reads the query in the query language', () => {
    expect(matches('rates', 'en')).toBe(true);
    expect(matches('rates', 'xx')).toBe(false);
  });

  it('compares article attributes as stored, like SQL equality does', () => {
    const shouting = prepareArticle({ ...article, source: 'WWW.REUTERS.COM', countries: ['us'] });
    const ast = (q: string) => {
      const r = parseQuery(q);
      if (!r.ok || !r.ast) throw new Error(q);
      return r.ast;
    };
    expect(matchesQuery(ast('source:www.reuters.com'), shouting, 'en')).toBe(false);
    expect(matchesQuery(ast('country:US'), shouting, 'en')).toBe(false);
  });

  it('folds only ASCII letters of an author, as the SQL does on every locale; no byline matches only NOT', () => {
    const ast = (q: string) => {
      const r = parseQuery(q);
      if (!r.ok || !r.ast) throw new Error(q);
      return r.ast;
    };
    const zola = prepareArticle({ ...article, author: 'Émile Zola' });
    expect(matchesQuery(ast('author:"Émile ZOLA"'), zola, 'en')).toBe(true);
    expect(matchesQuery(ast('author:"émile zola"'), zola, 'en')).toBe(false);
    const anonymous = prepareArticle({ ...article, author: null });
    expect(matchesQuery(ast('author:"Jane Doe"'), anonymous, 'en')).toBe(false);
    expect(matchesQuery(ast('apple -author:"Jane Doe"'), anonymous, 'en')).toBe(true);
  });
});
