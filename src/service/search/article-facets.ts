/**
 * @module The filter panel's facets: how many matches of a search carry each source, ticker, country,
 * category, sentiment and language. Sources the request names are always listed (zero when nothing of
 * theirs matches), so the panel can say so; languages count the same filters in every language. With
 * `collapse: "story"` the facets count stories, each by the match that stands for it (its first seen), so they
 * add up as the collapsed list does.
 */
import { SENTIMENTS, type ArticleFacets, type FacetCount } from '../../contract';
import type { Queryable } from '../store/db';
import { articlesFrom } from './as-of-sql';
import { buildWhere, storyFirstMatches } from './search-sql';
import type { SearchRequest } from './search-request';
import { SqlParams } from './sql-params';

type CountRow = { value: string; n: number | string };

const toCounts = (rows: CountRow[]): FacetCount[] =>
  rows.map((r) => ({ value: r.value, count: Number(r.n) }));

/** Domains the request names explicitly: `sources` (without `*`) and `optInSources`. */
export function namedSources(req: SearchRequest): string[] {
  if (req.sources.kind === 'only') return req.sources.domains;
  if (req.sources.kind === 'default') return req.sources.optIn;
  return [];
}

/** The top counts, then every named source missing from them with its own count (zero when none). */
export function withNamedSources(top: FacetCount[], named: FacetCount[], names: string[]): FacetCount[] {
  const listed = new Set(top.map((f) => f.value));
  const counts = new Map(named.map((f) => [f.value, f.count]));
  const missing = names
    .filter((name) => !listed.has(name))
    .map((name) => ({ value: name, count: counts.get(name) ?? 0 }));
  return [...top, ...missing];
}

export async function computeFacets(
  db: Queryable,
  search: SearchRequest,
  top: number,
): Promise<ArticleFacets> {
  const run = async (
    select: (p: SqlParams, where: string, articles: string) => string,
    options = {},
  ): Promise<FacetCount[]> => {
    const params = new SqlParams();
    const filters = buildWhere(search, params, options);
    // Collapsed: only the matches that stand for their story (a story never spans languages, so the language
    // facet's filters without the language pick the same ones).
    const where =
      search.collapse === 'story'
        ? `id IN (SELECT id FROM (${storyFirstMatches(search, params, filters)}) AS firsts)`
        : filters;
    const sql = select(params, where, articlesFrom(search, params));
    return toCounts(await db.query<CountRow>(sql, params.values as never[]));
  };
  // `articles`: the table, or the table as of the request's `asOf`; `unnest` the list column a facet counts.
  const grouped =
    (expr: string, unnest = '') =>
    (p: SqlParams, where: string, articles: string) =>
      `SELECT ${expr} AS value, count(*) AS n FROM ${articles}${unnest} WHERE ${where}
      GROUP BY 1 ORDER BY n DESC, 1 LIMIT ${p.add(top)}`;
  const names = namedSources(search);
  const [sources, named, tickers, countries, categories, sentiments, languages] = await Promise.all([
    run(grouped('source')),
    names.length > 0
      ? run(
          (p, where, articles) => `SELECT source AS value, count(*) AS n FROM ${articles}
            WHERE ${where} AND source = ANY(${p.add(names)}::text[]) GROUP BY 1`,
        )
      : Promise.resolve([]),
    run(grouped('t', ', unnest(tickers) AS t')),
    run(grouped('c', ', unnest(countries) AS c')),
    run(grouped('c', ', unnest(categories) AS c')),
    run(
      (_p, where, articles) =>
        `SELECT sentiment AS value, count(*) AS n FROM ${articles} WHERE ${where} GROUP BY 1`,
    ),
    run(grouped('language'), { language: false }),
  ]);
  const bySentiment = new Map(sentiments.map((f) => [f.value, f.count]));
  return {
    sources: withNamedSources(sources, named, names),
    tickers,
    countries,
    categories,
    sentiments: SENTIMENTS.map((value) => ({ value, count: bySentiment.get(value) ?? 0 })),
    languages,
  };
}
