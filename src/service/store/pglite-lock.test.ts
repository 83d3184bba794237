import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from './pglite-db';

const root = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded store lock', () => {
  it('should refuse a second opening of a data directory until the first is closed', async () => {
    const dir = path.join(root, 'a', 'pglite');
    const first = await openPgliteDb(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    // Two CLIs importing into one directory at once each reported their articles as new, and the
    // store kept one import's articles only.
    await expect(openPgliteDb(dir)).rejects.toThrow(/is open in another process \(pid \d+\)/);
    await first.query('CREATE TABLE t (n int)');
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openPgliteDb(dir);
    expect(await again.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 0 }]);
    await again.close();
  }, 60_000);

  it('should take over the lock of a process that is gone', async () => {
    const dir = path.join(root, 'b', 'pglite');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    expect(gone).toBeGreaterThan(0);
    mkdirSync(path.dirname(dir), { recursive: true });
    writeFileSync(`${dir}.lock`, String(gone));
    const db = await openPgliteDb(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
  }, 60_000);
});
