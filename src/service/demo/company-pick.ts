/** @module Which seed companies an article names and how its headline writes them (alias, name, ticker, cashtag). */
import { SEED_COMPANIES, type SeedCompany } from '../companies/seed-companies';
import { JA_COMPANY_NAMES } from './lang-ja';
import { cumulative, pickCumulative, type Rng } from './prng';
import type { SourceProfile } from './sources';
import type { TemplatePick } from './template';
import type { Lang } from './vocab';

const EUROPE = new Set(['DE', 'FR', 'GB', 'NL', 'IT', 'ES', 'BE', 'IE', 'CH', 'DK', 'SE', 'NO']);

/** Headline exchange labels, by primary MIC for Euronext's venues and by exchange otherwise. */
const EXCHANGE_LABEL: Readonly<Record<string, string>> = {
  NASDAQ: 'NASDAQ',
  NYSE: 'NYSE',
  LONDON_STOCK_EXCHANGE: 'LON',
  FRANKFURT_STOCK_EXCHANGE: 'ETR',
  XPAR: 'EPA',
  XAMS: 'AMS',
  XBRU: 'EBR',
  XMIL: 'BIT',
  XOSL: 'OSL',
  TOKYO_STOCK_EXCHANGE: 'TYO',
  HONGKONG_STOCK_EXCHANGE: 'HKG',
  SHANGHAI_STOCK_EXCHANGE: 'SHA',
  SHENZHEN_STOCK_EXCHANGE: 'SHE',
  KOREA_STOCK_EXCHANGE: 'KRX',
  NATIONAL_STOCK_EXCHANGE: 'NSE',
  TORONTO_STOCK_EXCHANGE: 'TSX',
};

function exchangeLabel(c: SeedCompany): string {
  const key = c.exchange === 'EURONEXT_STOCK_EXCHANGE' ? c.primaryListing.exchangeCode : c.exchange;
  return EXCHANGE_LABEL[key] ?? c.exchange;
}

/** The generated articles are present-day news: a former listing is never picked. */
const LISTED: readonly SeedCompany[] = SEED_COMPANIES.filter((c) => c.listed);

/** Seed order is roughly size order within an exchange: earlier rows get named more often. */
const RANK_WEIGHT = new Map<number, number>();
{
  const seen = new Map<string, number>();
  for (const c of LISTED) {
    const rank = seen.get(c.exchange) ?? 0;
    seen.set(c.exchange, rank + 1);
    RANK_WEIGHT.set(c.companyId, 1 / (1 + rank / 6));
  }
}

function affinity(c: SeedCompany, lang: Lang, source: SourceProfile): number {
  if (source.focus.includes(c.country)) return 6;
  if (lang === 'ja') return 0.5;
  if (c.country === 'US') return lang === 'en' ? 1 : 0.6;
  return EUROPE.has(c.country) && lang !== 'en' ? 0.35 : lang === 'en' ? 0.35 : 0.12;
}

function allowed(c: SeedCompany, lang: Lang, pick: TemplatePick): boolean {
  if (lang === 'ja' && JA_COMPANY_NAMES[c.companyId] === undefined) return false;
  if (pick.sectors && !pick.sectors.includes(c.sector)) return false;
  if (pick.industries && !pick.industries.includes(c.industry)) return false;
  if (pick.tickers && !pick.tickers.includes(c.ticker)) return false;
  if (pick.companyCountries && !pick.companyCountries.includes(c.country)) return false;
  return true;
}

interface Pool {
  companies: SeedCompany[];
  sums: number[];
}

/** Per template pick (by identity), per language and source. */
const pools = new WeakMap<TemplatePick, Map<string, Pool>>();

