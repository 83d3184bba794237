/**
 * @module Facets and a count from a sample of search pages, for upstreams without the stats endpoint:
 * the same shape as the service's facets, computed in the browser over the articles the pages held.
 */
import { SENTIMENTS, type ArticleFacets, type ArticleV2, type FacetCount } from '../../../../contract';

function top(values: Iterable<string>, limit: number): FacetCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** Facets of `articles`; `named` sources are listed even with no article (count 0). */
export function sampleFacets(articles: ArticleV2[], limit: number, named: string[] = []): ArticleFacets {
  const sources = top(
    articles.map((a) => a.source),
    limit,
  );
  for (const name of named)
    if (!sources.some((s) => s.value === name)) sources.push({ value: name, count: 0 });
  const bySentiment = top(
    articles.map((a) => a.sentiment),
    SENTIMENTS.length,
  );
  return {
    sources,
    tickers: top(
      articles.flatMap((a) => [...new Set((a.companies ?? []).map((c) => c.ticker))]),
      limit,
    ),
    countries: top(
      articles.flatMap((a) => a.countries),
      limit,
    ),
    categories: top(
      articles.flatMap((a) => a.categories),
      limit,
    ),
    sentiments: SENTIMENTS.map((value) => ({
      value,
      count: bySentiment.find((s) => s.value === value)?.count ?? 0,
    })),
    languages: top(
      articles.map((a) => a.language),
      limit,
    ),
  };
}
