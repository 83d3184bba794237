/**
 * @module Which clauses of one sentence speak about which of the companies it names. A clause belongs to the
 * companies named in it; a clause naming none continues the news of the clause before it ("X cuts jobs, shares
 * fall"); a clause that only lists names ("Barclays, Deutsche Bank fight…") shares the clause that follows.
 * When every company of the sentence ends up in the same clauses, the whole sentence speaks for them.
 */
import { clauseSpans, type Span } from '../sentiment/text-spans';

export interface Mention extends Span {
  companyId: number;
}

/** Words that do not make a clause say anything about the company it names. */
const FILLER = new Set(
  'and or the of plc shares share stock stocks in for to is are can should will would do does why how'.split(
    ' ',
  ),
);

function ownWords(text: string, clause: Span, mentions: readonly Mention[]): number {
  let rest = '';
  let from = clause.start;
  for (const m of mentions.filter((x) => x.start >= clause.start && x.start < clause.end)) {
    rest += `${text.slice(from, Math.max(from, m.start))} `;
    from = Math.max(from, m.end);
  }
  rest += text.slice(from, clause.end);
  return (rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !FILLER.has(w)).length;
}

/** Clauses with a list-only clause joined to the next one (or, at the end, to the one before). */
function joinedClauses(text: string, sentence: Span, mentions: readonly Mention[]): Span[] {
  const out: Span[] = [];
  let pending: number | null = null;
  for (const c of clauseSpans(text, sentence)) {
    const start: number = pending ?? c.start;
    const named = mentions.some((m) => m.start >= c.start && m.start < c.end);
    if (named && ownWords(text, c, mentions) === 0) {
      pending = start;
      continue;
    }
    pending = null;
    out.push({ start, end: c.end });
  }
  if (pending !== null) {
    const last = out.pop();
    out.push({ start: last?.start ?? pending, end: sentence.end });
  }
  return out;
}

/** The clause runs of the sentence each company's judgement reads, by company id. */
export function companyClauses(
  text: string,
  sentence: Span,
  mentions: readonly Mention[],
): Map<number, Span[]> {
  const ids = [...new Set(mentions.map((m) => m.companyId))];
  const clauses = joinedClauses(text, sentence, mentions);
  const owners = clauses.map(
    (c) => new Set(mentions.filter((m) => m.start >= c.start && m.start < c.end).map((m) => m.companyId)),
  );
  // An unnamed clause continues the one before it; unnamed ones at the start belong to the first named.
  const firstOwned = owners.findIndex((o) => o.size > 0);
  let carry = owners[firstOwned] ?? new Set<number>();
  const reach = owners.map((o, i) => {
    if (o.size > 0) carry = o;
    return i < firstOwned ? (owners[firstOwned] ?? o) : carry;
  });
  const key = (s: ReadonlySet<number>): string => [...s].sort((a, b) => a - b).join(',');
  const whole = new Set(reach.map(key)).size <= 1;
  const out = new Map<number, Span[]>();
  for (const id of ids) {
    if (whole) {
      out.set(id, [sentence]);
      continue;
    }
    const runs: Span[] = [];
    clauses.forEach((c, i) => {
      if (!reach[i]?.has(id)) return;
      const last = runs[runs.length - 1];
      if (last !== undefined && i > 0 && reach[i - 1]?.has(id)) last.end = c.end;
      else runs.push({ ...c });
    });
    out.set(id, runs.length > 0 ? runs : [sentence]);
  }
  return out;
}
