/**
 * @module startLiveDuties: the periodic duties that keep one instance's live connections honest across
 * instances: lease heartbeats (a lease lost → 1013), key re-checks (revoked or no WebSocket access →
 * `Key blocked`, 1008) and protocol pings that drop peers which did not answer the previous one.
 */
import type { WebSocket } from 'ws';
import { LIVE_CLOSE } from '../../contract';
import type { PlanTable } from '../config/plans';
import type { Db } from '../store/db';
import { findKeyStatuses } from '../store/keys-repo';
import { heartbeatLeases } from '../store/ws-leases-repo';
import type { LiveHub } from './live-hub';

export interface LiveDutiesDeps {
  db: Db;
  hub: LiveHub;
  plans: PlanTable;
  /** The sockets to ping (the WebSocket server's clients). */
  sockets: () => Iterable<WebSocket>;
  /** Whether each socket answered the last ping; a new socket counts as alive. */
  alive: WeakMap<WebSocket, boolean>;
  timings: { heartbeatMs: number; keyCheckMs: number; pingMs: number };
  log: { warn(obj: object, msg: string): void };
}

export interface LiveDuties {
  /** Re-checks every connected key now (a keys-changed signal). */
  checkKeys(): Promise<void>;
  stop(): void;
}

export function startLiveDuties(deps: LiveDutiesDeps): LiveDuties {
  const { db, hub, alive, log } = deps;

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
    for (const socket of deps.sockets()) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }

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
    every(deps.timings.heartbeatMs, renewLeases, 'lease heartbeat'),
    every(deps.timings.keyCheckMs, checkKeys, 'key check'),
    every(deps.timings.pingMs, pingPeers, 'ping'),
  ];

  return {
    checkKeys,
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
