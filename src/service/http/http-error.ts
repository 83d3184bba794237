/** @module HttpError: a known failure with its status and exact contract body; constructors per case. */
import { ERROR_TEXT, type QueryConstraintError } from '../../contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`);
  }
}

export const badRequest = (message: string[] | QueryConstraintError[]) =>
  new HttpError(400, { statusCode: 400, message, error: 'Bad Request' });

export const queryError = (text: string) => badRequest([{ property: 'query', constraints: { query: text } }]);

export const unauthorized = () => new HttpError(401, { statusCode: 401, message: ERROR_TEXT.unauthorized });

export const forbidden = (message: string) => new HttpError(403, { statusCode: 403, message });

export const notFound = (message: string) => new HttpError(404, { statusCode: 404, message });

export const unprocessable = (errors: Record<string, string>) => new HttpError(422, { status: 422, errors });

export const tooManyRequests = (message: string) => new HttpError(429, { statusCode: 429, message });
