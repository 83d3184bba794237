/**
 * The order of what one connection sends around an admission, with the latest-match look-up held open by the
 * test: the orderings the real hub produces only by chance.
 */
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { prepareArticle } from '../../query';
import type { Caller } from '../auth/key-resolver';
import { loadPlans, type Plan } from '../config/plans';
import type { ArticleInput, ArticleRecord } from '../model/article';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import type { Subscription } from './client-frame';
import type { DeliveryCandidate } from './live-filter';
import { openLiveConnection } from './live-connection';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: { action: string; data?: { link?: string } }[] = [];
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { action: string; data?: { link?: string } });
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
  return { ...base, id, link, companies: [], createdAt: new Date(0), revisedDate: null };
}

const candidate = (article: ArticleRecord): DeliveryCandidate => ({
  article,
  prepared: prepareArticle(article),
  source: { isDefault: true, enabled: true, customForKey: null },
});

function harness() {
  const socket = new FakeSocket();
  const lookups: { subscription: Subscription; resolve: (a: ArticleRecord | null) => void }[] = [];
  const connection = openLiveConnection({
    stream: 'enhanced',
    socket: socket as unknown as WebSocket,
    caller,
    leaseId: 'lease-1',
    limits: { maxLifetimeMs: 60_000, maxBufferedBytes: 1 << 20, frameRate: null },
    latestMatch: (subscription) => new Promise((resolve) => lookups.push({ subscription, resolve })),
    onClosed: () => undefined,
    log: { warn: () => undefined, debug: () => undefined },
  });
  const subscribe = (frame: object) => socket.emit('message', Buffer.from(JSON.stringify(frame)), false);
  const links = () => socket.sent.filter((m) => m.action === 'sendArticle').map((m) => m.data?.link);
  const settle = () => new Promise((r) => setImmediate(r));
  return { socket, connection, lookups, subscribe, links, settle };
}

describe('a live connection around its admission', () => {
  const x = record(10, 'https://www.wire.example/x');
  const y = record(11, 'https://www.wire.example/y');

  it('sends the latest match once, even when its announcement reaches the connection afterwards', async () => {
    const h = harness();
    h.subscribe({ query: 'apple' });
    h.lookups[0]?.resolve(x);
    await h.settle();
    h.connection.offer(candidate(x), 'created');
    h.connection.offer(candidate(y), 'created');
    expect(h.links()).toEqual([x.link, y.link]);
  });

  it('sends what arrives during the look-up after the latest match, in arrival order', async () => {
    const h = harness();
    h.subscribe({ query: 'apple' });
    h.connection.offer(candidate(y), 'created');
    h.connection.offer(candidate(x), 'created');
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
