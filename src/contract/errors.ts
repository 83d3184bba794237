/** @module Error bodies of the REST surface (spec §7.1, protocols §1–3), with their exact texts. */
import { z } from 'zod';

export const QueryConstraintError = z.object({
  property: z.literal('query'),
  constraints: z.object({ query: z.string() }),
});
export type QueryConstraintError = z.infer<typeof QueryConstraintError>;

export const BadRequestBody = z.object({
  statusCode: z.literal(400),
  message: z.union([z.array(z.string()), z.array(QueryConstraintError)]),
  error: z.literal('Bad Request'),
});
export type BadRequestBody = z.infer<typeof BadRequestBody>;

export const UnauthorizedBody = z.object({ statusCode: z.literal(401), message: z.literal('Unauthorized') });
export const ForbiddenBody = z.object({ statusCode: z.literal(403), message: z.string() });
export const NotFoundBody = z.object({ statusCode: z.literal(404), message: z.string() });
export const UnprocessableBody = z.object({
  status: z.literal(422),
  errors: z.record(z.string(), z.string()),
});
export type UnprocessableBody = z.infer<typeof UnprocessableBody>;
export const TooManyRequestsBody = z.object({ statusCode: z.literal(429), message: z.string() });
export const InternalErrorBody = z.object({
  statusCode: z.literal(500),
  message: z.literal('Internal server error'),
});

export const ServiceUnavailableBody = z.object({ statusCode: z.literal(503), message: z.string() });

export const ERROR_TEXT = {
  storeBusy: 'The service is busy: too many requests are waiting for the store. Try again shortly.',
  shuttingDown: 'The service is shutting down. Retry the request on a new connection.',
  unauthorized: 'Unauthorized',
  contentForbidden: 'Your subscription does not allow calling the extended article content',
  articleNotFound: 'Article not found',
  storyNotFound: 'Story not found',
  internal: 'Internal server error',
  invalidJson: 'Body must be valid JSON',
  invalidUrl: 'The URL must be validly percent-encoded',
  malformedHttp: 'The request is not valid HTTP/1.1',
  queryTooComplex: 'Query is too complex',
  querySyntax: (token: string) => `Invalid query syntax near '${token}'`,
  quotaExceeded: (limit: number) =>
    `Throttling Exception: Exceeded token limit of ${limit} for the current period`,
  burstExceeded: (requests: number, seconds: number) =>
    `Throttling Exception: Exceeded rate limit of ${requests} requests per ${seconds} seconds`,
} as const;
