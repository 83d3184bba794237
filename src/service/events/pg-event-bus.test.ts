import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleRecord } from '../model/article';
import { findArticleByLink, writeArticle } from '../store/articles-repo';
import type { Db, Queryable, SqlValue } from '../store/db';
import { migrate } from '../store/migrate';
import { openPgDb } from '../store/pg-db';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { openIsolatedPostgres } from '../testing/test-service';
import type { ArticleEventBus } from './article-events';
import { ARTICLE_EVENTS_CHANNEL, createPgEventBus } from './pg-event-bus';
import { openPgNotifyHub, type PgNotifyChannel, type PgNotifyHub } from './pg-notify';
import { testArticle } from '../testing/test-article';

const skipPostgres = ENGINES.find((e) => e.engine === 'postgres')?.skip ?? true;

const FIXED_DATE = new Date('2026-11-20T10:00:00Z');
const input = (title: string) => testArticle(title, { publishDate: FIXED_DATE });

async function stored(db: Queryable, title: string): Promise<ArticleRecord> {
  const outcome = await writeArticle(db, input(title));
  if (!outcome.article) throw new Error('not written');
  return outcome.article;
}

/** The load queries a bus makes, with their parameters. */
function countingQueryable(db: Queryable): { db: Queryable; loads: (readonly SqlValue[])[] } {
  const loads: (readonly SqlValue[])[] = [];
  return {
    loads,
    db: {
      query(sql, params) {
        loads.push(params ?? []);
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    },
  };
}

type Delivery = [string, number, string];

function record(bus: ArticleEventBus): Delivery[] {
  const got: Delivery[] = [];
  bus.on('article.created', ({ article }) => got.push(['created', article.id, article.title]));
  bus.on('article.revised', ({ article }) => got.push(['revised', article.id, article.title]));
  return got;
}

/** In-process stand-in for the notify hub: each notify reaches the listeners after an optional delay. */
function fakeHub(delayFor: (payload: string) => Promise<void> = async () => undefined): {
  hub: PgNotifyHub;
  sent: string[];
} {
  const sent: string[] = [];
  const listeners = new Set<(payload: string) => void>();
  const channel: PgNotifyChannel = {
    serverName: ARTICLE_EVENTS_CHANNEL,
    async notify(payload) {
      await delayFor(payload);
      if (payload === 'fail') throw new Error('notify failed');
      sent.push(payload);
      for (const l of listeners) l(payload);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    hub: { channel: () => channel, listening: async () => undefined, close: async () => undefined },
    sent,
  };
}

describe('pg event bus over a stand-in hub [pglite]', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedStore('pglite');
  });
  afterAll(async () => db?.close());

  it('sends emits in call order even when an earlier send is slower', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const { hub, sent } = fakeHub((p) => (p.includes('"id":1}') ? firstHeld : Promise.resolve()));
    const bus = createPgEventBus({ hub, db, onError: () => undefined });
    bus.emit('article.created', { article: { id: 1 } as ArticleRecord });
    bus.emit('article.revised', { article: { id: 2 } as ArticleRecord });
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    releaseFirst();
    await vi.waitFor(() => expect(sent).toEqual(['{"e":"c","id":1}', '{"e":"r","id":2}']));
    await bus.close();
  });

  it('reports a failed send to onError and goes on with the next emits', async () => {
    const { hub, sent } = fakeHub();
    const errors: unknown[] = [];
    const bus = createPgEventBus({ hub, db, onError: (e) => errors.push(e) });
    const failing = hub.channel(ARTICLE_EVENTS_CHANNEL);
    const notify = failing.notify.bind(failing);
    let calls = 0;
    failing.notify = async (payload) => notify((calls += 1) === 1 ? 'fail' : payload);
    expect(() => bus.emit('article.created', { article: { id: 1 } as ArticleRecord })).not.toThrow();
    bus.emit('article.created', { article: { id: 2 } as ArticleRecord });
    await vi.waitFor(() => expect(sent).toEqual(['{"e":"c","id":2}']));
    expect(errors).toEqual([new Error('notify failed')]);
    await bus.close();
  });

  it('loads a burst of announcements in one query, skips deleted articles and keeps the order', async () => {
    const { hub } = fakeHub();
    const counting = countingQueryable(db);
    const bus = createPgEventBus({ hub, db: counting.db, onError: () => undefined, batchWindowMs: 20 });
    const got = record(bus);
    const [a, b, c] = [await stored(db, 'A'), await stored(db, 'B'), await stored(db, 'C')];
    const gone = await stored(db, 'gone');
    await db.query('DELETE FROM articles WHERE id = $1', [gone.id]);
    for (const article of [c, gone, a, b] as ArticleRecord[]) bus.emit('article.created', { article });
    bus.emit('article.revised', { article: a as ArticleRecord });
    await vi.waitFor(() => expect(got).toHaveLength(4));
    expect(got).toEqual([
      ['created', c?.id, 'C'],
      ['created', a?.id, 'A'],
      ['created', b?.id, 'B'],
      ['revised', a?.id, 'A'],
    ]);
    expect(counting.loads).toHaveLength(1);
    await bus.close();
  });

  it('loads at most maxBatch ids per query', async () => {
    const { hub } = fakeHub();
    const counting = countingQueryable(db);
    const bus = createPgEventBus({ hub, db: counting.db, onError: () => undefined, maxBatch: 2 });
    const got = record(bus);
    const articles = [await stored(db, '1'), await stored(db, '2'), await stored(db, '3')];
    for (const article of articles) bus.emit('article.created', { article });
    await vi.waitFor(() => expect(got.map((d) => d[2])).toEqual(['1', '2', '3']));
    expect(counting.loads.map((params) => (params[0] as number[]).length)).toEqual([2, 1]);
    await bus.close();
  });

  it('reports a malformed notification and ignores it', async () => {
    const { hub } = fakeHub();
    const errors: unknown[] = [];
    const bus = createPgEventBus({ hub, db, onError: (e) => errors.push(e) });
    const got = record(bus);
    const article = await stored(db, 'after junk');
    await hub.channel(ARTICLE_EVENTS_CHANNEL).notify('{"e":"x","id":1}');
    bus.emit('article.created', { article });
    await vi.waitFor(() => expect(got).toEqual([['created', article.id, 'after junk']]));
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/malformed notification/);
    await bus.close();
  });
});

