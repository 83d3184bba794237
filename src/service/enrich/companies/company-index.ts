/** @module Builds the lookup structures over the seed once: a phrase table of names/aliases and ticker maps. */
import type { SeedCompany } from '../../companies/seed-companies';
import { AMBIGUOUS_ALIASES, type AmbiguousAlias } from './ambiguous-aliases';
import { EXTRA_ALIASES } from './extra-aliases';
import { PhraseTable, foldText } from './tokens';

export type NameKind = 'name' | 'alias';

export interface NameEntry {
  company: SeedCompany;
  kind: NameKind;
  ambiguity: AmbiguousAlias | undefined;
}

export interface Listed {
  company: SeedCompany;
  mic: string;
  primary: boolean;
}

export interface CompanyIndex {
  names: PhraseTable<NameEntry>;
  /** Normalised ticker → listings under it. */
  tickers: Map<string, Listed[]>;
}

const LEGAL_SUFFIX =
  /[\s,]+(?:Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.,? Ltd\.?|Co\.?|Ltd\.?|Limited|plc|PLC|Plc|p\.l\.c\.|AG|SE|S\.?A\.?|N\.?V\.?|SA\/NV|A\/S|ASA|S\.p\.A\.|KGaA|& Co\.?( KGaA)?|Holdings?|Group)$/;

export function stripLegal(name: string): string {
  let out = name.replace(/^The\s+/, '');
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out.replace(LEGAL_SUFFIX, '').trim();
  }
  return out;
}

export function normTicker(t: string): string {
  return t.toUpperCase().replace(/\.$/, '').replace(/[-/]/g, '.');
}

/** German umlauts are often transliterated in English text: "Boerse", "Rueck". */
function umlautVariant(s: string): string {
  return s
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');
}

function surfaces(surface: string): string[] {
  const out = new Set([surface, umlautVariant(surface), surface.replace(/'/g, '')]);
  if (surface.includes('&')) out.add(surface.replace(/\s*&\s*/g, ' and '));
  return [...out];
}

export function buildIndex(companies: readonly SeedCompany[]): CompanyIndex {
  const names = new PhraseTable<NameEntry>();
  const tickers = new Map<string, Listed[]>();
  const addName = (company: SeedCompany, surface: string, kind: NameKind): void => {
    const ambiguity = AMBIGUOUS_ALIASES[surface] ?? AMBIGUOUS_ALIASES[foldText(surface)];
    const sensitive = ambiguity !== undefined || surface.length < 5 || surface === surface.toUpperCase();
    for (const s of surfaces(surface)) names.add(s, { company, kind, ambiguity }, sensitive);
  };
  const addTicker = (company: SeedCompany, ticker: string, mic: string, primary: boolean): void => {
    const key = normTicker(ticker);
    tickers.set(key, [...(tickers.get(key) ?? []), { company, mic, primary }]);
  };
  for (const c of companies) {
    const stripped = stripLegal(c.name);
    addName(c, c.name, 'name');
    if (stripped.length >= 2) addName(c, stripped, 'name');
    for (const alias of [...c.aliases, ...(EXTRA_ALIASES[c.name] ?? [])])
      if (alias !== stripped) addName(c, alias, 'alias');
    addTicker(c, c.primaryListing.ticker, c.primaryListing.exchangeCode, true);
    for (const l of c.otherListings) addTicker(c, l.ticker, l.exchangeCode, false);
  }
  return { names, tickers };
}
