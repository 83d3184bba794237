/**
 * @module Builds the lookup structures over a reference set once: a phrase table of names/aliases and ticker
 * maps. Seed companies use their reviewed aliases; imported ones only the names imported-names.ts allows,
 * never a phrase a seed company already owns, former listings included. A former listing is found by its own
 * names only: never by a phrase a listed seed company owns, never by ticker (a delisted ticker gets reused).
 */
import type { MatchableCompany } from '../../model/company-record';
import { stripLegal } from '../../companies/company-names';
import { AMBIGUOUS_ALIASES, type AmbiguousAlias } from './ambiguous-aliases';
import { EXTRA_ALIASES } from '../../companies/extra-aliases';
import { FORMER_AMBIGUOUS_ALIASES } from './former-ambiguous-names';
import { importedNameSurfaces } from './imported-names';
import { INSTITUTION_NAMES } from './institution-names';
import { ORDINARY_WORD_NAMES } from './ordinary-words';
import { SHADOWING_NAMES } from './shadowing-names';
import { PhraseTable, foldText, tokenize, type PhraseCase } from './tokens';

export { stripLegal };

export type NameKind = 'name' | 'alias';

export interface NameEntry {
  company: MatchableCompany;
  kind: NameKind;
  ambiguity: AmbiguousAlias | undefined;
  /** An imported name that says too little alone: it counts only beside the company's ticker. */
  needsTicker: boolean;
  /** Languages in which the name is an ordinary word (ordinary-words.ts). */
  ordinaryIn: readonly string[];
}

/** A public institution's name: it only keeps the company names inside it from matching. */
export interface InstitutionEntry {
  institution: string;
}

export type IndexEntry = NameEntry | InstitutionEntry;

export const isInstitution = (e: IndexEntry): e is InstitutionEntry => 'institution' in e;

export interface Listed {
  company: MatchableCompany;
  mic: string;
  primary: boolean;
  /** From an import: matched as a cashtag or exchange-qualified, never bare. */
  imported: boolean;
}

export interface CompanyIndex {
  names: PhraseTable<IndexEntry>;
  /** Normalised ticker → listings under it. */
  tickers: Map<string, Listed[]>;
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

const phraseKey = (surface: string): string =>
  tokenize(foldText(surface))
    .map((t) => t.lower)
    .join(' ');

/**
 * How a seed name must be written to match: exactly as spelt when `sensitive` (ambiguous, short, all caps).
 * Otherwise a one-word name ("Booking", "Visa") is often an ordinary word too, so it must be capitalised,
 * or written as spelt when the name itself starts in lower case ("easyJet"); longer names match in any case.
 */
function seedNameCasing(surface: string, sensitive: boolean): PhraseCase {
  if (sensitive) return true;
  if (/\s/.test(surface.trim())) return false;
  return /^\p{Lu}/u.test(surface) ? 'capitalised' : true;
}
const isSeed = (c: MatchableCompany): boolean => c.source === undefined || c.source === 'seed';
const isListed = (c: MatchableCompany): boolean => c.listed !== false;

function ambiguityOf(surface: string): AmbiguousAlias | undefined {
  const folded = foldText(surface);
  return (
    AMBIGUOUS_ALIASES[surface] ??
    AMBIGUOUS_ALIASES[folded] ??
    FORMER_AMBIGUOUS_ALIASES[surface] ??
    FORMER_AMBIGUOUS_ALIASES[folded]
  );
}

/**
 * A former listing goes by its legal name and reviewed aliases only (stripped, "BG Group plc" would be "BG"),
 * and never by a phrase in `reserved`, the phrases of the listed companies: the listed one wins.
 */
function addSeedNames(
  names: PhraseTable<IndexEntry>,
  owned: Set<string>,
  c: MatchableCompany,
  reserved: ReadonlySet<string> = new Set(),
): void {
  const listed = isListed(c);
  const add = (surface: string, kind: NameKind): void => {
    const ambiguity = ambiguityOf(surface);
    const ordinaryIn = ORDINARY_WORD_NAMES[surface] ?? [];
    const sensitive =
      ambiguity !== undefined ||
      ordinaryIn.length > 0 ||
      surface.length < 5 ||
      surface === surface.toUpperCase();
    for (const s of surfaces(surface)) {
      if (reserved.has(phraseKey(s))) continue;
      names.add(
        s,
        { company: c, kind, ambiguity, needsTicker: false, ordinaryIn },
        seedNameCasing(s, sensitive),
      );
      owned.add(phraseKey(s));
    }
  };
  const stripped = listed ? stripLegal(c.name) : c.name;
  add(c.name, 'name');
  if (stripped !== c.name && stripped.length >= 2) add(stripped, 'name');
  for (const alias of [...c.aliases, ...(EXTRA_ALIASES[c.name] ?? [])])
    if (alias !== stripped) add(alias, 'alias');
}

/** Imported names; a phrase several imported companies go by needs the ticker for each of them. */
function addImportedNames(
  names: PhraseTable<IndexEntry>,
  owned: ReadonlySet<string>,
  companies: readonly MatchableCompany[],
): void {
  const byPhrase = new Map<string, { company: MatchableCompany; surface: string; alone: boolean }[]>();
  for (const company of companies) {
    for (const { surface, alone } of importedNameSurfaces(company.name, company.aliases)) {
      for (const s of surfaces(surface)) {
        const key = phraseKey(s);
        if (owned.has(key)) continue;
        const list = byPhrase.get(key) ?? [];
        if (!list.some((e) => e.company === company)) list.push({ company, surface: s, alone });
        byPhrase.set(key, list);
      }
    }
  }
  for (const list of byPhrase.values()) {
    for (const { company, surface, alone } of list) {
      const needsTicker = !alone || list.length > 1;
      const entry = { company, kind: 'name' as const, ambiguity: undefined, needsTicker, ordinaryIn: [] };
      names.add(surface, entry, 'capitalised');
    }
  }
}

export function buildIndex(companies: readonly MatchableCompany[]): CompanyIndex {
  const names = new PhraseTable<IndexEntry>();
  const tickers = new Map<string, Listed[]>();
  const owned = new Set<string>();
  for (const institution of [...INSTITUTION_NAMES, ...SHADOWING_NAMES]) {
    for (const s of surfaces(institution)) {
      names.add(s, { institution }, false);
      owned.add(phraseKey(s));
    }
  }
  const addTicker = (company: MatchableCompany, ticker: string, mic: string, primary: boolean): void => {
    const key = normTicker(ticker);
    const listed = { company, mic, primary, imported: !isSeed(company) };
    tickers.set(key, [...(tickers.get(key) ?? []), listed]);
  };
  const seed = companies.filter(isSeed);
  for (const c of seed.filter(isListed)) addSeedNames(names, owned, c);
  const listedNames = new Set(owned);
  for (const c of seed.filter((c) => !isListed(c))) addSeedNames(names, owned, c, listedNames);
  addImportedNames(
    names,
    owned,
    companies.filter((c) => !isSeed(c)),
  );
  for (const c of companies) {
    if (!isListed(c)) continue;
    const primary = c.primaryListing;
    if (primary === null) addTicker(c, c.ticker, '', true);
    else addTicker(c, primary.ticker, primary.exchangeCode, true);
    for (const l of c.otherListings) addTicker(c, l.ticker, l.exchangeCode, false);
  }
  return { names, tickers };
}
