/** @module Test client of the tool server: JSON-RPC over real HTTP with a Bearer key, and tool documents. */
import { ToolResult } from '../../contract';

export interface RpcResponse {
  status: number;
  headers: Headers;
  /** The raw body text ('' for 202). */
  text: string;
  /** The body as JSON, or null when empty. */
  body: Record<string, unknown> | null;
}

/** The whole body of a failed tool call: `Error: <message>` in an isError result. */
export function toolFailureBody(id: string | number, message: string) {
  return {
    jsonrpc: '2.0',
    result: { isError: true, content: [{ type: 'text', text: `Error: ${message}` }] },
    id,
  };
}

export function mcpClient(baseUrl: string, key?: string) {
  async function rpc(body: unknown, headers: Record<string, string> = {}): Promise<RpcResponse> {
    const response = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }

  async function callTool(name: string, args?: Record<string, unknown>, id: string | number = 1) {
    const params = args === undefined ? { name } : { name, arguments: args };
    return rpc({ jsonrpc: '2.0', id, method: 'tools/call', params });
  }

  return {
    rpc,
    callTool,
    /** A successful call's document (the JSON in its text); throws on anything else. */
    async toolDocument<T = Record<string, unknown>>(
      name: string,
      args?: Record<string, unknown>,
    ): Promise<T> {
      const response = await callTool(name, args);
      const result = ToolResult.parse(response.body?.result);
      if (response.status !== 200 || result.isError) {
        throw new Error(`${name} failed with ${response.status}: ${response.text}`);
      }
      return JSON.parse(result.content[0]?.text ?? 'null') as T;
    },
  };
}
