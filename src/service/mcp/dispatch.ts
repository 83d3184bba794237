/**
 * @module The JSON-RPC dispatcher of the tool server: an authenticated caller's message → HTTP status
 * and response body. Methods in one table; tools/call counts one unit of the quota and the burst,
 * exactly as a REST request does. A client that asks for a protocol version with the Streamable HTTP
 * transport is also given a session and the resources (mcp/resources); the spec's initialize answer is
 * otherwise unchanged. No HTTP framework here.
 */
import { ToolsCallParams, type ToolResult } from '../../contract';
import {
  asksForStreamableHttp,
  MCP_SESSION_HEADER,
  RESOURCES_CAPABILITY,
} from '../../contract/mcp/resources';
import {
  InitializeParams,
  MCP_DEFAULT_PROTOCOL_VERSION,
  MCP_PROTOCOL_VERSIONS,
  MCP_SERVER_NAME,
  type InitializeResult,
  type JsonRpcId,
} from '../../contract/mcp/jsonrpc';
import type { Caller } from '../auth/key-resolver';
import { refusalMessage, type Limiter } from '../auth/limits';
import { validationTexts } from '../http/validate';
import { rpcError, rpcResult, type IncomingMessage } from './jsonrpc';
import type { McpReply, Method, RequestContext } from './rpc-method';
import type { SessionIds } from './session';
import { markedToolResult, UNTRUSTED_TEXT_NOTICE } from './untrusted-text';
import type { McpTool } from './tools/define-tool';
import { ToolFailure, type ToolFailureStatus } from './tools/tool-failure';

export type { McpReply, RequestContext } from './rpc-method';

export interface DispatcherDeps {
  tools: McpTool[];
  limiter: Limiter;
  /** serverInfo.version: the package version. */
  version: string;
  sessions: SessionIds;
  /** The resource methods (resources/list, read, subscribe…), offered with a session. */
  resources: ReadonlyArray<[string, Method]>;
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

/** Told to a client that is given the resources. */
export const RESOURCE_INSTRUCTIONS =
  'To watch a query, read or subscribe to a resource of the template newsroom://search{?query,tickers,…} ' +
  '(resources/templates/list): the server sends notifications/resources/updated on the session’s stream ' +
  '(GET with Mcp-Session-Id) when a new article matches, and resources/read gives the latest matches.';

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
      async (id, params, caller) => {
        const parsed = InitializeParams.safeParse(params);
        const asked = parsed.success ? parsed.data.protocolVersion : undefined;
        const protocolVersion = negotiateProtocolVersion(asked);
        if (!asksForStreamableHttp(asked)) {
          const result: InitializeResult = {
            protocolVersion,
            capabilities: { tools: {} },
            serverInfo: { name: MCP_SERVER_NAME, version: deps.version },
            instructions: INSTRUCTIONS,
          };
          return ok(id, result);
        }
        const result: InitializeResult = {
          protocolVersion,
          capabilities: { tools: {}, resources: { ...RESOURCES_CAPABILITY } },
          serverInfo: { name: MCP_SERVER_NAME, version: deps.version },
          instructions: `${INSTRUCTIONS} ${RESOURCE_INSTRUCTIONS}`,
        };
        return { ...ok(id, result), headers: { [MCP_SESSION_HEADER]: deps.sessions.issue(caller.key.id) } };
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
    ...deps.resources,
  ]);

  return {
    /** Answers one message of an authenticated caller; unexpected faults are thrown. */
    async dispatch(message: IncomingMessage, caller: Caller, context: RequestContext): Promise<McpReply> {
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
          return method(message.id, message.params, caller, context);
        }
      }
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
