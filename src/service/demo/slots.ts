/** @module Fills a template's {slots} for one article and records what the text is about (companies, countries). */
import { MIC_EXCHANGE } from '../companies/mic';
import type { SeedCompany } from '../companies/seed-companies';
import { companyForms, pickCompany } from './company-pick';
import { pickBank, pickCoin, pickCommodity, pickCountries, pickIndex, pickRegulator } from './entities';
import { drawFigure, type FigureContext } from './figures';
import { percent, previousMonthName, quarterName, quarterShort, reportedQuarter } from './formats';
import type { Rng } from './prng';
import type { SourceProfile } from './sources';
import type { Template } from './template';
import { COUNTRY_NAMES, type Lang } from './vocab';

export interface Filled {
  values: Record<string, string>;
  /** What the figure slots refer to, so a revision can draw a new value. */
  figures: FigureContext;
  companies: { company: SeedCompany; confidence: number }[];
  countries: string[];
}

const countryName = (code: string, lang: Lang): string => COUNTRY_NAMES[code]?.[lang] ?? code;

function usesAny(used: ReadonlySet<string>, keys: readonly string[]): boolean {
  return keys.some((k) => used.has(k));
}

interface Work {
  rng: Rng;
  template: Template;
  values: Record<string, string>;
  countries: Set<string>;
  used: ReadonlySet<string>;
}

function fillCompanies(w: Work, source: SourceProfile): Filled['companies'] {
  const { rng, template, values, used } = w;
  const out: Filled['companies'] = [];
  if (!usesAny(used, ['co', 'co_short', 'co_name', 'co_country'])) return out;
  const company = pickCompany(rng, template.lang, source, template.pick);
  const forms = companyForms(rng, company, template.lang);
  values['co'] = forms.display;
  values['co_short'] = forms.short;
  values['co_name'] = forms.name;
  values['co_country'] = countryName(company.country, template.lang);
  out.push({ company, confidence: forms.confidence });
  if (usesAny(used, ['co2', 'co2_name'])) {
    const other = pickCompany(rng, template.lang, source, template.pick, company);
    const second = companyForms(rng, other, template.lang);
    values['co2'] = second.short;
    values['co2_name'] = second.name;
    out.push({ company: other, confidence: second.confidence * rng.float(0.88, 0.97) });
  }
  for (const { company: c } of out) w.countries.add(c.country);
  return out;
}

/** Where the company trades (primary listing, then its listing on its wire exchange), then where it is based. */
function marketsOf(c: SeedCompany): string[] {
  const onExchange = c.otherListings.find((l) => MIC_EXCHANGE[l.exchangeCode] === c.exchange);
  return [c.primaryListing.exchangeCountry, onExchange?.exchangeCountry ?? c.country, c.country];
}

function fillEntities(w: Work, company: SeedCompany | undefined): FigureContext {
  const { rng, template, values, countries, used } = w;
  const { lang, pick } = template;
  const ctx: FigureContext = {};
  let anchor = company?.country;
  if (usesAny(used, ['index', 'level'])) {
    ctx.index = pickIndex(rng, lang, company === undefined ? [] : marketsOf(company));
    values['index'] = ctx.index.name[lang];
    if (ctx.index.country !== null) countries.add(ctx.index.country);
    // Euro Stoxx belongs to no single country; its central bank is the ECB.
    anchor = ctx.index.country ?? 'DE';
  }
  if (usesAny(used, ['bank', 'bank_long', 'rate'])) {
    const bank = pickBank(rng, lang, anchor);
    values['bank'] = bank.short[lang];
    values['bank_long'] = bank.long[lang];
    values['rate'] = percent(Math.round(rng.float(bank.rate[0], bank.rate[1]) * 4) / 4, 2, lang);
    if (bank.country !== null) countries.add(bank.country);
  }
  if (used.has('agency')) {
    const regulator = pickRegulator(rng, pick.regulator ?? 'markets', company);
    values['agency'] = regulator.name[lang];
    if (regulator.country !== null) countries.add(regulator.country);
  }
  if (usesAny(used, ['country', 'country2'])) {
    const two = used.has('country2');
    const [a, b] = pickCountries(rng, pick, two, company?.country);
    values['country'] = countryName(a, lang);
    countries.add(a);
    if (two) {
      values['country2'] = countryName(b, lang);
      countries.add(b);
    }
  }
  if (usesAny(used, ['cmd', 'cmd_price'])) {
    ctx.commodity = pickCommodity(rng, pick);
    values['cmd'] = ctx.commodity.name[lang];
  }
  if (usesAny(used, ['coin', 'coin_price'])) {
    ctx.coin = pickCoin(rng);
    values['coin'] = ctx.coin.name[lang];
  }
  return ctx;
}

export function fillSlots(rng: Rng, template: Template, source: SourceProfile, date: Date): Filled {
  const { lang } = template;
  const used = new Set([...template.titleSlots, ...template.summarySlots]);
  const values: Record<string, string> = {};
  const w: Work = { rng, template, values, countries: new Set(template.countries), used };
  const companies = fillCompanies(w, source);
  const company = companies[0]?.company;
  const figures = fillEntities(w, company);
  const { quarter, year } = reportedQuarter(date);
  values['quarter'] = quarterName(quarter, lang);
  values['q_short'] = quarterShort(quarter, lang);
  values['month'] = previousMonthName(date, lang);
  values['year'] = String(year);
  for (const key of used) {
    const figure = values[key] === undefined ? drawFigure(key, rng, lang, figures) : undefined;
    if (figure !== undefined) values[key] = figure;
  }
  return { values, figures, companies, countries: [...w.countries].sort() };
}

/** French elides "de"/"le" before a vowel: "d’Airbus", "L’Euro Stoxx 50". */
const ELISION = /\b([DdLl])e ([AEIOUYÉÈÊÂÎÔaeiouyéèêâîô])/g;

/** Fills the slots and upper-cases the first letter (templates may start with "the"/"la"/"el"...). */
export function render(text: string, values: Readonly<Record<string, string>>, lang?: Lang): string {
  let filled = text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  if (lang === 'fr') filled = filled.replace(ELISION, '$1’$2');
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
