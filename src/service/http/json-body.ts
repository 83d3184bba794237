/**
 * @module The JSON body parser of the HTTP surface: Fastify's own (its prototype-poisoning checks included)
 * behind two rules. Bytes that are not UTF-8 are not JSON text (RFC 8259 §8.1): they are refused as malformed
 * JSON rather than read with replacement characters. And a route that takes no body (`NO_BODY`) reads an
 * empty one as none, as it does without a Content-Type: clients that set `Content-Type: application/json`
 * on every request may POST to it without a body. A route that takes a body still refuses an empty one.
 */
import { isUtf8 } from 'node:buffer';
import { errorCodes, type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes no body: an empty one is no body, whatever its Content-Type. */
    bodiless?: boolean;
  }
}

/** Route options of a route that takes no body (`POST …/test`, `DELETE …`). */
export const NO_BODY = { config: { bodiless: true } } as const;

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (bytes.length === 0 && request.routeOptions.config.bodiless === true) {
      done(null, undefined);
      return;
    }
    if (!isUtf8(bytes)) {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}
