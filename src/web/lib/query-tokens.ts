/**
 * @module Highlighting tokens over the shared query lexer (src/query/lexer): the editor colours what
 * the parser reads, never a second interpretation. Lossless: token texts concatenate to the input.
 */
import { FIELD_NAMES } from '../../query/ast';
import { JUDGED_FIELDS } from '../../query/judged';
import { lex, type Token } from '../../query/lexer';

export const QUERY_FIELDS = FIELD_NAMES;
export type QueryField = (typeof FIELD_NAMES)[number];

/** The fields whose value is a ticker: `ticker:` and a company's own judgement (`about:`, `negative:`, …). */
export function takesTicker(field: string | undefined): boolean {
  return field === 'ticker' || (JUDGED_FIELDS as readonly string[]).includes(field ?? '');
}

export type TokenType = 'space' | 'paren' | 'operator' | 'field' | 'phrase' | 'word' | 'modifier';

export interface QueryToken {
  type: TokenType;
  text: string;
  start: number;
  end: number;
  /** For `field` tokens: the lower-cased field name before the colon. */
  field?: string;
}

function classify(token: Token, text: string): Omit<QueryToken, 'start' | 'end' | 'text'> {
  switch (token.kind) {
    case 'lparen':
    case 'rparen':
      return { type: 'paren' };
    case 'op':
      return { type: 'operator' };
    case 'sign':
      return { type: 'modifier' };
    case 'bad':
      return { type: text[token.start] === '"' ? 'phrase' : 'word' };
    case 'leaf':
      if (token.body.type === 'field') return { type: 'field', field: token.body.name.toLowerCase() };
      return { type: token.body.type === 'phrase' ? 'phrase' : 'word' };
  }
}

/** Splits text into tokens whose texts concatenate back to the input exactly. */
export function tokenizeQuery(text: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  let at = 0;
  const gap = (end: number) => {
    if (end <= at) return;
    const slice = text.slice(at, end);
    tokens.push({ type: /^\s+$/.test(slice) ? 'space' : 'modifier', text: slice, start: at, end });
  };
  for (const token of lex(text)) {
    gap(token.start);
    // A leaf's sign is its own token, so completing `-category:reg` replaces the field, never the `-`.
    const start = token.kind === 'leaf' ? token.bodyStart : token.start;
    if (start > token.start) {
      tokens.push({ type: 'modifier', text: text.slice(token.start, start), start: token.start, end: start });
    }
    tokens.push({
      ...classify(token, text),
      text: text.slice(start, token.end),
      start,
      end: token.end,
    });
    at = token.end;
  }
  gap(text.length);
  return tokens;
}

/** The token under (or just before) the caret, for autocomplete. */
export function tokenAt(tokens: QueryToken[], caret: number): QueryToken | undefined {
  return tokens.find((t) => t.type !== 'space' && t.start < caret && caret <= t.end);
}
