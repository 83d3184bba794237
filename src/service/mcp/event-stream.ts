/**
 * @module A text/event-stream answer: each event an optional `id` and one `data` line of JSON (an id alone is
 * sent with empty data, which moves the client's Last-Event-ID and dispatches nothing), and a comment now and
 * then so proxies keep the connection open.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEvent, StreamSink } from './resources/resource-watch';

const KEEP_ALIVE_MS = 15_000;

export interface EventStream extends StreamSink {
  /** Called once, when the client goes or the stream is ended. */
  onClose(listener: () => void): void;
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const body = new PassThrough();
  const listeners: Array<() => void> = [];
  let closed = false;
  const keepAlive = setInterval(() => body.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    body.end();
    for (const listener of listeners) listener();
  };
  request.raw.on('close', finish);
  reply
    .code(200)
    .header('content-type', 'text/event-stream')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(body);
  // The headers go out with the first bytes: a comment now, so the client knows the stream is open before any event.
  body.write(': open\n\n');
  return {
    write(event: StreamEvent) {
      if (closed) return;
      const id = event.id === undefined ? '' : `id: ${event.id}\n`;
      const data = event.message === undefined ? '' : JSON.stringify(event.message);
      body.write(`${id}data: ${data}\n\n`);
    },
    end: finish,
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
