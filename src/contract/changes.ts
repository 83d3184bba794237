/**
 * @module The change feed: GET /v2/changes (changes after a cursor, filtered like a live subscription) and
 * the cursor a live subscription may resume after (`resumeAfter`). Cursors are the change log's: positive
 * integers, gapless, in commit order.
 */
import { z } from 'zod';
import { ArticleV2, IsoDateTime } from './article';
import { LIST_FILTER_KEYS, NUMBER_FILTER_KEYS, SWITCH_FILTER_KEYS } from './filter-keys';
import { OPT_IN_FLAG_FIELDS, OPT_IN_FLAGS } from './opt-in-fields';
import { STREAM_FILTER_FIELDS } from './search-params';
import { VALIDATION_TEXT as T } from './validation-text';

export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 1000;

const cursorField = (name: string) =>
  z
    .number({ error: T.integer(name) })
    .int({ error: T.integer(name) })
    .min(0, T.min(name, 0))
    .max(Number.MAX_SAFE_INTEGER, T.max(name, Number.MAX_SAFE_INTEGER));

/** A change-log cursor as a client sends it (`after`, `resumeAfter`). */
export const ChangeCursor = cursorField('after');
export const ResumeAfterCursor = cursorField('resumeAfter');

/**
 * GET /v2/changes query string, after splitting lists and reading numbers and booleans. The filters mean what
 * they mean in an enhanced-stream subscription; `includeUpdates` adds revisions and removals to new articles.
 * Without `after`, the feed starts at the oldest change still kept.
 */
export const ChangesQuery = z
  .object({
    after: ChangeCursor,
    limit: z
      .number({ error: T.integer('limit') })
      .int({ error: T.integer('limit') })
      .min(1, T.min('limit', 1))
      .max(MAX_CHANGES_LIMIT, T.max('limit', MAX_CHANGES_LIMIT)),
    ...STREAM_FILTER_FIELDS,
    includeUpdates: z.boolean({ error: T.boolean('includeUpdates') }),
    ...OPT_IN_FLAG_FIELDS,
  })
  .partial();
export type ChangesQuery = z.infer<typeof ChangesQuery>;

const CHANGES_LIST_FIELDS = new Set<string>(LIST_FILTER_KEYS);
const CHANGES_BOOLEAN_FIELDS = new Set<string>([...SWITCH_FILTER_KEYS, 'includeUpdates', ...OPT_IN_FLAGS]);
const CHANGES_NUMBER_FIELDS = new Set<string>(['after', 'limit', ...NUMBER_FILTER_KEYS]);
const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** Turns the query string (all strings; a list comma-separated or repeated) into the shape ChangesQuery parses. */
export function normalizeChangesQuery(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === '') continue;
    const single = Array.isArray(value) ? value.join(',') : value;
    if (typeof single !== 'string') out[key] = single;
    else if (CHANGES_LIST_FIELDS.has(key))
      out[key] = single
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
    else if (CHANGES_NUMBER_FIELDS.has(key)) out[key] = NUMBER_TEXT.test(single) ? Number(single) : single;
    else if (CHANGES_BOOLEAN_FIELDS.has(key))
      out[key] = single.toLowerCase() in BOOLEAN_TEXT ? BOOLEAN_TEXT[single.toLowerCase()] : single;
    else out[key] = single;
  }
  return out;
}

/** A new or revised article: the article in the search shape (v2). */
export const ArticleChangeV2 = z.object({
  cursor: z.number().int().positive(),
  kind: z.enum(['created', 'revised']),
  changedAt: IsoDateTime,
  article: ArticleV2,
});
/** A removed article: only what is left of it. */
export const RemovedChangeV2 = z.object({
  cursor: z.number().int().positive(),
  kind: z.literal('removed'),
  changedAt: IsoDateTime,
  link: z.string(),
});
export const ChangeV2 = z.discriminatedUnion('kind', [ArticleChangeV2, RemovedChangeV2]);
export type ChangeV2 = z.infer<typeof ChangeV2>;

export const ChangesPageV2 = z.object({
  status: z.literal('ok'),
  /** The matching changes after `after`, in cursor order. */
  changes: z.array(ChangeV2),
  /** Where the next call resumes (`after`): the last change read, matching or not. */
  nextCursor: z.number().int().min(0),
  /** More changes were committed after nextCursor when this page was read. */
  hasMore: z.boolean(),
});
export type ChangesPageV2 = z.infer<typeof ChangesPageV2>;

export const CHANGES_TEXT = {
  expired: (after: number, oldest: number) =>
    `The change log no longer holds the changes after cursor ${after}: retention removed them (the oldest change kept has cursor ${oldest}). Start again from a search and a recent cursor.`,
  ahead: (after: number, latest: number) =>
    `Cursor ${after} is ahead of the change log (the latest change has cursor ${latest}).`,
} as const;

/** Whether a live `error` text is the refusal of a `resumeAfter` cursor (expired or ahead). */
export const CURSOR_REFUSAL =
  /^(The change log no longer holds the changes after cursor \d+|Cursor \d+ is ahead of the change log)/;
