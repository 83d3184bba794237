/** @module Tiny HTTP helpers for tests: real requests to a started service, JSON in and out. */

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

async function toJson<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

export function apiClient(baseUrl: string, key?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(key ? { 'x-api-key': key } : {}),
    ...extra,
  });
  return {
    async post<T = unknown>(path: string, body: unknown, extra?: Record<string, string>) {
      return toJson<T>(
        await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json', ...extra }),
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
    async get<T = unknown>(path: string, query: Record<string, string> = {}, extra?: Record<string, string>) {
      const qs = new URLSearchParams(query).toString();
      return toJson<T>(await fetch(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, { headers: headers(extra) }));
    },
  };
}
