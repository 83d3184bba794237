/**
 * @module Query lexer: parentheses, operators, `+`/`-` signs and leaf tokens, with offsets.
 * Problems that belong to one token (a dangling sign, an unterminated quote) become `bad` tokens so
 * the parser reports them only when it reaches them, keeping the leftmost error.
 */
import { FIELD_PREFIX, endsWord, isSpace, operatorOf } from './syntax';

export type Sign = '+' | '-';

export type LeafBody =
  | { type: 'term'; value: string }
  | { type: 'phrase'; value: string }
  | { type: 'field'; name: string; value: string; quoted: boolean };

interface At {
  start: number;
  end: number;
}

export type Token =
  | ({ kind: 'lparen' | 'rparen' } & At)
  | ({ kind: 'op'; op: 'and' | 'or' | 'not' } & At)
  /** A sign directly before `(`. */
  | ({ kind: 'sign'; sign: Sign } & At)
  /** `start` includes the sign; `bodyStart` is where the leaf itself begins. */
  | ({ kind: 'leaf'; sign: Sign | null; body: LeafBody; bodyStart: number } & At)
  /** `start`/`end` delimit the text an error should name. */
  | ({ kind: 'bad' } & At);

function closingQuote(text: string, open: number): number {
  return text.indexOf('"', open + 1);
}

function trimmedEnd(text: string): number {
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  return end;
}

function wordEnd(text: string, from: number): number {
  let i = from;
  while (!endsWord(text[i])) i++;
  return i;
}

/** Reads the leaf starting at `at` (after any sign); null when the input ends inside a quote. */
function readBody(text: string, at: number): { body: LeafBody; end: number } | null {
  if (text[at] === '"') {
    const close = closingQuote(text, at);
    if (close < 0) return null;
    return { body: { type: 'phrase', value: text.slice(at + 1, close) }, end: close + 1 };
  }
  const end = wordEnd(text, at);
  const word = text.slice(at, end);
  const field = FIELD_PREFIX.exec(word);
  if (!field) return { body: { type: 'term', value: word }, end };
  const name = field[1] ?? '';
  const rest = word.slice(field[0].length);
  if (rest === '' && text[end] === '"') {
    const close = closingQuote(text, end);
    if (close < 0) return null;
    return { body: { type: 'field', name, value: text.slice(end + 1, close), quoted: true }, end: close + 1 };
  }
  return { body: { type: 'field', name, value: rest, quoted: false }, end };
}

function readAtom(text: string, start: number): Token {
  const first = text[start];
  let bodyStart = start;
  let sign: Sign | null = null;
  if (first === '+' || first === '-') {
    const next = text[start + 1];
    if (next === '(') return { kind: 'sign', sign: first, start, end: start + 1 };
    if (next === undefined || next === ')' || isSpace(next)) return { kind: 'bad', start, end: start + 1 };
    sign = first;
    bodyStart = start + 1;
  }
  const read = readBody(text, bodyStart);
  if (!read) return { kind: 'bad', start: bodyStart, end: trimmedEnd(text) };
  if (sign === null && read.body.type === 'term') {
    const op = operatorOf(read.body.value);
    if (op) return { kind: 'op', op, start, end: read.end };
  }
  return { kind: 'leaf', sign, body: read.body, start, bodyStart, end: read.end };
}

export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (isSpace(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', start: i, end: i + 1 });
      i++;
    } else {
      const token = readAtom(text, i);
      tokens.push(token);
      i = Math.max(token.end, i + 1);
    }
  }
  return tokens;
}
