/**
 * @module Request limits: the plan's burst (a sliding log: at most N admitted requests in any window of
 * M seconds, exactly as the 429 text says) and its monthly quota (UTC calendar month). The quota is leased to
 * each instance in blocks and usage written in batches (usage-meter.ts), so limits hold across instances and
 * survive restarts; the burst is shared state per admission (PostgreSQL or Redis), or, on the embedded store
 * that one process holds, kept in that process.
 */
import { ERROR_TEXT } from '../../contract';
import type { Plan } from '../config/plans';

export type LimitVerdict = { ok: true } | { ok: false; reason: 'burst' | 'quota' };

export interface Limiter {
  /** Counts one request of `keyId` under `plan`, or says which limit refuses it. */
  consume(keyId: number, plan: Plan): Promise<LimitVerdict>;
  /** Counts one unit of the monthly quota only (an export's further rows), from the same leases. */
  consumeQuota(keyId: number, plan: Plan): Promise<LimitVerdict>;
  /** Writes the usage this instance counted so far, for a read that must show it (the account page). */
  settle(): Promise<void>;
  /** Writes what is left and gives back the unused quota. */
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
