/**
 * @module The one error handler of the HTTP surface: known errors become their contract body, framework
 * errors are mapped to the same shapes, anything else is logged and answered as a bare 500.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_TEXT } from '../../contract';
import { isStoreBusy } from '../system/store-busy';
import { HttpError } from './http-error';

interface FrameworkErrorShape {
  status: number;
  body: Record<string, unknown>;
}

function frameworkError(error: FastifyError): FrameworkErrorShape | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { statusCode: 400, message: [ERROR_TEXT.invalidJson], error: 'Bad Request' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 400,
        body: { statusCode: 400, message: ['Content-Type must be application/json'], error: 'Bad Request' },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' },
      };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return {
        status: 400,
        body: { statusCode: 400, message: [ERROR_TEXT.invalidUrl], error: 'Bad Request' },
      };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return {
      status: 400,
      body: { statusCode: 400, message: [ERROR_TEXT.invalidJson], error: 'Bad Request' },
    };
  }
  // Any other client error a plugin raises (@fastify/static's 403 on `..`, a body the client aborted):
  // its status in the contract's shape, with the status text rather than the plugin's own words.
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const text = STATUS_CODES[status] ?? 'Client Error';
    return status === 400
      ? { status, body: { statusCode: 400, message: [text], error: 'Bad Request' } }
      : { status, body: { statusCode: status, message: text } };
  }
  return null;
}

/** Answers any error the way the contract says; also Fastify's `frameworkErrors` (bad URLs) before routing. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(error.body);
  }
  if (isStoreBusy(error)) {
    return reply.status(503).send({ statusCode: 503, message: ERROR_TEXT.storeBusy });
  }
  const known = frameworkError(error);
  if (known) {
    // A client that went away mid-body is not a fault of ours; nobody reads this answer.
    if (request.raw.aborted || error.code === 'ECONNRESET') {
      request.log.info({ method: request.method, url: request.url }, 'request aborted by the client');
    }
    return reply.status(known.status).send(known.body);
  }
  request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
  return reply.status(500).send({ statusCode: 500, message: ERROR_TEXT.internal });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      statusCode: 404,
      message: `Cannot ${request.method} ${request.url.split('?')[0]}`,
      error: 'Not Found',
    });
  });
}

/** Bodies for requests that are not valid HTTP (answered by the socket, before Fastify sees a request). */
function clientErrorBody(code: string | undefined): { status: number; body: Record<string, unknown> } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { statusCode: 408, message: 'Request Timeout' } };
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { statusCode: 431, message: 'Request Header Fields Too Large' } };
  }
  return {
    status: 400,
    body: { statusCode: 400, message: [ERROR_TEXT.malformedHttp], error: 'Bad Request' },
  };
}

/** Fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes; answer in the contract's shape. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorBody(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
