/**
 * @module The live WebSocket protocol (protocols §4): the enhanced stream at `/ws` and the raw stream at
 * `/ws/raw`. Client frames (subscription, ping), server frames (admit, sendArticle, pong, preempted,
 * error), the raw article, the exact texts, close codes and upgrade refusals.
 */
import { z } from 'zod';
import { ArticleV2, IsoDateTime } from './article';
import { ResumeAfterCursor } from './changes';
import { Category } from './enums';
import { pickFields, RAW_STREAM_FILTER_KEYS, SWITCH_FILTER_KEYS, type StreamFilterKey } from './filter-keys';
import { OPT_IN_FLAG_FIELDS, OPT_IN_FLAGS } from './opt-in-fields';
import { SEARCH_FIELDS, STREAM_FILTER_FIELDS } from './search-params';
import { OncePerStory } from './stories';
import { VALIDATION_TEXT as T } from './validation-text';

export const LIVE_PATHS = { enhanced: '/ws', raw: '/ws/raw' } as const;
export type LiveStream = keyof typeof LIVE_PATHS;

const clientNonce = z.string({ error: T.string('clientNonce') });
const includeUpdates = z.boolean({ error: T.boolean('includeUpdates') });
/**
 * Resume from the change log: replay the matches of the changes after this cursor, in order, then go on live;
 * `"latest"` starts at the log's head without replay. Such a subscription is admitted with its cursor and every
 * article it is sent carries its change's cursor; without it the protocol is unchanged.
 */
const resumeAfter = z.union([ResumeAfterCursor, z.literal('latest')], {
  error: 'resumeAfter must be a change cursor (a non-negative integer) or "latest"',
});

/** Enhanced stream subscription: the search filters without paging, dates or ordering. Unknown fields are ignored. */
export const LiveSubscription = z
  .object({
    ...STREAM_FILTER_FIELDS,
    includeUpdates,
    oncePerStory: OncePerStory,
    clientNonce,
    resumeAfter,
    ...OPT_IN_FLAG_FIELDS,
  })
  .partial();
export type LiveSubscription = z.infer<typeof LiveSubscription>;

/** Raw stream subscription: fewer filters; its query may use the source:, title: and summary: fields only. */
export const RawLiveSubscription = z
  .object({
    ...pickFields(SEARCH_FIELDS, RAW_STREAM_FILTER_KEYS),
    includeUpdates,
    oncePerStory: OncePerStory,
    clientNonce,
    resumeAfter,
  })
  .partial();
export type RawLiveSubscription = z.infer<typeof RawLiveSubscription>;

/**
 * Filters of the enhanced stream that the raw one cannot honour (its articles carry no companies, content or
 * labels): named in a raw subscription they are refused, never silently ignored.
 */
export const RAW_UNSUPPORTED_FILTERS = [
  'tickers',
  'countries',
  'categories',
  'includeEntities',
  'includeContent',
  'excludeEmptyContent',
] as const satisfies readonly StreamFilterKey[];

/** What a raw subscription refuses by name: those filters and every opt-in field (its article is fixed). */
export const RAW_UNSUPPORTED_FIELDS: readonly string[] = [...RAW_UNSUPPORTED_FILTERS, ...OPT_IN_FLAGS];

/** The query fields the raw stream accepts (its articles carry no companies). */
export const RAW_QUERY_FIELDS = ['source', 'title', 'summary'] as const;

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };
const BOOLEAN_FIELDS = new Set<string>([
  ...SWITCH_FILTER_KEYS,
  'includeUpdates',
  'oncePerStory',
  ...OPT_IN_FLAGS,
]);

/**
 * The leniencies of a subscription frame: nulls are absent, "true"/"false" strings are booleans, and the
 * deprecated `extended` stands for includeContent when that is not given. `action` is not a filter.
 */
export function normalizeLiveSubscription(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined || key === 'action') continue;
    if (BOOLEAN_FIELDS.has(key) && typeof value === 'string' && value.toLowerCase() in BOOLEAN_TEXT)
      out[key] = BOOLEAN_TEXT[value.toLowerCase()];
    else out[key] = value;
  }
  if (out.includeContent === undefined && out.extended !== undefined) {
    const extended = out.extended;
    out.includeContent =
      typeof extended === 'string' && extended.toLowerCase() in BOOLEAN_TEXT
        ? BOOLEAN_TEXT[extended.toLowerCase()]
        : extended;
  }
  delete out.extended;
  return out;
}

