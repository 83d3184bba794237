import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSourceRecord, saveSourceRecord, setSourceEnabled } from '../../store/sources-repo';
import type { Db } from '../../store/db';
import { openMigratedTestPglite } from '../../testing/pglite-template';
import { startFixtureServer } from '../testing/fixture-server';
import { createTestPoller, quietLog } from '../testing/test-poller';

describe('createPoller scheduling', () => {
  let db: Db;
  let clock = new Date('2026-01-01T00:00:00Z').getTime();
  beforeEach(async () => {
    db = await openMigratedTestPglite();
    for (const domain of ['a.example', 'b.example']) {
      // Port 1 refuses at once: every poll fails fast, which is all scheduling needs.
      await saveSourceRecord(db, {
        domain,
        feedUrls: [`http://127.0.0.1:1/${domain}`],
        pollIntervalSeconds: 60,
      });
    }
  });
  afterEach(async () => {
    await db.close();
  });

  it('should poll due sources only, back off after failures, and drop disabled ones', async () => {
    const poller = createTestPoller(db, () => clock);
    expect((await poller.tick()).map((r) => r.domain).sort()).toEqual(['a.example', 'b.example']);
    expect(await poller.tick()).toEqual([]);
    clock += 60_000; // one interval: not due, the first failure doubled the delay
    expect(await poller.tick()).toEqual([]);
    await setSourceEnabled(db, 'b.example', false);
    clock += 60_000;
    const third = await poller.tick();
    expect(third.map((r) => [r.domain, r.failures])).toEqual([['a.example', 2]]);
    await poller.stop();
  });

  it('should spread a first start over the start window but poll a source added later at once', async () => {
    for (let i = 0; i < 38; i += 1)
      await saveSourceRecord(db, { domain: `s${i}.example`, feedUrls: [`http://127.0.0.1:1/s${i}`] });
    // Slots for all 40: this is about when sources fall due, not how many are polled at once.
    const poller = createTestPoller(db, () => clock, { startSpreadMs: 30_000, maxConcurrentPolls: 100 });
    const polled = async () => (await poller.tick()).length;
    const first = await polled();
    expect(first).toBeLessThan(40); // 40 first polls over 30 s, not in the same second
    clock += 30_000;
    expect(first + (await polled())).toBe(40);
    // Sources that will not be polled (disabled) do not widen the spread.
    for (let i = 0; i < 40; i += 1) {
      await saveSourceRecord(db, { domain: `off${i}.example`, feedUrls: [`http://127.0.0.1:1/off${i}`] });
      await setSourceEnabled(db, `off${i}.example`, false);
    }
    await saveSourceRecord(db, { domain: 'late.example', feedUrls: ['http://127.0.0.1:1/late'] });
    expect((await poller.tick()).map((r) => r.domain)).toEqual(['late.example']); // due at once
    await poller.stop();
  });
});

describe('createPoller and hosts that ask to wait', () => {
  let db: Db;
  let clock = new Date('2026-01-01T00:00:00Z').getTime();
  beforeEach(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await db.close();
  });

  it("should not poll a source before its host's Retry-After has passed, nor wait longer than the backoff without one", async () => {
    const server = await startFixtureServer();
    await saveSourceRecord(db, {
      domain: 'busy.example',
      feedUrls: [`${server.url}/busy?status=429&retry-after=7200`],
      pollIntervalSeconds: 60,
    });
    await saveSourceRecord(db, {
      domain: 'plain.example',
      feedUrls: [`${server.url}/busy?status=503`],
      pollIntervalSeconds: 60,
    });
    const poller = createTestPoller(db, () => clock);
    try {
      const first = await poller.tick();
      expect(first.map((r) => [r.domain, r.retryAfterMs]).sort()).toEqual([
        ['busy.example', 7_200_000],
        ['plain.example', null],
      ]);
      clock += 120_000; // the first failure's backoff (twice the interval) has passed
      expect((await poller.tick()).map((r) => r.domain)).toEqual(['plain.example']);
      clock += 7_200_000 - 120_000;
      expect((await poller.tick()).map((r) => r.domain)).toContain('busy.example');
    } finally {
      await poller.stop();
      await server.close();
    }
  });
});

