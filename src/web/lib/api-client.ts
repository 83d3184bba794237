/**
 * @module The one API client: talks to the dashboard server's `/api` proxy (which adds the key),
 * validates every success body with its contract schema and turns every failure into an ApiProblem.
 */
import type { z } from 'zod';
import { ApiError, decodeProblem, type ApiProblem } from './api-problem';

export const API_BASE = '/api';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; problem: ApiProblem };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request; never throws (aborts excepted), every outcome is a typed value. */
export async function send<S extends z.ZodType>(
  schema: S,
  request: ApiRequest,
): Promise<ApiResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return {
      ok: false,
      problem: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  }
  const body = await readJson(response);
  if (!response.ok) return { ok: false, problem: decodeProblem(response.status, body) };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown';
    return { ok: false, problem: { kind: 'invalid_response', message: where } };
  }
  return { ok: true, data: parsed.data };
}

/** Like `send`, but throws an ApiError: the shape react-query's queryFn wants. */
export async function request<S extends z.ZodType>(schema: S, req: ApiRequest): Promise<z.infer<S>> {
  const result = await send(schema, req);
  if (!result.ok) throw new ApiError(result.problem);
  return result.data;
}
