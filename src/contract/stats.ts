/**
 * @module POST /v2/articles/stats — aggregates over everything a search matches (not just a page).
 * Our extension; dashboards fall back to sampling pages on upstreams without it.
 */
import { z } from 'zod';
import { SearchArticlesV2Body } from './search-params';
import { NO_CONTROL_CHARACTERS } from './text-rules';
import { VALIDATION_TEXT as T } from './validation-text';

/** At most this many companies in one companySentiment request. */
export const MAX_COMPANY_TICKERS = 20;

/** Bucket sizes; `week` starts on Monday (ISO), `month` on the 1st, all in UTC. */
export const STATS_INTERVALS = ['minute', 'hour', 'day', 'week', 'month'] as const;
export const StatsInterval = z.enum(STATS_INTERVALS);
export type StatsInterval = z.infer<typeof StatsInterval>;

/** The search filters (paging and ordering are ignored) plus chart options. */
export const ArticleStatsBody = z.intersection(
  SearchArticlesV2Body,
  z
    .object(
      {
        /**
         * Bucket size of the timeline; default: hour for ranges up to 3 days, else day, else (when days would
         * be more than 200 buckets) week, else month. Without `from` the range starts at the first match.
         */
        interval: z.enum(STATS_INTERVALS, { error: T.oneOf('interval', STATS_INTERVALS) }),
        /** How many top sources/tickers to return (1–50, default 10). */
        top: z
          .number({ error: T.integer('top') })
          .int({ error: T.integer('top') })
          .min(1, T.min('top', 1))
          .max(50, T.max('top', 50)),
        /** Adds `facets`: per-value counts of the matches for the filter panel, in the same request. */
        facets: z.boolean({ error: T.boolean('facets') }),
        /**
         * Adds `companies`: each company's own sentiment per bucket (its judgement in each match), for the
         * companies of `companyTickers`, else the `top` companies judged in the most matches.
         */
        companySentiment: z.boolean({ error: T.boolean('companySentiment') }),
        /**
         * The companies to chart (with `companySentiment`): tickers of any of their listings, as `about:` takes
         * them; 1–20.
         */
        companyTickers: z
          .array(
            z
              .string({ error: T.eachString('companyTickers') })
              .regex(/\S/, { error: T.eachNotEmpty('companyTickers') })
              .regex(NO_CONTROL_CHARACTERS, { error: T.eachControlCharacters('companyTickers') }),
            { error: T.array('companyTickers') },
          )
          .min(1, T.notEmpty('companyTickers'))
          .max(MAX_COMPANY_TICKERS, T.arrayMax('companyTickers', MAX_COMPANY_TICKERS)),
        /** Adds `stories`: how many stories the matches tell, beside the article counts. */
        includeStories: z.boolean({ error: T.boolean('includeStories') }),
      },
      { error: T.bodyObject },
    )
    .partial()
    .refine((body) => body.companyTickers === undefined || body.companySentiment === true, {
      error: T.requires('companyTickers', 'companySentiment: true'),
      path: ['companyTickers'],
    }),
);
export type ArticleStatsBody = z.infer<typeof ArticleStatsBody>;

const SentimentCounts = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});

/** How many matches carry one value of a facet. */
export const FacetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;

/** The facets of a stats request with `facets: true`: the top values by count, most first. */
export const ArticleFacets = z.object({
  sources: z.array(FacetCount),
  tickers: z.array(FacetCount),
  countries: z.array(FacetCount),
  categories: z.array(FacetCount),
  /** All three labels, zeros included. */
  sentiments: z.array(FacetCount),
  /** The same filters in every language (the request's language filter left out). */
  languages: z.array(FacetCount),
});
export type ArticleFacets = z.infer<typeof ArticleFacets>;

/** One company's own sentiment in one bucket: the matches that judge it, from its judgement in each. */
export const CompanySentimentBucket = z.object({
  /** Bucket start, ISO 8601 UTC, as in `timeline`. */
  bucket: z.string(),
  /** Matches in the bucket that tag and judge the company. */
  count: z.number().int(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  /** Mean sentimentScore towards the company (−1…1) weighted by its sentimentConfidence; null when all are 0. */
  score: z.number().nullable(),
});
export type CompanySentimentBucket = z.infer<typeof CompanySentimentBucket>;

/** A company's series: only buckets where it was judged, ascending. */
export const CompanySentimentSeries = z.object({
  companyId: z.number().int(),
  ticker: z.string(),
  name: z.string(),
  /** Its matches over the whole range. */
  count: z.number().int(),
  timeline: z.array(CompanySentimentBucket),
});
export type CompanySentimentSeries = z.infer<typeof CompanySentimentSeries>;

export const ArticleStatsResponse = z.object({
  status: z.literal('ok'),
  /** Number of matching articles (exact). */
  total: z.number().int(),
  sentiment: SentimentCounts,
  /** Mean sentiment confidence of the matches; null when nothing matched. */
  averageConfidence: z.number().nullable(),
  interval: StatsInterval,
  /** Buckets in ascending time; `bucket` is the bucket start, ISO 8601 UTC. */
  timeline: z.array(SentimentCounts.extend({ bucket: z.string(), averageConfidence: z.number().nullable() })),
  topSources: z.array(z.object({ source: z.string(), count: z.number().int() })),
  topTickers: z.array(z.object({ ticker: z.string(), name: z.string(), count: z.number().int() })),
  /** Only with `facets: true`. */
  facets: ArticleFacets.optional(),
  /** Only with `companySentiment: true`: most matches first (companyId on ties). */
  companies: z.array(CompanySentimentSeries).optional(),
  /**
   * Only with `includeStories: true`: the stories the matches tell (an article not grouped yet counts as one);
   * in the timeline a story counts once, in the bucket of its first-seen match.
   */
  stories: z
    .object({
      total: z.number().int(),
      timeline: z.array(z.object({ bucket: z.string(), count: z.number().int() })),
    })
    .optional(),
});
export type ArticleStatsResponse = z.infer<typeof ArticleStatsResponse>;
