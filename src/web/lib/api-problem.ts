/** @module Every way a call to the service can fail, as one discriminated union, decoded from the wire. */
import { BadRequestBody, QueryConstraintError, UnprocessableBody } from '../../contract';

export type ApiProblem =
  | { kind: 'query'; status: 400; message: string; token: string | null }
  | { kind: 'bad_request'; status: 400 | 422; messages: string[] }
  | { kind: 'unauthorized'; status: 401 }
  | { kind: 'forbidden'; status: 403; message: string }
  | { kind: 'not_found'; status: 404; message: string }
  | { kind: 'rate_limited'; status: 429; scope: 'burst' | 'quota'; message: string }
  | { kind: 'server'; status: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'invalid_response'; message: string };

/** Thrown by the client so react-query sees a failure; the typed problem travels inside. */
export class ApiError extends Error {
  readonly problem: ApiProblem;
  constructor(problem: ApiProblem) {
    super(describeProblem(problem));
    this.name = 'ApiError';
    this.problem = problem;
  }
}

/** The quota text's fixed part; any other 429 is treated as a burst, which is worth retrying. */
const QUOTA_PREFIX = 'Throttling Exception: Exceeded token limit';
const TOKEN_RE = /^Invalid query syntax near '([\s\S]*)'$/;

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

function decodeBadRequest(body: unknown): ApiProblem {
  const parsed = BadRequestBody.safeParse(body);
  if (parsed.success) {
    const first = parsed.data.message[0];
    const query = QueryConstraintError.safeParse(first);
    if (query.success) {
      const text = query.data.constraints.query;
      return { kind: 'query', status: 400, message: text, token: TOKEN_RE.exec(text)?.[1] ?? null };
    }
    const messages = parsed.data.message.filter((m): m is string => typeof m === 'string');
    return { kind: 'bad_request', status: 400, messages };
  }
  const text = messageOf(body);
  return { kind: 'bad_request', status: 400, messages: text ? [text] : ['Bad request'] };
}

/** Maps a non-2xx status and its (already JSON-decoded, possibly undefined) body to a problem. */
export function decodeProblem(status: number, body: unknown): ApiProblem {
  switch (status) {
    case 400:
      return decodeBadRequest(body);
    case 422: {
      const parsed = UnprocessableBody.safeParse(body);
      const messages = parsed.success ? Object.values(parsed.data.errors) : ['Unprocessable request'];
      return { kind: 'bad_request', status: 422, messages };
    }
    case 401:
      return { kind: 'unauthorized', status: 401 };
    case 403:
      return { kind: 'forbidden', status: 403, message: messageOf(body) || 'Forbidden' };
    case 404:
      return { kind: 'not_found', status: 404, message: messageOf(body) || 'Not found' };
    case 429: {
      const message = messageOf(body) || 'Too many requests';
      return {
        kind: 'rate_limited',
        status: 429,
        scope: message.startsWith(QUOTA_PREFIX) ? 'quota' : 'burst',
        message,
      };
    }
    default:
      return { kind: 'server', status, message: messageOf(body) || `HTTP ${status}` };
  }
}

/** A one-line, human explanation of a problem. */
export function describeProblem(problem: ApiProblem): string {
  switch (problem.kind) {
    case 'query':
      return problem.message;
    case 'bad_request':
      return problem.messages.join('; ');
    case 'unauthorized':
      return 'The service rejected the API key (401). Check the key the dashboard server was started with.';
    case 'forbidden':
      return `Your plan does not allow this (403): ${problem.message}`;
    case 'not_found':
      return problem.message;
    case 'rate_limited':
      return problem.scope === 'quota'
        ? `Monthly request quota used up (429): ${problem.message}`
        : `Too many requests in a short time (429): ${problem.message}`;
    case 'server':
      return `The service failed (${problem.status}): ${problem.message}`;
    case 'network':
      return `Cannot reach the service: ${problem.message}`;
    case 'invalid_response':
      return `The service answered with an unexpected shape: ${problem.message}`;
  }
}

/** The problem inside any error react-query hands back, or a network-ish one for anything else. */
export function problemOf(error: unknown): ApiProblem {
  if (error instanceof ApiError) return error.problem;
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}
