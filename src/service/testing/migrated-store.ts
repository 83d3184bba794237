/** @module openMigratedStore: an empty, migrated store of either engine for repository tests. */
import type { Db } from '../store/db';
import { migrate } from '../store/migrate';
import { openPgDb } from '../store/pg-db';
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