describe.skipIf(skipPostgres)('pg event bus across instances [postgres]', () => {
  const drops: (() => Promise<void>)[] = [];
  const buses: ArticleEventBus[] = [];
  let writer: Db;
  let instanceA: { db: Db; hub: PgNotifyHub; errors: unknown[] };
  let instanceB: { db: Db; hub: PgNotifyHub; errors: unknown[] };
  let otherSchema: { db: Db; hub: PgNotifyHub; errors: unknown[] };

  async function instance(url: string) {
    const db = await openPgDb({ url, maxConnections: 3 });
    const errors: unknown[] = [];
    const hub = await openPgNotifyHub({ connectionString: url, db, onError: (e) => errors.push(e) });
    drops.unshift(async () => {
      await hub.close();
      await db.close();
    });
    return { db, hub, errors };
  }

  function bus(on: { db: Db; hub: PgNotifyHub; errors: unknown[] }, db: Queryable = on.db): ArticleEventBus {
    const created = createPgEventBus({ hub: on.hub, db, onError: (e) => on.errors.push(e) });
    buses.push(created);
    return created;
  }

  beforeAll(async () => {
    const one = await openIsolatedPostgres();
    const two = await openIsolatedPostgres();
    drops.push(one.drop, two.drop);
    instanceA = await instance(one.url);
    instanceB = await instance(one.url);
    otherSchema = await instance(two.url);
    writer = instanceA.db;
    await migrate(writer);
    await migrate(otherSchema.db);
  });
  afterEach(async () => {
    for (const b of buses.splice(0)) await b.close();
    for (const i of [instanceA, instanceB, otherSchema]) i.errors.splice(0);
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  async function allListening() {
    await Promise.all([instanceA.hub.listening(), instanceB.hub.listening(), otherSchema.hub.listening()]);
  }

  it('delivers an emit to both instances once each, in emit order, loaded fresh from the store', async () => {
    const busA = bus(instanceA);
    const busB = bus(instanceB);
    const [onA, onB] = [record(busA), record(busB)];
    await allListening();
    const first = await stored(writer, 'first');
    const second = await stored(writer, 'second');
    const revised = await writeArticle(writer, {
      ...input('unused'),
      link: first.link,
      title: 'first, revised',
    });
    expect(revised.kind).toBe('revised');
    busA.emit('article.created', { article: first });
    busA.emit('article.created', { article: second });
    busA.emit('article.revised', { article: { ...first, title: 'what the emitter held' } });
    const expected: Delivery[] = [
      ['created', first.id, 'first, revised'],
      ['created', second.id, 'second'],
      ['revised', first.id, 'first, revised'],
    ];
    await vi.waitFor(() => expect(onB).toEqual(expected));
    await vi.waitFor(() => expect(onA).toEqual(expected));
    // A later emit arriving alone shows nothing was delivered twice.
    const third = await stored(writer, 'third');
    busB.emit('article.created', { article: third });
    await vi.waitFor(() => expect(onA).toEqual([...expected, ['created', third.id, 'third']]));
    await vi.waitFor(() => expect(onB).toEqual([...expected, ['created', third.id, 'third']]));
    let full: ArticleRecord | undefined;
    busB.on('article.created', ({ article }) => (full = article));
    const fourth = await stored(writer, 'fourth');
    busA.emit('article.created', { article: { id: fourth.id } as ArticleRecord });
    await vi.waitFor(() => expect(full).toBeDefined());
    expect(full).toEqual(await findArticleByLink(writer, fourth.link));
    expect(instanceA.errors.concat(instanceB.errors)).toEqual([]);
  });

  it('delivers nothing to an instance on another schema of the same database', async () => {
    const busA = bus(instanceA);
    const elsewhere = bus(otherSchema);
    const heard = record(elsewhere);
    await allListening();
    for (let i = 0; i < 3; i += 1)
      busA.emit('article.created', { article: await stored(writer, `here ${i}`) });
    await busA.close();
    const own = await stored(otherSchema.db, 'own');
    elsewhere.emit('article.created', { article: own });
    // Notifications reach a listener in commit order: the later own one comes after any leaked earlier one.
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([['created', own.id, 'own']]);
  });

  it('loads nothing for an event nobody on the instance listens to', async () => {
    const busA = bus(instanceA);
    const counting = countingQueryable(instanceB.db);
    const busB = bus(instanceB, counting.db);
    const revisedOnB: number[] = [];
    busB.on('article.revised', ({ article }) => revisedOnB.push(article.id));
    await allListening();
    const created = await stored(writer, 'nobody listens to created on B');
    const revised = await stored(writer, 'revised');
    busA.emit('article.created', { article: created });
    busA.emit('article.revised', { article: revised });
    await vi.waitFor(() => expect(revisedOnB).toEqual([revised.id]));
    expect(counting.loads).toEqual([[[revised.id]]]);
  });

  it('reports a throwing listener and still delivers to the others', async () => {
    const busA = bus(instanceA);
    const busB = bus(instanceB);
    busB.on('article.created', () => {
      throw new Error('listener failed');
    });
    const reached: number[] = [];
    busB.on('article.created', ({ article }) => reached.push(article.id));
    await allListening();
    const one = await stored(writer, 'one');
    const two = await stored(writer, 'two');
    busA.emit('article.created', { article: one });
    busA.emit('article.created', { article: two });
    await vi.waitFor(() => expect(reached).toEqual([one.id, two.id]));
    expect(instanceB.errors).toEqual([new Error('listener failed'), new Error('listener failed')]);
  });

  it('close is idempotent, waits for the dispatch in flight and stops delivery', async () => {
    const busA = bus(instanceA);
    let releaseLoad: () => void = () => undefined;
    const loadHeld = new Promise<void>((resolve) => (releaseLoad = resolve));
    let loading = false;
    const held: Queryable = {
      async query(sql, params) {
        loading = true;
        await loadHeld;
        return instanceB.db.query(sql, params);
      },
      exec: (sql) => instanceB.db.exec(sql),
    };
    const busB = createPgEventBus({ hub: instanceB.hub, db: held, onError: (e) => instanceB.errors.push(e) });
    const onB = record(busB);
    const witness = record(bus(instanceB));
    await allListening();
    const before = await stored(writer, 'in flight');
    busA.emit('article.created', { article: before });
    await vi.waitFor(() => expect(loading).toBe(true));
    let closed = false;
    const closing = Promise.all([busB.close(), busB.close()]).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    releaseLoad();
    await closing;
    expect(onB).toEqual([['created', before.id, 'in flight']]);
    await busB.close();
    const after = await stored(writer, 'after close');
    busA.emit('article.created', { article: after });
    await vi.waitFor(() => expect(witness.map((d) => d[1])).toEqual([before.id, after.id]));
    expect(onB).toEqual([['created', before.id, 'in flight']]);
  });
});
