/**
 * @module A client's text frame → a ping, a valid subscription (as a LiveFilter plus its delivery options),
 * or the error text the server answers with (`error {data}`), for either stream.
 */
import {
  LIVE_CLIENT_ACTIONS,
  LIVE_TEXT,
  LiveSubscription,
  RAW_QUERY_FIELDS,
  RAW_UNSUPPORTED_FILTERS,
  RawLiveSubscription,
  normalizeLiveSubscription,
  type LiveStream,
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
}

export interface Subscription {
  filter: LiveFilter;
  delivery: DeliveryOptions;
  clientNonce: string | null;
  /** The change cursor to resume after, `latest` for the log's head; null for a plain subscription. */
  resumeAfter: number | 'latest' | null;
}

export type ClientFrame =
  | { kind: 'ping'; t: number | undefined }
  | { kind: 'subscribe'; subscription: Subscription }
  | { kind: 'invalid'; message: string };

/**
 * A subscription's fields read, or the error text; `refusal` names the prepared search's refusal when that
 * is why (webhooks word those their own way).
 */
export type SubscriptionReading =
  { ok: true; subscription: Subscription } | { ok: false; message: string; refusal?: SearchRefusalCode };

const invalid = (message: string): ClientFrame => ({ kind: 'invalid', message });
const refused = (message: string): SubscriptionReading => ({ ok: false, message });

/** Reads a subscription's fields (a frame's, or a webhook's stored filters) on `stream` for `caller`. */
export function readSubscription(
  stream: LiveStream,
  raw: Record<string, unknown>,
  caller: Caller,
): SubscriptionReading {
  const normalized = normalizeLiveSubscription(raw);
  if (stream === 'raw') {
    const unsupported = RAW_UNSUPPORTED_FILTERS.filter((field) => normalized[field] !== undefined);
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
    },
  };
}

/** Reads one text frame of a connection on `stream` whose key is `caller`. */
export function readClientFrame(stream: LiveStream, text: string, caller: Caller): ClientFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid(LIVE_TEXT.invalidJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(LIVE_TEXT.notAnObject);
  const frame = value as Record<string, unknown>;
  const action = frame.action ?? 'subscribe';
  if (!(LIVE_CLIENT_ACTIONS as readonly unknown[]).includes(action)) return invalid(LIVE_TEXT.unknownAction);
  if (action === 'ping') return { kind: 'ping', t: typeof frame.t === 'number' ? frame.t : undefined };
  const reading = readSubscription(stream, frame, caller);
  return reading.ok ? { kind: 'subscribe', subscription: reading.subscription } : invalid(reading.message);
}
