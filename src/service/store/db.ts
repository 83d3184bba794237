/** @module One database interface over both engines: embedded PGlite and a PostgreSQL server. */

export type SqlValue = string | number | boolean | null | Date | readonly unknown[] | object;

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
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
  close(): Promise<void>;
}

/**
 * Runs `fn` in a transaction: a new one when `db` is a Db, else in the one `db` already is (a
 * transaction's Queryable), so write functions stay atomic whether or not their caller opened one.
 */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db && typeof db.transaction === 'function' ? (db as Db).transaction(fn) : fn(db);
}
