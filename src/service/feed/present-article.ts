/** @module ArticleRecord → wire article of each surface (v2, v1, v1 extended), field presence by the rules. */
import {
  formatConfidence,
  roundConfidence,
  type ArticleV1,
  type ArticleV1Extended,
  type ArticleV2,
  type OrderBy,
} from '../../contract';
import type { Highlighter } from '../../query/text/highlight';
import type { ArticleRecord } from '../model/article';

export interface V2Presentation {
  orderBy?: OrderBy;
  includeCompanies?: boolean;
  includeContent?: boolean;
  /** Adds `highlights` (POST /v2/articles with highlight=true). */
  highlight?: Highlighter;
  /** Adds `author` (POST /v2/articles with includeAuthor=true). */
  includeAuthor?: boolean;
  /** Adds `firstSeenAt` (includeFirstSeen=true). */
  includeFirstSeen?: boolean;
}

export function toArticleV2(a: ArticleRecord, p: V2Presentation = {}): ArticleV2 {
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
  if (p.includeCompanies) article.companies = a.companies;
  if (p.includeContent) article.content = a.content;
  if (p.includeAuthor) article.author = a.author;
  if (p.includeFirstSeen) article.firstSeenAt = a.firstSeenAt.toISOString();
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
