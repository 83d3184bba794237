/**
 * @module {mcp_url} over HTTP: POST carries one JSON-RPC message with `Authorization: Bearer <API key>`
 * (401 with WWW-Authenticate pointing at the resource metadata otherwise); GET and DELETE answer 405,
 * as the server sends nothing unasked and keeps no session. Bodies are read as text here so a body
 * that is not JSON gets the JSON-RPC parse error, whatever its Content-Type.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_TEXT } from '../../contract';
import { MCP_PATH } from '../../contract/mcp/jsonrpc';
import { OAUTH_LIMITS } from '../../contract/mcp/oauth';
import { isStoreBusy } from '../system/store-busy';
import type { KeyResolver } from '../auth/key-resolver';
import { allowAnyOrigin } from './cors';
import { takeBodiesAsText } from './raw-body';
import type { Dispatcher, McpReply } from './dispatch';
import { idOf, readMessage, rpcError } from './jsonrpc';

export interface McpEndpointDeps {
  keys: KeyResolver;
  dispatcher: Dispatcher;
  /** Where WWW-Authenticate sends a client without a valid key. */
  protectedResourceMetadataUrl(): string;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

function send(reply: FastifyReply, answer: McpReply): FastifyReply {
  reply.code(answer.status);
  return answer.body === null ? reply.send() : reply.type('application/json').send(answer.body);
}

export async function mcpEndpoint(scope: FastifyInstance, deps: McpEndpointDeps): Promise<void> {
  takeBodiesAsText(scope);
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const text = `Request body must not be larger than ${OAUTH_LIMITS.bodyBytes} bytes`;
      return send(reply, { status: 413, body: rpcError(null, 'invalidRequest', [text]) });
    }
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return send(reply, { status: 400, body: rpcError(null, 'invalidRequest') });
    }
    if (isStoreBusy(error)) {
      return send(reply, { status: 503, body: rpcError(null, 'internalError', [ERROR_TEXT.storeBusy]) });
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'mcp: unhandled error');
    return send(reply, { status: 500, body: rpcError(null, 'internalError') });
  });
  allowAnyOrigin(
    scope,
    {
      methods: ['POST', 'GET', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'Mcp-Session-Id', 'MCP-Protocol-Version'],
      exposeHeaders: ['WWW-Authenticate'],
    },
    [MCP_PATH],
  );

  const notAllowed = async (_request: unknown, reply: FastifyReply) =>
    send(reply.header('allow', 'POST'), { status: 405, body: rpcError(null, 'methodNotAllowed') });
  scope.get(MCP_PATH, notAllowed);
  scope.delete(MCP_PATH, notAllowed);

  scope.post(MCP_PATH, async (request, reply) => {
    const message = readMessage(typeof request.body === 'string' ? request.body : '');
    const caller = await deps.keys.resolve(bearerToken(request.headers.authorization));
    if (!caller) {
      reply.header('www-authenticate', `Bearer resource_metadata="${deps.protectedResourceMetadataUrl()}"`);
      return send(reply, { status: 401, body: rpcError(idOf(message), 'unauthorized') });
    }
    try {
      return send(reply, await deps.dispatcher.dispatch(message, caller));
    } catch (error) {
      if (isStoreBusy(error)) {
        return send(reply, {
          status: 503,
          body: rpcError(idOf(message), 'internalError', [ERROR_TEXT.storeBusy]),
        });
      }
      request.log.error({ err: error, method: request.method, url: request.url }, 'mcp: unhandled error');
      return send(reply, { status: 500, body: rpcError(idOf(message), 'internalError') });
    }
  });
}
