/** @module Finds companies named in text by name or alias, checking context for aliases that are common words. */
import { FINANCE_CONTEXT, PERSON_ROLES, type AmbiguousAlias } from './ambiguous-aliases';
import { normTicker, type CompanyIndex, type NameEntry } from './company-index';
import type { Hit } from './ticker-matches';
import { EXCHANGE_PREFIXES } from './ticker-data';
import { hasPhrase, isTitleCase, type PhraseTable, type Token } from './tokens';

const LEGAL_AFTER = new Set(
  'inc corp corporation co company plc ag se sa nv ltd limited group holdings'.split(' '),
);

/** Around a surname, a role says a person is meant, so it does not count as company context. */
const FINANCE_WITHOUT_ROLES = FINANCE_CONTEXT.filter((w) => !PERSON_ROLES.includes(w));

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
  if (/[$%€£¥]/.test(text) || hasPhrase(words, amb.surname ? FINANCE_WITHOUT_ROLES : FINANCE_CONTEXT))
    return 0.65;
  return others ? 0.6 : null;
}

export interface Prepared {
  text: string;
  tokens: readonly Token[];
  words: string;
}

/** What the ticker pass found: companies named by ticker, and tickers written in parentheses. */
export interface TickerEvidence {
  companyIds: ReadonlySet<number>;
  parenthesised: ReadonlySet<string>;
}

const GLUE = /(?<=\p{Ll}{2})(?=\p{Lu})/gu;

/**
 * "CompaniesTesco", "MarketsBP", "News FeedFTSE": scraped headlines often carry a section label glued to
 * their first word. A token that starts no name is split where a lower-case run meets a capital, if the
 * right-hand part starts one; "PayPal" or "BlackRock" stay whole unless "Pal" or "Rock" began a name.
 */
function gluePoint(raw: string, names: PhraseTable<NameEntry>): number | undefined {
  for (const m of raw.matchAll(GLUE)) {
    if (m.index >= 3 && names.startsPhrase(raw.slice(m.index).toLowerCase())) return m.index;
  }
  return undefined;
}

function splitGlued(tokens: readonly Token[], names: PhraseTable<NameEntry>): readonly Token[] {
  let out: Token[] | undefined;
  tokens.forEach((t, i) => {
    const at = names.startsPhrase(t.lower) ? undefined : gluePoint(t.raw, names);
    if (at === undefined) {
      out?.push(t);
      return;
    }
    const left = t.raw.slice(0, at);
    const right = t.raw.slice(at);
    out ??= tokens.slice(0, i);
    out.push(
      { raw: left, lower: left.toLowerCase(), at: t.at },
      { raw: right, lower: right.toLowerCase(), at: t.at + at },
    );
  });
  return out ?? tokens;
}

function tickerBacked(e: NameEntry, evidence: TickerEvidence): boolean {
  const c = e.company;
  if (evidence.companyIds.has(c.companyId)) return true;
  const tickers = [c.ticker, c.primaryListing?.ticker ?? '', ...c.otherListings.map((l) => l.ticker)];
  return tickers.some((t) => t !== '' && evidence.parenthesised.has(normTicker(t)));
}

function plainConfidence(e: NameEntry, suffix: boolean): number {
  if (e.company.source !== undefined && e.company.source !== 'seed')
    return e.needsTicker || suffix ? 0.85 : 0.8;
  if (suffix) return 0.92;
  return e.kind === 'name' ? 0.9 : 0.85;
}

export function nameHits(prepared: Prepared, index: CompanyIndex, evidence: TickerEvidence): Hit[] {
  const { text, words } = prepared;
  const tokens = splitGlued(prepared.tokens, index.names);
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
    if (e.needsTicker && !tickerBacked(e, evidence)) continue;
    // "$SAGE" is a cashtag (the ticker pass reads it), not the name Sage.
    if (text.charAt(at - 1) === '$') continue;
    if (e.ambiguity === undefined) {
      hits.push({ company: e.company, confidence: plainConfidence(e, suffix), at });
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
    const others = evidence.companyIds.size > 0 || hits.some((h) => h.company !== p.hit.company);
    const confidence = contextConfidence(p.amb, text, words, p.suffix, others);
    if (confidence !== null) hits.push({ ...p.hit, confidence });
  }
  return hits;
}
