/**
 * @module Metering without a write per request (issue 33). The monthly quota is leased to this instance in
 * blocks (store/quota-leases-repo.ts) and admitted from them in memory; the usage counted (per period and per
 * UTC day) and the units of each lease used or given back are written in one transaction per batch: every
 * `flushEveryMs`, as soon as a block runs out, when a read must show the usage (`settle`), and on close.
 *
 * Exact at the boundary: a block is an eighth of what is left (at most `maxLeaseUnits`, at least 1), so the
 * last units go one at a time, and the store never leases more than the remainder to all instances together.
 * A request that finds the key's blocks spent while one is being leased leases a single unit for itself.
 * A block not admitted from for a second is given back at the next flush (never while requests of its key
 * are leasing: they are about to need it); every block is given back on close. A lease counts for
 * `leaseTtlMs` after it was granted or last renewed (each flush renews those in use); its holder stops
 * admitting from it half that time earlier, so a crashed instance strands its units for at most that long,
 * and a live one never admits from a lease the store no longer counts. A plan without a quota leases nothing.
 *
 * Every wait for the store is this request's own statement (a lease), through the store's bound: a request
 * never waits in process for another's statement (the reverted group commit did, outside the embedded store's
 * bound). Background flushes go through `whenIdle` where a bound exists, so they do not take a slot a request
 * is about to need; one refused so takes its turn within the bound at the next tick.
 * A failed flush keeps its usage for the next one: nothing is lost or counted twice (short of a connection lost
 * while COMMIT is under way, when the outcome is unknown to the client; the batch is then written again).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { type GrantedLease, leaseQuota, writeUsage, type UsageBatch } from '../store/quota-leases-repo';
import { isStoreBusy } from '../system/store-busy';
import { type LimitVerdict, quotaPeriod, usageDay } from './limits';

export interface UsageMeterOptions {
  flushEveryMs?: number;
  leaseTtlMs?: number;
  /** A block not admitted from for this long is given back at the next flush. */
  leaseIdleMs?: number;
  /** A block is the key's remainder divided by this. */
  leaseShare?: number;
  maxLeaseUnits?: number;
  /** The wall clock that dates requests (period and day). */
  now?: () => Date;
  /** A background flush failed (its usage is kept for the next); a busy embedded store is not reported. */
  onFlushError?: (err: unknown) => void;
}

export const METERING_DEFAULTS = {
  flushEveryMs: 1_000,
  leaseTtlMs: 60_000,
  leaseIdleMs: 1_000,
  leaseShare: 8,
  maxLeaseUnits: 1_000,
} as const;

export interface UsageMeter {
  /** One unit of the key's monthly quota, or 'quota' when none is left. */
  consume(keyId: number, plan: Plan): Promise<LimitVerdict>;
  /** Writes the usage counted so far, and waits for the writes already under way. */
  settle(): Promise<void>;
  /** Writes what is left and gives every block back. */
  close(): Promise<void>;
}

interface HeldLease {
  id: number;
  keyId: number;
  period: string;
  /** Units not admitted yet. */
  left: number;
  /** performance.now() past which nothing is admitted from it. */
  usableUntil: number;
  /** performance.now() of its grant or last admission: one idle for `leaseIdleMs` is given back. */
  lastUsed: number;
}

const OK: LimitVerdict = { ok: true };

function addTo<T extends { used: number }>(map: Map<string, T>, id: string, entry: T): void {
  const seen = map.get(id);
  if (seen) seen.used += entry.used;
  else map.set(id, { ...entry });
}