describe('createPoller logging offline', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await db.close();
  });

  it('should log one line per backoff step for all unreachable sources, and one per source otherwise', async () => {
    for (const domain of ['a.example', 'b.example', 'c.example']) {
      await saveSourceRecord(db, {
        domain,
        feedUrls: [`http://127.0.0.1:1/${domain}`],
        pollIntervalSeconds: 60,
      });
    }
    // A private address refused by policy is a configuration problem, not the network: logged per source.
    await saveSourceRecord(db, {
      domain: 'd.example',
      feedUrls: ['http://10.0.0.1/feed'],
      pollIntervalSeconds: 60,
    });
    const warnings: string[] = [];
    const log = { ...quietLog, warn: (_fields: object, message: string) => void warnings.push(message) };
    let clock = new Date('2026-01-01T00:00:00Z').getTime();
    const refusingPrivate = createTestPoller(db, () => clock, { log, allowPrivateNetworks: false });
    const first = await refusingPrivate.tick();
    expect(first.every((r) => !r.ok)).toBe(true);
    // Port 1 refuses only because private networks are not allowed here: blocked, not unreachable.
    expect(first.filter((r) => r.unreachable)).toEqual([]);
    expect(warnings).toHaveLength(4);
    await refusingPrivate.stop();

    warnings.length = 0;
    await setSourceEnabled(db, 'd.example', false);
    clock += 10 * 60_000;
    const allowingPrivate = createTestPoller(db, () => clock, { log });
    const second = await allowingPrivate.tick();
    expect(
      second
        .filter((r) => r.unreachable)
        .map((r) => r.domain)
        .sort(),
    ).toEqual(['a.example', 'b.example', 'c.example']);
    expect(warnings.filter((m) => m.startsWith('feed hosts unreachable'))).toHaveLength(1);
    await allowingPrivate.stop();
  });
});

describe('createPoller validators', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await db.close();
  });

  it('should keep the validators of the feeds that answered when another feed of the source fails', async () => {
    const server = await startFixtureServer();
    const empty =
      '<rss version="2.0"><channel><title>T</title><link>https://v.example/</link></channel></rss>';
    server.setRoute('/good.xml', (req, res) => {
      if (req.headers['if-none-match'] === '"good-1"') res.writeHead(304, { etag: '"good-1"' }).end();
      else res.writeHead(200, { etag: '"good-1"', 'content-type': 'application/rss+xml' }).end(empty);
    });
    server.setRoute('/broken.xml', { body: 'not a feed', headers: { etag: '"broken-1"' } });
    const [good, broken] = [`${server.url}/good.xml`, `${server.url}/broken.xml`];
    await saveSourceRecord(db, { domain: 'v.example', feedUrls: [good, broken] });
    const poller = createTestPoller(db, () => Date.now());
    try {
      const poll = async () => {
        const source = await findSourceRecord(db, 'v.example');
        if (!source) throw new Error('source not stored');
        return { result: await poller.pollNow(source), validators: source.validators };
      };
      const first = await poll();
      expect([first.result.ok, first.result.failures]).toEqual([false, 1]);
      const second = await poll();
      expect(second.validators[good]?.etag).toBe('"good-1"');
      // A feed that could not be read must be fetched in full again, not answered 304.
      expect(second.validators[broken]).toBeUndefined();
      expect([second.result.notModified, second.result.failures]).toEqual([1, 2]);
      expect(server.hits.get('/broken.xml')?.at(-1)?.['if-none-match']).toBeUndefined();
    } finally {
      await poller.stop();
      await server.close();
    }
  });
});

describe('createPoller on its own schedule', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await db.close();
  });

  it('should poll a source that falls due while a slow source is still being polled', async () => {
    // Two servers: two hosts, since one host gets one request at a time.
    const server = await startFixtureServer();
    const other = await startFixtureServer();
    const feed = '<rss version="2.0"><channel><title>T</title></channel></rss>';
    // The slow feed answers only when the test lets it, after the other source was polled (or not).
    let answerSlow = (): void => undefined;
    server.setRoute('/slow.xml', (_req, res) => {
      answerSlow = () => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
    });
    other.setRoute('/fast.xml', { contentType: 'application/rss+xml', body: feed });
    await saveSourceRecord(db, { domain: 'slow.example', feedUrls: [`${server.url}/slow.xml`] });
    // The real clock: the schedule's own timer drives the ticks.
    const poller = createTestPoller(db, () => Date.now(), { tickMs: 50, now: undefined });
    try {
      poller.start();
      while ((server.hits.get('/slow.xml') ?? []).length === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await saveSourceRecord(db, { domain: 'fast.example', feedUrls: [`${other.url}/fast.xml`] });
      const started = Date.now();
      while (!(await findSourceRecord(db, 'fast.example'))?.lastSuccessAt && Date.now() - started < 8_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await findSourceRecord(db, 'fast.example'))?.lastSuccessAt).not.toBeNull();
      expect((await findSourceRecord(db, 'slow.example'))?.lastSuccessAt).toBeNull(); // still in flight
    } finally {
      answerSlow();
      await poller.stop();
      await server.close();
      await other.close();
    }
  }, 15_000);
});

describe('createPoller stop', () => {
  it('should wait for the polls its schedule started', async () => {
    const db = await openMigratedTestPglite();
    const server = await startFixtureServer();
    const feed = '<rss version="2.0"><channel><title>T</title></channel></rss>';
    server.setRoute('/feed.xml', (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed), 300);
    });
    try {
      await saveSourceRecord(db, { domain: 'a.example', feedUrls: [`${server.url}/feed.xml`] });
      const poller = createTestPoller(db, () => Date.now(), { tickMs: 20, now: undefined });
      poller.start();
      while ((server.hits.get('/feed.xml') ?? []).length === 0)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await poller.stop();
      expect((await findSourceRecord(db, 'a.example'))?.lastSuccessAt).not.toBeNull();
    } finally {
      await server.close();
      await db.close();
    }
  });
});
