/**
 * @module JSON-RPC 2.0 on the wire: one body read into a request, a notification or the reason it is
 * none (unparsable, a batch, not a valid envelope), and the response envelopes.
 */
import {
  JSONRPC_ERRORS,
  JSONRPC_VERSION,
  JsonRpcId,
  JsonRpcMessage,
  type JsonRpcErrorKind,
  type JsonRpcErrorResponse,
  type JsonRpcResultResponse,
} from '../../contract/mcp/jsonrpc';

export type IncomingMessage =
  | { kind: 'unparsable' }
  | { kind: 'invalid'; id: JsonRpcId | null }
  | { kind: 'notification'; method: string }
  | { kind: 'request'; id: JsonRpcId; method: string; params: Record<string, unknown> };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The id of a body that has a usable one (string or finite number), else null. */
function readableId(value: Record<string, unknown>): JsonRpcId | null {
  const parsed = JsonRpcId.safeParse(value.id);
  return parsed.success && (typeof parsed.data === 'string' || Number.isFinite(parsed.data))
    ? parsed.data
    : null;
}

/** Reads one JSON-RPC message. Batches are not supported (no MCP version since 2025-06-18 sends them). */
export function readMessage(raw: string): IncomingMessage {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unparsable' };
  }
  if (!isObject(value)) return { kind: 'invalid', id: null };
  const id = readableId(value);
  const parsed = JsonRpcMessage.safeParse(value);
  if (!parsed.success) return { kind: 'invalid', id };
  if (!('id' in value)) return { kind: 'notification', method: parsed.data.method };
  // MCP requires an id that is a string or a number (never null).
  if (id === null) return { kind: 'invalid', id: null };
  return { kind: 'request', id, method: parsed.data.method, params: parsed.data.params ?? {} };
}

/** The id to echo in an answer to this message, or null. */
export function idOf(message: IncomingMessage): JsonRpcId | null {
  return message.kind === 'request' || message.kind === 'invalid' ? message.id : null;
}

export function rpcResult(id: JsonRpcId, result: Record<string, unknown>): JsonRpcResultResponse {
  return { jsonrpc: JSONRPC_VERSION, result, id };
}

export function rpcError(
  id: JsonRpcId | null,
  kind: JsonRpcErrorKind,
  errors?: string[],
): JsonRpcErrorResponse {
  const { code, message } = JSONRPC_ERRORS[kind];
  return {
    jsonrpc: JSONRPC_VERSION,
    error: errors ? { code, message, data: { errors } } : { code, message },
    id,
  };
}