/** `{action: "ping", t}`; the server answers `{action: "pong", t}` with the same `t`. */
export const LivePing = z.object({ action: z.literal('ping'), t: z.number().optional() });
export type LivePing = z.infer<typeof LivePing>;

/** A client frame's `action`: absent or `subscribe` for a subscription, `ping` for a ping. */
export const LIVE_CLIENT_ACTIONS = ['subscribe', 'ping'] as const;

/** What a raw-stream article carries: no sentiment, companies or content. */
export const RawLiveArticle = z.object({
  link: z.string(),
  source: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  publishDate: IsoDateTime,
  createdAt: IsoDateTime,
  language: z.string(),
  images: z.array(z.string()),
  countries: z.array(z.string()),
  categories: z.array(Category),
  /** Only with includeUpdates. */
  revisedDate: IsoDateTime.nullable().optional(),
  /** Only with includeUpdates. */
  isUpdate: z.boolean().optional(),
});
export type RawLiveArticle = z.infer<typeof RawLiveArticle>;

export const LiveAdmitMessage = z.object({
  action: z.literal('admit'),
  leaseId: z.string(),
  /** The server's clock, epoch milliseconds. */
  serverNow: z.number(),
  /** The subscription's clientNonce, echoed; null when it sent none. */
  clientNonce: z.string().nullable(),
  /** Only for a subscription with resumeAfter: the cursor it resumes after (the log's head for "latest"). */
  cursor: z.number().int().min(0).optional(),
});
export const LiveArticleMessage = z.object({
  action: z.literal('sendArticle'),
  data: z.union([ArticleV2, RawLiveArticle]),
  /** Only for a subscription with resumeAfter: the cursor of the change this article is sent for. */
  cursor: z.number().int().positive().optional(),
});
export const LivePongMessage = z.object({ action: z.literal('pong'), t: z.number().optional() });
export const LivePreemptedMessage = z.object({
  action: z.literal('preempted'),
  reason: z.literal('takeover'),
  newLeaseId: z.string(),
});
export const LiveErrorMessage = z.object({ action: z.literal('error'), data: z.string() });

export const LiveServerMessage = z.discriminatedUnion('action', [
  LiveAdmitMessage,
  LiveArticleMessage,
  LivePongMessage,
  LivePreemptedMessage,
  LiveErrorMessage,
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessage>;
export type LiveAdmitMessage = z.infer<typeof LiveAdmitMessage>;
export type LiveArticleMessage = z.infer<typeof LiveArticleMessage>;
export type LiveErrorMessage = z.infer<typeof LiveErrorMessage>;

/** Close codes the server uses (RFC 6455 §7.4.1 and the IANA registry). */
export const LIVE_CLOSE = {
  /** Displaced by a takeover, after `preempted`. */
  normal: 1000,
  /** The connection reached its lifetime, or the server is shutting down. */
  goingAway: 1001,
  /** The key was revoked or lost WebSocket access, after `error {data: "Key blocked"}`. */
  policy: 1008,
  /** Too many client frames (after `error {data: "Rate limit exceeded"}`) or a consumer too slow to read. */
  tryAgainLater: 1013,
} as const;

/** Longest a connection lives before it is closed with 1001. */
export const LIVE_MAX_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Bytes a connection may have waiting to be sent before it is closed as too slow (1013). */
export const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024;

export const LIVE_TEXT = {
  keyBlocked: 'Key blocked',
  rateLimited: 'Rate limit exceeded',
  invalidJson: 'Message must be valid JSON',
  notAnObject: 'Message must be a JSON object',
  unknownAction: `action must be one of the following values: ${LIVE_CLIENT_ACTIONS.join(', ')}`,
  rawFilter: (field: string) => `The raw stream does not support the ${field} filter`,
  rawQueryField: (field: string) =>
    `The raw stream supports only the ${RAW_QUERY_FIELDS.map((f) => `${f}:`).join(', ')} query fields, not '${field}:'`,
  /** Upgrade refusals (HTTP bodies in the REST error shape). */
  websocketForbidden: 'Your subscription does not allow WebSocket connections',
  connectionLimit: (limit: number) =>
    `Connection limit reached: ${limit} WebSocket connection${limit === 1 ? '' : 's'} for this key (connect with x-takeover: true to replace the oldest)`,
  upgradeRequired: 'Upgrade Required',
  resumeFailed: 'The change log could not be read to resume; try again',
} as const;
