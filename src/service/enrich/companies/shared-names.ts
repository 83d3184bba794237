/**
 * @module Picks one company when several seed companies go by the same name ("Merck": Merck & Co in the US,
 * Merck KGaA in Germany). Cues near the mention decide (a home country's words, exchange, index, currency, or
 * the company's own products and towns); without any, the company at home in the text's language wins.
 */
import type { MatchableCompany } from '../../model/company-record';
import type { Token } from './tokens';

/** Cues as written: all-capital ones ("US", "DAX") must match in capitals, the others in any case. */
const COUNTRY_CUES: Readonly<Record<string, string>> = {
  US: 'US,U.S,USA,American,America,NYSE,Nasdaq,Wall Street,New Jersey,USD',
  DE: 'Germany,German,Deutschland,deutsche,deutscher,DAX,Frankfurt,Xetra,EUR',
  GB: 'Britain,British,UK,London,FTSE,LSE,GBP',
  FR: 'France,French,Paris,CAC,Euronext,EUR',
  CH: 'Switzerland,Swiss,Zurich,Geneva,SMI,CHF',
  JP: 'Japan,Japanese,Tokyo,Nikkei,Topix,JPY',
};

/** Currency signs near the mention, by home country. */
const COUNTRY_SIGNS: Readonly<Record<string, string>> = { US: '$', DE: '€', FR: '€', GB: '£', JP: '¥' };

/** A company's own words (products, head-office towns), keyed by its legal name. */
const COMPANY_CUES: Readonly<Record<string, string>> = {
  'Merck & Co., Inc.': 'Keytruda,Gardasil,MSD,Rahway,Kenilworth,Whitehouse Station',
  'Merck KGaA': 'Darmstadt,EMD,Serono,Sigma-Aldrich,Millipore',
};

/** Where a language's readers live, most likely home first; English and unknown text default to the US. */
const LANGUAGE_HOMES: Readonly<Record<string, readonly string[]>> = {
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'CA'],
  es: ['ES', 'MX'],
  pt: ['PT', 'BR'],
  it: ['IT'],
  nl: ['NL', 'BE'],
  ja: ['JP'],
  zh: ['CN', 'HK', 'TW'],
  ko: ['KR'],
  en: ['US', 'GB', 'CA', 'AU', 'IN'],
};

const cueWords = (list: string): string[][] => list.split(',').map((cue) => cue.split(/[\s.-]+/));

function mentions(tokens: readonly Token[], cues: string | undefined): number {
  if (cues === undefined) return 0;
  let count = 0;
  for (const cue of cueWords(cues)) {
    const exact = cue.every((w) => w === w.toUpperCase());
    const same = (t: Token | undefined, w: string): boolean =>
      t !== undefined && (exact ? t.raw === w : t.lower === w.toLowerCase());
    for (let i = 0; i < tokens.length; i++) if (cue.every((w, k) => same(tokens[i + k], w))) count += 1;
  }
  return count;
}

/** How strongly the text near the mention points to `company`. */
function cueScore(company: MatchableCompany, near: readonly Token[], nearText: string): number {
  const country = company.country ?? '';
  const sign = COUNTRY_SIGNS[country];
  const signs = sign === undefined ? 0 : nearText.split(sign).length - 1;
  return mentions(near, COUNTRY_CUES[country]) + signs + 2 * mentions(near, COMPANY_CUES[company.name]);
}

function homeRank(company: MatchableCompany, language: string | undefined): number {
  const homes = LANGUAGE_HOMES[language ?? 'en'] ?? LANGUAGE_HOMES.en ?? [];
  const at = homes.indexOf(company.country ?? '');
  return at < 0 ? homes.length : at;
}

/** The one company meant among those sharing a name; `near` are the tokens (and text) around the mention. */
export function pickSharedName<C extends MatchableCompany>(
  companies: readonly C[],
  near: readonly Token[],
  nearText: string,
  language: string | undefined,
): C | undefined {
  const ranked = companies
    .map((company, order) => ({
      company,
      cues: cueScore(company, near, nearText),
      home: homeRank(company, language),
      order,
    }))
    .sort((x, y) => y.cues - x.cues || x.home - y.home || x.order - y.order);
  return ranked[0]?.company;
}
