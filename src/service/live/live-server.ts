/**
 * @module Live delivery on the service's HTTP server: the WebSocket upgrade gate for `/ws` and `/ws/raw`
 * (key, plan, connection limit with takeover → 401/403/429 in the REST error shape), the hub that fans
 * article events out, and the periodic duties that keep connections honest across instances: lease
 * heartbeats, key re-checks (revoked → `Key blocked`, 1008) and protocol pings that drop dead peers.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_MAX_BUFFERED_BYTES, LIVE_MAX_LIFETIME_MS } from '../../contract';
import type { KeyResolver } from '../auth/key-resolver';
import type { Limiter } from '../auth/limits';
import type { PlanTable } from '../config/plans';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import { findSourceStandings } from '../store/sources-repo';
import { releaseInstanceLeases } from '../store/ws-leases-repo';
import { createConnectionAttacher } from './attach-connection';
import { lazyLocalWakeups } from './lazy-wakeups';
import type { ConnectionLog } from './live-connection';
import { startLiveDuties } from './live-duties';
import { STORY_HOLD_MS } from '../feed/once-per-story';
import { createLiveHub } from './live-hub';
import type { LiveSignals } from '../events/live-signals';
import { createUpgradeGate } from './upgrade-gate';

export interface LiveTimings {
  maxLifetimeMs: number;
  maxBufferedBytes: number;
  /** How often this instance renews its leases; a lease not renewed for staleAfterMs is free again. */
  heartbeatMs: number;
  staleAfterMs: number;
  /** How often connected keys are looked up again (revocation, plan change). */
  keyCheckMs: number;
  /** Protocol-level ping; a peer that has not answered the previous one is dropped. */
  pingMs: number;
  /** How often the change log is read without a wake-up (a lost wake-up delays delivery this long at most). */
  changePollMs: number;
  /** How long a delivery that needs its article's story waits for the grouping before it goes out ungrouped. */
  storyHoldMs: number;
  /** How long a peer has to answer our close frame before its socket is destroyed. */
  closeGraceMs: number;
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  maxLifetimeMs: LIVE_MAX_LIFETIME_MS,
  maxBufferedBytes: LIVE_MAX_BUFFERED_BYTES,
  heartbeatMs: 30_000,
  staleAfterMs: 90_000,
  keyCheckMs: 15_000,
  pingMs: 30_000,
  changePollMs: 1_000,
  storyHoldMs: STORY_HOLD_MS,
  closeGraceMs: 5_000,
};

export interface LiveServerDeps {
  server: Server;
  db: Db;
  keys: KeyResolver;
  plans: PlanTable;
  /** Counts a resume replay's quota units (one per page). */
  limiter: Limiter;
  /** Wake-ups after change-log appends; absent: the store's own (PGlite), else the timer alone. */
  changes?: ChangeWakeups;
  signals: LiveSignals;
  articles: ArticleSearch;
  log: ConnectionLog & { info(obj: object, msg: string): void };
  timings?: Partial<LiveTimings>;
}

export interface LiveServer {
  /** Keys were revoked or changed here: every instance re-checks its connections now. */
  keysChanged(): void;
  /** Open connections of this instance. */
  connectionCount(): number;
  /** Closes every connection with 1001, frees this instance's leases, stops listening for upgrades. */
  close(): Promise<void>;
}

/** Client frames are small (a subscription or a ping); anything larger is refused by `ws` with 1009. */
const MAX_FRAME_BYTES = 64 * 1024;
const SHUTDOWN_GRACE_MS = 2_000;

export function startLiveServer(deps: LiveServerDeps): LiveServer {
  const timings: LiveTimings = { ...DEFAULT_LIVE_TIMINGS, ...deps.timings };
  const { db, log } = deps;
  const instanceId = randomUUID();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sourceStandings = (domains: readonly string[]) => findSourceStandings(db, domains);
  const ownWakeups = deps.changes
    ? null
    : lazyLocalWakeups(db, (err) => log.warn({ err }, 'live wake-up failed'));
  const hub = createLiveHub({
    db,
    wakeups: deps.changes ?? ownWakeups ?? { onAppended: () => () => undefined },
    pollMs: timings.changePollMs,
    storyHoldMs: timings.storyHoldMs,
    sourceStandings,
    onError: (err) => log.warn({ err }, 'live delivery failed'),
  });
  const alive = new WeakMap<WebSocket, boolean>();
  let closed = false;

  const attach = createConnectionAttacher({
    db,
    articles: deps.articles,
    hub,
    sourceStandings,
    limiter: deps.limiter,
    alive,
    timings,
    log,
  });
  const onUpgrade = createUpgradeGate({
    db,
    keys: deps.keys,
    signals: deps.signals,
    wss,
    instanceId,
    staleAfterMs: timings.staleAfterMs,
    isClosed: () => closed,
    attach,
    log,
  });
  deps.server.on('upgrade', onUpgrade);

  const duties = startLiveDuties({
    db,
    hub,
    plans: deps.plans,
    sockets: () => wss.clients,
    alive,
    timings,
    log,
  });

  const stopSignals = deps.signals.on((signal) => {
    if (signal.kind === 'preempt') hub.byLease(signal.leaseId)?.preempt(signal.newLeaseId);
    else duties.checkKeys().catch((err: unknown) => log.warn({ err }, 'live key check failed'));
  });
  async function waitForSockets(): Promise<void> {
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const socket of wss.clients) socket.terminate();
  }

  return {
    keysChanged() {
      deps.signals
        .publish({ kind: 'keys-changed' })
        .catch((err: unknown) => log.warn({ err }, 'live keys-changed signal failed'));
    },
    connectionCount: () => hub.connections().length,
    async close() {
      if (closed) return;
      closed = true;
      deps.server.off('upgrade', onUpgrade);
      duties.stop();
      stopSignals();
      for (const connection of hub.connections())
        connection.close(LIVE_CLOSE.goingAway, 'server shutting down');
      await waitForSockets();
      await hub.close();
      await ownWakeups?.close();
      await releaseInstanceLeases(db, instanceId).catch((err: unknown) =>
        log.warn({ err }, 'live lease release failed'),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
