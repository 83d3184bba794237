/** @module Finds companies named in text by name or alias, checking context for aliases that are common words. */
import { FINANCE_CONTEXT, type AmbiguousAlias } from './ambiguous-aliases';
import type { CompanyIndex } from './company-index';
import type { Hit } from './ticker-matches';
import { EXCHANGE_PREFIXES } from './ticker-data';
import { hasPhrase, isTitleCase, type Token } from './tokens';

const LEGAL_AFTER = new Set(
  'inc corp corporation co company plc ag se sa nv ltd limited group holdings'.split(' '),
);

function contextConfidence(
  amb: AmbiguousAlias,
  text: string,
  words: string,
  suffix: boolean,
  others: boolean,
): number | null {
  if (suffix) return 0.75;
  if (hasPhrase(words, amb.veto)) return null;
  if (hasPhrase(words, amb.confirm)) return 0.72;
  if (/[$%€£¥]/.test(text) || hasPhrase(words, FINANCE_CONTEXT)) return 0.65;
  return others ? 0.6 : null;
}

export interface Prepared {
  text: string;
  tokens: readonly Token[];
  words: string;
}

export function nameHits({ text, tokens, words }: Prepared, index: CompanyIndex, tickerHits: number): Hit[] {
  const found = index.names.scan(tokens);
  const hits: Hit[] = [];
  let titled: boolean | undefined;
  const pending: { amb: AmbiguousAlias; hit: Hit; suffix: boolean; person: boolean }[] = [];
  for (const f of found) {
    const e = f.phrase.value;
    const suffix = LEGAL_AFTER.has(tokens[f.end]?.lower ?? '');
    const at = tokens[f.start]?.at ?? 0;
    const last = tokens[f.end - 1];
    // "LSE: BP" names an exchange, not the exchange operator.
    if (
      last &&
      Object.hasOwn(EXCHANGE_PREFIXES, last.raw) &&
      /^\s*:/.test(text.slice(last.at + last.raw.length))
    )
      continue;
    if (e.ambiguity === undefined) {
      const confidence = suffix ? 0.92 : e.kind === 'name' ? 0.9 : 0.85;
      hits.push({ company: e.company, confidence, at });
    } else {
      const prev = tokens[f.start - 1];
      const person =
        e.ambiguity.surname &&
        f.start > 0 &&
        prev !== undefined &&
        /^\p{Lu}\p{Ll}/u.test(prev.raw) &&
        !(titled ??= isTitleCase(tokens));
      pending.push({ amb: e.ambiguity, hit: { company: e.company, confidence: 0, at }, suffix, person });
    }
  }
  for (const p of pending) {
    if (p.person) continue;
    const others = tickerHits > 0 || hits.some((h) => h.company !== p.hit.company);
    const confidence = contextConfidence(p.amb, text, words, p.suffix, others);
    if (confidence !== null) hits.push({ ...p.hit, confidence });
  }
  return hits;
}
