import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../events/article-events';
import type { ImportLine } from '../ingest/import/import-line';
import type { EnrichPool } from '../ingest/pipeline/enrich-pool';
import type { Db } from '../store/db';
import { openMigratedStore } from '../testing/migrated-store';
import { BatchOrderError, createImportSessions } from './import-sessions';

/** A pool that refuses to enrich while `failing` is set, and counts how often it was made and ended. */
function fakePools() {
  const state = { created: 0, closed: 0, failing: false };
  const createPool = (): EnrichPool => {
    state.created += 1;
    return {
      enrich: () => Promise.reject(new Error('unused')),
      prepare: () => (state.failing ? Promise.reject(new Error('worker crashed')) : Promise.resolve([])),
      close: async () => {
        state.closed += 1;
      },
    };
  };
  return { state, createPool };
}

const line = (slug: string): ImportLine => ({
  link: `https://www.sessions.example/${slug}`,
  title: `Session test ${slug}`,
  source: 'www.sessions.example',
  summary: null,
  content: null,
  publishDate: new Date('2025-10-01T08:00:00Z'),
  images: [],
  author: null,
  language: null,
});

describe('import sessions of the admin API', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedStore('pglite');
  });
  afterAll(async () => {
    await db.close();
  });
  const openSessions = (options: { idleMs?: number } = {}) => {
    const pools = fakePools();
    const sessions = createImportSessions(
      { db, events: createMemoryEventBus() },
      { createPool: pools.createPool, ...options },
    );
    return { pools, sessions };
  };

  it('should end the worker after a failed batch and start a fresh one for the next import', async () => {
    const { pools, sessions } = openSessions();
    pools.state.failing = true;
    await expect(sessions.importBatch([line('a')])).rejects.toThrow('worker crashed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pools.state).toMatchObject({ created: 1, closed: 1 });
    pools.state.failing = false;
    await expect(sessions.importBatch([])).resolves.toMatchObject({ created: 0 });
    expect(pools.state.created).toBe(2);
    await sessions.close();
    expect(pools.state.closed).toBe(2);
  });

  it('should refuse a batch waiting for its turn when the worker ends idle, and keep another import running on finish', async () => {
    const { pools, sessions } = openSessions({ idleMs: 30 });
    await sessions.importBatch([], { importId: 'one', index: 0 });
    await sessions.importBatch([], { importId: 'two', index: 0 });
    await sessions.finish('one');
    expect(pools.state.closed).toBe(0);
    const stranded = sessions.importBatch([], { importId: 'two', index: 2 });
    await expect(stranded).rejects.toBeInstanceOf(BatchOrderError);
    expect(pools.state.closed).toBe(1);
  });

  it('should end the worker on finish once no import is left', async () => {
    const { pools, sessions } = openSessions();
    await sessions.importBatch([], { importId: 'only', index: 0 });
    await sessions.importBatch([], { importId: 'only', index: 1 });
    await sessions.finish('only');
    expect(pools.state).toMatchObject({ created: 1, closed: 1 });
    // The same id may be used again from the start once its import is over.
    await sessions.importBatch([], { importId: 'only', index: 0 });
    await sessions.close();
  });

  it('should refuse the later batches of an import a failed batch ended, and close its worker once', async () => {
    const { pools, sessions } = openSessions();
    pools.state.failing = true;
    const first = sessions.importBatch([line('f0')], { importId: 'failing', index: 0 });
    const second = sessions.importBatch([line('f1')], { importId: 'failing', index: 1 });
    await expect(first).rejects.toThrow('worker crashed');
    await expect(second).rejects.toThrow('worker crashed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pools.state).toMatchObject({ created: 1, closed: 1 });
    pools.state.failing = false;
    await expect(sessions.importBatch([], { importId: 'failing', index: 2 })).rejects.toThrow('was ended');
    await sessions.close();
  });

  it('should refuse a batch whose predecessor never comes, after the idle time', async () => {
    const { sessions } = openSessions({ idleMs: 50 });
    await expect(sessions.importBatch([], { importId: 'gap', index: 1 })).rejects.toThrow(
      'batch 0 of import gap never came',
    );
    await sessions.close();
  });
});
