/** @module parseRetryAfter: how long a 429 or 503 answer asks the client to wait (RFC 9110 §10.2.3). */

/** A longer wait is a misconfiguration, not a plan: the source is tried again after a day at most. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds from `now` until the `Retry-After` value (delay-seconds or an HTTP-date) allows the next
 * request, capped at {@link MAX_RETRY_AFTER_MS}; a date in the past is 0. Null when absent or unreadable.
 * @example parseRetryAfter('120', Date.now()) // 120000
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  // An HTTP-date names its zone (GMT); a bare number of another shape, or words, is not one.
  if (!/[a-z]{3}/i.test(text) || !/\b(?:GMT|UTC)\b/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}
