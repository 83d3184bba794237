/**
 * @module Recognises reference companies mentioned in a text and returns them as wire companies with a
 * confidence. A matcher is built once over a reference set (the bundled seed by default, or the store's
 * companies) and then matches any number of texts.
 */
import type { Company } from '../../../contract';
import type { MatchableCompany } from '../../companies/company-record';
import { SEED_COMPANIES } from '../../companies/seed-companies';
import { toWireCompany } from '../../companies/to-company';
import { buildIndex, normTicker, type CompanyIndex } from './company-index';
import { nameHits } from './name-matches';
import { repairMojibake } from './repair-mojibake';
import { tickerHits, type Hit } from './ticker-matches';
import { foldText, textTokens, wordString } from './tokens';

export interface CompanyMatcher {
  /** Companies mentioned in `text`, best confidence first, each once. */
  match(text: string): Company[];
}

/** "Palantir (PLTR)": a ticker in parentheses, which backs a name that says too little alone. */
const PARENTHESISED = /\(\s*([A-Z][A-Z0-9]{0,5}(?:[.-][A-Z0-9]{1,2})?)\s*\)/g;

function matchWith(index: CompanyIndex, text: string): Company[] {
  const repaired = repairMojibake(text);
  const clean = foldText(repaired);
  const tokens = textTokens(repaired);
  const byTicker = tickerHits(clean, index);
  const evidence = {
    companyIds: new Set(byTicker.map((h) => h.company.companyId)),
    parenthesised: new Set([...clean.matchAll(PARENTHESISED)].map((m) => normTicker(m[1] ?? ''))),
  };
  const hits = [
    ...byTicker,
    ...nameHits({ text: clean, tokens, words: wordString(tokens) }, index, evidence),
  ];
  const best = new Map<number, Hit>();
  for (const h of hits) {
    const prev = best.get(h.company.companyId);
    if (
      prev === undefined ||
      h.confidence > prev.confidence ||
      (h.confidence === prev.confidence && h.at < prev.at)
    )
      best.set(h.company.companyId, h);
  }
  return [...best.values()]
    .sort((x, y) => y.confidence - x.confidence || x.at - y.at)
    .map((h) => toWireCompany(h.company, h.confidence));
}

export function createCompanyMatcher(companies: readonly MatchableCompany[]): CompanyMatcher {
  const index = buildIndex(companies);
  return { match: (text) => matchWith(index, text) };
}

let seedMatcher: CompanyMatcher | undefined;

/** The matcher over the bundled seed, built on first use. */
export function bundledSeedMatcher(): CompanyMatcher {
  return (seedMatcher ??= createCompanyMatcher(SEED_COMPANIES));
}

export interface MatchOptions {
  companies?: readonly MatchableCompany[];
}

const customMatchers = new WeakMap<readonly MatchableCompany[], CompanyMatcher>();

/** Companies mentioned in `text` from the bundled seed, or from `options.companies` (its index is cached). */
export function matchCompanies(text: string, options: MatchOptions = {}): Company[] {
  const companies = options.companies;
  if (companies === undefined || companies === SEED_COMPANIES) return bundledSeedMatcher().match(text);
  let matcher = customMatchers.get(companies);
  if (matcher === undefined) {
    matcher = createCompanyMatcher(companies);
    customMatchers.set(companies, matcher);
  }
  return matcher.match(text);
}
