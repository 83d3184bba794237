/**
 * @module Why an article matched: the stretches of its title and summary that a query's text leaves
 * match, marked with the contract's highlight markers. Words are read with the same analyzer as the
 * index (tokens, lower case, the language's stemmer), so `rates` marks "Rate" exactly when it
 * matched it; a phrase marks its words only where they stand in order. Negated leaves mark nothing.
 */
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../contract';
import type { QueryNode } from '../ast';
import { analyze } from './analyze';
import { isTextLeaf, textMatchOf, type TextMatch } from './text-leaf';

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const MARKERS = new RegExp(`[${HIGHLIGHT_START}${HIGHLIGHT_END}]`, 'gu');

export type HighlightField = 'title' | 'summary';

/** The text matches of the leaves under an even number of negations. */
function positiveMatches(node: QueryNode, language: string, negated: boolean, out: TextMatch[]): void {
  if (isTextLeaf(node)) {
    const match = negated ? null : textMatchOf(node, language);
    if (match) out.push(match);
    return;
  }
  if (node.type === 'not') positiveMatches(node.child, language, !negated, out);
  else if (node.type === 'and' || node.type === 'or')
    for (const child of node.children) positiveMatches(child, language, negated, out);
}

interface Word {
  lexeme: string;
  start: number;
  end: number;
}

function words(text: string, language: string): Word[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    // NFKC can split a token; the first lexeme stands for it (a display aid, not the index).
    const lexeme = analyze(m[0], language)[0] ?? m[0].toLowerCase();
    return { lexeme, start: m.index, end: m.index + m[0].length };
  });
}

/** Character ranges where one of the lexeme sequences occurs, merged where they touch. */
function ranges(list: Word[], sequences: readonly (readonly string[])[]): [number, number][] {
  const found: [number, number][] = [];
  for (const lexemes of sequences) {
    for (let i = 0; i + lexemes.length <= list.length; i += 1) {
      if (lexemes.every((lexeme, k) => list[i + k]?.lexeme === lexeme)) {
        found.push([list[i]?.start ?? 0, list[i + lexemes.length - 1]?.end ?? 0]);
      }
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

export type Highlighter = (text: string, field: HighlightField) => string;

/**
 * A highlighter for `ast` read in `language` (the search's language). Title leaves (`title:`) mark
 * titles only, summary leaves summaries only, words and phrases both. Marker characters already in
 * the text are dropped, so every marker in the result is one of ours.
 */
export function createHighlighter(ast: QueryNode | null, language: string): Highlighter {
  const matches: TextMatch[] = [];
  if (ast) positiveMatches(ast, language, false, matches);
  const forField = (weight: 'A' | 'B') =>
    matches.filter((m) => m.weight === null || m.weight === weight).map((m) => m.lexemes);
  const sequences = { title: forField('A'), summary: forField('B') };
  return (raw, field) => {
    const text = raw.replace(MARKERS, '');
    if (sequences[field].length === 0) return text;
    let out = '';
    let at = 0;
    for (const [start, end] of ranges(words(text, language), sequences[field])) {
      out += `${text.slice(at, start)}${HIGHLIGHT_START}${text.slice(start, end)}${HIGHLIGHT_END}`;
      at = end;
    }
    return out + text.slice(at);
  };
}
