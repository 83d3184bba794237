/** @module adminClient: JSON calls to a running service's admin API with the admin token, for the CLIs. */

export interface AdminReply<T> {
  status: number;
  body: T;
}

export type AdminCall = <T>(method: string, path: string, body?: unknown) => Promise<AdminReply<T>>;

/**
 * Any status outside `readable` throws with the service's message; the readable ones are returned with their
 * body, so a caller can tell "not found" (404) or "already there" (409) from success when it asks to.
 */
export function adminClient(baseUrl: string, token: string, readable: readonly number[] = [200]): AdminCall {
  return async <T>(method: string, path: string, body?: unknown): Promise<AdminReply<T>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = (await response.json()) as T & { message?: unknown };
    if (!readable.includes(response.status))
      throw new Error(`service answered ${response.status}: ${JSON.stringify(payload.message)}`);
    return { status: response.status, body: payload };
  };
}
