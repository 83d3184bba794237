import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ensureAdminToken,
  runningServiceAdmin,
  storeIdentity,
  writeServiceLock,
  type ServiceLock,
} from './data-dir';

const SERVER_A = 'postgres://newsroom:secret@db-a.internal:5432/news';
const SERVER_B = 'postgres://newsroom:secret@db-b.internal:5432/news';
const URL_OF_SERVICE = 'http://127.0.0.1:4100';

/** A data directory with an admin token and the lock of a live service (this process) on `store`. */
function dirWithService(lock: Omit<ServiceLock, 'pid' | 'url'>): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-data-dir-'));
  ensureAdminToken(dataDir);
  writeServiceLock(dataDir, { pid: process.pid, url: URL_OF_SERVICE, ...lock });
  return dataDir;
}

describe('runningServiceAdmin: the CLIs go through a running service only when it runs on their store', () => {
  it.each([
    { name: 'embedded store, both', lock: { engine: 'pglite', store: 'pglite' }, cli: undefined, via: true },
    {
      name: 'the same PostgreSQL server',
      lock: { engine: 'postgres', store: storeIdentity({ databaseUrl: SERVER_A }) },
      cli: SERVER_A,
      via: true,
    },
    {
      name: 'another PostgreSQL server',
      lock: { engine: 'postgres', store: storeIdentity({ databaseUrl: SERVER_A }) },
      cli: SERVER_B,
      via: false,
    },
    {
      name: 'a service on PostgreSQL, the CLI on the embedded store',
      lock: { engine: 'postgres', store: storeIdentity({ databaseUrl: SERVER_A }) },
      cli: undefined,
      via: false,
    },
    {
      name: 'a service on the embedded store, the CLI on PostgreSQL',
      lock: { engine: 'pglite' },
      cli: SERVER_A,
      via: false,
    },
    {
      name: 'a lock written before stores were named (embedded)',
      lock: { engine: 'pglite' },
      cli: undefined,
      via: true,
    },
    {
      name: 'a lock written before stores were named (PostgreSQL)',
      lock: { engine: 'postgres' },
      cli: SERVER_A,
      via: false,
    },
  ] as const)('$name', ({ lock, cli, via }) => {
    const dataDir = dirWithService(lock);
    const running = runningServiceAdmin({ dataDir, databaseUrl: cli });
    expect(running?.url ?? null).toBe(via ? URL_OF_SERVICE : null);
  });

  it('never writes the PostgreSQL URL (it may carry a password) into the lock', () => {
    const identity = storeIdentity({ databaseUrl: SERVER_A });
    expect(identity).toMatch(/^postgres:[0-9a-f]{64}$/);
    expect(identity).not.toContain('secret');
  });

  it('ignores the lock of a process that is gone', () => {
    const dataDir = dirWithService({ engine: 'pglite', store: 'pglite' });
    writeServiceLock(dataDir, { pid: 2 ** 22 + 17, url: URL_OF_SERVICE, engine: 'pglite', store: 'pglite' });
    expect(runningServiceAdmin({ dataDir, databaseUrl: undefined })).toBeNull();
  });
});
