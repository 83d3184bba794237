/** @module One JSON-RPC method of the tool server: what it is given and what it answers. */
import type { JsonRpcId, JsonRpcResponse } from '../../contract/mcp/jsonrpc';
import type { Caller } from '../auth/key-resolver';
import type { McpSession } from './session';

export interface McpReply {
  status: number;
  /** null: answer with an empty body (a notification). */
  body: JsonRpcResponse | null;
  /** Response headers beyond the content type (initialize's Mcp-Session-Id). */
  headers?: Record<string, string>;
}

/** What the request carried besides its message. */
export interface RequestContext {
  /** The Mcp-Session-Id header as sent, if any. */
  sessionHeader: string | undefined;
  /** The session it names, when this server issued it to the caller's key. */
  session: McpSession | null;
}

export type Method = (
  id: JsonRpcId,
  params: Record<string, unknown>,
  caller: Caller,
  context: RequestContext,
) => Promise<McpReply>;
