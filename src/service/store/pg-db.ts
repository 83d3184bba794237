/** @module A PostgreSQL server (DATABASE_URL) behind the Db interface, through a pg connection pool. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, QueryOptions, Queryable, SqlValue } from './db';

// Timestamps come back as Date (default); bigint counts as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface PgOptions {
  url: string;
  maxConnections?: number;
  statementTimeoutMs?: number;
  /**
   * false: commits do not wait for the WAL flush (a crash may forget the last few hundred
   * milliseconds of them; nothing is corrupted). For high-rate counters such as request limits.
   */
  synchronousCommit?: boolean;
  /** Further server settings for every connection, e.g. `{ statement_timeout: '250' }`. */
  settings?: Record<string, string>;
}

/**
 * The URL without its `options` parameter, and the server settings to send at connection start:
 * the URL's own plus ours (pg would let the URL's `options` replace a separate one).
 */
function connectionParts(options: PgOptions): { connectionString: string; startup: string | undefined } {
  const url = new URL(options.url);
  const fromUrl = url.searchParams.get('options') ?? '';
  url.searchParams.delete('options');
  const settings = {
    ...options.settings,
    ...(options.synchronousCommit === false ? { synchronous_commit: 'off' } : {}),
  };
  const ours = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  return {
    connectionString: url.toString(),
    startup: [fromUrl, ...ours].filter(Boolean).join(' ') || undefined,
  };
}

const statementNames = new Map<string, string>();

/** One name per statement text: pg prepares a name once per connection and refuses it for another text. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `nr_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(conn: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}) {
      const values = params as unknown[];
      const result = options.prepare
        ? await conn.query({ name: statementName(sql), text: sql, values })
        : await conn.query(sql, values);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  };
}

export async function openPgDb(options: PgOptions): Promise<Db> {
  const { connectionString, startup } = connectionParts(options);
  const pool = new pg.Pool({
    connectionString,
    options: startup,
    max: options.maxConnections ?? 20,
    statement_timeout: options.statementTimeoutMs,
  });
  // An idle connection the server ended (a restart, pg_terminate_backend) is dropped by the pool and the next
  // query opens a new one; unlistened, this event would crash the process. Queries in flight get their error.
  pool.on('error', () => undefined);
  // Fail fast with a clear error when the server is unreachable.
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    engine: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: base.exec,
    close: () => pool.end(),
  };
}
