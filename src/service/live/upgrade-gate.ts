/**
 * @module createUpgradeGate: the gate for WebSocket upgrades to `/ws` and `/ws/raw`. Resolves the key,
 * checks the plan, takes a connection lease (a takeover preempts the oldest connection of the key) and
 * refuses in the REST error shape (401/403/404/429/503, 500 when it fails), else completes the handshake.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { ERROR_TEXT, LIVE_TEXT } from '../../contract';
import type { KeyResolver } from '../auth/key-resolver';
import type { Db } from '../store/db';
import { acquireLease, releaseLease } from '../store/ws-leases-repo';
import type { AttachConnection } from './attach-connection';
import type { LiveSignals } from '../events/live-signals';
import { readUpgradeRequest, refuseUpgrade } from './upgrade-request';

export interface UpgradeGateDeps {
  db: Db;
  keys: KeyResolver;
  signals: LiveSignals;
  wss: WebSocketServer;
  instanceId: string;
  staleAfterMs: number;
  /** Whether the live server is shutting down: new upgrades are refused with 503. */
  isClosed(): boolean;
  attach: AttachConnection;
  log: { warn(obj: object, msg: string): void };
}

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export function createUpgradeGate(deps: UpgradeGateDeps): UpgradeHandler {
  const { db, log, isClosed } = deps;

  async function admitUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const { stream, presentedKey, takeover } = readUpgradeRequest(request);
    if (stream === null) return refuseUpgrade(socket, 404, 'Not Found');
    if (isClosed()) return refuseUpgrade(socket, 503, 'Service shutting down');
    const caller = await deps.keys.resolve(presentedKey);
    if (!caller) return refuseUpgrade(socket, 401, ERROR_TEXT.unauthorized);
    if (!caller.plan.capabilities.websocket) return refuseUpgrade(socket, 403, LIVE_TEXT.websocketForbidden);
    const limit = caller.plan.websocketConnections;
    const lease = await acquireLease(db, {
      keyId: caller.key.id,
      limit,
      takeover,
      instanceId: deps.instanceId,
      stream,
      staleAfterMs: deps.staleAfterMs,
    });
    if (!lease.ok) return refuseUpgrade(socket, 429, LIVE_TEXT.connectionLimit(limit));
    if (lease.displaced) {
      await deps.signals.publish({
        kind: 'preempt',
        leaseId: lease.displaced.leaseId,
        newLeaseId: lease.leaseId,
      });
    }
    if (socket.destroyed || isClosed()) {
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
    deps.wss.handleUpgrade(request, socket, head, (ws) => {
      attached = true;
      deps.attach(ws, stream, caller, lease.leaseId);
    });
  }

  return (request, socket, head) => {
    // A peer that goes away mid-handshake must not crash the process.
    socket.on('error', () => undefined);
    admitUpgrade(request, socket, head).catch((err: unknown) => {
      log.warn({ err }, 'live upgrade failed');
      if (!socket.destroyed) refuseUpgrade(socket, 500, ERROR_TEXT.internal);
    });
  };
}
