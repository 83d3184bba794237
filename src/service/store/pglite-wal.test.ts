import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from './pglite-db';

const root = mkdtempSync(path.join(os.tmpdir(), 'pglite-wal-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded store WAL', () => {
  it('should keep WAL bounded well below the server default of 1 GB', async () => {
    const db = await openPgliteDb(path.join(root, 'pglite'));
    try {
      const [max] = await db.query<{ max_wal_size: string }>('SHOW max_wal_size');
      const [min] = await db.query<{ min_wal_size: string }>('SHOW min_wal_size');
      expect(max?.max_wal_size).toBe('64MB');
      expect(min?.min_wal_size).toBe('32MB');
    } finally {
      await db.close();
    }
  });
});
