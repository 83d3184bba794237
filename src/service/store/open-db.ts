/** @module Chooses the engine: DATABASE_URL → PostgreSQL server, else PGlite in the data directory. */
import path from 'node:path';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export interface OpenDbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  statementTimeoutMs?: number;
}

export function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    return openPgDb({ url: options.databaseUrl, statementTimeoutMs: options.statementTimeoutMs });
  }
  return openPgliteDb(path.join(options.dataDir, 'pglite'));
}
