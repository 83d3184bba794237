/**
 * @module A client's text frame → a ping, a valid subscription (as a LiveFilter plus its delivery options),
 * or the error text the server answers with (`error {data}`), for either stream.
 */
import {
  ERROR_TEXT,
  LIVE_CLIENT_ACTIONS,
  LIVE_TEXT,
  LiveSubscription,
  RAW_QUERY_FIELDS,
  RAW_UNSUPPORTED_FILTERS,
  RawLiveSubscription,
  normalizeLiveSubscription,
  type LiveStream,
} from '../../contract';
import { compileMatcher, parseQuery, type QueryNode } from '../../query';
import type { Caller } from '../auth/key-resolver';
import { toSearchRequest } from '../search/search-request';
import type { LiveFilter } from './live-filter';

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

const invalid = (message: string): ClientFrame => ({ kind: 'invalid', message });

/** The first field filter the raw stream does not serve, if any. */
function firstRawForbiddenField(node: QueryNode): string | null {
  switch (node.type) {
    case 'field':
      return (RAW_QUERY_FIELDS as readonly string[]).includes(node.field) ? null : node.field;
    case 'not':
      return firstRawForbiddenField(node.child);
    case 'and':
    case 'or':
      for (const child of node.children) {
        const found = firstRawForbiddenField(child);
        if (found !== null) return found;
      }
      return null;
    default:
      return null;
  }
}

function parseSubscription(stream: LiveStream, raw: Record<string, unknown>, caller: Caller): ClientFrame {
  const normalized = normalizeLiveSubscription(raw);
  if (stream === 'raw') {
    const unsupported = RAW_UNSUPPORTED_FILTERS.filter((field) => normalized[field] !== undefined);
    if (unsupported.length > 0) return invalid(unsupported.map(LIVE_TEXT.rawFilter).join('; '));
  }
  const schema = stream === 'raw' ? RawLiveSubscription : LiveSubscription;
  const parsed = schema.safeParse(normalized);
  if (!parsed.success) return invalid([...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
  const params: LiveSubscription = parsed.data;
  let query: QueryNode | null = null;
  if (params.query !== undefined) {
    const result = parseQuery(params.query);
    if (!result.ok) return invalid(result.error.message);
    query = result.ast;
  }
  if (stream === 'raw' && query !== null) {
    const field = firstRawForbiddenField(query);
    if (field !== null) return invalid(LIVE_TEXT.rawQueryField(field));
  }
  const includeContent = params.includeContent === true;
  if (includeContent && !caller.plan.capabilities.content) return invalid(ERROR_TEXT.contentForbidden);
  const request = toSearchRequest(params, query, caller.key.id);
  return {
    kind: 'subscribe',
    subscription: {
      filter: { request, matcher: query === null ? null : compileMatcher(query, request.language) },
      delivery: {
        includeUpdates: params.includeUpdates === true,
        includeCompanies: params.includeEntities === true && caller.plan.capabilities.entities,
        includeContent,
      },
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
  return parseSubscription(stream, frame, caller);
}
