/**
 * @module Saved searches (our extension): a key's named searches, kept by the service so they follow the
 * analyst to any browser (and an agent reads them as MCP resources). The search is a POST /v2/articles body,
 * validated by that schema; a rolling `range` may stand for its dates. The dry run: what a saved (or unsaved)
 * search would have matched in the last DRY_RUN_DAYS days, with a few of the newest matches.
 */
import { z } from 'zod';
import { ArticleV2, IsoDateTime } from './article';
import { nestedSearchV2Body, SearchArticlesV2Body } from './search-params';
import { NO_CONTROL_CHARACTERS } from './text-rules';
import { VALIDATION_TEXT as T } from './validation-text';

/** Saved searches one key may keep: every plan the same (a row each, no upkeep once stored). */
export const MAX_SAVED_SEARCHES = 100;
export const MAX_SAVED_SEARCH_NAME_LENGTH = 200;
/** The dry run looks back this many days from now. */
export const DRY_RUN_DAYS = 7;
/** How many of the newest matches a dry run shows. */
export const DRY_RUN_SAMPLE_SIZE = 5;

/** A rolling window ending when the search is run: whole minutes, hours or days (the dashboard's ranges). */
const RELATIVE_RANGE = /^[1-9]\d{0,5}[mhd]$/;

export const SAVED_SEARCH_TEXT = {
  notFound: 'Saved search not found',
  limitReached: (limit: number) =>
    `Saved search limit reached: ${limit} saved search${limit === 1 ? '' : 'es'} for this key (delete one first)`,
  nameLength: `name must be shorter than or equal to ${MAX_SAVED_SEARCH_NAME_LENGTH} characters`,
  range: 'range must be a whole number of minutes, hours or days ending in m, h or d (e.g. 90m, 24h, 7d)',
  rangeWithDates: 'range cannot be combined with search.from or search.to',
} as const;

const name = z
  .string({ error: T.string('name') })
  .trim()
  .min(1, T.notEmpty('name'))
  .max(MAX_SAVED_SEARCH_NAME_LENGTH, SAVED_SEARCH_TEXT.nameLength)
  .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('name') });

export const SavedSearchRange = z
  .string({ error: SAVED_SEARCH_TEXT.range })
  .regex(RELATIVE_RANGE, { error: SAVED_SEARCH_TEXT.range });

/** The search as POST /v2/articles takes it (the route applies the v2 leniencies to it first). */
const search = nestedSearchV2Body('search');

function rangeAgainstDates(
  value: { range?: string | null; search?: { from?: string; to?: string } },
  ctx: z.RefinementCtx,
): void {
  const dated = value.search?.from !== undefined || value.search?.to !== undefined;
  if (typeof value.range === 'string' && dated) {
    ctx.addIssue({ code: 'custom', message: SAVED_SEARCH_TEXT.rangeWithDates, path: ['range'] });
  }
}

/** POST /v2/saved-searches. Unknown fields are ignored; inside `search`, the v2 leniencies apply (null = absent). */
export const SavedSearchCreateBody = z
  .object(
    {
      name,
      search: search.default({}),
      range: SavedSearchRange.optional(),
    },
    { error: T.bodyObject },
  )
  .superRefine(rangeAgainstDates);
export type SavedSearchCreateBody = z.infer<typeof SavedSearchCreateBody>;

/**
 * PATCH /v2/saved-searches/:id: a field given replaces the stored one (`search` as a whole); `range: null`
 * removes the range. The result must hold as a create body would (a range and dates never together).
 */
export const SavedSearchPatchBody = z.object(
  {
    name: name.optional(),
    search: search.optional(),
    range: SavedSearchRange.nullable().optional(),
  },
  { error: T.bodyObject },
);
export type SavedSearchPatchBody = z.infer<typeof SavedSearchPatchBody>;

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  search: SearchArticlesV2Body,
  range: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchResponse = z.object({ status: z.literal('ok'), savedSearch: SavedSearch });
export type SavedSearchResponse = z.infer<typeof SavedSearchResponse>;
export const SavedSearchListResponse = z.object({
  status: z.literal('ok'),
  savedSearches: z.array(SavedSearch),
});
export type SavedSearchListResponse = z.infer<typeof SavedSearchListResponse>;

/** POST /v2/saved-searches/dry-run: a search not saved (yet). */
export const DryRunBody = z.object({ search: search.default({}) }, { error: T.bodyObject });
export type DryRunBody = z.infer<typeof DryRunBody>;

export const DryRunResponse = z.object({
  status: z.literal('ok'),
  /** The window searched: the last DRY_RUN_DAYS days up to now (the search's own dates and range set aside). */
  from: IsoDateTime,
  to: IsoDateTime,
  /** Matches in the window, exact up to the result window (10,000). */
  total: z.number().int(),
  /** False when `total` stopped at the cap: at least that many. */
  totalExact: z.boolean(),
  /** The newest matches (at most DRY_RUN_SAMPLE_SIZE), as POST /v2/articles presents them. */
  articles: z.array(ArticleV2),
});
export type DryRunResponse = z.infer<typeof DryRunResponse>;
