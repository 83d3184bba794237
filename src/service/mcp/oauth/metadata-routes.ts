/**
 * @module Where clients discover the OAuth documents: under {mcp_url} (spec §5), at the RFC 9728 and
 * RFC 8414 addresses with the path suffix, and at the bare root. Public, cacheable, any origin.
 */
import type { FastifyInstance } from 'fastify';
import { MCP_PATH } from '../../../contract/mcp/jsonrpc';
import { MCP_OAUTH_PATHS } from '../../../contract/mcp/oauth';
import { allowAnyOrigin } from '../cors';
import type { McpUrls } from '../public-url';
import { authorizationServerMetadata, protectedResourceMetadata } from './metadata';

const wellKnownPaths = (name: string) => [`${MCP_PATH}${name}`, `${name}${MCP_PATH}`, name];

export async function oauthMetadataRoutes(scope: FastifyInstance, deps: { urls(): McpUrls }): Promise<void> {
  const documents = [
    { paths: wellKnownPaths(MCP_OAUTH_PATHS.protectedResource), build: protectedResourceMetadata },
    { paths: wellKnownPaths(MCP_OAUTH_PATHS.authorizationServer), build: authorizationServerMetadata },
  ];
  allowAnyOrigin(
    scope,
    { methods: ['GET'], allowHeaders: ['Content-Type', 'Authorization', 'MCP-Protocol-Version'] },
    documents.flatMap((d) => d.paths),
  );
  for (const { paths, build } of documents) {
    for (const path of paths) {
      scope.get(path, async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return build(deps.urls());
      });
    }
  }
}
