/** @module Key/value facts about the store. */
import type { Queryable } from './db';

export async function getMeta(db: Queryable, key: string): Promise<string | null> {
  const rows = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

export async function setMeta(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}

/**
 * The stored value of `key`, storing `value` first when there is none. Race-safe: when several
 * processes call it at once, all of them get the one value that was stored first.
 */
export async function getOrInsertMeta(db: Queryable, key: string, value: string): Promise<string> {
  await db.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  // A separate statement: its snapshot sees a row that a concurrent insert committed meanwhile.
  const stored = await getMeta(db, key);
  if (stored === null) throw new Error(`store: meta key ${key} vanished right after it was written`);
  return stored;
}

export async function deleteMeta(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM meta WHERE key = $1', [key]);
}
