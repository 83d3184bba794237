/**
 * The order of what one connection sends around an admission, with the latest-match look-up held open by the
 * test: the orderings the real hub produces only by chance.
 */
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT } from '../../contract';
import { prepareArticle } from '../../query';
import type { Caller } from '../auth/key-resolver';
import { loadPlans, type Plan } from '../config/plans';
import type { ArticleInput, ArticleRecord } from '../model/article';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { candidatesOf, type LoadedChange } from '../feed/change-batch';
import type { Subscription } from '../feed/subscription';
import type { DeliveryCandidate } from '../feed/live-filter';
import { openLiveConnection } from './live-connection';
import type { PageCharge } from './resume-replay';
import type { CursorStanding } from '../store/change-log';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: { action: string; data?: { link?: string } | string; cursor?: number }[] = [];
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { action: string; data?: { link?: string }; cursor?: number });
  }
  close(): void {
    this.readyState = 3;
  }
  terminate(): void {
    this.readyState = 3;
  }
}

const caller: Caller = {
  key: { id: 1, name: 'desk', plan: 'pro', prefix: 'nr_abcde', createdAt: new Date(0), revokedAt: null },
  planName: 'pro',
  plan: loadPlans().pro as Plan,
};

function record(id: number, link: string): ArticleRecord {
  const base = FIXTURE_ARTICLES[0] as ArticleInput;
  return {
    ...base,
    id,
    link,
    companies: [],
    createdAt: new Date(0),
    firstSeenAt: new Date(0),
    revisedDate: null,
    author: null,
  };
}

const candidate = (article: ArticleRecord): DeliveryCandidate => ({
  article,
  prepared: prepareArticle(article),
  source: { isDefault: true, enabled: true, customForKey: null },
});

const STANDING = { isDefault: true, enabled: true, customForKey: null };

/** A change of `article` at `cursor`, as the log gives it loaded. */
const logged = (
  cursor: number,
  article: ArticleRecord,
  kind: 'created' | 'revised' = 'created',
): LoadedChange => ({
  change: {
    cursor,
    kind,
    articleId: article.id,
    link: article.link,
    changedAt: new Date(0),
    source: article.source,
    visibleToKey: null,
  },
  candidates: candidatesOf(article, STANDING, []),
});

interface HarnessOptions {
  prunedThrough?: number;
  /** Changes per replay page (the store's span may end a page before its limit). */
  pageSize?: number;
  /** What the quota answers for each replay page in turn; then every page is paid. */
  charges?: PageCharge[];
}

function harness(changeLog: LoadedChange[] = [], options: HarnessOptions = {}) {
  const { prunedThrough = 0, pageSize = Infinity, charges = [] } = options;
  const socket = new FakeSocket();
  const reads: number[] = [];
  let charged = 0;
  const lookups: { subscription: Subscription; resolve: (a: ArticleRecord | null) => void }[] = [];
  const head = () => changeLog.at(-1)?.change.cursor ?? 0;
  const standing = (after: number): CursorStanding => {
    const latest = head();
    if (after < prunedThrough) return { ok: false, reason: 'expired', latest, oldest: prunedThrough + 1 };
    if (after > latest) return { ok: false, reason: 'ahead', latest, oldest: prunedThrough + 1 };
    return { ok: true };
  };
  const connection = openLiveConnection({
    stream: 'enhanced',
    socket: socket as unknown as WebSocket,
    caller,
    leaseId: 'lease-1',
    limits: { maxLifetimeMs: 60_000, maxBufferedBytes: 1 << 20, closeGraceMs: 5_000, frameRate: null },
    latestMatch: (subscription) => new Promise((resolve) => lookups.push({ subscription, resolve })),
    fillOptIns: async () => {},
    storiesSentBefore: async () => new Map(),
    readChanges: async (_subscription, after, limit) => {
      reads.push(after);
      const check = standing(after);
      if (!check.ok) return check;
      const changes = changeLog.filter((c) => c.change.cursor > after).slice(0, Math.min(limit, pageSize));
      const nextCursor = changes.at(-1)?.change.cursor ?? head();
      return { ok: true, changes, nextCursor, hasMore: head() > nextCursor };
    },
    cursorStanding: async (after) => standing(after),
    chargePage: async () => {
      charged += 1;
      return charges.shift() ?? { ok: true };
    },
    latestCursor: async () => head(),
    onClosed: () => undefined,
    log: { warn: () => undefined, debug: () => undefined },
  });
  const subscribe = (frame: object) => socket.emit('message', Buffer.from(JSON.stringify(frame)), false);
  const articles = () => socket.sent.filter((m) => m.action === 'sendArticle');
  const links = () => articles().map((m) => (typeof m.data === 'object' ? m.data.link : undefined));
  const cursors = () => articles().map((m) => m.cursor);
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
  };
  return { socket, connection, lookups, subscribe, links, cursors, settle, reads, charged: () => charged };
}

