/**
 * @module resumeSubscription: admits a subscription with `resumeAfter` once its cursor is known to be in the
 * change log (else answers why not), replays the matching changes after it page by page — each page selected
 * in the store and paid for with one quota unit, as a GET /v2/changes call is — and then lets the deliveries
 * held meanwhile follow the last change looked through.
 */
import { CHANGES_TEXT, LIVE_CLOSE, LIVE_TEXT, type LiveStream } from '../../contract';
import type { CursorStanding } from '../store/change-log';
import type { LoadedChange } from '../feed/change-batch';
import type { Subscription } from '../feed/subscription';
import type { ConnectionSocket, SocketLog } from './connection-socket';
import type { DeliveryCandidate } from '../feed/live-filter';
import type { DeliveryKind } from '../feed/present-live';

/** Matching changes read per replay page; the next page waits until the socket has sent most of this one. */
const REPLAY_PAGE = 100;

/** A page of the changes a subscription may match, loaded for matching; `nextCursor` is where it ends. */
export type ReplayPage =
  | { ok: true; changes: LoadedChange[]; nextCursor: number; hasMore: boolean }
  | Extract<CursorStanding, { ok: false }>;

export type ReadChanges = (subscription: Subscription, after: number, limit: number) => Promise<ReplayPage>;

/** One quota unit for a replay page, or why not: out of quota (its 429 text), or the burst (wait, then again). */
export type PageCharge =
  | { ok: true }
  | { ok: false; reason: 'quota'; message: string }
  | { ok: false; reason: 'burst'; retryInMs: number };

export interface ResumeDeps {
  stream: LiveStream;
  leaseId: string;
  socket: ConnectionSocket;
  readChanges: ReadChanges;
  /** Whether the change log can be resumed after a cursor. */
  cursorStanding(after: number): Promise<CursorStanding>;
  /** Counts one unit of the caller's quota (and burst) for a page of a replay. */
  chargePage(): Promise<PageCharge>;
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
  /** Delivers the held offers whose cursor `follows` accepts (their opt-in values read first), then stops holding. */
  release(current: Subscription, follows: (cursor: number) => boolean): Promise<void>;
  /** With oncePerStory: notes the stories of `changes` it was sent by `cursor`, before they are delivered. */
  noteStoriesSentBy(current: Subscription, changes: LoadedChange[], cursor: number): Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pays for one replay page, waiting out the burst as a paging client would. Out of quota, a subscription not
 * yet admitted is answered with the quota text (the socket stays open); an admitted one, whose replay would
 * otherwise stop short of its live deliveries, is closed with 1008 after it.
 */
async function paidFor(
  deps: ResumeDeps,
  target: ResumeTarget,
  ticket: number,
  admitted: boolean,
): Promise<boolean> {
  const { socket } = deps;
  for (;;) {
    const charge = await deps.chargePage();
    if (charge.ok) return true;
    if (!target.isNewest(ticket) || socket.isClosing()) return false;
    if (charge.reason === 'burst') {
      await pause(charge.retryInMs);
      if (!target.isNewest(ticket) || socket.isClosing()) return false;
      continue;
    }
    if (admitted) socket.closeWithError(charge.message, LIVE_CLOSE.policy, 'replay out of quota');
    else socket.send({ action: 'error', data: charge.message });
    return false;
  }
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
    // The first page is paid before admission: a key out of quota is told so instead of being admitted.
    if (!(await paidFor(deps, target, ticket, false))) return null;
    const check = await deps.cursorStanding(wanted);
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
 * Replays the matching changes after `from`, then the deliveries held meanwhile that follow the last change
 * looked through: the hub offers changes in cursor order, so nothing falls between.
 */
async function replay(
  deps: ResumeDeps,
  target: ResumeTarget,
  current: Subscription,
  ticket: number,
  from: number,
): Promise<void> {
  const { socket, stream } = deps;
  const dropped = () => !target.isNewest(ticket) || socket.isClosing();
  let after = from;
  // The first page was paid for before admission.
  for (let paid = true; ; paid = false) {
    await socket.drained();
    if (dropped()) return;
    if (!paid && !(await paidFor(deps, target, ticket, true))) return;
    const page = await deps.readChanges(current, after, REPLAY_PAGE);
    if (dropped()) return;
    if (!page.ok) {
      // Retention overtook the replay: the client must start again rather than miss changes.
      socket.closeWithError(
        CHANGES_TEXT.expired(after, page.oldest),
        LIVE_CLOSE.tryAgainLater,
        'resume expired',
      );
      return;
    }
    if (current.oncePerStory) await target.noteStoriesSentBy(current, page.changes, from);
    if (dropped()) return;
    for (const { change, candidates } of page.changes) {
      if (candidates && change.kind !== 'removed')
        target.deliver(
          stream === 'raw' ? candidates.raw() : candidates.enhanced(),
          change.kind,
          current,
          change.cursor,
        );
    }
    after = page.nextCursor;
    if (!page.hasMore) break;
  }
  const replayedTo = after;
  await target.release(current, (cursor) => cursor > replayedTo);
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
