/** @module The headline template type: text with {slots}, its language, polarity, categories and what to pick. */
import type { Category, Sentiment } from '../../contract';
import type { Lang, Regulator } from './vocab';

/**
 * Slots a title or summary may use:
 * company   {co} (headline form, sometimes with ticker or cashtag), {co_short}, {co_name}, {co_country},
 *           {co2}, {co2_name} (a second company)
 * numbers   {pct} {pct_idx} {pct_small} {pct_cpi} {pct_mid} {pct_big} {amount} {amount_m} {jobs} {cut_jobs} {n} {pmi} {pmi_low}
 * time      {quarter} {q_short} {month} {year}
 * entities  {bank} {bank_long} {rate} {bps}, {index} {level}, {agency}, {country} {country2},
 *           {cmd} {cmd_price}, {coin} {coin_price}
 */
export interface TemplatePick {
  /** Only companies of these GICS sectors. */
  sectors?: readonly string[];
  /** Only companies of these GICS sub-industries. */
  industries?: readonly string[];
  /** Only these tickers. */
  tickers?: readonly string[];
  /** Only companies based in these countries. */
  companyCountries?: readonly string[];
  /** Commodity keys or groups ('brent', 'metals'...). */
  commodities?: readonly string[];
  /** Pool for {country}; a geopolitical pair when the template also uses {country2} and none is given. */
  countries?: readonly string[];
  regulator?: Regulator['kind'];
}

export interface Template {
  id: string;
  lang: Lang;
  categories: readonly Category[];
  sentiment: Sentiment;
  title: string;
  summary: string;
  pick: TemplatePick;
  /** Countries the text is about that no slot names (e.g. "Nonfarm payrolls" → US). */
  countries: readonly string[];
  /** Slot names of the title and of the summary, computed once. */
  titleSlots: readonly string[];
  summarySlots: readonly string[];
}

type Polarity = '+' | '-' | '0';
const POLARITY: Readonly<Record<Polarity, Sentiment>> = { '+': 'positive', '-': 'negative', '0': 'neutral' };

export type TemplateSpec = [
  categories: readonly Category[],
  polarity: Polarity,
  title: string,
  summary: string,
  pick?: TemplatePick & { fixedCountries?: readonly string[] },
];

/** Builds a language's templates; ids are `<lang>-<n>` in list order. */
export function defineTemplates(lang: Lang, specs: readonly TemplateSpec[]): Template[] {
  return specs.map(([categories, polarity, title, summary, pick = {}], i) => {
    const { fixedCountries = [], ...rest } = pick;
    return {
      id: `${lang}-${String(i + 1).padStart(3, '0')}`,
      lang,
      categories,
      sentiment: POLARITY[polarity],
      title,
      summary,
      pick: rest,
      countries: fixedCountries,
      titleSlots: slotsOf(title),
      summarySlots: slotsOf(summary),
    };
  });
}

/** Slot names a text uses, e.g. ['co', 'pct']. */
export function slotsOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}
