/**
 * @module A fresh, migrated store for one bench run: PGlite in a temporary directory, or a PostgreSQL
 * server in a schema of its own (dropped afterwards) so nothing else in the database is touched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/service/store/db';
import { migrate } from '../../src/service/store/migrate';
import { openPgDb } from '../../src/service/store/pg-db';
import { openPgliteDb } from '../../src/service/store/pglite-db';

export interface BenchStore {
  engine: 'PGlite' | 'PostgreSQL';
  db: Db;
  /** The server URL that reaches this store's schema (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

export async function openFreshPglite(): Promise<BenchStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-ingest-'));
  const db = await openPgliteDb(path.join(dir, 'pglite'));
  await migrate(db);
  return {
    engine: 'PGlite',
    db,
    async dispose() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function openFreshPgSchema(url: string, schema: string): Promise<BenchStore> {
  const admin = await openPgDb({ url });
  await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const sep = url.includes('?') ? '&' : '?';
  const schemaUrl = `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const db = await openPgDb({ url: schemaUrl });
  await migrate(db);
  return {
    engine: 'PostgreSQL',
    db,
    url: schemaUrl,
    async dispose() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}
