/**
 * @module parseQuery: query text → AST, or the QueryError to report. Never throws.
 *
 * Which token a syntax error names (always exactly as written, `text.slice(start, end)`):
 * - a field filter with an unknown name, an empty value, or an exchange/category outside the closed
 *   sets: the field token without any `+`/`-` sign (`foo:bar`, `ticker:`, `exchange:"nyse x"`);
 * - an unterminated quote: from the leaf's start (after any sign) to the end of the query, trailing
 *   whitespace trimmed (`"interest rate`, `title:"fed`);
 * - a `+`/`-` followed by whitespace, `)` or the end: that sign;
 * - `AND`/`OR` where an operand is expected (start of the query, after `(`, after another operator):
 *   that operator (`AND x` → `AND`, `x AND OR y` → `OR`);
 * - an operand expected but `)` or the end of the query follows: the token that needed it, i.e. the
 *   operator, the sign, or the `(` (`x OR` → `OR`, `NOT` → `NOT`, `()` → `(`);
 * - a `(` never closed: that `(`; a `)` never opened: that `)`;
 * - a query whose every leaf is negated (nothing to match): the first token of the query, a signed
 *   leaf with its sign (`-google`, `NOT`).
 * The first problem met reading left to right wins; the length limit is checked before anything else, then
 * control characters (any but tab, LF and CR, which are white space): the first one is named by position.
 */
import { firstControlCharacter } from '../contract';
import type { LeafNode, QueryNode } from './ast';
import {
  controlCharacter,
  MAX_QUERY_CHARS,
  MAX_QUERY_DEPTH,
  MAX_QUERY_TERMS,
  syntaxError,
  tooComplex,
  type QueryError,
} from './errors';
import { fieldNameOf, isValidFieldValue } from './fields';
import { lex, type Token } from './lexer';
import { hasPositiveLeaf } from './polarity';

export type ParseResult = { ok: true; ast: QueryNode | null } | { ok: false; error: QueryError };

class Rejection {
  constructor(readonly error: QueryError) {}
}

function combine(type: 'and' | 'or', children: QueryNode[]): QueryNode {
  const [first] = children;
  const last = children[children.length - 1];
  if (children.length === 1 && first) return first;
  return { type, children, span: { start: first?.span.start ?? 0, end: last?.span.end ?? 0 } };
}

class Parser {
  private pos = 0;
  private leaves = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
  ) {}

  parse(): QueryNode {
    const node = this.parseOr(null);
    const rest = this.tokens[this.pos];
    if (rest) throw this.reject(rest.start, rest.end);
    return node;
  }

  private reject(start: number, end: number): Rejection {
    return new Rejection(syntaxError(this.text, start, end));
  }

  private parseOr(prev: Token | null): QueryNode {
    const children = [this.parseAnd(prev)];
    for (let t = this.tokens[this.pos]; t?.kind === 'op' && t.op === 'or'; t = this.tokens[this.pos]) {
      this.pos++;
      children.push(this.parseAnd(t));
    }
    return combine('or', children);
  }

  private parseAnd(prev: Token | null): QueryNode {
    const children = [this.parseUnary(prev)];
    for (let t = this.tokens[this.pos]; t && t.kind !== 'rparen'; t = this.tokens[this.pos]) {
      if (t.kind === 'op' && t.op === 'or') break;
      if (t.kind === 'op' && t.op === 'and') this.pos++;
      children.push(this.parseUnary(t));
    }
    return combine('and', children);
  }

  /** `prev` is the token that needs this operand; it is named when none follows. */
  private parseUnary(prev: Token | null): QueryNode {
    const t = this.tokens[this.pos];
    if (!t || t.kind === 'rparen') {
      const at = prev ?? t;
      if (!at) throw new Error('parser invariant: called on an empty token list');
      throw this.reject(at.start, at.end);
    }
    switch (t.kind) {
      case 'op': {
        if (t.op !== 'not') throw this.reject(t.start, t.end);
        this.pos++;
        const child = this.parseUnary(t);
        return { type: 'not', child, span: { start: t.start, end: child.span.end } };
      }
      case 'sign': {
        this.pos++;
        const group = this.parseGroup();
        return t.sign === '+'
          ? group
          : { type: 'not', child: group, span: { start: t.start, end: group.span.end } };
      }
      case 'lparen':
        return this.parseGroup();
      case 'leaf':
        this.pos++;
        return this.parseLeaf(t);
      case 'bad':
        throw this.reject(t.start, t.end);
    }
  }

  private parseGroup(): QueryNode {
    const open = this.tokens[this.pos++];
    if (open?.kind !== 'lparen') throw new Error('parser invariant: a group starts with (');
    if (++this.depth > MAX_QUERY_DEPTH) throw new Rejection(tooComplex());
    const inner = this.parseOr(open);
    const close = this.tokens[this.pos++];
    if (!close) throw this.reject(open.start, open.end);
    this.depth--;
    return { ...inner, span: { start: open.start, end: close.end } };
  }

  private parseLeaf(t: Extract<Token, { kind: 'leaf' }>): QueryNode {
    if (++this.leaves > MAX_QUERY_TERMS) throw new Rejection(tooComplex());
    const span = { start: t.bodyStart, end: t.end };
    let leaf: LeafNode;
    if (t.body.type === 'field') {
      const field = fieldNameOf(t.body.name);
      if (!field || !isValidFieldValue(field, t.body.value)) throw this.reject(span.start, span.end);
      leaf = { type: 'field', field, value: t.body.value, quoted: t.body.quoted, span };
    } else {
      leaf = { type: t.body.type, value: t.body.value, span };
    }
    return t.sign === '-' ? { type: 'not', child: leaf, span: { start: t.start, end: t.end } } : leaf;
  }
}

function codePointsOver(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  if (text.length > limit * 2) return true;
  let count = 0;
  for (const _ of text) if (++count > limit) return true;
  return false;
}

/** Like parseQuery, but lets an internal fault escape; for tests that must see such faults. */
export function parseQueryStrict(text: string): ParseResult {
  if (codePointsOver(text, MAX_QUERY_CHARS)) return { ok: false, error: tooComplex() };
  const control = firstControlCharacter(text);
  if (control >= 0) return { ok: false, error: controlCharacter(control) };
  const tokens = lex(text);
  const [first] = tokens;
  if (!first) return { ok: true, ast: null };
  try {
    const ast = new Parser(text, tokens).parse();
    if (!hasPositiveLeaf(ast)) return { ok: false, error: syntaxError(text, first.start, first.end) };
    return { ok: true, ast };
  } catch (caught) {
    if (caught instanceof Rejection) return { ok: false, error: caught.error };
    throw caught;
  }
}

export function parseQuery(text: string): ParseResult {
  try {
    return parseQueryStrict(text);
  } catch {
    // A fault here is a bug; the caller still gets a client error instead of a crash.
    return { ok: false, error: syntaxError(text, 0, text.length) };
  }
}
