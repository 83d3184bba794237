/**
 * @module Which clauses of a company's text are conceded rather than reported: the clause after "despite",
 * "although" or "though" ("X reports strong trading despite planning delays") sets a scene the news
 * overcomes, so the judgement leans on the rest.
 */
import { clauseSpans, type Span } from '../sentiment/text-spans';

const CONCEDING_BREAK = /\b(?:despite|although|though)\b/iu;
const CONCEDING_START = /^(?:despite|in spite of|although|though|even though)\b/iu;
const ANY_CONCESSION = /\b(?:despite|spite|although|though)\b/iu;

/** The clauses of `runs` split into the reported (`main`) and the conceded, in reading order. */
export function concededClauses(text: string, runs: readonly Span[]): { main: Span[]; conceded: Span[] } {
  const main: Span[] = [];
  const conceded: Span[] = [];
  for (const run of runs) {
    if (!ANY_CONCESSION.test(text.slice(run.start, run.end))) {
      main.push(run);
      continue;
    }
    let from = run.start;
    for (const clause of clauseSpans(text, run)) {
      const gap = text.slice(from, clause.start);
      const concedes =
        CONCEDING_BREAK.test(gap) || CONCEDING_START.test(text.slice(clause.start, clause.end));
      (concedes ? conceded : main).push(clause);
      from = clause.end;
    }
  }
  return { main, conceded };
}
