import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../events/article-events';
import { saveCatalogSource, setSourceEnabled } from '../../sources/catalog-repo';
import type { Db } from '../../store/db';
import { openMigratedTestPglite } from '../../testing/pglite-template';
import { createPoller } from './poller';

const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };

describe('createPoller scheduling', () => {
  let db: Db;
  let clock = new Date('2026-01-01T00:00:00Z').getTime();
  beforeEach(async () => {
    db = await openMigratedTestPglite();
    for (const domain of ['a.example', 'b.example']) {
      // Port 1 refuses at once: every poll fails fast, which is all scheduling needs.
      await saveCatalogSource(db, {
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
    const poller = createPoller({
      db,
      events: createMemoryEventBus(),
      log: quiet,
      allowPrivateNetworks: true,
      startSpreadMs: 0,
      random: () => 0.5,
      now: () => new Date(clock),
    });
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
});
