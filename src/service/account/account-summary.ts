/**
 * @module The account page's figures for one key: its plan, this month's usage with one entry per UTC day
 * so far, and the live connections it holds. Reads only; counting is the limiter's job. The limiter writes
 * usage in batches, so this instance's is written first (`settleUsage`): the figures include every request
 * answered here, and those answered by other instances up to their last flush (one second).
 */
import type { AccountResponse } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { quotaPeriod, usageDay } from '../auth/limits';
import type { Queryable } from '../store/db';
import { currentUsage } from '../store/keys-repo';
import { dailyUsage } from '../store/usage-repo';
import { countLiveLeases } from '../store/ws-leases-repo';

export interface AccountSummaryDeps {
  db: Queryable;
  /** A live lease not renewed for this long belongs to a dead instance and is not counted. */
  staleAfterMs: number;
  /** Writes the usage this instance counted but has not written yet. */
  settleUsage?: () => Promise<void>;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/** Every UTC day from the first of `now`'s month to `now`'s day, as YYYY-MM-DD. */
export function daysOfPeriodSoFar(now: Date): string[] {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const days: string[] = [];
  for (let t = first; t <= now.getTime(); t += DAY_MS) days.push(usageDay(new Date(t)));
  return days;
}

export function createAccountSummary(deps: AccountSummaryDeps): (caller: Caller) => Promise<AccountResponse> {
  const now = deps.now ?? (() => new Date());
  return async ({ key, planName, plan }) => {
    await deps.settleUsage?.();
    const at = now();
    const days = daysOfPeriodSoFar(at);
    const [used, daily, connections] = await Promise.all([
      currentUsage(deps.db, key.id, quotaPeriod(at)),
      dailyUsage(deps.db, key.id, days[0] ?? usageDay(at), usageDay(at)),
      countLiveLeases(deps.db, key.id, deps.staleAfterMs),
    ]);
    return {
      status: 'ok',
      key: { name: key.name, prefix: key.prefix, createdAt: key.createdAt.toISOString() },
      plan: {
        name: planName,
        monthlyQuota: plan.monthlyQuota,
        burst: plan.burst,
        capabilities: plan.capabilities,
        websocketConnections: plan.websocketConnections,
        webhooks: plan.webhooks,
      },
      usage: {
        period: quotaPeriod(at),
        used,
        limit: plan.monthlyQuota,
        resetsAt: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString(),
        daily: days.map((day) => ({ day, used: daily.get(day) ?? 0 })),
      },
      live: { connections, limit: plan.capabilities.websocket ? plan.websocketConnections : 0 },
    };
  };
}
