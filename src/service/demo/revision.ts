/** @module Revisions of demo articles: an updated figure in the headline or summary, else a note that details were added. */
import { drawFigure, FIGURE_SLOTS } from './figures';
import type { Rng } from './prng';
import { render, type Filled } from './slots';
import type { Template } from './template';

export interface RevisedText {
  title?: string;
  summary?: string;
}

/** Re-draws one figure the text shows (headline first); a text without figures gets `updateNote` on its summary. */
export function reviseFigures(
  rng: Rng,
  template: Template,
  filled: Filled,
  summary: string | null,
  updateNote: string,
): RevisedText {
  const inTitle = template.titleSlots;
  const inSummary = summary === null ? [] : template.summarySlots;
  const key = [...inTitle, ...inSummary].find((k) => FIGURE_SLOTS.includes(k));
  const before = key === undefined ? undefined : filled.values[key];
  let after = before;
  for (let i = 0; key !== undefined && i < 6 && after === before; i++) {
    after = drawFigure(key, rng, template.lang, filled.figures) ?? before;
  }
  if (key === undefined || after === undefined || after === before) {
    return { summary: `${summary ?? render(template.summary, filled.values, template.lang)}${updateNote}` };
  }
  const values = { ...filled.values, [key]: after };
  const revised: RevisedText = {};
  if (inTitle.includes(key)) revised.title = render(template.title, values, template.lang);
  if (inSummary.includes(key)) revised.summary = render(template.summary, values, template.lang);
  return revised;
}
