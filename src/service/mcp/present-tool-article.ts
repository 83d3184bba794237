/**
 * @module ArticleRecord → the tool server's articles (protocols §6): the search item and the by-link
 * article, with sentimentConfidence a number rounded as v1's confidence, and content and companies
 * only when asked for and allowed.
 */
import { roundConfidence, type ToolArticle, type ToolArticleDetail } from '../../contract';
import type { ArticleRecord } from '../model/article';

export interface ToolPresentation {
  includeContent: boolean;
  includeCompanies: boolean;
}

function extras(a: ArticleRecord, p: ToolPresentation): Pick<ToolArticle, 'content' | 'companies'> {
  return {
    ...(p.includeContent ? { content: a.content } : {}),
    ...(p.includeCompanies ? { companies: a.companies } : {}),
  };
}

export function toToolArticle(a: ArticleRecord, p: ToolPresentation): ToolArticle {
  return {
    title: a.title,
    summary: a.summary,
    link: a.link,
    publishDate: a.publishDate.toISOString(),
    source: a.source,
    sentiment: a.sentiment,
    sentimentConfidence: roundConfidence(a.confidence),
    ...extras(a, p),
  };
}

export function toToolArticleDetail(a: ArticleRecord, p: ToolPresentation): ToolArticleDetail {
  return {
    title: a.title,
    summary: a.summary,
    link: a.link,
    publishDate: a.publishDate.toISOString(),
    source: a.source,
    language: a.language,
    sentiment: a.sentiment,
    sentimentConfidence: roundConfidence(a.confidence),
    images: a.images,
    countries: a.countries,
    categories: a.categories,
    ...extras(a, p),
  };
}
