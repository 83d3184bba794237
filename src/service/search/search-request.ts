/**
 * @module The normalised search request both REST versions (and later MCP) reduce to, built from
 * validated contract params: defaults applied, values normalised, query parsed.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  parseDateBound,
  searchUpperBound,
  type Category,
  type Order,
  type OrderBy,
  type Sentiment,
  type StoryCollapse,
} from '../../contract';
import type { QueryNode } from '../../query/ast';

export type SourceScope =
  { kind: 'default'; optIn: string[] } | { kind: 'all' } | { kind: 'only'; domains: string[] };

export interface SearchRequest {
  /**
   * The caller's key id. Its account's custom sources are searched (and are part of its default
   * set); other accounts' custom sources are never searched, whatever the request names.
   */
  viewerKeyId: number;
  query: QueryNode | null;
  language: string;
  sources: SourceScope;
  excludeSources: string[];
  /** null = no ticker filter; 'any' = at least one tagged company. */
  tickers: string[] | 'any' | null;
  countries: string[];
  categories: Category[];
  /** Any of these labels; empty = no sentiment filter. */
  sentiments: Sentiment[];
  /** Sentiment confidence at least this, compared as the stored float4; null = no threshold. */
  minConfidence: number | null;
  from: Date | null;
  /** Exclusive upper bound. */
  toExclusive: Date | null;
  /** Only articles first indexed at or before this instant (a live stream's starting point). */
  createdAtMost?: Date;
  /** The store as it stood at this instant: articles first seen by then, each as its version current then. */
  asOf?: Date;
  /** 'story': one match per story, its first seen; paging and counts are of stories. */
  collapse?: StoryCollapse;
  excludeEmptyContent: boolean;
  orderBy: OrderBy;
  order: Order;
  page: number;
  pageSize: number;
}

export interface SearchParamsInput {
  sources?: string[];
  optInSources?: string[];
  excludeSources?: string[];
  tickers?: string[];
  countries?: string[];
  categories?: Category[];
  sentiments?: Sentiment[];
  minConfidence?: number;
  from?: string;
  to?: string;
  language?: string;
  excludeEmptyContent?: boolean;
  orderBy?: OrderBy;
  order?: Order;
  page?: number;
  pageSize?: number;
  asOf?: string;
  collapse?: StoryCollapse;
}

const domains = (list: string[] | undefined): string[] => [
  ...new Set((list ?? []).map((d) => d.trim().toLowerCase()).filter((d) => d.length > 0)),
];

function sourceScope(params: SearchParamsInput): SourceScope {
  const sources = domains(params.sources);
  if (params.sources && params.sources.length > 0) {
    return sources.includes('*') ? { kind: 'all' } : { kind: 'only', domains: sources };
  }
  return { kind: 'default', optIn: domains(params.optInSources) };
}

function tickerFilter(tickers: string[] | undefined): SearchRequest['tickers'] {
  if (!tickers || tickers.length === 0) return null;
  const upper = [...new Set(tickers.map((t) => t.trim().toUpperCase()).filter((t) => t.length > 0))];
  if (upper.includes('*')) return 'any';
  return upper.length > 0 ? upper : null;
}

/** Builds the request of the caller `viewerKeyId` from validated params and an already parsed query. */
export function toSearchRequest(
  params: SearchParamsInput,
  query: QueryNode | null,
  viewerKeyId: number,
): SearchRequest {
  const from = params.from ? parseDateBound(params.from) : null;
  const to = params.to ? parseDateBound(params.to) : null;
  const asOf = params.asOf ? parseDateBound(params.asOf) : null;
  return {
    viewerKeyId,
    query,
    language: (params.language ?? DEFAULT_LANGUAGE).toLowerCase(),
    sources: sourceScope(params),
    excludeSources: domains(params.excludeSources),
    tickers: tickerFilter(params.tickers),
    countries: [...new Set((params.countries ?? []).map((c) => c.toUpperCase()))],
    categories: [...new Set(params.categories ?? [])],
    sentiments: [...new Set(params.sentiments ?? [])],
    // 0 lets every article through: the same as no threshold, and it keeps the query as selective as it is.
    minConfidence: params.minConfidence ? params.minConfidence : null,
    from: from ? from.instant : null,
    toExclusive: to ? searchUpperBound(to) : null,
    excludeEmptyContent: params.excludeEmptyContent ?? false,
    orderBy: params.orderBy ?? 'publishDate',
    order: params.order ?? 'DESC',
    page: params.page ?? DEFAULT_PAGE,
    pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(asOf ? { asOf: asOf.instant } : {}),
    ...(params.collapse ? { collapse: params.collapse } : {}),
  };
}
