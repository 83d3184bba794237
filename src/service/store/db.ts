/** @module One database interface over both engines: embedded PGlite and a PostgreSQL server. */

export type SqlValue = string | number | boolean | null | Date | readonly unknown[] | object;

export interface QueryOptions {
  /**
   * A statement of fixed text run on every request (the limiter, key look-up, table estimate): a PostgreSQL
   * server parses and plans it once per connection (a named prepared statement). PGlite runs it as any other.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlValue[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs to a channel (its server name) on the store's own connection: the embedded store, whose one
   * process is the only one that writes to it. Returns the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The same store for deferrable background writes (metering's flush) where a bound admits requests (the
   * embedded store): an operation there starts only while nothing else waits for the store, else it is refused
   * with StoreBusyError and retried later, so it never takes a slot a request was about to need.
   */
  readonly whenIdle?: Queryable & Pick<Db, 'transaction'>;
  /**
   * The embedded store: waits until the operations queued before it have run, without running a statement,
   * as one operation of the bound (refused past it). Admission takes it, so a busy store answers 503 up front.
   */
  turn?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs `fn` in a transaction: a new one when `db` is a Db, else in the one `db` already is (a
 * transaction's Queryable), so write functions stay atomic whether or not their caller opened one.
 */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db && typeof db.transaction === 'function' ? (db as Db).transaction(fn) : fn(db);
}
