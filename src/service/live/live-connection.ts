/**
 * @module One live WebSocket connection: reads the client's frames (subscription, ping), admits a valid
 * subscription, sends the latest match (enhanced stream) and then each matching article in delivery
 * order, and closes with the protocol's codes: 1000 after a takeover, 1001 at the lifetime or shutdown,
 * 1008 for a blocked key, 1013 for too many frames or a consumer too slow to read.
 */
import type { RawData, WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_TEXT, type LiveServerMessage, type LiveStream } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import type { ArticleRecord } from '../model/article';
import { readClientFrame, type Subscription } from './client-frame';
import { liveFilterMatches, type DeliveryCandidate } from './live-filter';
import { toLiveArticle, type DeliveryKind } from './present-live';

export interface ConnectionLimits {
  maxLifetimeMs: number;
  maxBufferedBytes: number;
  /** Client frames allowed per window; null = unlimited. */
  frameRate: { frames: number; windowMs: number } | null;
}

export interface ConnectionLog {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

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
  /** Called once, when the socket has closed for any reason. */
  onClosed(): void;
  log: ConnectionLog;
  now?: () => number;
}

export interface LiveConnection {
  readonly leaseId: string;
  readonly keyId: number;
  readonly stream: LiveStream;
  /** Delivers the article if the current subscription wants it. */
  offer(candidate: DeliveryCandidate, kind: DeliveryKind): void;
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

/** Grace for a peer to answer our close frame before the socket is destroyed. */
const CLOSE_GRACE_MS = 5_000;

export function openLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const { socket, stream, caller, leaseId, limits, log } = deps;
  const now = deps.now ?? Date.now;
  let subscription: Subscription | null = null;
  /** Bumped per admitted subscription so a slow latest-match look-up of an older one is dropped. */
  let generation = 0;
  /** While the latest match is being looked up, deliveries wait here so they follow it. */
  let held: { candidate: DeliveryCandidate; kind: DeliveryKind }[] | null = null;
  /**
   * The article sent as the latest match. An article indexed just before admission can also be announced just
   * after it, while the hub is still on its way to this connection: it is the same news, sent once.
   */
  let sentAsLatest: number | null = null;
  let closing = false;
  const frameTimes: number[] = [];

  const sendText = (text: string): void => {
    if (closing || socket.readyState !== socket.OPEN) return;
    socket.send(text);
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      log.warn({ leaseId, buffered: socket.bufferedAmount }, 'live consumer too slow; closing');
      close(LIVE_CLOSE.tryAgainLater, 'slow consumer');
    }
  };

  const send = (message: LiveServerMessage): void => sendText(JSON.stringify(message));

  function close(code: number, reason: string): void {
    if (closing) return;
    closing = true;
    clearTimeout(lifetime);
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(code, reason);
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
    }
  }

  const closeWithError = (text: string, code: number, reason: string): void => {
    send({ action: 'error', data: text });
    close(code, reason);
  };

  const deliver = (candidate: DeliveryCandidate, kind: DeliveryKind, current: Subscription): void => {
    if (kind === 'revised' && !current.delivery.includeUpdates) return;
    if (kind === 'created' && candidate.article.id === sentAsLatest) return;
    if (!liveFilterMatches(current.filter, candidate)) return;
    // Subscribers with the same delivery options get the same bytes: serialise once per article.
    const { includeUpdates, includeCompanies, includeContent } = current.delivery;
    const key = `${stream} ${kind} ${includeUpdates} ${includeCompanies} ${includeContent}`;
    let frame = candidate.frames?.get(key);
    if (frame === undefined) {
      const message: LiveServerMessage = {
        action: 'sendArticle',
        data: toLiveArticle(stream, candidate.article, current.delivery, kind),
      };
      frame = JSON.stringify(message);
      candidate.frames?.set(key, frame);
    }
    sendText(frame);
  };

  function withinFrameRate(): boolean {
    if (!limits.frameRate) return true;
    const at = now();
    while (frameTimes.length > 0 && (frameTimes[0] ?? 0) <= at - limits.frameRate.windowMs)
      frameTimes.shift();
    frameTimes.push(at);
    return frameTimes.length <= limits.frameRate.frames;
  }

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
    for (const { candidate, kind } of waiting) deliver(candidate, kind, current);
  }

  function admit(next: Subscription): void {
    subscription = next;
    generation += 1;
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

  const lifetime = setTimeout(
    () => close(LIVE_CLOSE.goingAway, 'connection lifetime reached'),
    limits.maxLifetimeMs,
  );
  lifetime.unref();

  socket.on('message', (data, isBinary) => {
    if (closing) return;
    if (isBinary) {
      send({ action: 'error', data: LIVE_TEXT.invalidJson });
      return;
    }
    onText(textOf(data));
  });
  socket.on('error', (error) => log.debug({ err: error, leaseId }, 'live socket error'));
  socket.once('close', () => {
    closing = true;
    clearTimeout(lifetime);
    deps.onClosed();
  });

  return {
    leaseId,
    keyId: caller.key.id,
    stream,
    offer(candidate, kind) {
      if (closing || subscription === null) return;
      if (held !== null) held.push({ candidate, kind });
      else deliver(candidate, kind, subscription);
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
