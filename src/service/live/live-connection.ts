/**
 * @module One live WebSocket connection: reads the client's frames (subscription, ping), admits a valid
 * subscription, sends the latest match (enhanced stream) and then each matching article in delivery
 * order, and closes with the protocol's codes: 1000 after a takeover, 1001 at the lifetime or shutdown,
 * 1008 for a blocked key, 1013 for too many frames or a consumer too slow to read. A subscription with
 * `resumeAfter` is admitted with its cursor, replays the matching changes after it from the change log
 * instead of the latest match, and then goes on live; each of its articles carries its change's cursor.
 */
import type { RawData, WebSocket } from 'ws';
import { CHANGES_TEXT, LIVE_CLOSE, LIVE_TEXT, type LiveStream } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import type { CursorStanding } from '../changes/change-log';
import type { ArticleRecord } from '../model/article';
import type { LoadedChange } from './change-batch';
import { articleFrame } from './article-frame';
import { readClientFrame, type Subscription } from './client-frame';
import { wrapConnectionSocket, type SocketLog } from './connection-socket';
import { createFrameRateGate, type FrameRate } from './frame-rate-gate';
import { liveFilterMatches, type DeliveryCandidate } from './live-filter';
import { toLiveArticle, type DeliveryKind } from './present-live';

export interface ConnectionLimits {
  maxLifetimeMs: number;
  maxBufferedBytes: number;
  frameRate: FrameRate;
}

export type ConnectionLog = SocketLog;

export interface LiveConnectionDeps {
  stream: LiveStream;
  socket: WebSocket;
  caller: Caller;
  leaseId: string;
  limits: ConnectionLimits;
  /**
   * The newest article the subscription matches among those indexed by `asOf` (what a search would list
   * first then); enhanced stream only. Later articles reach the connection as deliveries, in order.
   */
  latestMatch(subscription: Subscription, asOf: Date): Promise<ArticleRecord | null>;
  /** The change log after `after` (up to `limit`, loaded for matching), or why it cannot be resumed from. */
  readChanges(
    after: number,
    limit: number,
  ): Promise<{ ok: true; changes: LoadedChange[] } | Extract<CursorStanding, { ok: false }>>;
  /** The cursor of the last committed change. */
  latestCursor(): Promise<number>;
  /** Called once, when the socket has closed for any reason. */
  onClosed(): void;
  log: ConnectionLog;
  now?: () => number;
}

export interface LiveConnection {
  readonly leaseId: string;
  readonly keyId: number;
  readonly stream: LiveStream;
  /** Whether offers can reach the client at all: subscribed and not closing. */
  accepting(): boolean;
  /** Delivers the article of the change at `cursor` if the current subscription wants it. */
  offer(candidate: DeliveryCandidate, kind: DeliveryKind, cursor: number): void;
  /** Another connection of the key took this one's place. */
  preempt(newLeaseId: string): void;
  /** The key was revoked or lost WebSocket access. */
  block(): void;
  /** Closes without an error frame (lifetime, shutdown, lost lease). */
  close(code: number, reason: string): void;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Changes read per replay page; the next page waits until the socket has sent most of the previous one. */
const REPLAY_PAGE = 100;

interface Offered {
  candidate: DeliveryCandidate;
  kind: DeliveryKind;
  cursor: number;
}

export function openLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const { socket, stream, caller, leaseId, limits, log } = deps;
  const now = deps.now ?? Date.now;
  let subscription: Subscription | null = null;
  /** Bumped per admitted subscription so a slow latest-match look-up of an older one is dropped. */
  let generation = 0;
  /** While the latest match is looked up or a resumed subscription replays, deliveries wait here to follow. */
  let held: Offered[] | null = null;
  /**
   * The article sent as the latest match. An article indexed just before admission can also be announced just
   * after it, while the hub is still on its way to this connection: it is the same news, sent once.
   */
  let sentAsLatest: number | null = null;
  const { isClosing, send, sendText, close, closeWithError, drained } = wrapConnectionSocket({
    socket,
    leaseId,
    maxLifetimeMs: limits.maxLifetimeMs,
    maxBufferedBytes: limits.maxBufferedBytes,
    log,
    onClosed: deps.onClosed,
  });
  const withinFrameRate = createFrameRateGate(limits.frameRate, now);

  const deliver = (
    candidate: DeliveryCandidate,
    kind: DeliveryKind,
    current: Subscription,
    cursor: number,
  ): void => {
    if (kind === 'revised' && !current.delivery.includeUpdates) return;
    if (kind === 'created' && candidate.article.id === sentAsLatest) return;
    if (!liveFilterMatches(current.filter, candidate)) return;
    sendText(articleFrame(stream, candidate, kind, current, cursor));
  };