describe('a live connection around its admission', () => {
  const x = record(10, 'https://www.wire.example/x');
  const y = record(11, 'https://www.wire.example/y');

  it('sends the latest match once, even when its announcement reaches the connection afterwards', async () => {
    const h = harness();
    h.subscribe({ query: 'apple' });
    h.lookups[0]?.resolve(x);
    await h.settle();
    h.connection.offer(candidate(x), 'created', 0);
    h.connection.offer(candidate(y), 'created', 0);
    expect(h.links()).toEqual([x.link, y.link]);
  });

  it('sends what arrives during the look-up after the latest match, in arrival order', async () => {
    const h = harness();
    h.subscribe({ query: 'apple' });
    h.connection.offer(candidate(y), 'created', 0);
    h.connection.offer(candidate(x), 'created', 0);
    expect(h.links()).toEqual([]);
    h.lookups[0]?.resolve(x);
    await h.settle();
    expect(h.links()).toEqual([x.link, y.link]);
  });

  it('drops the look-up of a subscription replaced meanwhile', async () => {
    const h = harness();
    h.subscribe({ query: 'apple' });
    h.subscribe({ query: 'iphone' });
    h.lookups[1]?.resolve(y);
    await h.settle();
    h.lookups[0]?.resolve(x);
    await h.settle();
    expect(h.socket.sent.map((m) => m.action)).toEqual(['admit', 'admit', 'sendArticle']);
    expect(h.links()).toEqual([y.link]);
  });
});

