/**
 * @module windows-1252: the characters at bytes 0x80–0x9F. Node 20's TextDecoder('windows-1252') (and so
 * 'iso-8859-1', which the Encoding standard maps to it) yields C1 control characters there instead.
 */

/** Indexed by byte − 0x80; the five bytes windows-1252 leaves undefined keep their C1 code point. */
const HIGH_HALF =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The windows-1252 character for a byte or code point in 0x80–0x9F (e.g. 0x92 → ’). */
function windows1252Char(code: number): string {
  return HIGH_HALF[code - 0x80] ?? String.fromCharCode(code);
}

/** Replaces C1 control characters (U+0080–U+009F) with the windows-1252 characters of those bytes. */
export function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => windows1252Char(c.charCodeAt(0)));
}
