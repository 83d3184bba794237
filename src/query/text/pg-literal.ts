/** @module Quoting of a lexeme inside tsvector and tsquery literals. */

/** `'lexeme'` with `\` and `'` escaped, so its characters can never act as tsvector/tsquery syntax. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
