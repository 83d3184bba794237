/** @module Finds companies named in text by name or alias, checking context for aliases that are common words. */
import { isInstitution, normTicker, type CompanyIndex, type NameEntry } from './company-index';
import { contextConfidence, nearMention, NO_CUES, type Near } from './mention-context';
import { pickSharedName } from './shared-names';
import { inSharePrompt } from './share-prompt';
import { splitJoined } from './split-tokens';
import type { Hit } from './ticker-matches';
import { EXCHANGE_PREFIXES } from './ticker-data';
import { isTitleCase, type PhraseHit, type Token } from './tokens';

const LEGAL_AFTER = new Set(
  'inc corp corporation co company plc ag se sa nv ltd limited group holdings'.split(' '),
);

export interface Prepared {
  text: string;
  tokens: readonly Token[];
}

/** What the ticker pass found: its hits, the companies they name, and tickers written in parentheses. */
export interface TickerEvidence {
  hits: readonly Hit[];
  companyIds: ReadonlySet<number>;
  parenthesised: ReadonlySet<string>;
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

const tokenEnd = (t: Token | undefined): number => (t === undefined ? 0 : t.at + t.raw.length);

/** Scan hits, one per mention: institutions dropped, a name several companies share resolved to one. */
function mentionsIn(
  tokens: readonly Token[],
  text: string,
  index: CompanyIndex,
  language: string | undefined,
): PhraseHit<NameEntry>[] {
  const byStart = new Map<number, PhraseHit<NameEntry>[]>();
  for (const f of index.names.scan(tokens)) {
    const e = f.phrase.value;
    if (isInstitution(e)) continue;
    byStart.set(f.start, [...(byStart.get(f.start) ?? []), { ...f, phrase: { ...f.phrase, value: e } }]);
  }
  const out: PhraseHit<NameEntry>[] = [];
  for (const group of byStart.values()) {
    const first = group[0];
    if (group.length === 1 || first === undefined) {
      out.push(...group);
      continue;
    }
    const near = nearMention(tokens, first.start, first.end);
    const companies = group.map((f) => f.phrase.value.company);
    const meant = pickSharedName(companies, near.tokens, text.slice(near.from, near.to), language);
    out.push(...group.filter((f) => f.phrase.value.company === meant));
  }
  return out;
}

/** A mention whose company reading depends on the words around it. */
interface Pending {
  entry: NameEntry;
  hit: Hit;
  suffix: boolean;
  near: Near;
}

/**
 * Pending mentions the context supports. Only a company named outright nearby counts as support, not another
 * word-like name: two of those ("Apple", "Amazon") would otherwise vouch for each other.
 */
function acceptInContext(
  text: string,
  pending: readonly Pending[],
  sure: readonly Hit[],
  language?: string,
): Hit[] {
  const accepted: Hit[] = [];
  for (const p of pending) {
    const others = sure.some((h) => h.company !== p.hit.company && h.at >= p.near.from && h.at < p.near.to);
    const amb = p.entry.ambiguity ?? NO_CUES;
    const confidence = contextConfidence(text, p.near, { amb, suffix: p.suffix, others, language });
    if (confidence !== null) accepted.push({ ...p.hit, confidence });
  }
  return accepted;
}

export function nameHits(
  prepared: Prepared,
  index: CompanyIndex,
  evidence: TickerEvidence,
  language?: string,
): Hit[] {
  const { text } = prepared;
  const tokens = splitJoined(prepared.tokens, index.names);
  const hits: Hit[] = [];
  let titled: boolean | undefined;
  const pending: Pending[] = [];
  for (const f of mentionsIn(tokens, text, index, language)) {
    const e = f.phrase.value;
    const suffix = LEGAL_AFTER.has(tokens[f.end]?.lower ?? '');
    const at = tokens[f.start]?.at ?? 0;
    const last = tokens[f.end - 1];
    const end = tokenEnd(last);
    // "LSE: BP" names an exchange, not the exchange operator.
    if (last && Object.hasOwn(EXCHANGE_PREFIXES, last.raw) && /^\s*:/.test(text.slice(end))) continue;
    if (e.needsTicker && !tickerBacked(e, evidence)) continue;
    // "$SAGE" is a cashtag (the ticker pass reads it), not the name Sage.
    if (text.charAt(at - 1) === '$') continue;
    if (inSharePrompt(text, at)) continue;
    const ordinary = language !== undefined && e.ordinaryIn.includes(language);
    if (e.ambiguity === undefined && !ordinary) {
      hits.push({ company: e.company, confidence: plainConfidence(e, suffix), at, end });
      continue;
    }
    const prev = tokens[f.start - 1];
    const person =
      e.ambiguity?.surname === true &&
      f.start > 0 &&
      prev !== undefined &&
      /^\p{Lu}\p{Ll}/u.test(prev.raw) &&
      !(titled ??= isTitleCase(tokens));
    if (person) continue;
    const hit = { company: e.company, confidence: 0, at, end };
    pending.push({ entry: e, hit, suffix, near: nearMention(tokens, f.start, f.end) });
  }
  return [...hits, ...acceptInContext(text, pending, [...evidence.hits, ...hits], language)];
}
