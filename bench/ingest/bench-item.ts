/** @module BenchItem: one article as a publisher's feed would carry it, before parsing and enrichment. */

export type BenchCorpus = 'demo' | 'news';

export interface BenchItem {
  link: string;
  /** The publisher's domain. */
  source: string;
  title: string;
  summary: string | null;
  /** Plain text, paragraphs separated by blank lines; feeds carry it as HTML. */
  content: string | null;
  publishDate: Date | null;
  images: string[];
  /** What the feed declares. */
  language: string;
}

export interface CorpusItems {
  corpus: BenchCorpus;
  items: BenchItem[];
}
