/**
 * @module A company's own judgement as the query language filters on it: `about:NVDA` (the article is about
 * the company: salience at least ABOUT_SALIENCE) and `positive:`/`neutral:`/`negative:AAPL` (the sentiment
 * towards that company). Each judged company of an article gives one label per ticker it is listed under and
 * per thing said of it (`AAPL:negative`, `AAPL:about`); a filter is one label. The store computes the same
 * labels in SQL (`company_judged`, migration 024, indexed), so this fold is the one SQL can do on every server:
 * spaces trimmed, ASCII letters upper-cased, nothing else.
 */
import type { Company } from '../contract';
import type { FieldName } from './ast';

export const JUDGED_FIELDS = ['about', 'positive', 'neutral', 'negative'] as const;
export type JudgedField = (typeof JUDGED_FIELDS)[number];

/** `about:` asks for at least this salience: the title's subject alone reaches it, a passing mention does not. */
export const ABOUT_SALIENCE = 0.5;

/** What matching needs of one company's judgement (a CompanyJudgement is one). */
export interface JudgedCompany {
  companyId: number;
  sentiment: string;
  salience: number;
}

const JUDGED_SET: ReadonlySet<string> = new Set(JUDGED_FIELDS);

export function isJudgedField(field: FieldName): field is JudgedField {
  return JUDGED_SET.has(field);
}

/** As company_judged folds a ticker in SQL: `upper(btrim(...))` in the ASCII letters only. */
export function foldJudgedTicker(value: string): string {
  return value.replace(/^ +| +$/g, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** The label a filter `field:value` looks for. */
export function judgedLabel(field: JudgedField, value: string): string {
  return `${foldJudgedTicker(value)}:${field}`;
}

function tickersOf(company: Company): string[] {
  return [
    company.ticker,
    company.primaryListing?.ticker,
    ...(company.otherListings ?? []).map((listing) => listing.ticker),
  ]
    .map((ticker) => (ticker === undefined ? '' : foldJudgedTicker(ticker)))
    .filter((ticker) => ticker !== '');
}

/**
 * The labels of an article whose companies are `companies` and their judgements `judgements` (joined by
 * companyId; a judgement of a company not tagged, or a company not judged, gives none), de-duplicated.
 */
export function judgedLabels(companies: readonly Company[], judgements: readonly JudgedCompany[]): string[] {
  const labels = new Set<string>();
  for (const judgement of judgements) {
    const kinds = [judgement.sentiment, ...(judgement.salience >= ABOUT_SALIENCE ? ['about'] : [])];
    for (const company of companies) {
      if (company.companyId !== judgement.companyId) continue;
      for (const ticker of tickersOf(company)) for (const kind of kinds) labels.add(`${ticker}:${kind}`);
    }
  }
  return [...labels];
}
