/**
 * @module The JSON-RPC dispatcher of the tool server: an authenticated caller's message → HTTP status
 * and response body. Methods in one table; tools/call counts one unit of the quota and the burst,
 * exactly as a REST request does. No HTTP framework here.
 */
import { ToolsCallParams, type ToolResult } from '../../contract';
import {
  InitializeParams,
  MCP_DEFAULT_PROTOCOL_VERSION,
  MCP_PROTOCOL_VERSIONS,
  MCP_SERVER_NAME,
  type InitializeResult,
  type JsonRpcId,
  type JsonRpcResponse,
} from '../../contract/mcp/jsonrpc';
import type { Caller } from '../auth/key-resolver';
import { refusalMessage, type Limiter } from '../auth/limits';
import { validationTexts } from '../http/validate';
import { rpcError, rpcResult, type IncomingMessage } from './jsonrpc';
import { markedToolResult, UNTRUSTED_TEXT_NOTICE } from './untrusted-text';
import type { McpTool } from './tools/define-tool';
import { ToolFailure, type ToolFailureStatus } from './tools/tool-failure';

export interface McpReply {
  status: number;
  /** null: answer with an empty body (a notification). */
  body: JsonRpcResponse | null;
}

export interface DispatcherDeps {
  tools: McpTool[];
  limiter: Limiter;
  /** serverInfo.version: the package version. */
  version: string;
}

export const INSTRUCTIONS = [
  'Newsroom serves financial news with sentiment (positive, neutral or negative, with a confidence), countries,',
  'categories and tagged companies. search_articles finds articles with a boolean query language — words,',
  '"phrases", AND / OR / NOT, parentheses and field filters such as ticker:AAPL, source:www.wire.example,',
  'country:US or category:energy — plus filters for tickers, sources, countries and publish dates;',
  'get_article_by_link returns one article in full; list_sources names the sources to filter by.',
  'Every result is JSON text.',
  UNTRUSTED_TEXT_NOTICE,
].join(' ');

type Method = (id: JsonRpcId, params: Record<string, unknown>, caller: Caller) => Promise<McpReply>;

const ok = (id: JsonRpcId, result: Record<string, unknown>): McpReply => ({
  status: 200,
  body: rpcResult(id, result),
});

function toolFailure(id: JsonRpcId, message: string, status: ToolFailureStatus): McpReply {
  const result: ToolResult = { isError: true, content: [{ type: 'text', text: `Error: ${message}` }] };
  return { status, body: rpcResult(id, result) };
}

export function negotiateProtocolVersion(asked: string | undefined): string {
  return MCP_PROTOCOL_VERSIONS.find((v) => v === asked) ?? MCP_DEFAULT_PROTOCOL_VERSION;
}

export function createDispatcher(deps: DispatcherDeps) {
  const tools = new Map(deps.tools.map((t) => [t.definition.name, t]));
  const definitions = deps.tools.map((t) => t.definition);

  const methods = new Map<string, Method>([
    [
      'initialize',
      async (id, params) => {
        const parsed = InitializeParams.safeParse(params);
        const result: InitializeResult = {
          protocolVersion: negotiateProtocolVersion(parsed.success ? parsed.data.protocolVersion : undefined),
          capabilities: { tools: {} },
          serverInfo: { name: MCP_SERVER_NAME, version: deps.version },
          instructions: INSTRUCTIONS,
        };
        return ok(id, result);
      },
    ],
    ['ping', async (id) => ok(id, {})],
    ['tools/list', async (id) => ok(id, { tools: definitions })],
    [
      'tools/call',
      async (id, params, caller) => {
        const verdict = await deps.limiter.consume(caller.key.id, caller.plan);
        if (!verdict.ok) return toolFailure(id, refusalMessage(verdict.reason, caller.plan), 429);
        const call = ToolsCallParams.safeParse(params);
        if (!call.success)
          return { status: 400, body: rpcError(id, 'invalidParams', validationTexts(call.error)) };
        const tool = tools.get(call.data.name);
        if (!tool)
          return { status: 400, body: rpcError(id, 'invalidParams', [`Unknown tool: ${call.data.name}`]) };
        try {
          const outcome = await tool.call(call.data.arguments ?? {}, caller);
          if (!outcome.ok) return { status: 400, body: rpcError(id, 'invalidParams', outcome.errors) };
          return ok(id, markedToolResult(outcome.document, tool.untrustedFields));
        } catch (error) {
          if (error instanceof ToolFailure) return toolFailure(id, error.message, error.httpStatus);
          throw error;
        }
      },
    ],
  ]);

  return {
    /** Answers one message of an authenticated caller; unexpected faults are thrown. */
    async dispatch(message: IncomingMessage, caller: Caller): Promise<McpReply> {
      switch (message.kind) {
        case 'unparsable':
          return { status: 400, body: rpcError(null, 'parseError') };
        case 'invalid':
          return { status: 400, body: rpcError(message.id, 'invalidRequest') };
        case 'notification':
          // Nothing to answer and no session to keep: notifications/initialized and any other are accepted.
          return { status: 202, body: null };
        case 'request': {
          const method = methods.get(message.method);
          if (!method) return { status: 200, body: rpcError(message.id, 'methodNotFound') };
          return method(message.id, message.params, caller);
        }
      }
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
