/**
 * @module One live WebSocket connection: reads the client's frames (subscription, ping), admits a valid
 * subscription, sends the latest match (enhanced stream) and then each matching article in delivery
 * order, and closes with the protocol's codes: 1000 after a takeover, 1001 at the lifetime or shutdown,
 * 1008 for a blocked key, 1013 for too many frames or a consumer too slow to read. A subscription with
 * `resumeAfter` is admitted with its cursor, replays the matching changes after it from the change log
 * instead of the latest match, and then goes on live; each of its articles carries its change's cursor.
 */
import type { RawData, WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_TEXT, type LiveStream, type OptInFlag } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { createSubscriptionAdmission, type AdmissionSources } from './admit-subscription';
import { readClientFrame } from './client-frame';
import { wrapConnectionSocket, type SocketLog } from './connection-socket';
import { createFrameRateGate, type FrameRate } from './frame-rate-gate';
import type { DeliveryCandidate } from '../feed/live-filter';
import type { DeliveryKind } from '../feed/present-live';
import { flagsToRead, needsStory } from '../feed/once-per-story';

export interface ConnectionLimits {
  maxLifetimeMs: number;
  maxBufferedBytes: number;
  closeGraceMs: number;
  frameRate: FrameRate;
}

export type ConnectionLog = SocketLog;

export interface LiveConnectionDeps extends AdmissionSources {
  stream: LiveStream;
  socket: WebSocket;
  caller: Caller;
  leaseId: string;
  limits: ConnectionLimits;
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
  /** The opt-in values the admitted subscription needs read before a delivery (none before one). */
  optIn(): readonly OptInFlag[];
  /** Whether its deliveries wait for their article's story (oncePerStory, includeStory). */
  needsStory(): boolean;
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

export function openLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const { socket, stream, caller, leaseId, limits, log } = deps;
  const now = deps.now ?? Date.now;
  const connection = wrapConnectionSocket({
    socket,
    leaseId,
    maxLifetimeMs: limits.maxLifetimeMs,
    maxBufferedBytes: limits.maxBufferedBytes,
    closeGraceMs: limits.closeGraceMs,
    log,
    onClosed: deps.onClosed,
  });
  const { isClosing, send, close, closeWithError } = connection;
  const withinFrameRate = createFrameRateGate(limits.frameRate, now);
  const admission = createSubscriptionAdmission({
    stream,
    leaseId,
    socket: connection,
    latestMatch: deps.latestMatch,
    readChanges: deps.readChanges,
    cursorStanding: deps.cursorStanding,
    chargePage: deps.chargePage,
    latestCursor: deps.latestCursor,
    fillOptIns: deps.fillOptIns,
    storiesSentBefore: deps.storiesSentBefore,
    log,
    now,
  });

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
        admission.admit(frame.subscription);
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
    accepting: () => !isClosing() && admission.current() !== null,
    optIn: () => {
      const current = admission.current();
      return current ? flagsToRead(current) : [];
    },
    needsStory: () => {
      const current = admission.current();
      return current !== null && needsStory(current);
    },
    offer: admission.offer,
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
