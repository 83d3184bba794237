/**
 * @module createConnectionAttacher: turns an upgraded WebSocket into a live connection served from the
 * store (latest match from search, resume from the change log), counted in the metrics, pinged for
 * liveness, and registered with the hub until it closes and frees its lease.
 */
import type { WebSocket } from 'ws';
import type { LiveStream } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { refusalMessage, type Limiter } from '../auth/limits';
import { readMatchingPage } from '../feed/change-feed';
import { cursorStanding, latestCursor } from '../store/change-log';
import { liveConnections } from '../metrics/registry';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import { releaseLease } from '../store/ws-leases-repo';
import { holdersOf, loadChanges, type SourceStandings } from '../feed/change-batch';
import { fillOptIns } from '../feed/opt-in-readers';
import { openLiveConnection, type ConnectionLog, type LiveConnection } from './live-connection';
import type { LiveHub } from './live-hub';
import { replayFilter } from '../feed/replay-filter';
import type { PageCharge } from './resume-replay';
import { flagsToRead, needsStory } from '../feed/once-per-story';
import { awaitGrouping } from './await-grouping';
import { storiesSentBefore } from '../feed/stories-sent-before';

export interface ConnectionAttacherDeps {
  db: Db;
  articles: ArticleSearch;
  hub: LiveHub;
  sourceStandings: SourceStandings;
  /** Counts the quota units of resume replays, one per page as GET /v2/changes does per call. */
  limiter: Limiter;
  /** Whether each socket answered the last ping; an attached socket counts as alive. */
  alive: WeakMap<WebSocket, boolean>;
  timings: { maxLifetimeMs: number; maxBufferedBytes: number; storyHoldMs: number; closeGraceMs: number };
  log: ConnectionLog;
}

export type AttachConnection = (
  socket: WebSocket,
  stream: LiveStream,
  caller: Caller,
  leaseId: string,
) => void;

/** One unit of `caller`'s quota for a replay page; a burst refusal says when a unit frees up on average. */
async function chargeReplayPage(limiter: Limiter, caller: Caller): Promise<PageCharge> {
  const verdict = await limiter.consume(caller.key.id, caller.plan);
  if (verdict.ok) return { ok: true };
  const { burst } = caller.plan;
  if (verdict.reason === 'burst' && burst)
    return { ok: false, reason: 'burst', retryInMs: Math.ceil((burst.seconds * 1000) / burst.requests) };
  return { ok: false, reason: 'quota', message: refusalMessage('quota', caller.plan) };
}

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
        closeGraceMs: timings.closeGraceMs,
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
      readChanges: async (subscription, after, limit) => {
        if (needsStory(subscription)) await awaitGrouping(db, timings.storyHoldMs);
        const page = await readMatchingPage(db, replayFilter(stream, subscription), after, limit);
        if (!page.ok) return page;
        const changes = await loadChanges(db, page.changes, sourceStandings);
        await fillOptIns(db, holdersOf(changes), flagsToRead(subscription));
        return { ...page, changes };
      },
      fillOptIns: (holders, flags) => fillOptIns(db, holders, flags),
      storiesSentBefore: (subscription, storyIds, cursor) =>
        storiesSentBefore(db, sourceStandings, stream, subscription, storyIds, cursor),
      cursorStanding: (after) => cursorStanding(db, after),
      chargePage: () => chargeReplayPage(deps.limiter, caller),
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