  async function sendLatestMatch(current: Subscription, mine: number, asOf: Date): Promise<void> {
    let latest: ArticleRecord | null = null;
    try {
      latest = await deps.latestMatch(current, asOf);
    } catch (error) {
      log.warn({ err: error, leaseId }, 'live: latest match look-up failed');
    }
    if (mine !== generation) return;
    const waiting = held ?? [];
    held = null;
    if (latest) {
      sentAsLatest = latest.id;
      send({ action: 'sendArticle', data: toLiveArticle(stream, latest, current.delivery, 'created') });
    }
    for (const { candidate, kind, cursor } of waiting) deliver(candidate, kind, current, cursor);
  }

  /**
   * Replays the changes after `from` for a resumed subscription, then the deliveries held meanwhile that
   * follow the last change replayed: the hub offers changes in cursor order, so nothing falls between.
   */
  async function replay(current: Subscription, mine: number, from: number): Promise<void> {
    let after = from;
    for (;;) {
      await drained();
      if (mine !== generation || isClosing()) return;
      const page = await deps.readChanges(after, REPLAY_PAGE);
      if (mine !== generation || isClosing()) return;
      if (!page.ok) {
        // Retention overtook the replay: the client must start again rather than miss changes.
        closeWithError(CHANGES_TEXT.expired(after, page.oldest), LIVE_CLOSE.tryAgainLater, 'resume expired');
        return;
      }
      if (page.changes.length === 0) break;
      for (const { change, candidates } of page.changes) {
        if (candidates && change.kind !== 'removed')
          deliver(
            stream === 'raw' ? candidates.raw() : candidates.enhanced(),
            change.kind,
            current,
            change.cursor,
          );
        after = change.cursor;
      }
    }
    const waiting = held ?? [];
    held = null;
    for (const { candidate, kind, cursor } of waiting)
      if (cursor > after) deliver(candidate, kind, current, cursor);
  }

  /** Admits a resumable subscription once its cursor is known to be in the log; else answers the error. */
  async function resume(next: Subscription, mine: number): Promise<void> {
    const wanted = next.resumeAfter;
    if (wanted === null) return;
    let from: number;
    try {
      if (wanted === 'latest') from = await deps.latestCursor();
      else {
        const check = await deps.readChanges(wanted, 1);
        if (!check.ok) {
          if (mine === generation)
            send({
              action: 'error',
              data:
                check.reason === 'expired'
                  ? CHANGES_TEXT.expired(wanted, check.oldest)
                  : CHANGES_TEXT.ahead(wanted, check.latest),
            });
          return;
        }
        from = wanted;
      }
    } catch (error) {
      log.warn({ err: error, leaseId }, 'live: resume look-up failed');
      if (mine === generation) send({ action: 'error', data: LIVE_TEXT.resumeFailed });
      return;
    }
    if (mine !== generation || isClosing()) return;
    subscription = next;
    sentAsLatest = null;
    held = [];
    send({ action: 'admit', leaseId, serverNow: now(), clientNonce: next.clientNonce, cursor: from });
    await replay(next, mine, from);
  }

  function admit(next: Subscription): void {
    generation += 1;
    if (next.resumeAfter !== null) {
      void resume(next, generation).catch((error: unknown) =>
        log.warn({ err: error, leaseId }, 'live: resume failed'),
      );
      return;
    }
    subscription = next;
    sentAsLatest = null;
    const admittedAt = now();
    send({ action: 'admit', leaseId, serverNow: admittedAt, clientNonce: next.clientNonce });
    if (stream === 'enhanced') {
      held = held ?? [];
      void sendLatestMatch(next, generation, new Date(admittedAt));
    } else {
      held = null;
    }
  }

  function onText(text: string): void {
    if (!withinFrameRate()) {
      closeWithError(LIVE_TEXT.rateLimited, LIVE_CLOSE.tryAgainLater, 'rate limit exceeded');
      return;
    }
    const frame = readClientFrame(stream, text, caller);
    switch (frame.kind) {
      case 'ping':
        send(frame.t === undefined ? { action: 'pong' } : { action: 'pong', t: frame.t });
        return;
      case 'invalid':
        send({ action: 'error', data: frame.message });
        return;
      case 'subscribe':
        admit(frame.subscription);
    }
  }

  socket.on('message', (data, isBinary) => {
    if (isClosing()) return;
    if (isBinary) {
      send({ action: 'error', data: LIVE_TEXT.invalidJson });
      return;
    }
    onText(textOf(data));
  });
  return {
    leaseId,
    keyId: caller.key.id,
    stream,
    accepting: () => !isClosing() && subscription !== null,
    offer(candidate, kind, cursor) {
      if (isClosing() || subscription === null) return;
      if (held !== null) held.push({ candidate, kind, cursor });
      else deliver(candidate, kind, subscription, cursor);
    },
    preempt(newLeaseId) {
      send({ action: 'preempted', reason: 'takeover', newLeaseId });
      close(LIVE_CLOSE.normal, 'preempted by takeover');
    },
    block() {
      closeWithError(LIVE_TEXT.keyBlocked, LIVE_CLOSE.policy, 'key blocked');
    },
    close,
  };
}
