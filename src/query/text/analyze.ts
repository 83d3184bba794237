/**
 * @module The one text analyzer: articles are indexed and queries are read through these functions
 * only. Tokens are maximal runs of letters and digits (with their combining marks, so scripts like
 * Devanagari stay whole), after NFKC normalisation, lower-cased; then stemmed per language. No stop
 * words: every word is searchable.
 */
import { MAX_LEXEME_BYTES } from './pg-limits';
import { stemmerFor } from './stemmers';

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(TOKEN)) tokens.push(match[0].toLowerCase());
  return tokens;
}

/**
 * The stemmed form of a lower-case token; the token itself for languages without a stemmer, when
 * the stemmer fails or returns nothing, and for tokens too long to ever be stored (which also keeps
 * pathological input away from the stemmers).
 */
export function stem(token: string, language: string): string {
  const stemmer = stemmerFor(language);
  if (!stemmer || token.length > MAX_LEXEME_BYTES) return token;
  try {
    const stemmed = stemmer(token);
    return typeof stemmed === 'string' && stemmed.length > 0 ? stemmed : token;
  } catch {
    return token;
  }
}

/** Stemmed tokens of `text` in order; one per position. */
export function analyze(text: string, language: string): string[] {
  return tokenize(text).map((token) => stem(token, language));
}
