/**
 * @module Request limits: the plan's burst (a sliding log: at most N admitted requests in any window of
 * M seconds, exactly as the 429 text says) and its monthly quota (UTC calendar month). State lives in
 * PostgreSQL (or Redis for the burst), never in process memory, so limits hold across instances and
 * survive restarts.
 */
import { ERROR_TEXT } from '../../contract';
import type { Plan } from '../config/plans';

export type LimitVerdict = { ok: true; used: number } | { ok: false; reason: 'burst' | 'quota' };

export interface Limiter {
  /** Counts one request of `keyId` under `plan`, or says which limit refuses it. */
  consume(keyId: number, plan: Plan): Promise<LimitVerdict>;
  close(): Promise<void>;
}

/** '2026-11' for any instant in November 2026 (UTC). */
export function quotaPeriod(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** '2026-11-26' for any instant of that UTC day: the per-day usage counter's key. */
export function usageDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The burst window in microseconds and how many requests it admits, or null when unlimited. */
export function burstWindow(plan: Plan): { requests: number; windowUs: number } | null {
  if (!plan.burst) return null;
  return { requests: plan.burst.requests, windowUs: plan.burst.seconds * 1_000_000 };
}

/** The 429 message of a refused request: the exact quota or burst text with the plan's numbers. */
export function refusalMessage(reason: 'burst' | 'quota', plan: Plan): string {
  if (reason === 'quota') return ERROR_TEXT.quotaExceeded(plan.monthlyQuota ?? 0);
  const burst = plan.burst ?? { requests: 0, seconds: 0 };
  return ERROR_TEXT.burstExceeded(burst.requests, burst.seconds);
}
