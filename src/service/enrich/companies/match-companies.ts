/** @module Recognises seed companies mentioned in a text and returns them as wire companies with a confidence. */
import type { Company } from '../../../contract';
import { SEED_COMPANIES, type SeedCompany } from '../../companies/seed-companies';
import { toWireCompany } from '../../companies/to-company';
import { buildIndex, type CompanyIndex } from './company-index';
import { nameHits } from './name-matches';
import { tickerHits, type Hit } from './ticker-matches';
import { foldText, textTokens, wordString } from './tokens';

export interface MatchOptions {
  companies?: readonly SeedCompany[];
}

let seedIndex: CompanyIndex | undefined;
const customIndexes = new WeakMap<readonly SeedCompany[], CompanyIndex>();

function indexFor(companies: readonly SeedCompany[] | undefined): CompanyIndex {
  if (companies === undefined || companies === SEED_COMPANIES)
    return (seedIndex ??= buildIndex(SEED_COMPANIES));
  let index = customIndexes.get(companies);
  if (index === undefined) {
    index = buildIndex(companies);
    customIndexes.set(companies, index);
  }
  return index;
}

/** Companies mentioned in `text`, best confidence first, each once. */
export function matchCompanies(text: string, options: MatchOptions = {}): Company[] {
  const index = indexFor(options.companies);
  const clean = foldText(text);
  const tokens = textTokens(text);
  const byTicker = tickerHits(clean, index);
  const hits = [
    ...byTicker,
    ...nameHits({ text: clean, tokens, words: wordString(tokens) }, index, byTicker.length),
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
