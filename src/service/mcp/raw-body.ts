/**
 * @module The tool server's routes read their bodies themselves (JSON-RPC whatever the Content-Type, OAuth
 * forms or JSON): in the scope given, every body arrives as a string, at most the OAuth body limit.
 */
import type { FastifyInstance } from 'fastify';
import { OAUTH_LIMITS } from '../../contract/mcp/oauth';

export function takeBodiesAsText(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: OAUTH_LIMITS.bodyBytes },
    (_req, body, done) => done(null, body),
  );
}
