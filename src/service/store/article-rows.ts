/** @module Mapping between article rows and ArticleRecord; the one column list every read uses. */
import type { Category, Company, Sentiment } from '../../contract';
import type { ArticleRecord } from '../model/article';

export const ARTICLE_COLUMNS = `id, link, source, title, summary, content, publish_date, created_at, revised_date,
  language, sentiment, confidence, images, countries, categories, companies`;

export interface ArticleRow {
  id: number | string;
  link: string;
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  publish_date: Date | string;
  created_at: Date | string;
  revised_date: Date | string | null;
  language: string;
  sentiment: Sentiment;
  confidence: number;
  images: string[];
  countries: string[];
  categories: Category[];
  companies: Company[] | string;
}

const toDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

export function toArticleRecord(row: ArticleRow): ArticleRecord {
  return {
    id: Number(row.id),
    link: row.link,
    source: row.source,
    title: row.title,
    summary: row.summary,
    content: row.content,
    publishDate: toDate(row.publish_date),
    createdAt: toDate(row.created_at),
    revisedDate: row.revised_date === null ? null : toDate(row.revised_date),
    language: row.language,
    sentiment: row.sentiment,
    confidence: Number(row.confidence),
    images: row.images,
    countries: row.countries,
    categories: row.categories,
    companies: typeof row.companies === 'string' ? (JSON.parse(row.companies) as Company[]) : row.companies,
  };
}
