/**
 * @module Live delivery on the service's HTTP server: the WebSocket upgrade gate for `/ws` and `/ws/raw`
 * (key, plan, connection limit with takeover → 401/403/429 in the REST error shape), the hub that fans
 * article events out, and the periodic duties that keep connections honest across instances: lease
 * heartbeats, key re-checks (revoked → `Key blocked`, 1008) and protocol pings that drop dead peers.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  ERROR_TEXT,
  LIVE_CLOSE,
  LIVE_MAX_BUFFERED_BYTES,
  LIVE_MAX_LIFETIME_MS,
  LIVE_TEXT,
  type LiveStream,
} from '../../contract';
import type { Caller, KeyResolver } from '../auth/key-resolver';
import type { PlanTable } from '../config/plans';
import { latestCursor, readChangesResuming } from '../changes/change-log';
import type { ChangeWakeups } from '../changes/change-wakeups';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import { findSourceStandings } from '../store/sources-repo';
import { acquireLease, releaseInstanceLeases, releaseLease } from '../store/ws-leases-repo';
import { loadChanges } from './change-batch';
import { lazyLocalWakeups } from './lazy-wakeups';
import { openLiveConnection, type ConnectionLog, type LiveConnection } from './live-connection';
import { startLiveDuties } from './live-duties';
import { createLiveHub } from './live-hub';
import { readUpgradeRequest, refuseUpgrade } from './upgrade-request';
import { liveConnections } from '../metrics/registry';
import type { LiveSignals } from './live-signals';

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
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  maxLifetimeMs: LIVE_MAX_LIFETIME_MS,
  maxBufferedBytes: LIVE_MAX_BUFFERED_BYTES,
  heartbeatMs: 30_000,
  staleAfterMs: 90_000,
  keyCheckMs: 15_000,
  pingMs: 30_000,
  changePollMs: 1_000,
};

export interface LiveServerDeps {
  server: Server;
  db: Db;
  keys: KeyResolver;
  plans: PlanTable;
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
    sourceStandings,
    onError: (err) => log.warn({ err }, 'live delivery failed'),
  });
  const alive = new WeakMap<WebSocket, boolean>();
  let closed = false;

  function attach(socket: WebSocket, stream: LiveStream, caller: Caller, leaseId: string): void {
    const burst = caller.plan.burst;
    liveConnections.inc({ stream });
    const connection: LiveConnection = openLiveConnection({
      stream,
      socket,
      caller,
      leaseId,
      log,
      limits: {
        maxLifetimeMs: timings.maxLifetimeMs,
        maxBufferedBytes: timings.maxBufferedBytes,
        frameRate: burst ? { frames: burst.requests, windowMs: burst.seconds * 1000 } : null,
      },
      latestMatch: async (subscription, asOf) =>
        (
          await deps.articles.searchPage({
            ...subscription.filter.request,
            createdAtMost: asOf,
            page: 1,
            pageSize: 1,
          })
        )[0] ?? null,
      readChanges: async (after, limit) => {
        const page = await readChangesResuming(db, after, limit);
        return page.ok ? { ok: true, changes: await loadChanges(db, page.changes, sourceStandings) } : page;
      },
      latestCursor: () => latestCursor(db),
      onClosed: () => {
        liveConnections.dec({ stream });
        hub.remove(connection);
        releaseLease(db, leaseId).catch((err: unknown) =>
          log.warn({ err, leaseId }, 'live lease release failed'),
        );
      },
    });
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    hub.add(connection);
  }

  async function admitUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const { stream, presentedKey, takeover } = readUpgradeRequest(request);
    if (stream === null) return refuseUpgrade(socket, 404, 'Not Found');
    if (closed) return refuseUpgrade(socket, 503, 'Service shutting down');
    const caller = await deps.keys.resolve(presentedKey);
    if (!caller) return refuseUpgrade(socket, 401, ERROR_TEXT.unauthorized);
    if (!caller.plan.capabilities.websocket) return refuseUpgrade(socket, 403, LIVE_TEXT.websocketForbidden);
    const limit = caller.plan.websocketConnections;
    const lease = await acquireLease(db, {
      keyId: caller.key.id,
      limit,
      takeover,
      instanceId,
      stream,
      staleAfterMs: timings.staleAfterMs,
    });
    if (!lease.ok) return refuseUpgrade(socket, 429, LIVE_TEXT.connectionLimit(limit));
    if (lease.displaced) {
      await deps.signals.publish({
        kind: 'preempt',
        leaseId: lease.displaced.leaseId,
        newLeaseId: lease.leaseId,
      });
    }
    if (socket.destroyed || closed) {
      await releaseLease(db, lease.leaseId);
      if (!socket.destroyed) refuseUpgrade(socket, 503, 'Service shutting down');
      return;
    }
    // `ws` answers a malformed handshake with 400 itself and never hands the socket over: free the slot then.
    let attached = false;
    socket.once('close', () => {
      if (!attached)
        releaseLease(db, lease.leaseId).catch((err: unknown) =>
          log.warn({ err }, 'live lease release failed'),
        );
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      attached = true;
      attach(ws, stream, caller, lease.leaseId);
    });
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // A peer that goes away mid-handshake must not crash the process.
    socket.on('error', () => undefined);
    admitUpgrade(request, socket, head).catch((err: unknown) => {
      log.warn({ err }, 'live upgrade failed');
      if (!socket.destroyed) refuseUpgrade(socket, 500, ERROR_TEXT.internal);
    });
  };
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
