/** @module Embedded PostgreSQL (PGlite) behind the Db interface. One connection: requests run one at a time. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, SqlValue } from './db';

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function wrapQueryable(conn: PGliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/** The Db interface over an open PGlite instance. */
export function wrapPglite(pg: PGlite): Db {
  const base = wrapQueryable(pg);
  return {
    engine: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrapQueryable(tx))),
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite persisted in `dataDir` (or in memory when undefined), optionally from a dump.
 * Durability: PGlite does not fsync by default; we keep that (a crash of the host can lose the
 * last moments of writes, a clean shutdown loses nothing) and say so in the README.
 */
export async function openPgliteDb(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir: dataDir ?? 'memory://', loadDataDir: options.loadDataDir });
  return wrapPglite(pg);
}
