/**
 * @module ArticleRecord → the tool server's articles (protocols §6): the search item and the by-link
 * article, with sentimentConfidence a number rounded as v1's confidence, and content and companies
 * only when asked for and allowed.
 */
import { roundConfidence, type OptInFlag, type ToolArticle, type ToolArticleDetail } from '../../contract';
import type { ArticleOptIns } from '../feed/opt-in-readers';
import { articleOptInFields, companiesWithOptIns } from '../feed/present-article';
import type { ArticleRecord } from '../model/article';

export interface ToolPresentation {
  includeContent: boolean;
  includeCompanies: boolean;
  /** The opt-in flags asked for and granted (contract/opt-in-fields.ts). */
  optIn: readonly OptInFlag[];
}

/** Content, companies and the opt-in fields, as asked for; `optIns` holds the store-read values (readOptIns). */
function extras(a: ArticleRecord, p: ToolPresentation, optIns: ArticleOptIns): Partial<ToolArticle> {
  return {
    ...(p.includeContent ? { content: a.content } : {}),
    ...(p.includeCompanies ? { companies: companiesWithOptIns(a, p.optIn, optIns) } : {}),
    ...articleOptInFields(a, p.optIn, optIns),
  };
}

/** The fields both shapes open with, in the order they are written. */
function heading(
  a: ArticleRecord,
): Pick<ToolArticle, 'title' | 'summary' | 'link' | 'publishDate' | 'source'> {
  return {
    title: a.title,
    summary: a.summary,
    link: a.link,
    publishDate: a.publishDate.toISOString(),
    source: a.source,
  };
}

export function toToolArticle(
  a: ArticleRecord,
  p: ToolPresentation,
  optIns: ArticleOptIns = {},
): ToolArticle {
  return {
    ...heading(a),
    sentiment: a.sentiment,
    sentimentConfidence: roundConfidence(a.confidence),
    ...extras(a, p, optIns),
  };
}

export function toToolArticleDetail(
  a: ArticleRecord,
  p: ToolPresentation,
  optIns: ArticleOptIns = {},
): ToolArticleDetail {
  return {
    ...heading(a),
    language: a.language,
    sentiment: a.sentiment,
    sentimentConfidence: roundConfidence(a.confidence),
    images: a.images,
    countries: a.countries,
    categories: a.categories,
    ...extras(a, p, optIns),
  };
}
