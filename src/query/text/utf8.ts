/** @module UTF-8 byte length and PostgreSQL's lexeme order (bytewise, shorter prefix first). */

const encoder = new TextEncoder();

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** UTF-8 byte order equals code-point order; UTF-16 `<` would misplace astral characters. */
export function compareLexemes(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const ca = ia.next();
    const cb = ib.next();
    if (ca.done || cb.done) return ca.done ? (cb.done ? 0 : -1) : 1;
    const diff = (ca.value.codePointAt(0) ?? 0) - (cb.value.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
}
