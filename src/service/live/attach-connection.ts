/**
 * @module createConnectionAttacher: turns an upgraded WebSocket into a live connection served from the
 * store (latest match from search, resume from the change log), counted in the metrics, pinged for
 * liveness, and registered with the hub until it closes and frees its lease.
 */
import type { WebSocket } from 'ws';
import type { LiveStream } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { latestCursor, readChangesResuming } from '../changes/change-log';
import { liveConnections } from '../metrics/registry';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import { releaseLease } from '../store/ws-leases-repo';
import { loadChanges, type SourceStandings } from './change-batch';
import { openLiveConnection, type ConnectionLog, type LiveConnection } from './live-connection';
import type { LiveHub } from './live-hub';

export interface ConnectionAttacherDeps {
  db: Db;
  articles: ArticleSearch;
  hub: LiveHub;
  sourceStandings: SourceStandings;
  /** Whether each socket answered the last ping; an attached socket counts as alive. */
  alive: WeakMap<WebSocket, boolean>;
  timings: { maxLifetimeMs: number; maxBufferedBytes: number };
  log: ConnectionLog;
}

export type AttachConnection = (
  socket: WebSocket,
  stream: LiveStream,
  caller: Caller,
  leaseId: string,
) => void;

export function createConnectionAttacher(deps: ConnectionAttacherDeps): AttachConnection {
  const { db, hub, alive, timings, log, sourceStandings } = deps;
  return (socket, stream, caller, leaseId) => {
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
  };
}
