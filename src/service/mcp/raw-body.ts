/**
 * @module The tool server's routes read their bodies themselves (JSON-RPC whatever the Content-Type, OAuth
 * forms or JSON): in the scope given, every body arrives as a string, at most the OAuth body limit. Bytes
 * that are not UTF-8 are no text: refused as a malformed request (the scope's 400) rather than read with
 * replacement characters.
 */
import { isUtf8 } from 'node:buffer';
import { errorCodes, type FastifyInstance } from 'fastify';
import { OAUTH_LIMITS } from '../../contract/mcp/oauth';

export function takeBodiesAsText(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: OAUTH_LIMITS.bodyBytes },
    (_req, body, done) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (isUtf8(bytes)) done(null, bytes.toString('utf8'));
      else done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    },
  );
}
