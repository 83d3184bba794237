/**
 * @module A bound on the work waiting for the embedded store. PGlite runs one statement at a time, so under
 * load every request queues behind the others and latency grows without limit; past `maxPending`
 * operations (queries, scripts or transactions, running or waiting) a new one is refused at once with
 * StoreBusyError, which the HTTP surfaces answer as 503. Deferrable background writes go through `whenIdle`,
 * which starts an operation only while nothing else is pending.
 */
import { StoreBusyError } from '../system/store-busy';
import type { Db } from './db';

/** `db` with at most `maxPending` operations admitted at once; the rest are refused, never queued. */
export function boundQueue(db: Db, maxPending: number): Db {
  let pending = 0;
  const admit = async <T>(run: () => Promise<T>): Promise<T> => {
    if (pending >= maxPending) throw new StoreBusyError(maxPending);
    pending += 1;
    try {
      return await run();
    } finally {
      pending -= 1;
    }
  };
  const admitWhenIdle = <T>(run: () => Promise<T>): Promise<T> =>
    pending > 0 ? Promise.reject(new StoreBusyError(maxPending)) : admit(run);
  return {
    engine: db.engine,
    query: (sql, params) => admit(() => db.query(sql, params)),
    exec: (sql) => admit(() => db.exec(sql)),
    transaction: (fn) => admit(() => db.transaction(fn)),
    turn: () => admit(async () => db.turn?.()),
    whenIdle: {
      query: (sql, params) => admitWhenIdle(() => db.query(sql, params)),
      exec: (sql) => admitWhenIdle(() => db.exec(sql)),
      transaction: (fn) => admitWhenIdle(() => db.transaction(fn)),
    },
    // Listening waits for nothing, and without it the change log's wake-ups never reach this process's readers.
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  };
}
