/** @module openMigratedStore: an empty, migrated store of either engine for repository tests. */
import type { Db } from '../store/db';
import { listMigrations, migrate } from '../store/migrate';
import { openPgDb } from '../store/pg-db';
import { openPgliteDb } from '../store/pglite-db';
import { openMigratedTestPglite } from './pglite-template';
import { openIsolatedPostgres, type Engine } from './test-service';

/** On PostgreSQL a schema of its own, dropped on close, so suites never see each other's rows. */
export async function openMigratedStore(engine: Engine, maxConnections = 2): Promise<Db> {
  if (engine === 'pglite') return openMigratedTestPglite();
  const isolated = await openIsolatedPostgres();
  const db = await openPgDb({ url: isolated.url, maxConnections });
  await migrate(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      await isolated.drop();
    },
  };
}

/** A store of `engine` migrated up to, not including, migration `version` (e.g. '029'): for testing a backfill. */
export async function openStoreBeforeMigration(engine: Engine, version: string): Promise<Db> {
  const before = listMigrations().filter((m) => m.name < version);
  if (engine === 'pglite') {
    const db = await openPgliteDb(undefined);
    await migrate(db, before);
    return db;
  }
  const isolated = await openIsolatedPostgres();
  const db = await openPgDb({ url: isolated.url, maxConnections: 2 });
  await migrate(db, before);
  return {
    ...db,
    close: async () => {
      await db.close();
      await isolated.drop();
    },
  };
}
