/**
 * @module In-memory matching for live delivery: the same semantics as the SQL that compile-query
 * produces, on the same lexeme index and facets the store writes. Article attributes are compared
 * as they are (as stored), the query value normalised, exactly as the SQL compares them.
 */
import type { Company } from '../contract';
import type { FieldNode, QueryNode } from './ast';
import { companyFacets } from './facets';
import { judgedLabel, judgedLabels, type JudgedCompany } from './judged';
import { buildLexemeIndex, type LexemeIndex } from './text/lexeme-index';
import { indexMatches } from './text/phrase-match';
import { isTextLeaf, textMatchOf } from './text/text-leaf';
import { foldAuthor, normalizeLower, normalizeUpper } from './values';

export interface MatchableArticle {
  title: string;
  summary: string | null;
  content: string | null;
  source: string;
  language: string;
  /** The sentiment label as stored (lower-case). */
  sentiment: string;
  countries: readonly string[];
  categories: readonly string[];
  companies: readonly Company[];
  /** The byline as stored; absent or null when there is none. */
  author?: string | null;
  /** Each company's own judgement as stored; absent or null when the article has none. */
  companySentiment?: readonly JudgedCompany[] | null;
}

export interface PreparedArticle {
  index: LexemeIndex;
  source: string;
  sentiment: string;
  /** foldAuthor of the byline; null when there is none. */
  author: string | null;
  tickers: ReadonlySet<string>;
  exchanges: ReadonlySet<string>;
  isins: ReadonlySet<string>;
  figis: ReadonlySet<string>;
  countries: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** judgedLabels of the article: what `about:` and `positive:`/`neutral:`/`negative:` look up. */
  judged: ReadonlySet<string>;
}

export type Matcher = (article: PreparedArticle) => boolean;

/** Builds the lexeme index (in the article's language) and the facets once per article. */
export function prepareArticle(article: MatchableArticle): PreparedArticle {
  const facets = companyFacets(article.companies);
  return {
    index: buildLexemeIndex(article, article.language),
    source: article.source,
    sentiment: article.sentiment,
    author: article.author == null ? null : foldAuthor(article.author),
    tickers: new Set(facets.tickers),
    exchanges: new Set(facets.exchanges),
    isins: new Set(facets.isins),
    figis: new Set(facets.figis),
    countries: new Set(article.countries),
    categories: new Set(article.categories),
    judged: new Set(judgedLabels(article.companies, article.companySentiment ?? [])),
  };
}

function facetMatcher(node: FieldNode): Matcher {
  const upper = normalizeUpper(node.value);
  const lower = normalizeLower(node.value);
  switch (node.field) {
    case 'ticker':
      return (a) => a.tickers.has(upper);
    case 'isin':
      return (a) => a.isins.has(upper);
    case 'openfigi':
      return (a) => a.figis.has(upper);
    case 'exchange':
      return (a) => a.exchanges.has(upper);
    case 'country':
      return (a) => a.countries.has(upper);
    case 'category':
      return (a) => a.categories.has(lower);
    case 'source':
      return (a) => a.source === lower;
    case 'sentiment':
      return (a) => a.sentiment === lower;
    case 'author': {
      const folded = foldAuthor(node.value);
      return (a) => a.author === folded;
    }
    case 'about':
    case 'positive':
    case 'neutral':
    case 'negative': {
      const label = judgedLabel(node.field, node.value);
      return (a) => a.judged.has(label);
    }
    case 'title':
    case 'summary':
      return () => false;
  }
}

/** Analyzes the query once (with the query language); the matcher can then run on many articles. */
export function compileMatcher(node: QueryNode, queryLanguage: string): Matcher {
  if (isTextLeaf(node)) {
    const match = textMatchOf(node, queryLanguage);
    return match ? (a) => indexMatches(a.index, match) : () => false;
  }
  switch (node.type) {
    case 'field':
      return facetMatcher(node);
    case 'not': {
      const child = compileMatcher(node.child, queryLanguage);
      return (a) => !child(a);
    }
    case 'and': {
      const children = node.children.map((c) => compileMatcher(c, queryLanguage));
      return (a) => children.every((child) => child(a));
    }
    case 'or': {
      const children = node.children.map((c) => compileMatcher(c, queryLanguage));
      return (a) => children.some((child) => child(a));
    }
    default:
      return () => false;
  }
}

export function matchesQuery(ast: QueryNode, article: PreparedArticle, queryLanguage: string): boolean {
  return compileMatcher(ast, queryLanguage)(article);
}
