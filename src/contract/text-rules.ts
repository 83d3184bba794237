/**
 * @module Which characters a text input may hold. The store refuses NUL outright (PostgreSQL: `invalid byte
 * sequence … 0x00`) and no name, domain, symbol or URL holds a control character, so inputs are refused
 * with their surface's validation text before they get that far. Written as character ranges (no `u` flag)
 * so the JSON Schema `pattern` they become means the same in every client's regex engine.
 */

/** C0 controls, DEL and C1 controls: never part of an identifier (a domain, a ticker, a URL). */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
/** The same less tab, line feed and carriage return, which free text (a query) may hold as white space. */
const CONTROL_BUT_WHITESPACE = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

/** Matches an identifier without any control character. */
export const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL}]*$`);
/** Matches free text whose only control characters are tab, line feed and carriage return. */
export const NO_CONTROL_CHARACTERS_BUT_WHITESPACE = new RegExp(`^[^${CONTROL_BUT_WHITESPACE}]*$`);

const CONTROL_IN_FREE_TEXT = new RegExp(`[${CONTROL_BUT_WHITESPACE}]`);

/** Where the first control character other than tab, LF and CR is in free text; -1 when there is none. */
export function firstControlCharacter(text: string): number {
  return text.search(CONTROL_IN_FREE_TEXT);
}
