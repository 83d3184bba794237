/** @module ArticleRecord → wire article of each surface (v2, v1, v1 extended), field presence by the rules. */
import {
  formatConfidence,
  OPT_IN_FIELDS,
  roundConfidence,
  type ArticleV1,
  type ArticleV1Extended,
  type ArticleV2,
  type Company,
  type OptInFlag,
  type OrderBy,
} from '../../contract';
import type { Highlighter } from '../../query/text/highlight';
import type { ArticleRecord } from '../model/article';
import { optInFields, optInValue, type ArticleOptIns } from './opt-in-readers';

export interface V2Presentation {
  orderBy?: OrderBy;
  includeCompanies?: boolean;
  includeContent?: boolean;
  /** Adds `highlights` (POST /v2/articles with highlight=true). */
  highlight?: Highlighter;
  /** The opt-in flags asked for and granted, in table order (contract/opt-in-fields.ts). */
  optIn?: readonly OptInFlag[];
}

/** Each company with the company-level opt-in fields of `flags` (a company without values keeps its own keys). */
export function companiesWithOptIns(
  a: ArticleRecord,
  flags: readonly OptInFlag[],
  optIns: ArticleOptIns,
): Company[] {
  const companyFlags = flags.filter((flag) => OPT_IN_FIELDS[flag].on === 'company');
  if (companyFlags.length === 0) return a.companies;
  const byFlag = companyFlags.map((flag) => ({ flag, values: optInValue(flag, a, optIns) }));
  return a.companies.map((company) => {
    let shown: Company = company;
    for (const { flag, values } of byFlag) {
      const own = values instanceof Map ? (values.get(company.companyId) as object | undefined) : undefined;
      if (own !== undefined) shown = { ...shown, ...optInFields(flag, own) };
    }
    return shown;
  });
}

/** The article-level opt-in fields of `flags`, in table order. */
export function articleOptInFields(
  a: ArticleRecord,
  flags: readonly OptInFlag[],
  optIns: ArticleOptIns,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const flag of flags) {
    if (OPT_IN_FIELDS[flag].on !== 'article') continue;
    const values = optInValue(flag, a, optIns);
    if (values !== null && typeof values === 'object') Object.assign(fields, optInFields(flag, values));
  }
  return fields;
}

/** The v2 article; `optIns` holds the store-read values the presentation's opt-in flags need (readOptIns). */
export function toArticleV2(a: ArticleRecord, p: V2Presentation = {}, optIns: ArticleOptIns = {}): ArticleV2 {
  const optIn = p.optIn ?? [];
  const article: ArticleV2 = {
    link: a.link,
    source: a.source,
    title: a.title,
    summary: a.summary,
    publishDate: a.publishDate.toISOString(),
    language: a.language,
    sentiment: a.sentiment,
    confidence: formatConfidence(a.confidence),
    images: a.images,
    countries: a.countries,
    categories: a.categories,
  };
  if (p.orderBy === 'createdAt') article.createdAt = a.createdAt.toISOString();
  if (p.orderBy === 'revisedDate') article.revisedDate = a.revisedDate ? a.revisedDate.toISOString() : null;
  if (p.includeCompanies) article.companies = companiesWithOptIns(a, optIn, optIns);
  if (p.includeContent) article.content = a.content;
  Object.assign(article, articleOptInFields(a, optIn, optIns));
  if (p.highlight) {
    article.highlights = {
      title: p.highlight(a.title, 'title'),
      summary: a.summary === null ? null : p.highlight(a.summary, 'summary'),
    };
  }
  return article;
}

export function toArticleV1(a: ArticleRecord): ArticleV1 {
  return {
    link: a.link,
    title: a.title,
    publishDate: a.publishDate.toISOString(),
    source: a.source,
    language: a.language,
    sentiment: a.sentiment,
    confidence: roundConfidence(a.confidence),
    summary: a.summary,
    images: a.images,
  };
}

export function toArticleV1Extended(a: ArticleRecord): ArticleV1Extended {
  return { ...toArticleV1(a), content: a.content };
}
