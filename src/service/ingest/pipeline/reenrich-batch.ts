/**
 * @module reenrichBatch: one step of a pass that runs the enrichment chain again over stored articles, so that
 * what a newer release or a company import knows (a better sentiment model, more companies, more country
 * names) reaches the articles stored before it. A pass goes in id order; each step returns where the next
 * one starts, so a running service answers requests between steps.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CompanyMatcher } from '../../enrich/companies/match-companies';
import { enrichArticle } from '../../enrich/enrich-article';
import type { ArticleRecord } from '../../model/article';
import type { Queryable } from '../../store/db';
import { listArticlesAfter, updateEnrichment } from '../../store/articles-repo';
import { mainSourceLanguages } from '../../store/sources-repo';

export interface ReenrichDeps {
  db: Queryable;
  /** The company reference set to tag from (the store's); the bundled seed when absent. */
  companies?: CompanyMatcher;
}

export interface ReenrichStep {
  /** The last article id already done; null to start from the first. */
  after: number | null;
  limit: number;
}

export interface ReenrichResult {
  examined: number;
  /** Articles whose enrichment or search index changed. */
  changed: number;
  /** Where the next step starts; null when the pass is complete. */
  next: number | null;
}

export const MAX_REENRICH_BATCH = 1_000;

export async function reenrichBatch(deps: ReenrichDeps, step: ReenrichStep): Promise<ReenrichResult> {
  const articles = await listArticlesAfter(deps.db, step.after, step.limit);
  const changed = await reenrichArticles(deps, articles);
  const last = articles.at(-1);
  return {
    examined: articles.length,
    changed,
    next: last && articles.length === step.limit ? last.id : null,
  };
}

/** Enriches `articles` again and stores what changed, one by one (not news: no change, no event); how many changed. */
export async function reenrichArticles(
  deps: ReenrichDeps,
  articles: readonly ArticleRecord[],
): Promise<number> {
  // What a feed declared is not stored. The source's usual language stands in for it, not the article's
  // stored one: that may be the very misreading a newer detector corrects.
  const declared = await mainSourceLanguages(deps.db, [...new Set(articles.map((a) => a.source))]);
  let changed = 0;
  for (const article of articles) {
    const input = enrichArticle(
      { ...article, declaredLanguage: declared.get(article.source) ?? null },
      deps.companies,
    );
    if (await updateEnrichment(deps.db, article.id, input)) changed += 1;
    // Enrichment runs on the service's own thread: let waiting API requests in between articles.
    await nextTurn();
  }
  return changed;
}
