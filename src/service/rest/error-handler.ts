/**
 * @module The one error handler of the HTTP surface: known errors become their contract body, framework
 * errors are mapped to the same shapes, anything else is logged and answered as a bare 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_TEXT } from '../../contract';
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
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return {
      status: 400,
      body: { statusCode: 400, message: [ERROR_TEXT.invalidJson], error: 'Bad Request' },
    };
  }
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const known = frameworkError(error);
    if (known) {
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, message: ERROR_TEXT.internal });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      statusCode: 404,
      message: `Cannot ${request.method} ${request.url.split('?')[0]}`,
      error: 'Not Found',
    });
  });
}
