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
  LIVE_PATHS,
  LIVE_TEXT,
  type LiveStream,
} from '../../contract';
import type { Caller, KeyResolver } from '../auth/key-resolver';
import type { PlanTable } from '../config/plans';
import { latestCursor, readChangesResuming } from '../changes/change-log';
import { createLocalChangeWakeups, type ChangeWakeups } from '../changes/change-wakeups';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import { findKeyStatuses } from '../store/keys-repo';
import { findSourceStandings } from '../store/sources-repo';
import { acquireLease, heartbeatLeases, releaseInstanceLeases, releaseLease } from '../store/ws-leases-repo';
import { loadChanges } from './change-batch';
import { openLiveConnection, type ConnectionLog, type LiveConnection } from './live-connection';
import { createLiveHub } from './live-hub';
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

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with an HTTP error in the REST error shape and drops the socket. */
function refuseUpgrade(socket: Duplex, statusCode: number, message: string): void {
  const body = JSON.stringify({ statusCode, message });
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_TEXT[statusCode] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function streamOf(pathname: string): LiveStream | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === LIVE_PATHS.enhanced) return 'enhanced';
  if (path === LIVE_PATHS.raw) return 'raw';
  return null;
}

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The store's own wake-ups, subscribed to once they are set up (opening them is asynchronous). */
function lazyLocalWakeups(
  db: Db,
  onError: (error: unknown) => void,
): ChangeWakeups & { close(): Promise<void> } {
  const opening = createLocalChangeWakeups(db, onError);
  opening.catch(onError);
  return {
    onAppended(listener) {
      let off: () => void = () => undefined;
      let stopped = false;
      void opening.then(
        (wakeups) => {
          if (!stopped) off = wakeups.onAppended(listener);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        off();
      };
    },
    async close() {
      await (await opening.catch(() => null))?.close();
    },
  };
}

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
    const url = new URL(request.url ?? '/', 'http://live.invalid');
    const stream = streamOf(url.pathname);
    if (stream === null) return refuseUpgrade(socket, 404, 'Not Found');
    if (closed) return refuseUpgrade(socket, 503, 'Service shutting down');
    const presented =
      firstHeader(request.headers['x-api-key']) ?? url.searchParams.get('apiKey') ?? undefined;
    const caller = await deps.keys.resolve(presented);
    if (!caller) return refuseUpgrade(socket, 401, ERROR_TEXT.unauthorized);
    if (!caller.plan.capabilities.websocket) return refuseUpgrade(socket, 403, LIVE_TEXT.websocketForbidden);
    const takeover =
      firstHeader(request.headers['x-takeover'])?.toLowerCase() === 'true' ||
      url.searchParams.get('takeover')?.toLowerCase() === 'true';
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

  async function checkKeys(): Promise<void> {
    const connections = hub.connections();
    if (connections.length === 0) return;
    const statuses = await findKeyStatuses(db, [...new Set(connections.map((c) => c.keyId))]);
    for (const connection of connections) {
      const status = statuses.get(connection.keyId);
      const allowed =
        status !== undefined && !status.revoked && deps.plans[status.plan]?.capabilities.websocket;
      if (!allowed) connection.block();
    }
  }

  async function renewLeases(): Promise<void> {
    const connections = hub.connections();
    if (connections.length === 0) return;
    const gone = new Set(
      await heartbeatLeases(
        db,
        connections.map((c) => c.leaseId),
      ),
    );
    for (const connection of connections) {
      // Taken over by a signal this instance missed, or freed as stale: the slot is no longer ours.
      if (gone.has(connection.leaseId)) connection.close(LIVE_CLOSE.tryAgainLater, 'lease lost');
    }
  }

  function pingPeers(): void {
    for (const socket of wss.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }

  const stopSignals = deps.signals.on((signal) => {
    if (signal.kind === 'preempt') hub.byLease(signal.leaseId)?.preempt(signal.newLeaseId);
    else checkKeys().catch((err: unknown) => log.warn({ err }, 'live key check failed'));
  });
  const every = (ms: number, duty: () => Promise<void> | void, what: string) => {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(duty)
        .catch((err: unknown) => log.warn({ err }, `live ${what} failed`));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(timings.heartbeatMs, renewLeases, 'lease heartbeat'),
    every(timings.keyCheckMs, checkKeys, 'key check'),
    every(timings.pingMs, pingPeers, 'ping'),
  ];

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
      for (const timer of timers) clearInterval(timer);
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