export function createUsageMeter(db: Db, options: UsageMeterOptions = {}): UsageMeter {
  const settings = {
    flushEveryMs: options.flushEveryMs ?? METERING_DEFAULTS.flushEveryMs,
    leaseTtlMs: options.leaseTtlMs ?? METERING_DEFAULTS.leaseTtlMs,
    leaseIdleMs: options.leaseIdleMs ?? METERING_DEFAULTS.leaseIdleMs,
    leaseShare: options.leaseShare ?? METERING_DEFAULTS.leaseShare,
    maxLeaseUnits: options.maxLeaseUnits ?? METERING_DEFAULTS.maxLeaseUnits,
  };
  const now = options.now ?? (() => new Date());
  const clock = () => performance.now();
  const holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const background = db.whenIdle ?? db;

  /** Leases to admit from, per key and period, oldest first. */
  const pools = new Map<string, HeldLease[]>();
  const periodUse = new Map<string, { keyId: number; period: string; used: number }>();
  const dayUse = new Map<string, { keyId: number; day: string; used: number }>();
  /** Units to take off each lease row: admitted from it, or given back. */
  const owed = new Map<number, { lease: HeldLease; units: number }>();
  const inFlight = new Set<Promise<unknown>>();
  /** Lease statements under way per key and period. */
  const leasing = new Map<string, number>();

  const owe = (lease: HeldLease, units: number) => {
    const debt = owed.get(lease.id);
    if (debt) debt.units += units;
    else owed.set(lease.id, { lease, units });
  };
  const giveBack = (lease: HeldLease) => {
    owe(lease, lease.left);
    lease.left = 0;
  };

  function takeFrom(keyId: number, period: string): boolean {
    const poolId = `${keyId}|${period}`;
    const leases = pools.get(poolId);
    const t = clock();
    while (leases && leases.length > 0) {
      const lease = leases[0] as HeldLease;
      if (lease.left > 0 && t < lease.usableUntil) {
        lease.left -= 1;
        lease.lastUsed = t;
        owe(lease, 1);
        if (lease.left === 0) {
          leases.shift();
          flushSoon();
        }
        return true;
      }
      leases.shift();
      giveBack(lease);
    }
    pools.delete(poolId);
    return false;
  }

  function count(keyId: number, period: string, at: Date): LimitVerdict {
    addTo(periodUse, `${keyId}|${period}`, { keyId, period, used: 1 });
    const day = usageDay(at);
    addTo(dayUse, `${keyId}|${day}`, { keyId, day, used: 1 });
    return OK;
  }

  async function consume(keyId: number, plan: Plan): Promise<LimitVerdict> {
    const at = now();
    const period = quotaPeriod(at);
    if (plan.monthlyQuota === null) return count(keyId, period, at);
    if (takeFrom(keyId, period)) return count(keyId, period, at);
    const poolId = `${keyId}|${period}`;
    // While a block is on its way, a request leases its own unit only: a burst of requests reaching an empty
    // pool at once would otherwise lease a block each and hold most of the key's remainder here.
    const underWay = leasing.get(poolId) ?? 0;
    leasing.set(poolId, underWay + 1);
    const sentAt = clock();
    let granted: GrantedLease | null;
    try {
      granted = await leaseQuota(db, {
        keyId,
        period,
        quota: plan.monthlyQuota,
        holder,
        share: settings.leaseShare,
        maxUnits: underWay > 0 ? 1 : settings.maxLeaseUnits,
        ttlMs: settings.leaseTtlMs,
      });
    } finally {
      const left = (leasing.get(poolId) ?? 1) - 1;
      if (left > 0) leasing.set(poolId, left);
      else leasing.delete(poolId);
    }
    if (granted) {
      const lease: HeldLease = {
        id: granted.id,
        keyId,
        period,
        left: granted.units,
        usableUntil: sentAt + settings.leaseTtlMs / 2,
        lastUsed: clock(),
      };
      pools.set(poolId, [...(pools.get(poolId) ?? []), lease]);
    }
    return takeFrom(keyId, period) ? count(keyId, period, at) : { ok: false, reason: 'quota' };
  }

  /** Takes what is to be written now; `all` gives every block back (close). */
  function takeBatch(all: boolean): { batch: UsageBatch; kept: HeldLease[]; debts: HeldLease[] } {
    const kept: HeldLease[] = [];
    const t = clock();
    for (const [poolId, leases] of pools) {
      // Never while the key's requests are leasing: they are about to need these units.
      const wanted = leasing.has(poolId);
      for (const lease of leases) {
        if (all || (!wanted && t - lease.lastUsed >= settings.leaseIdleMs)) giveBack(lease);
        else kept.push(lease);
      }
      const left = leases.filter((lease) => lease.left > 0);
      if (left.length > 0) pools.set(poolId, left);
      else pools.delete(poolId);
    }
    const keptIds = new Set(kept.map((lease) => lease.id));
    const leases: UsageBatch['leases'][number][] = [...owed.values()].map(({ lease, units }) => ({
      id: lease.id,
      keyId: lease.keyId,
      period: lease.period,
      units,
      keep: keptIds.has(lease.id),
    }));
    for (const lease of kept) {
      if (!owed.has(lease.id))
        leases.push({ id: lease.id, keyId: lease.keyId, period: lease.period, units: 0, keep: true });
    }
    const debts = [...owed.values()].map((debt) => debt.lease);
    const batch = {
      periods: [...periodUse.values()],
      days: [...dayUse.values()],
      leases,
      ttlMs: settings.leaseTtlMs,
    };
    periodUse.clear();
    dayUse.clear();
    owed.clear();
    return { batch, kept, debts };
  }

  /** A failed write: its usage and debts wait for the next (kept leases lapse unless renewed by then). */
  function putBack(batch: UsageBatch, debts: readonly HeldLease[]): void {
    for (const p of batch.periods) addTo(periodUse, `${p.keyId}|${p.period}`, p);
    for (const d of batch.days) addTo(dayUse, `${d.keyId}|${d.day}`, d);
    const byId = new Map(debts.map((lease) => [lease.id, lease]));
    for (const l of batch.leases) {
      const lease = byId.get(l.id);
      if (lease && l.units > 0) owe(lease, l.units);
    }
  }

  function flush(store: Pick<Db, 'transaction'>, all: boolean, evenIfEmpty = false): Promise<void> {
    const { batch, kept, debts } = takeBatch(all);
    const empty = batch.periods.length + batch.days.length + batch.leases.length === 0;
    if (empty && !evenIfEmpty) return Promise.resolve();
    const sentAt = clock();
    const writing = writeUsage(store, batch).then(
      (expiries) => {
        for (const lease of kept) {
          const msLeft = expiries.get(lease.id) ?? 0;
          lease.usableUntil = sentAt + msLeft - settings.leaseTtlMs / 2;
        }
      },
      (err: unknown) => {
        putBack(batch, debts);
        throw err;
      },
    );
    inFlight.add(writing);
    void writing.catch(() => undefined).finally(() => inFlight.delete(writing));
    return writing;
  }

  let ticking = false;
  let closing = false;
  // A write refused for want of an idle moment takes its turn like a request at the next tick, so a store
  // busy without pause still gets the usage at most two intervals late.
  let deferred = false;
  function tick(): void {
    if (ticking || closing) return;
    ticking = true;
    flush(deferred ? db : background, false)
      .then(
        () => (deferred = false),
        (err: unknown) => {
          if (isStoreBusy(err)) deferred = true;
          else options.onFlushError?.(err);
        },
      )
      .finally(() => (ticking = false));
  }
  let soon = false;
  function flushSoon(): void {
    if (soon) return;
    soon = true;
    setImmediate(() => {
      soon = false;
      tick();
    });
  }
  const timer = setInterval(tick, settings.flushEveryMs);
  timer.unref();

  return {
    consume,
    async settle() {
      const earlier = [...inFlight];
      // Its own write even when nothing is pending, so a wait for earlier writes is also a wait in the
      // store's bound (on the embedded store, whose operations run in order, it ends after them).
      await flush(db, false, earlier.length > 0);
      await Promise.allSettled(earlier);
    },
    async close() {
      closing = true;
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      await flush(db, true);
    },
  };
}
