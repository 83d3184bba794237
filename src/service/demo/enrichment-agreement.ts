/**
 * @module How far enrichment agrees with what the demo generator meant to write (language, sentiment,
 * companies, categories, countries). The generator's labels are the intent; the stored labels come from
 * enrichment, so this is the check that the templates still say what they mean.
 */
import type { ArticleInput } from '../model/article';

export interface SetAgreement {
  /** Labels both sides give. */
  agreed: number;
  /** Labels only enrichment gives. */
  extra: number;
  /** Labels only the generator gives. */
  missed: number;
  precision: number;
  recall: number;
}

export interface Agreement {
  articles: number;
  /** Share of articles with the same language / sentiment. */
  language: number;
  sentiment: number;
  /** `generator→enrichment` sentiment pairs, e.g. `positive→neutral`, with their counts. */
  sentimentPairs: Map<string, number>;
  companies: SetAgreement;
  categories: SetAgreement;
  countries: SetAgreement;
  /** Generator company ids enrichment missed, most often missed first (for fixing templates). */
  missedCompanies: Map<string, number>;
}

const ratio = (n: number, d: number): number => (d === 0 ? 1 : n / d);

function tally(into: SetAgreement, meant: readonly string[], found: readonly string[]): void {
  const want = new Set(meant);
  const got = new Set(found);
  for (const g of got) {
    if (want.has(g)) into.agreed += 1;
    else into.extra += 1;
  }
  for (const w of want) if (!got.has(w)) into.missed += 1;
}

function finish(s: SetAgreement): SetAgreement {
  return {
    ...s,
    precision: ratio(s.agreed, s.agreed + s.extra),
    recall: ratio(s.agreed, s.agreed + s.missed),
  };
}

const empty = (): SetAgreement => ({ agreed: 0, extra: 0, missed: 0, precision: 1, recall: 1 });

/** `pairs`: the generator's article and what enrichment made of its raw text, in any order. */
export function measureAgreement(pairs: readonly { meant: ArticleInput; found: ArticleInput }[]): Agreement {
  let language = 0;
  let sentiment = 0;
  const sentimentPairs = new Map<string, number>();
  const missedCompanies = new Map<string, number>();
  const companies = empty();
  const categories = empty();
  const countries = empty();
  for (const { meant, found } of pairs) {
    if (meant.language === found.language) language += 1;
    if (meant.sentiment === found.sentiment) sentiment += 1;
    const pair = `${meant.sentiment}→${found.sentiment}`;
    sentimentPairs.set(pair, (sentimentPairs.get(pair) ?? 0) + 1);
    const foundIds = new Set(found.companies.map((c) => c.companyId));
    for (const c of meant.companies) {
      if (foundIds.has(c.companyId)) continue;
      const key = `${meant.language} ${c.ticker} (${c.name})`;
      missedCompanies.set(key, (missedCompanies.get(key) ?? 0) + 1);
    }
    tally(
      companies,
      meant.companies.map((c) => String(c.companyId)),
      found.companies.map((c) => String(c.companyId)),
    );
    tally(categories, meant.categories, found.categories);
    tally(countries, meant.countries, found.countries);
  }
  const n = pairs.length;
  return {
    articles: n,
    language: ratio(language, n),
    sentiment: ratio(sentiment, n),
    sentimentPairs,
    companies: finish(companies),
    categories: finish(categories),
    countries: finish(countries),
    missedCompanies: new Map([...missedCompanies].sort((a, b) => b[1] - a[1])),
  };
}

/** A few plain lines for a test log or a bench report. */
export function describeAgreement(a: Agreement): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  const set = (name: string, s: SetAgreement): string =>
    `${name.padEnd(11)} precision ${pct(s.precision)}, recall ${pct(s.recall)} (${s.agreed} agreed, ${s.extra} extra, ${s.missed} missed)`;
  const missed = [...a.missedCompanies]
    .slice(0, 8)
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ');
  return [
    `enrichment vs generator intent on ${a.articles} demo articles`,
    `language    ${pct(a.language)} agree`,
    `sentiment   ${pct(a.sentiment)} agree`,
    set('companies', a.companies),
    set('categories', a.categories),
    set('countries', a.countries),
    `most missed companies: ${missed || 'none'}`,
  ].join('\n');
}
