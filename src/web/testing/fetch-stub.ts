/** @module Test helper: a `fetch` stub answering by method + path, recording every call. */
import { vi } from 'vitest';

export type Responder = (
  url: URL,
  init: RequestInit | undefined,
) => { status: number; body?: unknown } | Error;

export function stubFetch(routes: Record<string, Responder>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://dashboard.test');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    const route = routes[`${method} ${url.pathname}`];
    const answer = route
      ? route(url, init)
      : { status: 404, body: { statusCode: 404, message: 'Route not found' } };
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
