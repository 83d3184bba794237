/** @module When a source is polled next: its interval with jitter, doubled per consecutive failure, capped. */

export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** ±10 %: sources sharing an interval drift apart instead of polling in lockstep. */
const JITTER = 0.1;

/** The base delay (no jitter) before the next poll after `failures` consecutive failures. */
export function backoffBaseMs(intervalSeconds: number, failures: number): number {
  const base = intervalSeconds * 1000 * 2 ** Math.min(failures, 32);
  return Math.min(base, Math.max(MAX_BACKOFF_MS, intervalSeconds * 1000));
}

/** `random` in [0, 1), injectable for tests. */
export function nextPollDelayMs(
  intervalSeconds: number,
  failures: number,
  random: () => number = Math.random,
): number {
  const base = backoffBaseMs(intervalSeconds, failures);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
