/**
 * @module {mcp_url} over HTTP: POST carries one JSON-RPC message with `Authorization: Bearer <API key>`
 * (401 with WWW-Authenticate pointing at the resource metadata otherwise). With the Mcp-Session-Id a
 * client that asked for the Streamable HTTP transport was given, GET opens the session's stream of resource
 * notifications (text/event-stream, resumable with Last-Event-ID) and DELETE ends the session; without one
 * they answer 405, as before sessions. Bodies are read as text here so a body that is not JSON gets the
 * JSON-RPC parse error, whatever its Content-Type.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANGES_TEXT, ERROR_TEXT } from '../../contract';
import { MCP_PATH } from '../../contract/mcp/jsonrpc';
import { MCP_SESSION_HEADER, RESOURCE_TEXT } from '../../contract/mcp/resources';
import { OAUTH_LIMITS } from '../../contract/mcp/oauth';
import { isStoreBusy } from '../system/store-busy';
import type { Caller, KeyResolver } from '../auth/key-resolver';
import { changeLogHead, standingAt } from '../store/change-log';
import type { Queryable } from '../store/db';
import { endSession } from '../store/mcp-subscriptions-repo';
import { allowAnyOrigin } from './cors';
import { takeBodiesAsText } from './raw-body';
import type { Dispatcher, McpReply } from './dispatch';
import { idOf, readMessage, rpcError } from './jsonrpc';
import type { ResourceWatch } from './resources/resource-watch';
import type { SessionIds } from './session';
import { openEventStream } from './event-stream';

export interface McpEndpointDeps {
  db: Queryable;
  keys: KeyResolver;
  dispatcher: Dispatcher;
  sessions: SessionIds;
  watch: ResourceWatch;
  /** Where WWW-Authenticate sends a client without a valid key. */
  protectedResourceMetadataUrl(): string;
}

const EVENT_ID = /^\d{1,15}$/;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

function send(reply: FastifyReply, answer: McpReply): FastifyReply {
  reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  return answer.body === null ? reply.send() : reply.type('application/json').send(answer.body);
}

function sessionHeaderOf(request: FastifyRequest): string | undefined {
  const value = request.headers[MCP_SESSION_HEADER];
  return typeof value === 'string' ? value : undefined;
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
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Mcp-Session-Id',
        'MCP-Protocol-Version',
        'Last-Event-ID',
      ],
      exposeHeaders: ['WWW-Authenticate', 'Mcp-Session-Id'],
    },
    [MCP_PATH],
  );

  /** The caller of a request, or null after answering 401 as POST does. */
  async function authenticated(request: FastifyRequest, reply: FastifyReply, id: string | number | null) {
    const caller = await deps.keys.resolve(bearerToken(request.headers.authorization));
    if (caller) return caller;
    reply.header('www-authenticate', `Bearer resource_metadata="${deps.protectedResourceMetadataUrl()}"`);
    send(reply, { status: 401, body: rpcError(id, 'unauthorized') });
    return null;
  }

  /** The request's session, or null after answering: 405 without the header (no stream without a session), 404 for one not issued to this key. */
  function sessionOrAnswer(request: FastifyRequest, reply: FastifyReply, caller: Caller) {
    const header = sessionHeaderOf(request);
    if (header === undefined) {
      send(reply.header('allow', 'POST'), { status: 405, body: rpcError(null, 'methodNotAllowed') });
      return null;
    }
    const session = deps.sessions.open(header, caller.key.id);
    if (!session)
      send(reply, { status: 404, body: rpcError(null, 'sessionNotFound', [RESOURCE_TEXT.sessionNotFound]) });
    return session;
  }

  scope.get(MCP_PATH, async (request, reply) => {
    const caller = await authenticated(request, reply, null);
    if (!caller) return reply;
    const session = sessionOrAnswer(request, reply, caller);
    if (!session) return reply;
    const lastEventId = request.headers['last-event-id'];
    let resumeFrom: number | null = null;
    if (typeof lastEventId === 'string') {
      if (!EVENT_ID.test(lastEventId))
        return send(reply, {
          status: 400,
          body: rpcError(null, 'invalidRequest', [RESOURCE_TEXT.lastEventId]),
        });
      resumeFrom = Number(lastEventId);
      const standing = standingAt(await changeLogHead(deps.db), resumeFrom);
      // An expired cursor is resumed all the same: the stream tells every subscription to re-read.
      if (!standing.ok && standing.reason === 'ahead')
        return send(reply, {
          status: 400,
          body: rpcError(null, 'invalidRequest', [CHANGES_TEXT.ahead(resumeFrom, standing.latest)]),
        });
    }
    const stream = openEventStream(request, reply);
    const close = deps.watch.open(session, caller, stream, resumeFrom);
    stream.onClose(close);
    return reply;
  });

  scope.delete(MCP_PATH, async (request, reply) => {
    const caller = await authenticated(request, reply, null);
    if (!caller) return reply;
    const session = sessionOrAnswer(request, reply, caller);
    if (!session) return reply;
    await endSession(deps.db, session.id);
    return reply.code(204).send();
  });

  scope.post(MCP_PATH, async (request, reply) => {
    const message = readMessage(typeof request.body === 'string' ? request.body : '');
    const caller = await authenticated(request, reply, idOf(message));
    if (!caller) return reply;
    try {
      const sessionHeader = sessionHeaderOf(request);
      const session = sessionHeader === undefined ? null : deps.sessions.open(sessionHeader, caller.key.id);
      return send(reply, await deps.dispatcher.dispatch(message, caller, { sessionHeader, session }));
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
