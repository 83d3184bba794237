/** @module A TextMatch against a lexeme index, as PostgreSQL evaluates `'a':W <-> 'b':W`. */
import type { LexemeIndex, Weight } from './lexeme-index';
import type { TextMatch } from './text-leaf';

export function indexMatches(index: LexemeIndex, match: TextMatch): boolean {
  const allowed = (weight: Weight | undefined) =>
    weight !== undefined && (match.weight === null || weight === match.weight);
  const [head, ...rest] = match.lexemes;
  const first = head === undefined ? undefined : index.get(head);
  if (!first) return false;
  const following = rest.map((lexeme) => index.get(lexeme));
  for (const [pos, weight] of first) {
    if (!allowed(weight)) continue;
    if (following.every((positions, i) => allowed(positions?.get(pos + 1 + i)))) return true;
  }
  return false;
}
