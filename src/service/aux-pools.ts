/**
 * @module The extra connection pools a PostgreSQL server deployment uses beside the main one:
 * request counting that does not wait for the WAL flush, connections set up to walk the order index, and
 * connections that plan plain pages once. On PGlite (one connection) the first is the main store, the others
 * are absent.
 */
import { PLAIN_PAGE_CONNECTION_SETTINGS, WALK_CONNECTION_SETTINGS } from './search/article-search';
import type { Db, Queryable } from './store/db';
import { openPgDb } from './store/pg-db';

export interface AuxPools {
  /** For request limits: commits do not wait for the WAL flush (README, Durability). */
  limiterDb: Db;
  /** For index-order walks, or undefined where the planner is left alone (PGlite). */
  walkDb: Queryable | undefined;
  /** For plain pages, planned once per connection, or undefined (PGlite). */
  plainDb: Queryable | undefined;
  close(): Promise<void>;
}

export async function openAuxPools(db: Db, databaseUrl: string | undefined): Promise<AuxPools> {
  if (db.engine !== 'postgres' || !databaseUrl) {
    return { limiterDb: db, walkDb: undefined, plainDb: undefined, close: async () => undefined };
  }
  const limiterDb = await openPgDb({ url: databaseUrl, maxConnections: 4, synchronousCommit: false });
  const walkDb = await openPgDb({ url: databaseUrl, maxConnections: 10, settings: WALK_CONNECTION_SETTINGS });
  const plainDb = await openPgDb({
    url: databaseUrl,
    maxConnections: 4,
    settings: PLAIN_PAGE_CONNECTION_SETTINGS,
  });
  return {
    limiterDb,
    walkDb,
    plainDb,
    async close() {
      await Promise.all([limiterDb.close(), walkDb.close(), plainDb.close()]);
    },
  };
}
