/** @module Embedded PostgreSQL (PGlite) behind the Db interface. One connection: requests run one at a time. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, SqlValue } from './db';
import { processAlive } from '../system/process-alive';

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function wrapQueryable(conn: PGliteQueryable): Queryable {
  return {
    // `prepare` is for a server's planner; PGlite's query has no statement cache to keep a plan in.
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs operations one at a time, each after a turn of the event loop. PGlite runs every statement on this
 * thread, and the operations queued for it follow each other through promise callbacks only, which never let
 * the loop poll its sockets: ten queued change-feed reads kept /healthz waiting for all of them. Taking turns
 * here, each operation first lets the loop take in and answer what arrived meanwhile. (PGlite runs one
 * operation at a time anyway: a query waits for a transaction in progress.)
 */
function takingTurns(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>) => {
    const mine = last.then(loopTurn).then(run);
    last = mine.catch(() => undefined);
    return mine;
  };
}

/** The Db interface over an open PGlite instance. */
export function wrapPglite(pg: PGlite): Db {
  const base = wrapQueryable(pg);
  const turn = takingTurns();
  return {
    engine: 'pglite',
    query: (sql, params) => turn(() => base.query(sql, params)),
    exec: (sql) => turn(() => base.exec(sql)),
    transaction: (fn) => turn(() => pg.transaction((tx) => fn(wrapQueryable(tx)))),
    turn: () => turn(async () => undefined),
    async listen(channel, onNotify) {
      // Quoted: server channel names carry a ':' (events/pg-notify's serverChannelName). PGlite's own
      // unsubscribe function unquotes the name again and fails, so unlisten is called with the quoted one.
      const quoted = `"${channel.replaceAll('"', '""')}"`;
      await pg.listen(quoted, onNotify);
      return () => pg.unlisten(quoted, onNotify);
    },
    close: () => pg.close(),
  };
}

/** Data directories this process has open (a lock naming our pid but not listed here is stale). */
const heldHere = new Set<string>();

/**
 * PGlite does not stop a second process from opening the same directory, and two writers lose each
 * other's writes. `<dataDir>.lock` holds the pid of the one process that has it open; a lock whose
 * process is gone is taken over. Returns the release.
 */
export function lockPgliteDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      heldHere.add(dataDir);
      return () => {
        heldHere.delete(dataDir);
        try {
          if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      // removed meanwhile: try again
    }
    const held = holder === process.pid ? heldHere.has(dataDir) : holder > 0 && processAlive(holder);
    if (held) {
      throw new Error(
        `The embedded store ${dataDir} is open in another process (pid ${holder}); PGlite allows one ` +
          'process per data directory. Wait for that import or command to finish, or, if it is the ' +
          'service starting, retry once it listens.',
      );
    }
    rmSync(file, { force: true });
  }
}

/**
 * PostgreSQL keeps WAL segments up to max_wal_size (1 GB) for recycling, and on PGlite they are files in the
 * store: after a 55k-article import 225 MB of a 331 MB store were WAL. PGlite serves no replica and archives
 * nothing, so the WAL only has to reach back to the last checkpoint: smaller bounds keep the store near its
 * tables' size, at the price of a checkpoint every 64 MB of writes. Spent segments are removed, not kept for
 * reuse (wal_recycle off): recycling kept 48–64 MB of WAL in a store whose checkpoints need 16 MB. A new
 * segment is not zero-filled first (wal_init_zero off), so making one costs no more than reusing one; the
 * zero-fill guards against a crash mid-write on a server that fsyncs, and PGlite does not fsync.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
  ...['-c', 'wal_recycle=off', '-c', 'wal_init_zero=off'],
];

/**
 * Opens PGlite persisted in `dataDir` (or in memory when undefined), optionally from a dump.
 * Durability: PGlite does not fsync by default; we keep that (a crash of the host can lose the
 * last moments of writes, a clean shutdown loses nothing) and say so in the README.
 */
export async function openPgliteDb(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Db> {
  if (!dataDir)
    return wrapPglite(
      await PGlite.create({
        dataDir: 'memory://',
        loadDataDir: options.loadDataDir,
        startParams: START_PARAMS,
      }),
    );
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockPgliteDir(dataDir);
  try {
    const db = wrapPglite(
      await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, startParams: START_PARAMS }),
    );
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
