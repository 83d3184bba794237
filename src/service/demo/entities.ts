/** @module Picks the real-world entities a template names, keeping them consistent (index ↔ its central bank...). */
import type { SeedCompany } from '../companies/seed-companies';
import type { Rng } from './prng';
import type { TemplatePick } from './template';
import {
  CENTRAL_BANKS,
  COINS,
  COMMODITIES,
  GEO_PAIRS,
  MACRO_COUNTRIES,
  REGULATORS,
  STOCK_INDICES,
  type CentralBank,
  type Coin,
  type Commodity,
  type Lang,
  type Regulator,
  type StockIndex,
} from './vocab';

const EURO_AREA = new Set(['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'IE']);
const HOME_INDEX: Readonly<Record<Lang, string>> = {
  en: 'S&P 500',
  de: 'DAX',
  fr: 'CAC 40',
  es: 'IBEX 35',
  ja: 'Nikkei 225',
};
const HOME_BANK: Readonly<Record<Lang, string | null>> = { en: 'US', de: null, fr: null, es: null, ja: 'JP' };

/** With anchors (where the article's company trades, then where it is based) the first local index; else any. */
export function pickIndex(rng: Rng, lang: Lang, anchors: readonly string[]): StockIndex {
  for (const anchor of anchors) {
    const local = STOCK_INDICES.filter((i) => i.country === anchor);
    if (local.length > 0) return rng.pick(local);
  }
  const home = STOCK_INDICES.find((i) => i.name.en === HOME_INDEX[lang]);
  if (home !== undefined && anchors.length === 0 && rng.chance(0.5)) return home;
  return rng.pick(STOCK_INDICES);
}

/** The bank of `country` (the ECB for the euro area); otherwise the language's home bank or any. */
export function pickBank(rng: Rng, lang: Lang, country: string | null | undefined): CentralBank {
  const key = country !== null && country !== undefined && EURO_AREA.has(country) ? null : country;
  const local = CENTRAL_BANKS.find((b) => b.country === key);
  if (local !== undefined && (country !== undefined || rng.chance(0.5))) return local;
  const home = CENTRAL_BANKS.find((b) => b.country === HOME_BANK[lang]);
  return home !== undefined && rng.chance(0.5) ? home : rng.pick(CENTRAL_BANKS);
}

export function pickRegulator(
  rng: Rng,
  kind: Regulator['kind'],
  company: SeedCompany | undefined,
): Regulator {
  const ofKind = REGULATORS.filter((r) => r.kind === kind);
  const home =
    company && ofKind.filter((r) => r.country === company.country || r.covers.includes(company.country));
  return rng.pick(home !== undefined && home.length > 0 ? home : ofKind);
}

/** One country, or two distinct ones: from the template's pool, else a geopolitical pair. */
export function pickCountries(rng: Rng, pick: TemplatePick, two: boolean, avoid?: string): [string, string] {
  const pool = pick.countries ?? MACRO_COUNTRIES;
  if (two && pick.countries === undefined) {
    const [a, b] = rng.pick(GEO_PAIRS);
    return rng.chance(0.5) ? [a, b] : [b, a];
  }
  let first = rng.pick(pool);
  if (first === avoid && pool.length > 1) first = rng.pick(pool.filter((c) => c !== avoid));
  const rest = pool.filter((c) => c !== first);
  return [first, rest.length > 0 ? rng.pick(rest) : first];
}

export function pickCommodity(rng: Rng, pick: TemplatePick): Commodity {
  const wanted = pick.commodities;
  const pool = wanted
    ? COMMODITIES.filter((c) => wanted.includes(c.key) || wanted.includes(c.group))
    : COMMODITIES;
  return rng.pick(pool.length > 0 ? pool : COMMODITIES);
}

export function pickCoin(rng: Rng): Coin {
  // Bitcoin dominates crypto coverage.
  return rng.chance(0.55) ? (COINS[0] ?? rng.pick(COINS)) : rng.pick(COINS);
}