function poolFor(lang: Lang, source: SourceProfile, pick: TemplatePick, peerOf?: SeedCompany): Pool {
  let byKey = pools.get(pick);
  if (byKey === undefined) {
    byKey = new Map();
    pools.set(pick, byKey);
  }
  const key = `${lang}|${source.domain}|${peerOf?.sector ?? ''}`;
  let pool = byKey.get(key);
  if (pool === undefined) {
    const fits = (c: SeedCompany, p: TemplatePick): boolean =>
      allowed(c, lang, p) && (peerOf === undefined || (c !== peerOf && c.sector === peerOf.sector));
    let companies = LISTED.filter((c) => fits(c, pick));
    if (companies.length === 0) companies = LISTED.filter((c) => fits(c, {}));
    if (companies.length === 0) companies = LISTED.filter((c) => c !== peerOf && allowed(c, lang, {}));
    const weights = companies.map((c) => (RANK_WEIGHT.get(c.companyId) ?? 1) * affinity(c, lang, source));
    pool = { companies, sums: cumulative(weights) };
    byKey.set(key, pool);
  }
  return pool;
}

/** A company for the template; with `peerOf`, a different company of the same sector where there is one. */
export function pickCompany(
  rng: Rng,
  lang: Lang,
  source: SourceProfile,
  pick: TemplatePick,
  peerOf?: SeedCompany,
): SeedCompany {
  const pool = poolFor(lang, source, pick, peerOf);
  const company = pool.companies[pickCumulative(pool.sums, rng.next())];
  if (company === undefined) throw new Error('the seed has no company for this template');
  return company;
}

export interface CompanyForms {
  /** Headline form. */
  display: string;
  short: string;
  name: string;
  /** Identification confidence: higher when the text carries the full name or the ticker. */
  confidence: number;
}

/** How an article in `lang` writes the company, drawn once per article. */
export function companyForms(rng: Rng, c: SeedCompany, lang: Lang): CompanyForms {
  const sure = (): number => rng.float(0.92, 0.99);
  const likely = (): number => rng.float(0.82, 0.97);
  if (lang === 'ja') {
    const [short, name] = JA_COMPANY_NAMES[c.companyId] ?? [c.aliases[0] ?? c.name, c.name];
    // Japanese names are not in the company directory: the full name, the one summaries use, carries
    // the listing as news sites print it ("トヨタ自動車（TYO: 7203）") so enrichment can tag it.
    const code = `（${exchangeLabel(c)}: ${c.ticker}）`;
    const coded = rng.chance(0.15);
    return {
      display: coded ? `${short}${code}` : short,
      short,
      name: `${name}${code}`,
      confidence: coded ? sure() : likely(),
    };
  }
  const short = c.aliases[0] ?? c.name;
  const tagged = `${short} (${exchangeLabel(c)}: ${c.ticker})`;
  const r = rng.next();
  if (lang !== 'en') {
    if (r < 0.7) return { display: short, short, name: c.name, confidence: likely() };
    if (r < 0.85) return { display: c.name, short, name: c.name, confidence: sure() };
    return { display: tagged, short, name: c.name, confidence: sure() };
  }
  if (r < 0.5) return { display: short, short, name: c.name, confidence: likely() };
  if (r < 0.62)
    return {
      display: rng.pick(c.aliases.length > 0 ? c.aliases : [short]),
      short,
      name: c.name,
      confidence: likely(),
    };
  if (r < 0.77) return { display: c.name, short, name: c.name, confidence: sure() };
  const cashtag = (c.exchange === 'NASDAQ' || c.exchange === 'NYSE') && /^[A-Z]+$/.test(c.ticker);
  if (r < 0.9 || !cashtag) return { display: tagged, short, name: c.name, confidence: sure() };
  return { display: `$${c.ticker}`, short, name: c.name, confidence: sure() };
}

/** Every way an article may write the company; the tests check each tagged company appears in the text. */
export function companyMentions(c: SeedCompany): string[] {
  const ja = JA_COMPANY_NAMES[c.companyId] ?? [];
  return [c.name, c.ticker, ...c.aliases, ...ja];
}
