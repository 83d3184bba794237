/**
 * @module The sessions' streams on this instance and what they are told: after each change-log wake-up (and on
 * a timer, so a lost one only delays) every stream's subscriptions, as stored (a subscribe on another instance
 * counts), are checked against the changes after the cursor each has been checked through, in the store by the
 * change feed's filter; a subscription with news gets one `notifications/resources/updated` per round. The
 * SSE event ids are change-log cursors: a client that reconnects with Last-Event-ID is checked from there, so
 * a notification missed while away is sent then. At least once: a change is never left out, and may be told
 * twice after a reconnect. A session may hold several streams (a client reconnecting before its old stream is
 * seen to close): messages go on the newest only, as the transport asks, and the server ends none of them, so
 * two clients of one session never push each other off in turn. A stream whose key was revoked (here or on
 * another instance) is ended at the next key check, as a live connection is.
 */
import type { Caller } from '../../auth/key-resolver';
import type { ChangeWakeups } from '../../events/change-wakeups';
import { readMatchingChanges } from '../../feed/change-filter-sql';
import { FEED_SPAN } from '../../feed/change-feed';
import { changeLogHead } from '../../store/change-log';
import { findKeyStatuses } from '../../store/keys-repo';
import type { Queryable } from '../../store/db';
import {
  subscriptionsOfSessions,
  touchSessions,
  type ResourceSubscription,
} from '../../store/mcp-subscriptions-repo';
import { startWakeLoop } from '../../util/wake-loop';
import type { McpSession } from '../session';
import type { WatchableQueries } from './watchable-queries';
import { prepareWatch } from './watched-filter';
import type { ChangeFilter } from '../../feed/change-filter-sql';

/** One SSE event: a JSON-RPC message, an id (a cursor), or both. */
export interface StreamEvent {
  id?: number;
  message?: Record<string, unknown>;
}

export interface StreamSink {
  write(event: StreamEvent): void;
  /** Ends the response (the service closes). */
  end(): void;
}

export interface WatchDeps {
  db: Queryable;
  queries: WatchableQueries;
  wakeups: ChangeWakeups;
  /** Checks this often besides the wake-ups. */
  pollMs: number;
  /** How often an open stream marks its session as seen. */
  touchMs?: number;
  /** How often the keys of open streams are checked; a revoked one's streams are ended. */
  keyCheckMs?: number;
  onError(error: unknown): void;
  now?: () => number;
}

interface WatchedSubscription {
  /** Every change up to this cursor has been checked. */
  through: number;
  /** null: the query no longer names anything the caller may watch; it is passed over. */
  filter: ChangeFilter | null;
}

interface OpenStream {
  session: McpSession;
  caller: Caller;
  sink: StreamSink;
  /** The client's Last-Event-ID; null for a new stream, whose subscriptions start where each was made. */
  resumeFrom: number | null;
  subscriptions: Map<string, WatchedSubscription>;
  /** The last event id sent. */
  sentId: number;
}

export interface ResourceWatch {
  /** Streams `session`'s notifications to `sink` from `resumeFrom` (see OpenStream); returns the closer. */
  open(session: McpSession, caller: Caller, sink: StreamSink, resumeFrom: number | null): () => void;
  /** Looks now (a subscription was stored). */
  kick(): void;
  /** Settles once no round is running or asked for. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_TOUCH_MS = 60_000;
/** As often as a live connection's key is checked. */
const DEFAULT_KEY_CHECK_MS = 15_000;

function updated(uri: string): Record<string, unknown> {
  return { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } };
}

