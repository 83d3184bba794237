/**
 * @module Draining at shutdown, over HTTP/1.1 keep-alive: once the close begins, the answers to requests
 * already in flight carry `Connection: close`, so no client sends another request on a socket about to
 * close; a request that arrives on an open socket anyway (pipelined, or sent before the client read that)
 * is refused at once with 503 and `Connection: close`, to be retried elsewhere.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_TEXT } from '../../contract';

export function drainOnClose(app: FastifyInstance): void {
  let draining = false;
  const refused = new WeakSet<FastifyRequest>();
  // A socket with a refused request queued behind the one in flight: that answer, the last, closes it.
  const refusedBehind = new WeakSet<Socket>();

  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    refused.add(request);
    refusedBehind.add(request.raw.socket);
    void reply
      .code(503)
      .header('connection', 'close')
      .send({ statusCode: 503, message: ERROR_TEXT.shuttingDown });
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining && (refused.has(request) || !refusedBehind.has(request.raw.socket))) {
      reply.header('connection', 'close');
    }
    done(null, payload);
  });
}
