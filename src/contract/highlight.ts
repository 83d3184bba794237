/**
 * @module Highlights (our extension, `highlight: true` on POST /v2/articles): the title and summary
 * with each stretch that made the query match between two marker characters from Unicode's private
 * use area, which news text never carries (the service drops any before marking). Clients split on
 * the markers and render the parts as text, so a highlight can never inject markup.
 */
import { z } from 'zod';

export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';

export const ArticleHighlights = z.object({
  title: z.string(),
  summary: z.string().nullable(),
});
export type ArticleHighlights = z.infer<typeof ArticleHighlights>;

export interface HighlightPart {
  text: string;
  hit: boolean;
}

/** A marked text as plain parts, alternating unmarked and marked; empty parts are left out. */
export function splitHighlights(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let hit = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, hit });
    text = '';
  };
  for (const ch of marked) {
    if (ch === HIGHLIGHT_START || ch === HIGHLIGHT_END) {
      flush();
      hit = ch === HIGHLIGHT_START;
    } else {
      text += ch;
    }
  }
  flush();
  return parts;
}