export function startResourceWatch(deps: WatchDeps): ResourceWatch {
  /** The open streams of each session, oldest first: the last one is told. */
  const streams = new Map<string, OpenStream[]>();
  const now = deps.now ?? Date.now;
  const touchMs = deps.touchMs ?? DEFAULT_TOUCH_MS;
  const keyCheckMs = deps.keyCheckMs ?? DEFAULT_KEY_CHECK_MS;
  let lastTouch = 0;
  let lastKeyCheck = now();

  function drop(stream: OpenStream): void {
    const left = (streams.get(stream.session.id) ?? []).filter((s) => s !== stream);
    if (left.length > 0) streams.set(stream.session.id, left);
    else streams.delete(stream.session.id);
  }

  /** Ends the streams of keys revoked (or gone) since they opened. */
  async function endRevoked(): Promise<void> {
    const all = [...streams.values()].flat();
    const statuses = await findKeyStatuses(deps.db, [...new Set(all.map((s) => s.caller.key.id))]);
    for (const stream of all) {
      const status = statuses.get(stream.caller.key.id);
      if (status && !status.revoked) continue;
      drop(stream);
      stream.sink.end();
    }
  }

  async function sync(stream: OpenStream, stored: readonly ResourceSubscription[]): Promise<void> {
    const uris = new Set(stored.map((s) => s.uri));
    for (const uri of stream.subscriptions.keys()) if (!uris.has(uri)) stream.subscriptions.delete(uri);
    for (const subscription of stored) {
      if (stream.subscriptions.has(subscription.uri)) continue;
      const query = await deps.queries.get(stream.caller.key.id, subscription.uri);
      const prepared = query ? prepareWatch(query, stream.caller) : null;
      stream.subscriptions.set(subscription.uri, {
        through: Math.max(stream.resumeFrom ?? 0, subscription.afterCursor),
        filter: prepared?.ok ? prepared.changes : null,
      });
    }
  }

  /** Checks one stream up to `latest`; true when a span was left for the next round. */
  async function check(
    stream: OpenStream,
    head: { latest: number; prunedThrough: number },
  ): Promise<boolean> {
    const news: string[] = [];
    let more = false;
    for (const [uri, subscription] of stream.subscriptions) {
      if (subscription.through >= head.latest) continue;
      if (subscription.filter === null) {
        subscription.through = head.latest;
        continue;
      }
      if (subscription.through < head.prunedThrough) {
        // Retention removed changes not yet checked: whether one matched is unknown, so the client re-reads.
        news.push(uri);
        subscription.through = head.latest;
        continue;
      }
      const spanEnd = Math.min(subscription.through + FEED_SPAN, head.latest);
      const matching = await readMatchingChanges(deps.db, subscription.filter, {
        after: subscription.through,
        through: spanEnd,
        limit: 1,
      });
      if (matching.length > 0) news.push(uri);
      subscription.through = spanEnd;
      if (spanEnd < head.latest) more = true;
    }
    const checked = Math.min(head.latest, ...[...stream.subscriptions.values()].map((s) => s.through));
    const id = checked > stream.sentId ? checked : undefined;
    if (id !== undefined) stream.sentId = id;
    news.forEach((uri, i) =>
      stream.sink.write({ message: updated(uri), id: i === news.length - 1 ? id : undefined }),
    );
    if (news.length === 0 && id !== undefined) stream.sink.write({ id });
    return more;
  }

  async function round(): Promise<boolean> {
    if (streams.size === 0) return false;
    if (now() - lastKeyCheck >= keyCheckMs) {
      lastKeyCheck = now();
      await endRevoked();
      if (streams.size === 0) return false;
    }
    const open = [...streams.values()].flatMap((list) => list.slice(-1));
    const sessionIds = open.map((s) => s.session.id);
    // The head first: a subscription stored after it was read starts at or below it and is checked next round.
    const head = await changeLogHead(deps.db);
    const stored = await subscriptionsOfSessions(deps.db, sessionIds);
    let more = false;
    for (const stream of open) {
      if (streams.get(stream.session.id)?.at(-1) !== stream) continue;
      await sync(
        stream,
        stored.filter((s) => s.sessionId === stream.session.id),
      );
      if (await check(stream, head)) more = true;
    }
    if (now() - lastTouch >= touchMs) {
      lastTouch = now();
      await touchSessions(deps.db, sessionIds);
    }
    return more;
  }

  const loop = startWakeLoop({ round, onError: deps.onError, everyMs: deps.pollMs });
  const unlisten = deps.wakeups.onAppended(() => loop.kick());

  return {
    open(session, caller, sink, resumeFrom) {
      const stream: OpenStream = {
        session,
        caller,
        sink,
        resumeFrom,
        subscriptions: new Map(),
        sentId: resumeFrom ?? 0,
      };
      streams.set(session.id, [...(streams.get(session.id) ?? []), stream]);
      loop.kick();
      return () => {
        drop(stream);
        // An older stream of the session is told from now on: it catches up from where it was.
        if (streams.has(session.id)) loop.kick();
      };
    },
    kick: () => loop.kick(),
    idle: () => loop.idle(),
    async close() {
      unlisten();
      await loop.stop();
      for (const stream of [...streams.values()].flat()) stream.sink.end();
      streams.clear();
    },
  };
}
