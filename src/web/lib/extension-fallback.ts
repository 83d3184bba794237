/**
 * @module Our opt-in extensions (`collapse`, `includeStory`, `includeStories`…) on any compatible upstream: one
 * that refuses a field by name (400/422 naming it) is asked again without those fields, and the caller is told,
 * so it shows the plain answer instead of an error. An upstream that ignores them needs nothing: the fields
 * they add are simply absent.
 */
import type { z } from 'zod';
import { send, type ApiRequest, type ApiResult } from './api-client';
import type { ApiProblem } from './api-problem';

/** The upstream refused the request because of one of these fields (its validation text names it). */
export function refusesExtension(problem: ApiProblem, fields: readonly string[]): boolean {
  return (
    problem.kind === 'bad_request' && problem.messages.some((m) => fields.some((field) => m.includes(field)))
  );
}

export interface FallbackResult<T> {
  result: ApiResult<T>;
  /** The extensions were refused and left out of the answer's request. */
  dropped: boolean;
}

/** Sends `request`; when `fields` are refused, sends it again without them. */
export async function sendWithFallback<S extends z.ZodType>(
  schema: S,
  request: ApiRequest & { body: Record<string, unknown> },
  fields: readonly string[],
): Promise<FallbackResult<z.infer<S>>> {
  const first = await send(schema, request);
  if (first.ok || !refusesExtension(first.problem, fields)) return { result: first, dropped: false };
  const body = Object.fromEntries(Object.entries(request.body).filter(([key]) => !fields.includes(key)));
  return { result: await send(schema, { ...request, body }), dropped: true };
}
