/**
 * @module Webhooks (protocols §5): the create and patch bodies, the webhook as the API shows it (never its
 * auth values; its secret only on create and rotate), delivery log entries, their query and the exact texts.
 * The filters are a live subscription's (live.ts), with the raw stream's restrictions for `type: "raw"`.
 */
import { z } from 'zod';
import { IsoDateTime } from './article';
import { RAW_STREAM_FILTER_KEYS } from './filter-keys';
import { OPT_IN_FLAG_FIELDS } from './opt-in-fields';
import { STREAM_FILTER_FIELDS } from './search-params';
import { OncePerStory } from './stories';
import { NO_CONTROL_CHARACTERS } from './text-rules';
import { MAX_PAGE_SIZE, VALIDATION_TEXT as T } from './validation-text';

export const WEBHOOK_TYPES = ['enriched', 'raw'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why a delivery was made: a new article, a revision (with includeUpdates), or `POST …/test`. */
export const WEBHOOK_DELIVERY_KINDS = ['created', 'revised', 'test'] as const;
export type WebhookDeliveryKind = (typeof WEBHOOK_DELIVERY_KINDS)[number];

export const MAX_WEBHOOK_URL_LENGTH = 2048;
const MAX_AUTH_VALUE_LENGTH = 1024;

/** Headers a webhook's extra auth header may not replace: the delivery's own and the transport's. */
export const RESERVED_WEBHOOK_HEADERS = [
  'content-type',
  'content-length',
  'host',
  'connection',
  'transfer-encoding',
  'user-agent',
  'authorization',
  'x-webhook-id',
  'x-webhook-timestamp',
  'x-webhook-signature',
] as const;

export const WEBHOOK_TEXT = {
  capabilityForbidden: 'Your subscription does not allow webhooks',
  limitReached: (limit: number) =>
    `Webhook limit reached: ${limit} webhook${limit === 1 ? '' : 's'} for this key`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  invalidUrl: 'url must be a URL address',
  urlScheme: 'url must use http or https',
  urlCredentials: 'url must not contain a user name or password (use auth)',
  privateUrl: 'url must not point to a loopback, private, link-local or metadata address',
  urlTooLong: `url must be shorter than or equal to ${MAX_WEBHOOK_URL_LENGTH} characters`,
  typeFixed: 'type cannot be changed (create another webhook)',
  rawField: (field: string) => `${field} is not available for raw webhooks`,
  headerName: 'auth.header must be a valid HTTP header name',
  headerReserved: (name: string) => `auth.header must not be ${name}`,
  headerValue: 'auth.value must not contain line breaks',
  headerValueChars:
    'auth.value must contain only visible ASCII characters, spaces and tabs, and not begin or end with a space or tab',
  basicUsername: 'auth.basic.username must not contain a colon',
  auth: 'auth must be {header, value} or {basic: {username, password}}',
} as const;

const HEADER_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const NO_LINE_BREAKS = /^[^\r\n\0]*$/;
/** An HTTP field value (RFC 9110 §5.5) as a header can carry it: visible ASCII, inner spaces and tabs. */
const FIELD_VALUE = /^[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?$/;

/** Whether `name: value` can be sent as a header: a token for the name, a field value for the value. */
export function isSendableHeader(name: string, value: string): boolean {
  return HEADER_TOKEN.test(name) && FIELD_VALUE.test(value);
}

const HeaderAuth = z
  .object({
    header: z
      .string({ error: T.string('auth.header') })
      .regex(HEADER_TOKEN, { error: WEBHOOK_TEXT.headerName })
      .refine((h) => !(RESERVED_WEBHOOK_HEADERS as readonly string[]).includes(h.toLowerCase()), {
        error: (issue) => WEBHOOK_TEXT.headerReserved(String(issue.input)),
      }),
    value: z
      .string({ error: T.string('auth.value') })
      .min(1, T.notEmpty('auth.value'))
      .max(
        MAX_AUTH_VALUE_LENGTH,
        `auth.value must be shorter than or equal to ${MAX_AUTH_VALUE_LENGTH} characters`,
      )
      .regex(NO_LINE_BREAKS, { error: WEBHOOK_TEXT.headerValue })
      // Line breaks have their own text above.
      .refine((v) => !NO_LINE_BREAKS.test(v) || FIELD_VALUE.test(v), {
        error: WEBHOOK_TEXT.headerValueChars,
      }),
  })
  .strict();

const BasicAuth = z
  .object({
    basic: z
      .object({
        username: z
          .string({ error: T.string('auth.basic.username') })
          .min(1, T.notEmpty('auth.basic.username'))
          .max(MAX_AUTH_VALUE_LENGTH)
          .regex(/^[^:\r\n\0]*$/, { error: WEBHOOK_TEXT.basicUsername }),
        password: z
          .string({ error: T.string('auth.basic.password') })
          .max(MAX_AUTH_VALUE_LENGTH)
          .regex(NO_LINE_BREAKS, { error: WEBHOOK_TEXT.headerValue }),
      })
      .strict(),
  })
  .strict();

/** The extra authentication a delivery carries: a custom header, or HTTP Basic. */
export const WebhookAuthInput = z.union([HeaderAuth, BasicAuth], { error: WEBHOOK_TEXT.auth });
export type WebhookAuthInput = z.infer<typeof WebhookAuthInput>;

const url = z
  .string({ error: T.string('url') })
  .min(1, T.notEmpty('url'))
  .max(MAX_WEBHOOK_URL_LENGTH, WEBHOOK_TEXT.urlTooLong)
  .regex(NO_CONTROL_CHARACTERS, { error: WEBHOOK_TEXT.invalidUrl });
const includeUpdates = z.boolean({ error: T.boolean('includeUpdates') });
const enabled = z.boolean({ error: T.boolean('enabled') });

/** The filters of an enriched webhook: those of a `/ws` subscription, and its opt-in fields. */
export const WEBHOOK_FILTER_FIELDS = {
  ...STREAM_FILTER_FIELDS,
  includeUpdates,
  oncePerStory: OncePerStory,
  ...OPT_IN_FLAG_FIELDS,
};
export type WebhookFilterField = keyof typeof WEBHOOK_FILTER_FIELDS;

/** What a raw webhook may filter on: those of a `/ws/raw` subscription (its query: source:, title:, summary:). */
export const RAW_WEBHOOK_FILTER_FIELDS = [
  ...RAW_STREAM_FILTER_KEYS,
  'includeUpdates',
  'oncePerStory',
] as const satisfies readonly WebhookFilterField[];

export const WebhookFilters = z.object(WEBHOOK_FILTER_FIELDS).partial();
export type WebhookFilters = z.infer<typeof WebhookFilters>;

/** POST /v2/webhooks. Unknown fields are ignored; null = absent. */
export const WebhookCreateBody = z.object({
  url,
  type: z.enum(WEBHOOK_TYPES, { error: T.oneOf('type', WEBHOOK_TYPES) }),
  ...WebhookFilters.shape,
  auth: WebhookAuthInput.optional(),
});
export type WebhookCreateBody = z.infer<typeof WebhookCreateBody>;

/**
 * PATCH /v2/webhooks/:id: a JSON merge patch (RFC 7396). A field given replaces the stored one, `null` removes
 * a filter (or the auth); `type` is fixed at creation; `enabled: false` disables, `true` enables.
 */
export const WebhookPatchBody = z.object({
  url: url.optional(),
  type: z.unknown().optional(),
  enabled: enabled.optional(),
  ...Object.fromEntries(
    Object.entries(WEBHOOK_FILTER_FIELDS).map(([name, schema]) => [name, schema.nullable().optional()]),
  ),
  auth: WebhookAuthInput.nullable().optional(),
}) as z.ZodType<WebhookPatchBody>;
export type WebhookPatchBody = {
  url?: string;
  type?: unknown;
  enabled?: boolean;
  auth?: WebhookAuthInput | null;
} & { [K in WebhookFilterField]?: WebhookFilters[K] | null };

/** Which kind of extra auth is set; its values are never shown. */
export const WebhookAuthSummary = z.union([
  z.object({ type: z.literal('header'), header: z.string() }),
  z.object({ type: z.literal('basic') }),
]);
export type WebhookAuthSummary = z.infer<typeof WebhookAuthSummary>;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(WEBHOOK_TYPES),
  ...WebhookFilters.shape,
  auth: WebhookAuthSummary.nullable(),
  enabled: z.boolean(),
  /** Why it is disabled: `failures` (10 consecutive failed deliveries) or `manual` (PATCH enabled:false). */
  disabledReason: z.enum(['failures', 'manual']).nullable(),
  /** Failed deliveries since the last successful one. */
  consecutiveFailures: z.number().int(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Webhook = z.infer<typeof Webhook>;

/** On create and rotate-secret only: the signing secret (HMAC-SHA256 key, used as its UTF-8 bytes). */
export const WebhookWithSecret = Webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookResponse = z.object({ status: z.literal('ok'), webhook: Webhook });
export type WebhookResponse = z.infer<typeof WebhookResponse>;
export const WebhookSecretResponse = z.object({ status: z.literal('ok'), webhook: WebhookWithSecret });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;
export const WebhookListResponse = z.object({ status: z.literal('ok'), webhooks: z.array(Webhook) });
export type WebhookListResponse = z.infer<typeof WebhookListResponse>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  attemptedAt: IsoDateTime,
  /** The receiver's HTTP status; null when none came (timeout, connection error, refused address). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  /** The `X-Webhook-Id` of every attempt of this delivery. */
  id: z.string(),
  kind: z.enum(WEBHOOK_DELIVERY_KINDS),
  link: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(WebhookAttempt),
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryResponse = z.object({ status: z.literal('ok'), delivery: WebhookDelivery });
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;

/** GET /v2/webhooks/:id/deliveries query: newest first, paged, optionally one status. */
export const WebhookDeliveriesQuery = z.object({
  status: z
    .enum(WEBHOOK_DELIVERY_STATUSES, { error: T.oneOf('status', WEBHOOK_DELIVERY_STATUSES) })
    .optional(),
  page: z.coerce
    .number({ error: T.integer('page') })
    .int({ error: T.integer('page') })
    .min(1, T.min('page', 1))
    .default(1),
  pageSize: z.coerce
    .number({ error: T.integer('pageSize') })
    .int({ error: T.integer('pageSize') })
    .min(1, T.min('pageSize', 1))
    .max(MAX_PAGE_SIZE, T.max('pageSize', MAX_PAGE_SIZE))
    .default(20),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuery>;

export const WebhookDeliveryPage = z.object({
  status: z.literal('ok'),
  page: z.number().int(),
  pageSize: z.number().int(),
  deliveries: z.array(WebhookDelivery),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

/** The delivery headers (protocols §5). */
export const WEBHOOK_HEADERS = {
  id: 'X-Webhook-Id',
  timestamp: 'X-Webhook-Timestamp',
  signature: 'X-Webhook-Signature',
} as const;

/** Nulls are absent (protocols §2) in a create body; a patch keeps them (they remove). */
export function dropNulls(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null));
}
