/**
 * @module What a closed live socket means: stop for good (with a reason to explain) or reconnect, at once,
 * after a backoff, or later. Close codes of protocols §4 plus the dashboard relay's 4000 + HTTP status.
 */
import { LIVE_CLOSE } from '../../../../contract';

export const BACKOFF_INITIAL_MS = 500;
export const BACKOFF_MAX_MS = 30_000;
/** After 1013 ("try again later") the backoff's base is at least this long. */
export const TRY_LATER_MIN_MS = 15_000;
/** The relay closes with 4000 + the HTTP status the service refused the upgrade with. */
export const REFUSAL_CLOSE_BASE = 4000;

export type StopReason =
  | 'preempted'
  | 'key-blocked'
  | 'unauthorized'
  | 'plan'
  | 'connection-limit'
  | 'no-endpoint'
  | 'refused'
  | 'closed';

export type CloseOutcome =
  | { action: 'stop'; reason: StopReason }
  | { action: 'reconnect'; when: 'now' | 'backoff' | 'later'; cause: string };

const REFUSALS: Partial<Record<number, StopReason>> = {
  401: 'unauthorized',
  403: 'plan',
  404: 'no-endpoint',
  429: 'connection-limit',
};

export function closeOutcome(code: number, preempted: boolean): CloseOutcome {
  if (code === LIVE_CLOSE.normal) return { action: 'stop', reason: preempted ? 'preempted' : 'closed' };
  if (code === LIVE_CLOSE.policy) return { action: 'stop', reason: 'key-blocked' };
  if (code === LIVE_CLOSE.goingAway)
    return {
      action: 'reconnect',
      when: 'now',
      cause: 'The service ended the connection (its time limit, or a restart).',
    };
  if (code === LIVE_CLOSE.tryAgainLater)
    return {
      action: 'reconnect',
      when: 'later',
      cause: 'The service asked to try again later (too many messages, or the feed was read too slowly).',
    };
  const status = code - REFUSAL_CLOSE_BASE;
  if (status >= 400 && status < 500) return { action: 'stop', reason: REFUSALS[status] ?? 'refused' };
  if (status >= 500 && status < 600)
    return {
      action: 'reconnect',
      when: 'backoff',
      cause:
        status === 502
          ? 'The dashboard server cannot reach the service.'
          : `The service is unavailable (${status}).`,
    };
  return { action: 'reconnect', when: 'backoff', cause: 'The connection was lost.' };
}

/**
 * Exponential backoff: a base of 0.5 s doubling to 30 s, ±25 % jitter (never past 30 s) so that dashboards
 * cut off together do not all come back in the same instant. `floorMs` lifts the base (1013).
 */
export function backoffDelay(attempt: number, random: () => number, floorMs = 0): number {
  const base = Math.max(floorMs, Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** attempt));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}
