/** @module Query rejections and the limits behind `Query is too complex` (protocols §1). */
import { ERROR_TEXT, VALIDATION_TEXT } from '../contract';

export const MAX_QUERY_CHARS = 2000;
/** Leaves: terms, phrases and field filters. */
export const MAX_QUERY_TERMS = 64;
/** Parentheses nested inside each other. */
export const MAX_QUERY_DEPTH = 16;

export interface QuerySyntaxError {
  kind: 'syntax';
  /** The offending token exactly as written; `text.slice(start, end) === token`. */
  token: string;
  start: number;
  end: number;
  message: string;
}

export interface QueryTooComplexError {
  kind: 'too_complex';
  message: typeof ERROR_TEXT.queryTooComplex;
}

/** A control character other than tab, LF or CR (white space); `start`/`end` delimit the first one. */
export interface QueryControlCharacterError {
  kind: 'control';
  start: number;
  end: number;
  message: string;
}

export type QueryError = QuerySyntaxError | QueryTooComplexError | QueryControlCharacterError;

export function syntaxError(text: string, start: number, end: number): QuerySyntaxError {
  const token = text.slice(start, end);
  return { kind: 'syntax', token, start, end, message: ERROR_TEXT.querySyntax(token) };
}

export function tooComplex(): QueryTooComplexError {
  return { kind: 'too_complex', message: ERROR_TEXT.queryTooComplex };
}

/** The request field's own text (`query must not contain control characters`), so every surface says the same. */
export function controlCharacter(at: number): QueryControlCharacterError {
  return { kind: 'control', start: at, end: at + 1, message: VALIDATION_TEXT.controlCharacters('query') };
}
