/**
 * @module A subscription's fields (a WebSocket client's frame, or a webhook's stored filters) → a valid
 * subscription (as a LiveFilter plus its delivery options), or the error text it is refused with.
 */
import {
  LIVE_TEXT,
  LiveSubscription,
  RAW_QUERY_FIELDS,
  RAW_UNSUPPORTED_FIELDS,
  RawLiveSubscription,
  normalizeLiveSubscription,
  type LiveStream,
  type OptInFlag,
} from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { prepareSearch, type SearchRefusalCode } from '../search/prepare-search';
import { liveFilterOf, type LiveFilter } from './live-filter';
import { refusalText } from './refusal-text';

export interface DeliveryOptions {
  includeUpdates: boolean;
  /** Companies on each article: asked for and allowed by the plan. */
  includeCompanies: boolean;
  includeContent: boolean;
  /** The opt-in flags asked for and granted, in table order (contract/opt-in-fields.ts). */
  optIn: readonly OptInFlag[];
}

export interface Subscription {
  filter: LiveFilter;
  delivery: DeliveryOptions;
  clientNonce: string | null;
  /** The change cursor to resume after, `latest` for the log's head; null for a plain subscription. */
  resumeAfter: number | 'latest' | null;
  /** Each story once: its first matching article, not its later copies (feed/once-per-story.ts). */
  oncePerStory: boolean;
}

/**
 * A subscription's fields read, or the error text; `refusal` names the prepared search's refusal when that
 * is why (webhooks word those their own way).
 */
export type SubscriptionReading =
  { ok: true; subscription: Subscription } | { ok: false; message: string; refusal?: SearchRefusalCode };

const refused = (message: string): SubscriptionReading => ({ ok: false, message });

/** Reads a subscription's fields (a frame's, or a webhook's stored filters) on `stream` for `caller`. */
export function readSubscription(
  stream: LiveStream,
  raw: Record<string, unknown>,
  caller: Caller,
): SubscriptionReading {
  const normalized = normalizeLiveSubscription(raw);
  if (stream === 'raw') {
    const unsupported = RAW_UNSUPPORTED_FIELDS.filter((field) => normalized[field] !== undefined);
    if (unsupported.length > 0) return refused(unsupported.map(LIVE_TEXT.rawFilter).join('; '));
  }
  const schema = stream === 'raw' ? RawLiveSubscription : LiveSubscription;
  const parsed = schema.safeParse(normalized);
  if (!parsed.success) return refused([...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
  const params: LiveSubscription = parsed.data;
  const prepared = prepareSearch(params, caller, stream === 'raw' ? { queryFields: RAW_QUERY_FIELDS } : {});
  if (!prepared.ok)
    return { ok: false, message: refusalText(prepared.refusal), refusal: prepared.refusal.code };
  return {
    ok: true,
    subscription: {
      filter: liveFilterOf(prepared.request, prepared.query),
      delivery: { includeUpdates: params.includeUpdates === true, ...prepared.presentation },
      clientNonce: params.clientNonce ?? null,
      resumeAfter: params.resumeAfter ?? null,
      oncePerStory: params.oncePerStory === true,
    },
  };
}
