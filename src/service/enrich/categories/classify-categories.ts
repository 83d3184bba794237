/** @module Assigns up to three of the 13 wire categories to a text by weighted keyword and phrase rules. */
import type { Category } from '../../../contract';
import { textTokens } from '../companies/tokens';
import { categoryTable, isInflectionOf } from './category-index';

/** A category needs this much evidence: one decisive or medium term, or two weak ones. */
const MIN_SCORE = 2;
const MAX_CATEGORIES = 3;

/** Categories by descending score (ties: the one mentioned first); empty when nothing reaches the threshold. */
export function classifyCategories(text: string, language: string): Category[] {
  const { table, stem } = categoryTable(language);
  const words = textTokens(text);
  const stemmed = words.map((t) => ({ raw: t.raw, at: t.at, lower: stem(t.lower) }));
  const scores = new Map<Category, number>();
  for (const hit of table.scan(stemmed)) {
    const { category, weight, surfaces } = hit.phrase.value;
    const inflects = (surface: string[]): boolean =>
      surface.every((ruleWord, k) => isInflectionOf(words[hit.start + k]?.lower ?? '', ruleWord));
    if (surfaces.some(inflects)) scores.set(category, (scores.get(category) ?? 0) + weight);
  }
  return [...scores.entries()]
    .filter(([, score]) => score >= MIN_SCORE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CATEGORIES)
    .map(([category]) => category);
}
