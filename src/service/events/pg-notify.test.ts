import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../store/db';
import { openPgDb } from '../store/pg-db';
import { ENGINES } from '../testing/engines';
import { openIsolatedPostgres, POSTGRES_URL } from '../testing/test-service';
import {
  MAX_NOTIFY_PAYLOAD_BYTES,
  openPgNotifyHub,
  PgNotifyConnectionError,
  type PgNotifyHub,
  serverChannelName,
} from './pg-notify';

const skip = ENGINES.find((e) => e.engine === 'postgres')?.skip ?? true;

describe('serverChannelName', () => {
  it('scopes the name to the schema, hashing a schema that would make it longer than 63 bytes', () => {
    expect(serverChannelName('events', 't_abc')).toBe('events:t_abc');
    const long = serverChannelName('events', 'ß'.repeat(40));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^events#[0-9a-f]{32}$/);
    expect(serverChannelName('events', 'ß'.repeat(41))).not.toBe(long);
  });
});

/**
 * Forwards TCP to the local PostgreSQL; can drop every connection and refuse new ones, or freeze the
 * open ones (nothing passes, nothing closes: a connection dropped silently on the way).
 */
async function startProxy(target: URL): Promise<{
  url: string;
  cut(): void;
  restore(): void;
  freeze(): void;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${address.port}`;
  return {
    url: url.toString(),
    cut() {
      refusing = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      refusing = false;
    },
    freeze() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function terminateBackends(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    // In the target list, so it runs only for the rows the WHERE clause keeps.
    const rows = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return rows.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function backendCount(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const rows = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return rows.rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(skip)('pg notify hub [postgres]', () => {
  const schemas: { url: string; drop(): Promise<void> }[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let url: string;
  let db: Db;

  async function hub(over: Partial<Parameters<typeof openPgNotifyHub>[0]> = {}) {
    const errors: unknown[] = [];
    const opened = await openPgNotifyHub({
      connectionString: url,
      db,
      onError: (e) => errors.push(e),
      ...over,
    });
    cleanups.push(() => opened.close());
    return { hub: opened, errors };
  }

  function collect(h: PgNotifyHub, name: string): string[] {
    const got: string[] = [];
    h.channel(name).listen((p) => got.push(p));
    return got;
  }

  beforeAll(async () => {
    const isolated = await openIsolatedPostgres();
    schemas.push(isolated);
    url = isolated.url;
    db = await openPgDb({ url, maxConnections: 3 });
  });
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  afterAll(async () => {
    await db?.close();
    for (const s of schemas) await s.drop();
  });

  it('delivers to every hub on the schema, in order, on each listened channel only', async () => {
    const a = await hub();
    const b = await hub();
    const onA = collect(a.hub, 'one');
    const onB = collect(b.hub, 'one');
    const otherOnB = collect(b.hub, 'two');
    await Promise.all([a.hub.listening(), b.hub.listening()]);
    for (const p of ['1', '2', '3']) await a.hub.channel('one').notify(p);
    await b.hub.channel('two').notify('x');
    await vi.waitFor(() => expect(onB).toEqual(['1', '2', '3']));
    await vi.waitFor(() => expect(onA).toEqual(['1', '2', '3']));
    await vi.waitFor(() => expect(otherOnB).toEqual(['x']));
  });

  it('hears nothing notified on another schema of the same database', async () => {
    const other = await openIsolatedPostgres();
    schemas.push(other);
    const otherDb = await openPgDb({ url: other.url, maxConnections: 2 });
    cleanups.push(() => otherDb.close());
    const elsewhere = await openPgNotifyHub({ connectionString: other.url, db: otherDb, onError: () => {} });
    cleanups.push(() => elsewhere.close());
    const here = await hub();
    const heardElsewhere = collect(elsewhere, 'one');
    await elsewhere.listening();
    await here.hub.channel('one').notify('not for you');
    // Notifications reach a listener in commit order: its own later one comes after any leaked earlier one.
    await elsewhere.channel('one').notify('own');
    await vi.waitFor(() => expect(heardElsewhere).toContain('own'));
    expect(heardElsewhere).toEqual(['own']);
  });

  it('stops delivering to a listener that unsubscribed, and reports a throwing one without stopping others', async () => {
    const { hub: h, errors } = await hub();
    const got: string[] = [];
    const off = h.channel('one').listen(() => got.push('gone'));
    h.channel('one').listen(() => {
      throw new Error('listener failed');
    });
    h.channel('one').listen((p) => got.push(p));
    await h.listening();
    off();
    await h.channel('one').notify('a');
    await vi.waitFor(() => expect(got).toEqual(['a']));
    expect(errors).toEqual([new Error('listener failed')]);
  });

  it('refuses a payload over the limit with a clear error', async () => {
    const { hub: h } = await hub();
    await expect(h.channel('one').notify('x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES + 1))).rejects.toThrow(
      /exceeds the 7999-byte limit/,
    );
    await expect(h.channel('one').notify('x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES))).resolves.toBeUndefined();
  });

  it('reconnects after its backend is terminated and hears later notifications', async () => {
    const applicationName = `newsroom-test-${randomBytes(4).toString('hex')}`;
    const { hub: h, errors } = await hub({ applicationName, backoff: { initialMs: 20, maxMs: 100 } });
    const got = collect(h, 'one');
    await h.listening();
    expect(await terminateBackends(applicationName)).toBe(1);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(PgNotifyConnectionError);
    await h.listening();
    await h.channel('one').notify('after');
    await vi.waitFor(() => expect(got).toEqual(['after']));
  });

  it('backs off exponentially, reporting once per attempt, while the server is unreachable', async () => {
    const proxy = await startProxy(new URL(url));
    cleanups.push(() => proxy.close());
    const { hub: h, errors } = await hub({
      connectionString: proxy.url,
      backoff: { initialMs: 10, maxMs: 80 },
    });
    const got = collect(h, 'one');
    await h.listening();
    proxy.cut();
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(6), { timeout: 10_000 });
    const delays = errors.slice(0, 6).map((e) => (e as PgNotifyConnectionError).retryInMs);
    expect(delays).toEqual([10, 20, 40, 80, 80, 80]);
    proxy.restore();
    await h.listening();
    await h.channel('one').notify('back');
    await vi.waitFor(() => expect(got).toEqual(['back']));
  });

  it('notices a connection that died silently through its health check, and reconnects', async () => {
    const proxy = await startProxy(new URL(url));
    cleanups.push(() => proxy.close());
    const { hub: h, errors } = await hub({
      connectionString: proxy.url,
      backoff: { initialMs: 10, maxMs: 10 },
      healthCheck: { everyMs: 50, timeoutMs: 200 },
    });
    const got = collect(h, 'one');
    await h.listening();
    proxy.freeze();
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5_000 });
    expect(String(errors[0])).toMatch(/timeout/i);
    await h.listening();
    await h.channel('one').notify('after the silent drop');
    await vi.waitFor(() => expect(got).toEqual(['after the silent drop']));
  });

  it('close is idempotent, stops delivery and ends the listening connection', async () => {
    const applicationName = `newsroom-test-${randomBytes(4).toString('hex')}`;
    const { hub: h } = await hub({ applicationName });
    const sender = await hub();
    const got = collect(h, 'one');
    const received = collect(sender.hub, 'one');
    await Promise.all([h.listening(), sender.hub.listening()]);
    await Promise.all([h.close(), h.close()]);
    await h.close();
    await expect(h.listening()).rejects.toThrow(/closed/);
    await sender.hub.channel('one').notify('late');
    await vi.waitFor(() => expect(received).toEqual(['late']));
    expect(got).toEqual([]);
    await vi.waitFor(async () => expect(await backendCount(applicationName)).toBe(0));
  });
});
