/**
 * @module resumeSubscription: admits a subscription with `resumeAfter` once its cursor is known to be in the
 * change log (else answers why not), replays the matching changes after it page by page, and then lets the
 * deliveries held meanwhile follow the last change replayed.
 */
import { CHANGES_TEXT, LIVE_CLOSE, LIVE_TEXT, type LiveStream } from '../../contract';
import type { CursorStanding } from '../changes/change-log';
import type { LoadedChange } from './change-batch';
import type { Subscription } from './client-frame';
import type { ConnectionSocket, SocketLog } from './connection-socket';
import type { DeliveryCandidate } from './live-filter';
import type { DeliveryKind } from './present-live';

/** Changes read per replay page; the next page waits until the socket has sent most of the previous one. */
const REPLAY_PAGE = 100;

export type ReadChanges = (
  after: number,
  limit: number,
) => Promise<{ ok: true; changes: LoadedChange[] } | Extract<CursorStanding, { ok: false }>>;

export interface ResumeDeps {
  stream: LiveStream;
  leaseId: string;
  socket: ConnectionSocket;
  readChanges: ReadChanges;
  latestCursor(): Promise<number>;
  log: SocketLog;
  now: () => number;
}

/** The connection's admission, as a resume drives it. */
export interface ResumeTarget {
  /** Whether `ticket` is still the newest admission (a newer subscription drops this one). */
  isNewest(ticket: number): boolean;
  /** Makes `next` the admitted subscription, holding deliveries until they are released. */
  adoptHolding(next: Subscription): void;
  deliver(candidate: DeliveryCandidate, kind: DeliveryKind, current: Subscription, cursor: number): void;
  /** Delivers the held offers whose cursor `follows` accepts, then stops holding. */
  release(current: Subscription, follows: (cursor: number) => boolean): void;
}

/** The cursor to resume from, or null once the error has been answered. */
async function resumeCursor(
  deps: ResumeDeps,
  target: ResumeTarget,
  wanted: number | 'latest',
  ticket: number,
): Promise<number | null> {
  const { socket, log, leaseId } = deps;
  try {
    if (wanted === 'latest') return await deps.latestCursor();
    const check = await deps.readChanges(wanted, 1);
    if (check.ok) return wanted;
    if (target.isNewest(ticket))
      socket.send({
        action: 'error',
        data:
          check.reason === 'expired'
            ? CHANGES_TEXT.expired(wanted, check.oldest)
            : CHANGES_TEXT.ahead(wanted, check.latest),
      });
    return null;
  } catch (error) {
    log.warn({ err: error, leaseId }, 'live: resume look-up failed');
    if (target.isNewest(ticket)) socket.send({ action: 'error', data: LIVE_TEXT.resumeFailed });
    return null;
  }
}

/**
 * Replays the changes after `from`, then the deliveries held meanwhile that follow the last change
 * replayed: the hub offers changes in cursor order, so nothing falls between.
 */
async function replay(
  deps: ResumeDeps,
  target: ResumeTarget,
  current: Subscription,
  ticket: number,
  from: number,
): Promise<void> {
  const { socket, stream } = deps;
  let after = from;
  for (;;) {
    await socket.drained();
    if (!target.isNewest(ticket) || socket.isClosing()) return;
    const page = await deps.readChanges(after, REPLAY_PAGE);
    if (!target.isNewest(ticket) || socket.isClosing()) return;
    if (!page.ok) {
      // Retention overtook the replay: the client must start again rather than miss changes.
      socket.closeWithError(
        CHANGES_TEXT.expired(after, page.oldest),
        LIVE_CLOSE.tryAgainLater,
        'resume expired',
      );
      return;
    }
    if (page.changes.length === 0) break;
    for (const { change, candidates } of page.changes) {
      if (candidates && change.kind !== 'removed')
        target.deliver(
          stream === 'raw' ? candidates.raw() : candidates.enhanced(),
          change.kind,
          current,
          change.cursor,
        );
      after = change.cursor;
    }
  }
  const replayedTo = after;
  target.release(current, (cursor) => cursor > replayedTo);
}

export async function resumeSubscription(
  deps: ResumeDeps,
  target: ResumeTarget,
  next: Subscription,
  ticket: number,
): Promise<void> {
  if (next.resumeAfter === null) return;
  const from = await resumeCursor(deps, target, next.resumeAfter, ticket);
  if (from === null || !target.isNewest(ticket) || deps.socket.isClosing()) return;
  target.adoptHolding(next);
  deps.socket.send({
    action: 'admit',
    leaseId: deps.leaseId,
    serverNow: deps.now(),
    clientNonce: next.clientNonce,
    cursor: from,
  });
  await replay(deps, target, next, ticket, from);
}
