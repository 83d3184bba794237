/** @module The query language: parse, print, match in memory; the text analysis shared with the store. */
export type {
  AndNode,
  FieldName,
  FieldNode,
  LeafNode,
  NotNode,
  OrNode,
  PhraseNode,
  QueryNode,
  Span,
  TermNode,
} from './ast';
export { FIELD_NAMES } from './ast';
export type {
  QueryControlCharacterError,
  QueryError,
  QuerySyntaxError,
  QueryTooComplexError,
} from './errors';
export { MAX_QUERY_CHARS, MAX_QUERY_DEPTH, MAX_QUERY_TERMS } from './errors';
export { parseQuery, type ParseResult } from './parse';
export { printQuery } from './print';
export { sameQuery, stripPositions } from './positions';
export { companyFacets, type CompanyFacets } from './facets';
export {
  compileMatcher,
  matchesQuery,
  prepareArticle,
  type MatchableArticle,
  type Matcher,
  type PreparedArticle,
} from './evaluate';
export { normalizeLower, normalizeUpper } from './values';
export { analyze, stem, tokenize } from './text/analyze';
export {
  buildLexemeIndex,
  toTsvectorLiteral,
  type IndexedText,
  type LexemeIndex,
  type Weight,
} from './text/lexeme-index';
