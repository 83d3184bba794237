/**
 * @module In-memory matching of one stored article against a live subscription: the same meaning as the
 * WHERE clause search-sql.ts builds for the same SearchRequest (language, source scope with custom
 * sources, excluded sources, tickers, countries, categories, sentiments, minimum confidence, non-empty
 * content, query).
 */
import { compileMatcher, type Matcher, type PreparedArticle, type QueryNode } from '../../query';
import type { ArticleRecord } from '../model/article';
import type { SearchRequest } from '../search/search-request';
import type { ArticleOptIns } from './opt-in-readers';

/** The article's source as the sources table holds it at delivery time; null when the table has no row. */
export interface SourceStanding {
  isDefault: boolean;
  enabled: boolean;
  /** The key whose account owns this custom source; null for a shared source. */
  customForKey: number | null;
}

/** A subscription reduced to what matching needs: the search request of its filters and its compiled query. */
export interface LiveFilter {
  request: SearchRequest;
  /** The compiled query; null when the subscription has none. */
  matcher: Matcher | null;
}

/** An article with what every subscription's check needs, computed once per delivery. */
export interface DeliveryCandidate {
  article: ArticleRecord;
  prepared: PreparedArticle;
  source: SourceStanding | null;
  /** Frames already serialised for this article, by stream and delivery options, shared by the connections. */
  frames?: Map<string, string>;
  /** The store-read opt-in values of the article, filled in place as subscriptions need them (fillOptIns). */
  optIns?: ArticleOptIns;
}

function inSourceScope(req: SearchRequest, source: SourceStanding | null, domain: string): boolean {
  // Another account's custom source is never delivered, whatever the subscription names.
  const othersCustom =
    source !== null && source.customForKey !== null && source.customForKey !== req.viewerKeyId;
  if (othersCustom) return false;
  const inDefaultSet =
    source !== null && source.enabled && (source.isDefault || source.customForKey === req.viewerKeyId);
  switch (req.sources.kind) {
    case 'all':
      return true;
    case 'only':
      return req.sources.domains.includes(domain);
    case 'default':
      return inDefaultSet || req.sources.optIn.includes(domain);
  }
}

function hasContent(article: ArticleRecord): boolean {
  return article.content !== null && article.content !== '';
}

/** True when the candidate passes every filter of the subscription. */
export function liveFilterMatches(filter: LiveFilter, candidate: DeliveryCandidate): boolean {
  const { request: req, matcher } = filter;
  const { article, prepared } = candidate;
  if (article.language !== req.language) return false;
  if (!inSourceScope(req, candidate.source, article.source)) return false;
  if (req.excludeSources.includes(article.source)) return false;
  if (req.tickers === 'any' && prepared.tickers.size === 0) return false;
  if (Array.isArray(req.tickers) && !req.tickers.some((t) => prepared.tickers.has(t))) return false;
  if (req.countries.length > 0 && !req.countries.some((c) => prepared.countries.has(c))) return false;
  if (req.categories.length > 0 && !req.categories.some((c) => prepared.categories.has(c))) return false;
  if (req.sentiments.length > 0 && !req.sentiments.includes(article.sentiment)) return false;
  // As SQL compares them: both sides as float4 (the column's type).
  if (req.minConfidence !== null && Math.fround(article.confidence) < Math.fround(req.minConfidence))
    return false;
  if (req.excludeEmptyContent && !hasContent(article)) return false;
  return matcher === null || matcher(prepared);
}

/** The filter of a prepared search: its request and its query compiled for in-memory matching. */
export function liveFilterOf(request: SearchRequest, query: QueryNode | null): LiveFilter {
  return { request, matcher: query === null ? null : compileMatcher(query, request.language) };
}
