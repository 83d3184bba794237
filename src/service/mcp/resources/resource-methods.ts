/**
 * @module The resource methods of the tool server: resources/list and resources/templates/list (what may be
 * watched), resources/read (the latest matches, one quota unit like tools/call) and resources/subscribe /
 * resources/unsubscribe (stored for the session, under the plan's limit, so any instance's stream notifies).
 */
import { ResourceUriParams, RESOURCE_TEXT, type ResourceDescriptor } from '../../../contract/mcp/resources';
import type { JsonRpcId } from '../../../contract/mcp/jsonrpc';
import type { Caller } from '../../auth/key-resolver';
import { refusalMessage, type Limiter } from '../../auth/limits';
import { validationTexts } from '../../http/validate';
import type { ArticleSearch } from '../../search/article-search';
import { latestCursor } from '../../store/change-log';
import type { Queryable } from '../../store/db';
import { subscribeWithinLimit, unsubscribe } from '../../store/mcp-subscriptions-repo';
import { rpcError, rpcResult } from '../jsonrpc';
import type { McpReply, Method, RequestContext } from '../rpc-method';
import type { McpSession } from '../session';
import { markedResourceText } from '../untrusted-text';
import { readMatches } from './read-matches';
import type { ResourceTemplateDescriptor } from '../../../contract/mcp/resources';
import type { WatchableQueries, WatchedQuery } from './watchable-queries';
import { prepareWatch } from './watched-filter';

/** A session idle (no open stream, no subscribe) this long is gone: its subscriptions no longer count. */
export const SESSION_IDLE_SECONDS = 3_600;

export interface ResourceMethodDeps {
  db: Queryable;
  queries: WatchableQueries;
  templates: readonly ResourceTemplateDescriptor[];
  articles: ArticleSearch;
  limiter: Limiter;
  /** Called after a subscription is stored (the stream on this instance looks at once). */
  subscribed(): void;
}

const ok = (id: JsonRpcId, result: Record<string, unknown>): McpReply => ({
  status: 200,
  body: rpcResult(id, result),
});

function descriptor(query: WatchedQuery): ResourceDescriptor {
  return {
    uri: query.uri,
    name: query.name,
    ...(query.title ? { title: query.title } : {}),
    ...(query.description ? { description: query.description } : {}),
    mimeType: 'application/json',
  };
}

/** The query a request's uri names, or the reply refusing it. */
async function namedQuery(
  deps: ResourceMethodDeps,
  id: JsonRpcId,
  params: Record<string, unknown>,
  caller: Caller,
): Promise<{ query: WatchedQuery } | { reply: McpReply }> {
  const parsed = ResourceUriParams.safeParse(params);
  if (!parsed.success)
    return { reply: { status: 400, body: rpcError(id, 'invalidParams', validationTexts(parsed.error)) } };
  const query = await deps.queries.get(caller.key.id, parsed.data.uri);
  if (!query)
    return {
      reply: {
        status: 200,
        body: rpcError(id, 'resourceNotFound', [RESOURCE_TEXT.notFound(parsed.data.uri)]),
      },
    };
  return { query };
}

/** The request's session, or the reply refusing a request without one. */
function sessionOf(id: JsonRpcId, context: RequestContext): { session: McpSession } | { reply: McpReply } {
  if (context.session) return { session: context.session };
  if (context.sessionHeader === undefined)
    return { reply: { status: 400, body: rpcError(id, 'invalidRequest', [RESOURCE_TEXT.sessionRequired]) } };
  return { reply: { status: 404, body: rpcError(id, 'sessionNotFound', [RESOURCE_TEXT.sessionNotFound]) } };
}

export function resourceMethods(deps: ResourceMethodDeps): Array<[string, Method]> {
  return [
    [
      'resources/list',
      async (id, _params, caller) =>
        ok(id, { resources: (await deps.queries.list(caller.key.id)).map(descriptor) }),
    ],
    ['resources/templates/list', async (id) => ok(id, { resourceTemplates: [...deps.templates] })],
    [
      'resources/read',
      async (id, params, caller) => {
        const verdict = await deps.limiter.consume(caller.key.id, caller.plan);
        if (!verdict.ok)
          return {
            status: 429,
            body: rpcError(id, 'limitExceeded', [refusalMessage(verdict.reason, caller.plan)]),
          };
        const named = await namedQuery(deps, id, params, caller);
        if ('reply' in named) return named.reply;
        const prepared = prepareWatch(named.query, caller);
        if (!prepared.ok) return { status: 400, body: rpcError(id, 'invalidParams', prepared.errors) };
        const document = await readMatches(deps.articles, prepared);
        return ok(id, { contents: [markedResourceText(named.query.uri, document)] });
      },
    ],
    [
      'resources/subscribe',
      async (id, params, caller, context) => {
        const held = sessionOf(id, context);
        if ('reply' in held) return held.reply;
        const named = await namedQuery(deps, id, params, caller);
        if ('reply' in named) return named.reply;
        const prepared = prepareWatch(named.query, caller);
        if (!prepared.ok) return { status: 400, body: rpcError(id, 'invalidParams', prepared.errors) };
        const limit = caller.plan.mcpSubscriptions ?? 0;
        const outcome = await subscribeWithinLimit(deps.db, {
          sessionId: held.session.id,
          keyId: caller.key.id,
          uri: named.query.uri,
          afterCursor: await latestCursor(deps.db),
          limit,
          idleSeconds: SESSION_IDLE_SECONDS,
        });
        if (outcome === 'limit')
          return {
            status: 200,
            body: rpcError(id, 'subscriptionLimit', [RESOURCE_TEXT.limit(caller.planName, limit)]),
          };
        deps.subscribed();
        return ok(id, {});
      },
    ],
    [
      'resources/unsubscribe',
      async (id, params, _caller, context) => {
        const held = sessionOf(id, context);
        if ('reply' in held) return held.reply;
        const parsed = ResourceUriParams.safeParse(params);
        if (!parsed.success)
          return { status: 400, body: rpcError(id, 'invalidParams', validationTexts(parsed.error)) };
        await unsubscribe(deps.db, held.session.id, parsed.data.uri);
        return ok(id, {});
      },
    ],
  ];
}
