/** @module Character classes of the query syntax, shared by the lexer and the printer. */

const SPACE = /^\s$/u;

export function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && SPACE.test(ch);
}

/** Characters that end a bare word: whitespace, parentheses and the double quote. */
export function endsWord(ch: string | undefined): boolean {
  return ch === undefined || ch === '(' || ch === ')' || ch === '"' || isSpace(ch);
}

/** `name:` at the start of a word makes it a field filter; names are ASCII identifiers. */
export const FIELD_PREFIX = /^([A-Za-z][A-Za-z0-9_]*):/;

const OPERATOR = /^(and|or|not)$/i;

export function operatorOf(word: string): 'and' | 'or' | 'not' | null {
  return OPERATOR.test(word) ? (word.toLowerCase() as 'and' | 'or' | 'not') : null;
}

/** A non-empty run of characters that the lexer reads back as one bare word. */
export function isBareWord(value: string): boolean {
  if (value.length === 0) return false;
  for (const ch of value) if (endsWord(ch)) return false;
  return true;
}
