import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findSourceRecord, saveSourceRecord } from '../../store/sources-repo';
import { claimPollableSources, scheduleUnscheduledSources } from '../../store/poll-claims-repo';
import type { Db } from '../../store/db';
import { migrate } from '../../store/migrate';
import { openPgDb } from '../../store/pg-db';
import { ENGINES } from '../../testing/engines';
import { openMigratedTestPglite } from '../../testing/pglite-template';
import { openIsolatedPostgres } from '../../testing/test-service';
import { rss } from '../testing/ingest-harness';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { createTestPoller } from '../testing/test-poller';
import type { Poller, PollerOptions } from './poller';
import type { PollResult } from './poll-source';

const DOMAINS = ['one.example', 'two.example', 'three.example', 'four.example'];
const INTERVAL_S = 60;
const feedPath = (domain: string) => `/feeds/${domain}.xml`;
const domainsOf = (results: PollResult[][]) => results.flat().map((r) => r.domain);

/** Two instances on one database: two connection pools on PostgreSQL; PGlite is one process's, so shared. */
async function openTwoInstances(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite') {
    const db = await openMigratedTestPglite();
    return { a: db, b: db, close: () => db.close() };
  }
  const isolated = await openIsolatedPostgres();
  const a = await openPgDb({ url: isolated.url });
  await migrate(a);
  const b = await openPgDb({ url: isolated.url });
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await isolated.drop();
    },
  };
}

