/**
 * @module The opt-in article fields (our extensions): each request flag, the field(s) it adds and their schemas,
 * where they go, what it implies and the plan capability it needs. Every surface that presents articles (POST
 * /v2/articles, by-link, the export and its CSV, MCP search_articles, `/ws` subscriptions, webhooks, GET
 * /v2/changes) takes its flags from this table and writes its fields from it, so without a flag every answer
 * keeps the spec's bytes, and a new field is one entry here plus its reader in the service.
 */
import { z } from 'zod';
import { Sentiment } from './enums';
import { IsoDateTime } from './iso-date-time';
import { VALIDATION_TEXT as T } from './validation-text';

/** A span a company's judgement rests on: `text` is exactly `article[field].slice(start, end)`. */
export const EvidenceSpan = z.object({
  text: z.string(),
  field: z.enum(['title', 'summary', 'content']),
  start: z.number().int(),
  end: z.number().int(),
  sentiment: Sentiment,
});
export type EvidenceSpan = z.infer<typeof EvidenceSpan>;

export interface OptInFieldSpec {
  /** What the flag does, for the reference and the MCP tool's input schema. */
  description: string;
  /**
   * Where its fields are written, in the order of `fields`: `article` — at the article's top level after
   * `content` and before `highlights`, flags in the order of this table; `company` — in each company object,
   * after the company's own keys (the flag then shows the companies, as `implies` says).
   */
  on: 'article' | 'company';
  /** The fields it adds, in the order they are written. */
  fields: Record<string, z.ZodType>;
  /** A delivery flag the opt-in turns on too. */
  implies?: 'includeEntities';
  /** The plan capability without which the flag is silently not granted (as includeEntities). */
  capability?: 'entities';
}

export const OPT_IN_FIELDS = {
  includeAuthor: {
    description: 'Adds `author` (the byline, null when the article has none) to each article.',
    on: 'article',
    fields: { author: z.string().nullable() },
  },
  includeFirstSeen: {
    description: 'Adds `firstSeenAt` (when this service first stored the article) to each article.',
    on: 'article',
    fields: { firstSeenAt: IsoDateTime },
  },
  includeStory: {
    description:
      'Adds `storyId` (the story the article belongs to), `storySize` (the articles in that story; with ' +
      '`asOf`, those first seen by then) and `reprintOf` (the link of the first copy when this is a reprint of ' +
      'it, else null) to each article; absent while the article is not grouped yet (grouping runs just after ' +
      'the write), except under `collapse: "story"`, where such an article is a story of its own: ' +
      '`storySize: 1` alone, no `storyId` or `reprintOf`.',
    on: 'article',
    fields: {
      storyId: z.string().optional(),
      storySize: z.number().int(),
      reprintOf: z.string().nullable().optional(),
    },
  },
  includeCompanySentiment: {
    description:
      'Adds to each company its own judgement: `sentiment`, `sentimentScore` (−1…1), `sentimentConfidence` ' +
      '(0…1), `salience` (0…1: how much the article is about it) and `evidence` (the spans it rests on). ' +
      'Implies includeEntities; needs a plan with entities.',
    on: 'company',
    implies: 'includeEntities',
    capability: 'entities',
    fields: {
      sentiment: Sentiment,
      sentimentScore: z.number(),
      sentimentConfidence: z.number(),
      salience: z.number(),
      evidence: z.array(EvidenceSpan),
    },
  },
} as const satisfies Record<`include${string}`, OptInFieldSpec>;

type Table = typeof OPT_IN_FIELDS;
export type OptInFlag = keyof Table;
/** The flags in table order (the order their fields and CSV columns are written in). */
export const OPT_IN_FLAGS = Object.keys(OPT_IN_FIELDS) as OptInFlag[];

/** The flags whose fields go on the article, or in each company. */
type FlagsOn<Where extends OptInFieldSpec['on']> = {
  [F in OptInFlag]: Table[F]['on'] extends Where ? F : never;
}[OptInFlag];
export type ArticleOptInFlag = FlagsOn<'article'>;
export type CompanyOptInFlag = FlagsOn<'company'>;

/** The values one flag adds to one article (or to one company). */
export type OptInValues<F extends OptInFlag> = z.infer<z.ZodObject<Table[F]['fields']>>;

/** The request's boolean of each flag, with its exact validation text; every request schema spreads these. */
export const OPT_IN_FLAG_FIELDS = Object.fromEntries(
  OPT_IN_FLAGS.map((flag) => [flag, z.boolean({ error: T.boolean(flag) })]),
) as { [F in OptInFlag]: z.ZodBoolean };

type Optional<S> = { [K in keyof S]: S[K] extends z.ZodType ? z.ZodOptional<S[K]> : never };
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type ShapeOn<Where extends OptInFieldSpec['on']> = Optional<
  UnionToIntersection<Table[FlagsOn<Where>]['fields']>
>;

function shapeOn<Where extends OptInFieldSpec['on']>(where: Where): ShapeOn<Where> {
  const shape: Record<string, z.ZodOptional> = {};
  for (const flag of OPT_IN_FLAGS) {
    const spec: OptInFieldSpec = OPT_IN_FIELDS[flag];
    if (spec.on !== where) continue;
    for (const [name, schema] of Object.entries(spec.fields)) shape[name] = z.optional(schema);
  }
  return shape as ShapeOn<Where>;
}

/** The article-level fields, each present only when its flag asks: ArticleV2 spreads them after `content`. */
export const OPT_IN_ARTICLE_SHAPE = shapeOn('article');
/** The company-level fields, each present only when its flag asks: Company spreads them after its own keys. */
export const OPT_IN_COMPANY_SHAPE = shapeOn('company');
