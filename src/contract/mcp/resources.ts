/**
 * @module The tool server's resources (issue 34, an extension the spec does not name): a watchable query is a
 * resource whose text is its latest matches in the search_articles shape; a client that subscribes is sent
 * `notifications/resources/updated` on the session's stream when a new article matches. Offered to a client
 * that asks for a protocol version with the Streamable HTTP transport; the spec's initialize is unchanged.
 */
import { z } from 'zod';
import { STREAM_FILTER_KEYS } from '../filter-keys';
import { STREAM_FILTER_FIELDS } from '../search-params';
import { VALIDATION_TEXT as T } from '../validation-text';

/** The first protocol version with the Streamable HTTP transport (its GET stream and Mcp-Session-Id). */
export const MCP_STREAMABLE_HTTP_VERSION = '2025-03-26';

/** Whether a client asking for `version` opts into the session, its stream and the resources. */
export function asksForStreamableHttp(version: string | undefined): boolean {
  return (
    version !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= MCP_STREAMABLE_HTTP_VERSION
  );
}

/** The capability advertised to such a client. */
export const RESOURCES_CAPABILITY = { subscribe: true, listChanged: false } as const;

export const MCP_SESSION_HEADER = 'mcp-session-id';

export const RESOURCE_SCHEME = 'newsroom:';
export const SEARCH_RESOURCE_PREFIX = 'newsroom://search';
/** The parameters a search resource takes: the stream filters, and includeUpdates (revisions notify too). */
export const SEARCH_RESOURCE_KEYS = [...STREAM_FILTER_KEYS, 'includeUpdates'] as const;
export const SEARCH_RESOURCE_TEMPLATE = `${SEARCH_RESOURCE_PREFIX}{?${SEARCH_RESOURCE_KEYS.join(',')}}`;
/** A saved search of the key (the dashboard's saved searches): `newsroom://saved-searches/<id>`. */
export const SAVED_SEARCH_RESOURCE_PREFIX = 'newsroom://saved-searches/';
export const SAVED_SEARCH_RESOURCE_TEMPLATE = `${SAVED_SEARCH_RESOURCE_PREFIX}{id}`;

/** How many of the latest matches a resource's text holds, newest arrivals first. */
export const RESOURCE_MATCHES = 20;

/** A watched query's filters, after reading a URI's text (lists comma-separated, switches true/false). */
export const WatchedFilters = z
  .object({
    ...STREAM_FILTER_FIELDS,
    includeUpdates: z.boolean({ error: T.boolean('includeUpdates') }),
  })
  .partial();
export type WatchedFilters = z.infer<typeof WatchedFilters>;

export const ResourceUriParams = z.object({
  uri: z.string({ error: 'uri must be a string' }).min(1, 'uri must not be empty'),
});

export const ResourceDescriptor = z.object({
  uri: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.literal('application/json'),
});
export type ResourceDescriptor = z.infer<typeof ResourceDescriptor>;

export const ResourceTemplateDescriptor = z.object({
  uriTemplate: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.literal('application/json'),
});
export type ResourceTemplateDescriptor = z.infer<typeof ResourceTemplateDescriptor>;

export const RESOURCE_TEXT = {
  unknownParameter: (name: string) =>
    `Unknown resource parameter: ${name} (a search resource takes ${SEARCH_RESOURCE_KEYS.join(', ')})`,
  notFound: (uri: string) => `No resource ${uri}`,
  sessionRequired:
    'resources/subscribe and resources/unsubscribe need the Mcp-Session-Id header that initialize answered ' +
    `(ask for protocol version ${MCP_STREAMABLE_HTTP_VERSION} or later)`,
  sessionNotFound: 'Session not found: initialize again',
  limit: (plan: string, limit: number) =>
    limit === 0
      ? `The ${plan} plan allows no resource subscriptions`
      : `The ${plan} plan allows at most ${limit} resource subscriptions per key: unsubscribe from one first`,
  lastEventId: 'Last-Event-ID must be an event id of this stream (a change-log cursor)',
  streamNeedsSession:
    'GET /mcp opens the session’s stream: send the Mcp-Session-Id header that initialize answered',
} as const;