describe.each(ENGINES)('pollers of several instances share one schedule [$engine]', ({ engine, skip }) => {
  let fixtures: FixtureServer;
  let dbs: Awaited<ReturnType<typeof openTwoInstances>>;
  let clock: number;
  const pollers: Poller[] = [];
  const instance = (db: Db, claimant: string, extra: Partial<PollerOptions> = {}): Poller => {
    const poller = createTestPoller(db, () => clock, { claimant, ...extra });
    pollers.push(poller);
    return poller;
  };
  const hits = (domain: string) => fixtures.hits.get(feedPath(domain))?.length ?? 0;

  beforeAll(async () => {
    if (skip) return;
    fixtures = await startFixtureServer();
    for (const domain of DOMAINS)
      fixtures.setRoute(feedPath(domain), {
        contentType: 'application/rss+xml',
        body: rss(fixtures.url, [{ slug: domain, title: `News from ${domain}`, summary: 'A summary.' }]),
      });
  });
  afterAll(async () => fixtures?.close());
  beforeEach(async () => {
    if (skip) return;
    clock = new Date('2026-03-02T09:00:00Z').getTime();
    fixtures.hits.clear();
    dbs = await openTwoInstances(engine);
    for (const domain of DOMAINS)
      await saveSourceRecord(dbs.a, {
        domain,
        feedUrls: [`${fixtures.url}${feedPath(domain)}`],
        pollIntervalSeconds: INTERVAL_S,
      });
  });
  afterEach(async () => {
    await Promise.all(pollers.splice(0).map((p) => p.stop()));
    await dbs?.close();
  });

  it.skipIf(skip)('should poll each due source once, by one instance, every interval', async () => {
    const a = instance(dbs.a, 'instance-a');
    const b = instance(dbs.b, 'instance-b');
    const first = await Promise.all([a.tick(), b.tick()]);
    expect(domainsOf(first).sort()).toEqual([...DOMAINS].sort());
    expect(DOMAINS.map(hits)).toEqual([1, 1, 1, 1]);
    expect(first.flat().every((r) => r.ok && r.counts.created === 1)).toBe(true);

    expect(domainsOf(await Promise.all([a.tick(), b.tick()]))).toEqual([]);
    clock += INTERVAL_S * 1000;
    const second = await Promise.all([b.tick(), a.tick()]);
    expect(domainsOf(second).sort()).toEqual([...DOMAINS].sort());
    expect(DOMAINS.map(hits)).toEqual([2, 2, 2, 2]);
    expect(second.flat().every((r) => r.ok && r.counts.unchanged === 1)).toBe(true);
  });

  it.skipIf(skip)(
    'should claim only as many due sources as an instance has free slots, leaving the rest to others',
    async () => {
      const a = instance(dbs.a, 'instance-a', { maxConcurrentPolls: 1 });
      const b = instance(dbs.b, 'instance-b', { maxConcurrentPolls: 2 });
      const rounds: Awaited<ReturnType<typeof a.tick>>[] = [];
      // Racing claims may each skip a row the other is locking: what is left stays due for a later tick.
      for (let round = 0; round < 4 && domainsOf(rounds).length < DOMAINS.length; round += 1) {
        const [fromA, fromB] = await Promise.all([a.tick(), b.tick()]);
        expect(fromA.length).toBeLessThanOrEqual(1);
        expect(fromB.length).toBeLessThanOrEqual(2);
        rounds.push(fromA, fromB);
      }
      expect(rounds.slice(0, 2).flat().length).toBeLessThan(DOMAINS.length);
      expect(domainsOf(rounds).sort()).toEqual([...DOMAINS].sort());
      expect(DOMAINS.map(hits)).toEqual([1, 1, 1, 1]);
    },
  );

  it.skipIf(skip)(
    'should keep the schedule in the catalog, so a restarted instance does not re-poll',
    async () => {
      await instance(dbs.a, 'before-restart').tick();
      const due = (await findSourceRecord(dbs.b, 'one.example'))?.nextPollAt;
      expect(due?.getTime()).toBe(clock + INTERVAL_S * 1000);
      const restarted = instance(dbs.b, 'after-restart');
      expect(await restarted.tick()).toEqual([]);
      clock += INTERVAL_S * 1000;
      expect((await restarted.tick()).map((r) => r.domain).sort()).toEqual([...DOMAINS].sort());
    },
  );

  it.skipIf(skip)('should make a source due again when it gets a new feed, not when re-saved', async () => {
    const poller = instance(dbs.a, 'instance-a');
    await poller.tick();
    const feeds = [`${fixtures.url}${feedPath('one.example')}`];
    await saveSourceRecord(dbs.b, { domain: 'one.example', feedUrls: feeds, originCountry: 'GB' });
    expect(await poller.tick()).toEqual([]);
    await saveSourceRecord(dbs.b, {
      domain: 'two.example',
      feedUrls: [`${fixtures.url}${feedPath('four.example')}`],
    });
    expect((await findSourceRecord(dbs.a, 'two.example'))?.nextPollAt).toBeNull();
    expect((await poller.tick()).map((r) => [r.domain, r.ok])).toEqual([['two.example', true]]);
    expect(DOMAINS.map(hits)).toEqual([1, 2, 1, 2]);
  });

  it.skipIf(skip)("should take over a crashed instance's sources once its lease runs out", async () => {
    await scheduleUnscheduledSources(dbs.a, 0, new Date(clock));
    const crashed = await claimPollableSources(dbs.a, {
      claimant: 'crashed',
      leaseMs: 60_000,
      now: new Date(clock),
    });
    expect(crashed.map((s) => s.domain).sort()).toEqual([...DOMAINS].sort());
    const survivor = instance(dbs.b, 'survivor');
    expect(await survivor.tick()).toEqual([]);
    const held = await findSourceRecord(dbs.b, 'one.example');
    if (!held) throw new Error('source not stored');
    await expect(survivor.pollNow(held)).rejects.toThrow(/being polled by another instance/);
    clock += 60_001;
    expect((await survivor.tick()).map((r) => r.domain).sort()).toEqual([...DOMAINS].sort());
    expect(DOMAINS.map(hits)).toEqual([1, 1, 1, 1]);
  });

  it.skipIf(skip)('should renew the claim of a poll that outlasts its lease', async () => {
    const slow = 'slow.example';
    fixtures.setRoute(feedPath(slow), (_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.end(rss(fixtures.url, [{ slug: slow, title: 'A slow feed item', summary: 'Late.' }]));
      }, 5_000);
    });
    for (const domain of DOMAINS) await saveSourceRecord(dbs.a, { domain, feedUrls: [], enabled: false });
    await saveSourceRecord(dbs.a, {
      domain: slow,
      feedUrls: [`${fixtures.url}${feedPath(slow)}`],
      pollIntervalSeconds: INTERVAL_S,
    });
    // The database's clock here: the poll takes 2.5 leases of real time; only the renewals keep its claim.
    const owner = instance(dbs.a, 'owner', { now: undefined, claimLeaseMs: 2_000 });
    const other = instance(dbs.b, 'other', { now: undefined, claimLeaseMs: 2_000 });
    const polled = owner.tick();
    let finished = false;
    void polled.finally(() => (finished = true));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    // The other instance starts once the owner's request is in flight, so the owner holds the claim.
    while (hits(slow) === 0) await pause();
    const stolen: PollResult[] = [];
    while (!finished) {
      stolen.push(...(await other.tick()));
      await pause();
    }
    expect((await polled).map((r) => [r.domain, r.ok])).toEqual([[slow, true]]);
    expect(stolen).toEqual([]);
    expect(hits(slow)).toBe(1);
  });
});
