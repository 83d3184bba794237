/** @module Chooses the engine: DATABASE_URL → PostgreSQL server, else PGlite in the data directory. */
import path from 'node:path';
import { boundQueue } from './bounded-queue';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export interface OpenDbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  statementTimeoutMs?: number;
  /** PGlite only: operations that may wait for the store at once; beyond, StoreBusyError (no bound when absent: the CLIs). */
  queueLimit?: number;
}

export function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    return openPgDb({ url: options.databaseUrl, statementTimeoutMs: options.statementTimeoutMs });
  }
  const { queueLimit } = options;
  const opening = openPgliteDb(path.join(options.dataDir, 'pglite'));
  return queueLimit === undefined ? opening : opening.then((db) => boundQueue(db, queueLimit));
}
