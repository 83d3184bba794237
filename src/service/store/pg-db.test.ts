/**
 * The PostgreSQL driver: per-pool server settings, prepared statements for fixed-shape queries, and surviving
 * the server ending an idle connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresReachable, openIsolatedPostgres, POSTGRES_URL } from '../testing/test-service';
import type { Db } from './db';
import { openPgDb } from './pg-db';

const skip = !(await isPostgresReachable());

describe.skipIf(skip)('openPgDb', () => {
  let isolated: Awaited<ReturnType<typeof openIsolatedPostgres>>;
  beforeAll(async () => {
    isolated = await openIsolatedPostgres();
  });
  afterAll(async () => {
    await isolated.drop();
  });

  it('applies its settings to every connection, beside the options the URL carries', async () => {
    const db = await openPgDb({
      url: isolated.url,
      maxConnections: 3,
      synchronousCommit: false,
      settings: { statement_timeout: '250', enable_bitmapscan: 'off', application_name: 'newsroom-walk' },
    });
    try {
      const rows = await Promise.all(
        [1, 2, 3].map(() =>
          db.query<Record<string, string>>(
            `SELECT current_setting('statement_timeout') AS timeout, current_setting('enable_bitmapscan') AS bitmap,
                    current_setting('synchronous_commit') AS sync, current_schema() AS schema, pg_sleep(0.05)::text`,
          ),
        ),
      );
      for (const [row] of rows) {
        expect(row).toMatchObject({ timeout: '250ms', bitmap: 'off', sync: 'off', schema: isolated.schema });
      }
    } finally {
      await db.close();
    }
  });

  it("prepares a fixed-shape statement once per connection and runs it with each call's values", async () => {
    const db = await openPgDb({ url: isolated.url, maxConnections: 1 });
    const sql = 'SELECT $1::int * 2 AS n';
    try {
      expect(await db.query(sql, [2], { prepare: true })).toEqual([{ n: 4 }]);
      expect(await db.query(sql, [5], { prepare: true })).toEqual([{ n: 10 }]);
      const prepared = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      expect(prepared.map((p) => p.statement)).toEqual([sql]);
      // Another text gets another name: pg refuses one name for two texts.
      expect(await db.query('SELECT $1::int * 3 AS n', [5], { prepare: true })).toEqual([{ n: 15 }]);
    } finally {
      await db.close();
    }
  });

  it('keeps working after the server ends one of its idle connections', async () => {
    const db: Db = await openPgDb({
      url: isolated.url,
      settings: { application_name: 'newsroom-idle-kill' },
    });
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await db.query('SELECT 1');
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'newsroom-idle-kill'`,
      );
      expect(ended.rows).toEqual([{ ended: true }]);
      // Without a listener for the pool's error event, this process would have crashed by now.
      await new Promise((r) => setTimeout(r, 200));
      expect(await db.query<{ n: number }>('SELECT 2 AS n')).toEqual([{ n: 2 }]);
    } finally {
      await admin.end();
      await db.close();
    }
  });
});
