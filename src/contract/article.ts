/** @module Article shapes of REST v2, v1 and v1 extended (spec §2.1, protocols §2). */
import { z } from 'zod';
import { Company } from './company';
import { Category, Sentiment } from './enums';
import { ArticleHighlights } from './highlight';

/** ISO 8601 UTC with milliseconds, e.g. 2025-11-09T14:30:34.000Z. */
export const IsoDateTime = z.iso.datetime({ offset: false, precision: 3 });

const articleCore = {
  link: z.string(),
  source: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  publishDate: IsoDateTime,
  language: z.string(),
  sentiment: Sentiment,
  images: z.array(z.string()),
};

export const ArticleV2 = z.object({
  ...articleCore,
  /** Decimal string with at most 4 decimals, e.g. "0.95". */
  confidence: z.string(),
  countries: z.array(z.string()),
  categories: z.array(Category),
  /** Only with orderBy=createdAt. */
  createdAt: IsoDateTime.optional(),
  /** Only with orderBy=revisedDate or includeUpdates on live delivery. */
  revisedDate: IsoDateTime.nullable().optional(),
  /** Only on live delivery with includeUpdates. */
  isUpdate: z.boolean().optional(),
  /** Only with includeEntities=true on a plan with entities. */
  companies: z.array(Company).nullable().optional(),
  /** Only with includeContent=true on a plan with content. */
  content: z.string().nullable().optional(),
  /** Only on POST /v2/articles with highlight=true (our extension). */
  highlights: ArticleHighlights.optional(),
  /** Only with includeAuthor=true on POST /v2/articles or by-link (our extension): the byline, null when none. */
  author: z.string().nullable().optional(),
  /** Only with includeFirstSeen=true on POST /v2/articles, by-link or the export (our extension). */
  firstSeenAt: IsoDateTime.optional(),
  /** Only with collapse: "story" on POST /v2/articles (our extension): the story this article stands for. */
  storyId: z.string().optional(),
  /** Only with collapse: "story" (our extension): the story's articles, this one included. */
  storySize: z.number().int().optional(),
});
export type ArticleV2 = z.infer<typeof ArticleV2>;

export const ArticleV1 = z.object({
  ...articleCore,
  /** A JSON number in v1. */
  confidence: z.number(),
});
export type ArticleV1 = z.infer<typeof ArticleV1>;

export const ArticleV1Extended = ArticleV1.extend({
  content: z.string().nullable(),
});
export type ArticleV1Extended = z.infer<typeof ArticleV1Extended>;
