/** @module The article as the service holds it: what the write path takes and what the store returns. */
import type { Category, Company, Sentiment } from '../../contract';
import type { CompanyJudgement } from './company-judgement';

/** What the enrichment chain decides about an article; never taken from a feed or import as is. */
export interface ArticleEnrichment {
  language: string;
  sentiment: Sentiment;
  /** 0–1. */
  confidence: number;
  /** ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  categories: Category[];
  companies: Company[];
  /** Each company of `companies` judged on its own; absent (stored as none) where an article is built by hand. */
  companySentiment?: CompanyJudgement[];
  /** The ENRICHMENT_VERSION that wrote these fields; absent is stored as 0. */
  enrichmentVersion?: number;
}

/** Written with the article but read only by what asks for it, so not part of the record every read maps. */
type WrittenOnly = 'companySentiment' | 'enrichmentVersion';

/** What enters the single write path (ingestion, bulk import, demo corpus). */
export interface ArticleInput extends ArticleEnrichment {
  link: string;
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  publishDate: Date;
  images: string[];
  /** The byline as the feed or import line gave it; absent or null when it gave none. */
  author?: string | null;
  /** When the service first stored the article, when an import line says (an archive loaded later); else the sighting. */
  firstSeenAt?: Date | null;
}

/** What a feed, import line or page gives of an article: the input without what enrichment decides. */
export type ArticleFeedFields = Omit<ArticleInput, keyof ArticleEnrichment>;

/** A stored article: the input plus what indexing adds. */
export interface ArticleRecord extends Omit<ArticleInput, WrittenOnly> {
  /** Null when the article has no byline: a stored article always says. */
  author: string | null;
  /** When this service first stored it (or the time its import line gave); a revision keeps it. */
  firstSeenAt: Date;
  id: number;
  createdAt: Date;
  revisedDate: Date | null;
}
