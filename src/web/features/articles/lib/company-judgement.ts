/** @module What the grid's "Sentiment for <TICKER>" cell says about one article: that company's own judgement, or why none. */
import type { ArticleV2, Company, Sentiment } from '../../../../contract';

export type CompanyJudgement =
  | { judged: true; sentiment: Sentiment; score: number; confidence: number; salience: number | null }
  | { judged: false; why: string };

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The article's company listed under `ticker` (its own ticker or any of its listings', as `about:` takes it). */
export function companyByTicker(article: ArticleV2, ticker: string): Company | undefined {
  return article.companies?.find(
    (c) =>
      same(c.ticker, ticker) ||
      (c.primaryListing !== undefined && same(c.primaryListing.ticker, ticker)) ||
      (c.otherListings ?? []).some((l) => same(l.ticker, ticker)),
  );
}

export function companyJudgement(article: ArticleV2, ticker: string): CompanyJudgement {
  if (article.companies === undefined) {
    return { judged: false, why: 'No companies in this answer: the key’s plan has no entities.' };
  }
  const company = companyByTicker(article, ticker);
  if (!company) return { judged: false, why: `${ticker} is not tagged in this article.` };
  if (company.sentiment === undefined || company.sentimentScore === undefined) {
    return {
      judged: false,
      why: `${ticker} is tagged but not judged: the article was stored before per-company judgement (npm run reenrich), or this service does not judge each company.`,
    };
  }
  return {
    judged: true,
    sentiment: company.sentiment,
    score: company.sentimentScore,
    confidence: company.sentimentConfidence ?? 0,
    salience: company.salience ?? null,
  };
}
