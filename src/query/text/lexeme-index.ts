/**
 * @module The lexemes of an article with their positions and weights, built exactly as PostgreSQL
 * stores the `search` tsvector from `toTsvectorLiteral`: title weight A from position 1, summary B,
 * content D, each field starting FIELD_GAP positions after the previous one's last word. PostgreSQL's
 * limits are applied here rather than left to it: positions past 16383 become 16383 (a clash keeps
 * the highest weight), a lexeme keeps its first 256 positions, lexemes over 2046 bytes are left out
 * (their positions stay used), and lexemes beyond the total-size limit are dropped in reverse order
 * of first appearance. The literal therefore carries no duplicate or out-of-range data, and
 * `literal::tsvector` holds exactly this index.
 */
import { analyze } from './analyze';
import { quoteLexeme } from './pg-literal';
import {
  FIELD_GAP,
  MAX_LEXEME_BYTES,
  MAX_POSITION,
  MAX_POSITIONS_PER_LEXEME,
  MAX_TSVECTOR_BYTES,
} from './pg-limits';
import { compareLexemes, utf8Length } from './utf8';

export type Weight = 'A' | 'B' | 'C' | 'D';
const RANK: Record<Weight, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Lexeme → position → weight; positions ascending, lexemes in order of first appearance. */
export type LexemeIndex = ReadonlyMap<string, ReadonlyMap<number, Weight>>;

export interface IndexedText {
  title: string;
  summary: string | null;
  content: string | null;
}

type MutableIndex = Map<string, Map<number, Weight>>;

function addPosition(
  index: MutableIndex,
  bytes: Map<string, number>,
  lexeme: string,
  pos: number,
  weight: Weight,
) {
  let positions = index.get(lexeme);
  if (!positions) {
    const size = bytes.get(lexeme) ?? utf8Length(lexeme);
    bytes.set(lexeme, size);
    if (size > MAX_LEXEME_BYTES) return;
    positions = new Map();
    index.set(lexeme, positions);
  }
  const existing = positions.get(pos);
  if (existing !== undefined) {
    if (RANK[weight] > RANK[existing]) positions.set(pos, weight);
  } else if (positions.size < MAX_POSITIONS_PER_LEXEME) {
    positions.set(pos, weight);
  }
}

/** Upper bound of PostgreSQL's size count: lexeme, alignment byte, position count, positions. */
function dropBeyondTotalSize(index: MutableIndex, bytes: Map<string, number>): void {
  let total = 0;
  for (const [lexeme, positions] of index) {
    total += (bytes.get(lexeme) ?? 0) + 1 + 2 + 2 * positions.size;
    if (total > MAX_TSVECTOR_BYTES) index.delete(lexeme);
  }
}

export function buildLexemeIndex(text: IndexedText, language: string): LexemeIndex {
  const index: MutableIndex = new Map();
  const bytes = new Map<string, number>();
  const fields: [string | null, Weight][] = [
    [text.title, 'A'],
    [text.summary, 'B'],
    [text.content, 'D'],
  ];
  let first = 1;
  for (const [value, weight] of fields) {
    const lexemes = analyze(value ?? '', language);
    lexemes.forEach((lexeme, i) =>
      addPosition(index, bytes, lexeme, Math.min(first + i, MAX_POSITION), weight),
    );
    if (lexemes.length > 0) first += lexemes.length - 1 + FIELD_GAP;
  }
  dropBeyondTotalSize(index, bytes);
  return index;
}

/** The tsvector literal of `index`, lexemes in PostgreSQL's own output order. */
export function toTsvectorLiteral(index: LexemeIndex): string {
  return [...index.keys()]
    .sort(compareLexemes)
    .map((lexeme) => {
      const positions = [...(index.get(lexeme) ?? [])].map(([pos, w]) =>
        w === 'D' ? `${pos}` : `${pos}${w}`,
      );
      return `${quoteLexeme(lexeme)}:${positions.join(',')}`;
    })
    .join(' ');
}
