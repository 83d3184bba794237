/**
 * @module The MCP endpoint's envelope (spec §7.2; protocols §6): where it answers, JSON-RPC 2.0 messages and
 * error codes, and `initialize`. The service's business only: the dashboard imports none of it.
 */
import { z } from 'zod';

/** Where the tool server answers, relative to the service's public base URL. */
export const MCP_PATH = '/mcp';

export const MCP_SERVER_NAME = 'newsroom-news-api';
/** Versions answered as asked; any other request is answered with the first. */
export const MCP_PROTOCOL_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18'] as const;
export const MCP_DEFAULT_PROTOCOL_VERSION = MCP_PROTOCOL_VERSIONS[0];

// ── JSON-RPC 2.0 ────────────────────────────────────────────────────────────────────────────────

export const JSONRPC_VERSION = '2.0';
export const JsonRpcId = z.union([z.string(), z.number()]);
export type JsonRpcId = z.infer<typeof JsonRpcId>;

/** A request (with id) or a notification (without). */
export const JsonRpcMessage = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  method: z.string(),
  id: JsonRpcId.optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type JsonRpcMessage = z.infer<typeof JsonRpcMessage>;

/** The error codes the server answers with, and their fixed messages (spec §7.2). */
export const JSONRPC_ERRORS = {
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internalError: { code: -32603, message: 'Internal error' },
  unauthorized: { code: -32001, message: 'Unauthorized' },
  /** GET or DELETE on {mcp_url} without a session: the stream and its end belong to a session. */
  methodNotAllowed: { code: -32000, message: 'Method not allowed' },
  /** resources/read or resources/subscribe of a URI no source knows (MCP's code for it). */
  resourceNotFound: { code: -32002, message: 'Resource not found' },
  /** resources/subscribe beyond the plan's subscriptions per key. */
  subscriptionLimit: { code: -32003, message: 'Subscription limit reached' },
  /** An Mcp-Session-Id this server did not issue to this key (HTTP 404: initialize again). */
  sessionNotFound: { code: -32004, message: 'Session not found' },
  /** resources/read beyond the monthly quota or the burst (HTTP 429; the REST text in data.errors). */
  limitExceeded: { code: -32005, message: 'Limit exceeded' },
} as const;
export type JsonRpcErrorKind = keyof typeof JSONRPC_ERRORS;

export const JsonRpcError = z.object({
  code: z.number().int(),
  message: z.string(),
  /** With -32602: the validation texts, in the REST wording. */
  data: z.object({ errors: z.array(z.string()) }).optional(),
});

export const JsonRpcErrorResponse = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  error: JsonRpcError,
  id: JsonRpcId.nullable(),
});
export type JsonRpcErrorResponse = z.infer<typeof JsonRpcErrorResponse>;

export const JsonRpcResultResponse = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  result: z.record(z.string(), z.unknown()),
  id: JsonRpcId,
});
export type JsonRpcResultResponse = z.infer<typeof JsonRpcResultResponse>;
export type JsonRpcResponse = JsonRpcErrorResponse | JsonRpcResultResponse;

// ── MCP methods ─────────────────────────────────────────────────────────────────────────────────

/** Lenient: a client that leaves something out still gets an answer. */
export const InitializeParams = z.object({
  protocolVersion: z.string().optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  clientInfo: z.object({ name: z.string(), version: z.string() }).partial().optional(),
});

export const InitializeResult = z.object({
  protocolVersion: z.string(),
  /** `resources` only for a client that asked for the Streamable HTTP transport (mcp/resources.ts). */
  capabilities: z.object({
    tools: z.object({}),
    resources: z.object({ subscribe: z.boolean(), listChanged: z.boolean() }).optional(),
  }),
  serverInfo: z.object({ name: z.literal(MCP_SERVER_NAME), version: z.string() }),
  instructions: z.string(),
});
export type InitializeResult = z.infer<typeof InitializeResult>;
