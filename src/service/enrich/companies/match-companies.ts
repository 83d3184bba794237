/**
 * @module Recognises reference companies mentioned in a text and returns them as wire companies with a
 * confidence. A matcher is built once over a reference set (the bundled seed by default, or the store's
 * companies) and then matches any number of texts.
 */
import type { Company } from '../../../contract';
import type { MatchableCompany } from '../../model/company-record';
import { SEED_COMPANIES } from '../../companies/seed-companies';
import { toWireCompany } from '../../companies/to-company';
import { buildIndex, normTicker, type CompanyIndex } from './company-index';
import { nameHits } from './name-matches';
import { cleanWithOffsets } from './clean-offsets';
import { tickerHits, type Hit } from './ticker-matches';
import { textTokens } from './tokens';

/** Where a company is named: offsets into the text given to the matcher, `end` exclusive. */
export interface MentionSpan {
  at: number;
  end: number;
}

/** A tagged company with every mention of it that counted, in reading order. */
export interface CompanyMentions {
  company: Company;
  mentions: MentionSpan[];
}

export interface CompanyMatcher {
  /**
   * Companies mentioned in `text`, best confidence first, each once. `language` (ISO 639-1, as detected) tells
   * which names are ordinary words there and which of two companies sharing a name its readers likely mean.
   */
  match(text: string, language?: string): Company[];
  /** The same companies in the same order, each with where it is named (offsets into `text` as given). */
  mentions(text: string, language?: string): CompanyMentions[];
}

/** "Palantir (PLTR)": a ticker in parentheses, which backs a name that says too little alone. */
const PARENTHESISED = /\(\s*([A-Z][A-Z0-9]{0,5}(?:[.-][A-Z0-9]{1,2})?)\s*\)/g;

/** "Anglo American (LON: AAL)": right after a name, a written form of that company's own ticker. */
const ECHO_GAP = /^\s*[([,]?\s*$/;

function ownTickers(c: MatchableCompany): Set<string> {
  const all = [c.ticker, c.primaryListing?.ticker ?? '', ...c.otherListings.map((l) => l.ticker)];
  return new Set(all.filter((t) => t !== '').map(normTicker));
}

/** A ticker that echoes the name before it belongs to that name, whichever company another venue lists under it. */
function isEcho(ticker: Hit, names: readonly Hit[], text: string): boolean {
  const written = ticker.ticker;
  if (written === undefined) return false;
  return names.some(
    (n) =>
      n.company !== ticker.company &&
      n.end <= ticker.at &&
      ECHO_GAP.test(text.slice(n.end, ticker.at)) &&
      ownTickers(n.company).has(normTicker(written)),
  );
}

function mentionsWith(index: CompanyIndex, text: string, language?: string): CompanyMentions[] {
  const { clean, original } = cleanWithOffsets(text);
  const tokens = textTokens(clean);
  const byTicker = tickerHits(clean, index);
  const evidence = {
    hits: byTicker,
    companyIds: new Set(byTicker.map((h) => h.company.companyId)),
    parenthesised: new Set([...clean.matchAll(PARENTHESISED)].map((m) => normTicker(m[1] ?? ''))),
  };
  const byName = nameHits({ text: clean, tokens }, index, evidence, language);
  const hits = [...byTicker.filter((h) => !isEcho(h, byName, clean)), ...byName];
  const best = new Map<number, Hit>();
  const spans = new Map<number, MentionSpan[]>();
  for (const h of hits) {
    const id = h.company.companyId;
    const prev = best.get(id);
    if (
      prev === undefined ||
      h.confidence > prev.confidence ||
      (h.confidence === prev.confidence && h.at < prev.at)
    )
      best.set(id, h);
    spans.set(id, [...(spans.get(id) ?? []), { at: original(h.at), end: original(h.end) }]);
  }
  return [...best.values()]
    .sort((x, y) => y.confidence - x.confidence || x.at - y.at)
    .map((h) => ({
      company: toWireCompany(h.company, h.confidence),
      mentions: (spans.get(h.company.companyId) ?? []).sort((x, y) => x.at - y.at),
    }));
}

export function createCompanyMatcher(companies: readonly MatchableCompany[]): CompanyMatcher {
  const index = buildIndex(companies);
  return {
    match: (text, language) => mentionsWith(index, text, language).map((m) => m.company),
    mentions: (text, language) => mentionsWith(index, text, language),
  };
}

let seedMatcher: CompanyMatcher | undefined;

/** The matcher over the bundled seed, built on first use. */
export function bundledSeedMatcher(): CompanyMatcher {
  return (seedMatcher ??= createCompanyMatcher(SEED_COMPANIES));
}

export interface MatchOptions {
  companies?: readonly MatchableCompany[];
  /** ISO 639-1 language of the text, as enrichArticle detects it. */
  language?: string | undefined;
}

const customMatchers = new WeakMap<readonly MatchableCompany[], CompanyMatcher>();

/** Companies mentioned in `text` from the bundled seed, or from `options.companies` (its index is cached). */
export function matchCompanies(text: string, options: MatchOptions = {}): Company[] {
  const companies = options.companies;
  if (companies === undefined || companies === SEED_COMPANIES)
    return bundledSeedMatcher().match(text, options.language);
  let matcher = customMatchers.get(companies);
  if (matcher === undefined) {
    matcher = createCompanyMatcher(companies);
    customMatchers.set(companies, matcher);
  }
  return matcher.match(text, options.language);
}
