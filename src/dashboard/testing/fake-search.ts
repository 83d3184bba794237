/** @module The fake upstream's search: a deliberately small reading of the v2 filters and query language. */
import {
  parseDateBound,
  upperBoundExclusive,
  type ArticleV2,
  type SearchArticlesV2Body,
  type SourceV2,
} from '../../contract';

export type FakeSearchOutcome = { ok: true; articles: ArticleV2[] } | { ok: false; token: string };

const FIELD_RE = /^-?(ticker|source|country|category|exchange|title|summary|isin|openfigi):(.*)$/i;

/** Finds the first token the real grammar would reject, as far as this fake understands it. */
function syntaxError(query: string): string | null {
  const tokens = query.match(/"[^"]*"|\(|\)|[^\s()]+/g) ?? [];
  let depth = 0;
  for (const token of tokens) {
    if (token === '(') depth += 1;
    if (token === ')' && --depth < 0) return ')';
    const field = FIELD_RE.exec(token);
    if (token.includes(':') && !field) return token;
    if (field && field[2] === '') return token;
  }
  return depth > 0 ? '(' : null;
}

function matchesTerm(article: ArticleV2, token: string): boolean {
  const field = FIELD_RE.exec(token);
  const negate = token.startsWith('-');
  let hit: boolean;
  if (field) {
    const value = (field[2] ?? '').replace(/"/g, '').toLowerCase();
    const name = (field[1] ?? '').toLowerCase();
    const companies = article.companies ?? [];
    if (name === 'ticker') hit = companies.some((c) => c.ticker.toLowerCase() === value);
    else if (name === 'exchange') hit = companies.some((c) => c.exchange.toLowerCase() === value);
    else if (name === 'source') hit = article.source === value;
    else if (name === 'country') hit = article.countries.some((c) => c.toLowerCase() === value);
    else if (name === 'category') hit = article.categories.some((c) => c === value);
    else hit = `${article.title} ${article.summary ?? ''}`.toLowerCase().includes(value);
  } else {
    const word = token.replace(/^[+-]/, '').replace(/"/g, '').toLowerCase();
    hit = `${article.title} ${article.summary ?? ''}`.toLowerCase().includes(word);
  }
  return negate ? !hit : hit;
}

function matchesQuery(article: ArticleV2, query: string): boolean {
  const terms = (query.match(/"[^"]*"|[^\s()]+/g) ?? []).filter((t) => !/^(AND|OR|NOT)$/i.test(t));
  return terms.every((t) => matchesTerm(article, t));
}

function inSourceSet(domain: string, body: SearchArticlesV2Body, sources: SourceV2[]): boolean {
  if (body.excludeSources?.includes(domain)) return false;
  if (body.sources?.length) return body.sources.includes('*') || body.sources.includes(domain);
  const isDefault = sources.some((s) => s.domain === domain && s.isDefaultSource);
  return isDefault || (body.optInSources ?? []).includes(domain);
}

function inRange(article: ArticleV2, body: SearchArticlesV2Body): boolean {
  const t = Date.parse(article.publishDate);
  const from = body.from ? parseDateBound(body.from) : null;
  const to = body.to ? parseDateBound(body.to) : null;
  if (from && t < from.instant.getTime()) return false;
  if (to && t >= upperBoundExclusive(to).getTime()) return false;
  return true;
}

/** All matches of a body (unpaged), newest first unless order=ASC. */
export function fakeSearch(
  corpus: ArticleV2[],
  sources: SourceV2[],
  body: SearchArticlesV2Body,
): FakeSearchOutcome {
  const query = body.query ?? '';
  const bad = query ? syntaxError(query) : null;
  if (bad !== null) return { ok: false, token: bad };
  const language = body.language ?? 'en';
  const articles = corpus.filter(
    (a) =>
      a.language === language &&
      inSourceSet(a.source, body, sources) &&
      inRange(a, body) &&
      (!body.tickers?.length ||
        body.tickers.includes('*') ||
        (a.companies ?? []).some((c) => body.tickers?.includes(c.ticker))) &&
      (!body.countries?.length || a.countries.some((c) => body.countries?.includes(c))) &&
      (!body.categories?.length || a.categories.some((c) => body.categories?.includes(c))) &&
      (!query || matchesQuery(a, query)),
  );
  const sorted = [...articles].sort((a, b) => a.publishDate.localeCompare(b.publishDate));
  return { ok: true, articles: body.order === 'ASC' ? sorted : sorted.reverse() };
}
