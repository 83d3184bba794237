/** @module FetchError: every fetch failure as a named value with a stable code. */

export type FetchErrorCode =
  | 'fetch.timeout'
  | 'fetch.too_large'
  | 'fetch.too_many_redirects'
  | 'fetch.refused_redirect'
  | 'fetch.blocked_address'
  | 'fetch.http_status'
  | 'fetch.unwanted_type'
  | 'fetch.invalid_url'
  | 'fetch.network';

export class FetchError extends Error {
  override readonly name = 'FetchError';

  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly details: {
      url?: string;
      status?: number;
      /** How long a 429 or 503 answer asked to wait (its Retry-After), in ms. */
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(`${code}: ${message}`, { cause: details.cause });
  }

  /** HTTP status for `fetch.http_status`, else undefined. */
  get status(): number | undefined {
    return this.details.status;
  }

  /** The wait a 429 or 503 answer asked for (its Retry-After), in ms; undefined when it named none. */
  get retryAfterMs(): number | undefined {
    return this.details.retryAfterMs;
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}
