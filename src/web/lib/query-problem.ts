/**
 * @module What is wrong with a rejected query, in words that name the problem and where: "NOT needs a term
 * before it (character 1)" rather than the server's "Invalid query syntax near 'NOT'". The server's 400 text
 * is fixed by the spec (§ errors: `Invalid query syntax near '<token>'`), so only the dashboard says it this
 * way; a rejection these rules do not recognise keeps the server's text.
 */
import { FIELD_NAMES } from '../../query/ast';
import { fieldNameOf } from '../../query/fields';
import { lex, type Token } from '../../query/lexer';
import { CATEGORIES, SENTIMENTS } from '../../contract';

/** The rejected span, as checkQuery reports it. */
export interface RejectedSpan {
  message: string;
  start: number;
  end: number;
}

const OP_WORD = { and: 'AND', or: 'OR', not: 'NOT' } as const;

/** Whether anything that can be an operand follows token `i` (a term, a phrase, a group, a sign, NOT). */
function operandAfter(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next) return false;
  if (next.kind === 'rparen') return false;
  return !(next.kind === 'op' && next.op !== 'not');
}

/** Whether a term stands before token `i` (not the start, an opening parenthesis or another operator). */
function operandBefore(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  return prev !== undefined && prev.kind !== 'lparen' && prev.kind !== 'op' && prev.kind !== 'sign';
}

function fieldProblem(name: string, value: string): string {
  const field = fieldNameOf(name);
  if (!field) return `${name}: is not a field (fields: ${FIELD_NAMES.map((f) => `${f}:`).join(', ')})`;
  if (value.trim() === '') return `${field}: needs a value after the colon`;
  if (field === 'sentiment') return `${field}: takes ${SENTIMENTS.join(', ')}, not "${value}"`;
  if (field === 'category') return `${field}: takes one of ${CATEGORIES.join(', ')}, not "${value}"`;
  if (field === 'exchange') return `"${value}" is not a known exchange code for exchange:`;
  return `${field}:${value} is not accepted here`;
}

function opProblem(tokens: readonly Token[], i: number, op: 'and' | 'or' | 'not'): string | null {
  const word = OP_WORD[op];
  if (!operandAfter(tokens, i)) return `${word} needs a term after it`;
  // NOT first with a term after it: valid grammar, but a query that only excludes matches nothing.
  if (op === 'not') return `${word} needs a term before it: a query cannot only exclude`;
  const prev = tokens[i - 1];
  if (prev?.kind === 'op') return `${word} cannot follow ${OP_WORD[prev.op]}: put a term between them`;
  if (!operandBefore(tokens, i)) return `${word} needs a term before it`;
  return null;
}

function tokenProblem(text: string, tokens: readonly Token[], i: number, start: number): string | null {
  const t = tokens[i];
  if (!t) return null;
  switch (t.kind) {
    case 'op':
      return opProblem(tokens, i, t.op);
    case 'lparen':
      return tokens[i + 1]?.kind === 'rparen'
        ? '( ) is empty: put a term inside'
        : '( is never closed: add a ) after its terms';
    case 'rparen':
      return ') closes nothing: no ( before it';
    case 'sign':
      // Reached only when the whole query is this excluded group.
      return `${text[t.start]}( … ) only excludes: add a term to match before it`;
    case 'bad':
      if (text[start] === '"' || text.slice(start, t.end).includes('"'))
        return 'This quote is never closed: add a " at the end of the phrase';
      return `${text[t.start]} needs a term right after it, with no space`;
    case 'leaf':
      if (start === t.bodyStart && t.body.type === 'field') return fieldProblem(t.body.name, t.body.value);
      if (t.sign === '-')
        return `-${text.slice(t.bodyStart, t.end)} only excludes: add a term to match before it`;
      return null;
  }
}

/** The friendly words for a rejection, with the character it starts at (1-based); null: keep `message`. */
export function explainQueryProblem(text: string, rejected: RejectedSpan): string | null {
  const tokens = lex(text);
  const i = tokens.findIndex(
    (t) => t.start === rejected.start || (t.kind === 'leaf' && t.bodyStart === rejected.start),
  );
  const words = i < 0 ? null : tokenProblem(text, tokens, i, rejected.start);
  return words === null ? null : `${words} (character ${rejected.start + 1})`;
}
