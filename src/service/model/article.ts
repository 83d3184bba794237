/** @module The article as the service holds it: what the write path takes and what the store returns. */
import type { Category, Company, Sentiment } from '../../contract';

/** What enters the single write path (ingestion, bulk import, demo corpus). */
export interface ArticleInput {
  link: string;
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  publishDate: Date;
  language: string;
  sentiment: Sentiment;
  /** 0–1. */
  confidence: number;
  images: string[];
  /** ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  categories: Category[];
  companies: Company[];
}

/** A stored article: the input plus what indexing adds. */
export interface ArticleRecord extends ArticleInput {
  id: number;
  createdAt: Date;
  revisedDate: Date | null;
}