describe('a live connection resuming after a cursor', () => {
  const a = record(20, 'https://www.wire.example/a');
  const b = record(21, 'https://www.wire.example/b');
  const c = record(22, 'https://www.wire.example/c');
  const d = record(23, 'https://www.wire.example/d');

  it('is admitted with its cursor, replays what followed it, then goes on live without gap or duplicate', async () => {
    const changeLog = [logged(1, a), logged(2, b), logged(3, c)];
    const h = harness(changeLog);
    h.subscribe({ resumeAfter: 1, clientNonce: 'n' });
    // The hub offers changes 3 and 4 while the replay is still to read the log: 3 is replayed, 4 follows.
    h.connection.offer(candidatesOf(c, STANDING, []).enhanced(), 'created', 3);
    await h.settle();
    changeLog.push(logged(4, d));
    h.connection.offer(candidatesOf(d, STANDING, []).enhanced(), 'created', 4);
    await h.settle();
    expect(h.socket.sent[0]).toMatchObject({ action: 'admit', clientNonce: 'n', cursor: 1 });
    expect(h.lookups).toEqual([]);
    expect(h.links()).toEqual([b.link, c.link, d.link]);
    expect(h.cursors()).toEqual([2, 3, 4]);
    h.connection.offer(candidatesOf(d, STANDING, []).enhanced(), 'revised', 5);
    expect(h.cursors()).toEqual([2, 3, 4]); // no includeUpdates
  });

  it('replays revisions with includeUpdates, each with its own cursor', async () => {
    const h = harness([logged(1, a), logged(2, a, 'revised'), logged(3, b)]);
    h.subscribe({ resumeAfter: 0, includeUpdates: true });
    await h.settle();
    expect(h.links()).toEqual([a.link, a.link, b.link]);
    expect(h.cursors()).toEqual([1, 2, 3]);
  });

  it('starts at the head with "latest": no replay, no latest match, live articles with cursors', async () => {
    const h = harness([logged(1, a), logged(2, b)]);
    h.subscribe({ resumeAfter: 'latest' });
    await h.settle();
    expect(h.socket.sent).toEqual([expect.objectContaining({ action: 'admit', cursor: 2 })]);
    h.connection.offer(candidatesOf(c, STANDING, []).enhanced(), 'created', 3);
    expect(h.cursors()).toEqual([3]);
  });

  it('answers an expired or unknown cursor with an error frame and stays open for another subscription', async () => {
    const h = harness([logged(5, a), logged(6, b)], { prunedThrough: 4 });
    h.subscribe({ resumeAfter: 2 });
    await h.settle();
    h.subscribe({ resumeAfter: 99 });
    await h.settle();
    expect(h.socket.sent).toEqual([
      { action: 'error', data: expect.stringContaining('oldest change kept has cursor 5') },
      { action: 'error', data: expect.stringContaining('Cursor 99 is ahead of the change log') },
    ]);
    h.subscribe({ resumeAfter: 5 });
    await h.settle();
    expect(h.cursors()).toEqual([6]);
  });

  it('pays one quota unit per replay page, the first before admission, none for "latest"', async () => {
    const h = harness([logged(1, a), logged(2, b), logged(3, c), logged(4, d)], { pageSize: 2 });
    h.subscribe({ resumeAfter: 0 });
    await h.settle();
    expect(h.cursors()).toEqual([1, 2, 3, 4]);
    expect(h.reads).toEqual([0, 2]);
    expect(h.charged()).toBe(2);
    h.subscribe({ resumeAfter: 'latest' });
    await h.settle();
    expect(h.charged()).toBe(2);
  });

  it('out of quota before admission: the quota text, not admitted, the socket open', async () => {
    const message = ERROR_TEXT.quotaExceeded(10);
    const h = harness([logged(1, a)], { charges: [{ ok: false, reason: 'quota', message }] });
    h.subscribe({ resumeAfter: 0 });
    await h.settle();
    expect(h.socket.sent).toEqual([{ action: 'error', data: message }]);
    expect(h.reads).toEqual([]);
    expect(h.socket.readyState).toBe(1);
  });

  it('out of quota during the replay: the quota text, then closed with 1008 rather than a gap', async () => {
    const message = ERROR_TEXT.quotaExceeded(10);
    const h = harness([logged(1, a), logged(2, b), logged(3, c)], {
      pageSize: 1,
      charges: [{ ok: true }, { ok: false, reason: 'quota', message }],
    });
    const closed: number[] = [];
    h.socket.close = (code?: number) => {
      closed.push(code ?? 0);
      h.socket.readyState = 3;
    };
    h.subscribe({ resumeAfter: 0 });
    await h.settle();
    expect(h.cursors()).toEqual([1]);
    expect(h.socket.sent.at(-1)).toEqual({ action: 'error', data: message });
    expect(closed).toEqual([1008]);
  });

  it('waits out the burst between replay pages instead of failing', async () => {
    const h = harness([logged(1, a), logged(2, b)], {
      pageSize: 1,
      charges: [{ ok: true }, { ok: false, reason: 'burst', retryInMs: 5 }],
    });
    h.subscribe({ resumeAfter: 0 });
    await vi.waitFor(() => expect(h.cursors()).toEqual([1, 2]));
    expect(h.charged()).toBe(3);
  });

  it('refuses a resumeAfter that is no cursor, with the validation text', async () => {
    const h = harness();
    h.subscribe({ resumeAfter: -3 });
    h.subscribe({ resumeAfter: 'soon' });
    await h.settle();
    expect(h.socket.sent.map((m) => m.data)).toEqual([
      'resumeAfter must not be less than 0',
      'resumeAfter must be a change cursor (a non-negative integer) or "latest"',
    ]);
  });
});
