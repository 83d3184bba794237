/**
 * @module GET /v2/enrichment (our extension): which models and rules label the articles, and what they
 * scored on the project's evaluations, so a user can judge what each label is worth. Free for every plan.
 */
import { z } from 'zod';

/** The labels enrichment writes; `companySentiment` is each tagged company's own judgement. */
export const EnrichmentLabel = z.enum([
  'language',
  'sentiment',
  'companySentiment',
  'categories',
  'countries',
  'companies',
]);
export type EnrichmentLabel = z.infer<typeof EnrichmentLabel>;

export const EnrichmentFigure = z.object({
  /** The evaluation set, e.g. `Financial PhraseBank, 50Agree`. */
  dataset: z.string(),
  /** Which part of it was scored, e.g. `public half` or `held-out split (not tuned on)`. */
  split: z.string(),
  /** Rows (or pairs, headlines…: the metric says) scored. */
  n: z.number().int(),
  metric: z.string(),
  value: z.number(),
  /** A reference method scored on the same rows, where the evaluation ran one. */
  baseline: z.object({ name: z.string(), value: z.number() }).nullable(),
  /** When the evaluation ran (ISO 8601 UTC), as recorded in bench/RESULTS.md. */
  measuredAt: z.string(),
});
export type EnrichmentFigure = z.infer<typeof EnrichmentFigure>;

export const EnrichmentModel = z.object({
  label: EnrichmentLabel,
  name: z.string(),
  version: z.string(),
  /** The command that measures it again (in the repository). */
  evaluation: z.string(),
  figures: z.array(EnrichmentFigure),
});
export type EnrichmentModel = z.infer<typeof EnrichmentModel>;

export const EnrichmentResponse = z.object({
  status: z.literal('ok'),
  /** The enrichment that labels new articles; stored articles say which one labelled them. */
  enrichmentVersion: z.number().int(),
  models: z.array(EnrichmentModel),
});
export type EnrichmentResponse = z.infer<typeof EnrichmentResponse>;
