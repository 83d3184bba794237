/**
 * @module A migrated PGlite database dumped once per test run (vitest global setup) and loaded by every
 * test file: creating a PGlite database runs initdb in WebAssembly (seconds), loading a dump does not.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../store/db';
import { listMigrations, migrate } from '../store/migrate';
import { openPgliteDb, wrapPglite } from '../store/pglite-db';

/** The dump's file name depends on the migrations and the PGlite version, so a stale one is never used. */
export function templatePath(): string {
  const hash = createHash('sha256');
  for (const m of listMigrations()) hash.update(m.name).update(m.sql);
  hash.update(JSON.stringify((PGlite as unknown as { version?: string }).version ?? ''));
  return path.join(os.tmpdir(), `newsroom-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const pg = await PGlite.create();
  await migrate(wrapPglite(pg));
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  // Written under another name first, so a parallel reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** A migrated, empty PGlite database in memory: from the template when there is one. */
export async function openMigratedTestPglite(): Promise<Db> {
  const file = templatePath();
  if (existsSync(file)) {
    return openPgliteDb(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  }
  const db = await openPgliteDb(undefined);
  await migrate(db);
  return db;
}
