/**
 * @module The saved_searches table: a key's named searches, created under a count, listed, read, changed,
 * deleted. Every read and write names the key, so one key never sees or touches another's.
 */
import type { SearchArticlesV2Body } from '../../contract';
import type { Queryable, SqlValue } from './db';

export interface SavedSearchRecord {
  id: number;
  keyId: number;
  name: string;
  /** A POST /v2/articles body, as validated when it was stored. */
  search: SearchArticlesV2Body;
  /** A rolling window ("24h") standing for the search's dates; null when it has none. */
  range: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewSavedSearch {
  keyId: number;
  name: string;
  search: SearchArticlesV2Body;
  range: string | null;
}

export interface SavedSearchChanges {
  name?: string;
  search?: SearchArticlesV2Body;
  /** null removes the range. */
  range?: string | null;
}

interface SavedSearchRow {
  id: number | string;
  key_id: number | string;
  name: string;
  search: SearchArticlesV2Body | string;
  range: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, key_id, name, search, range, created_at, updated_at';

function toRecord(row: SavedSearchRow): SavedSearchRecord {
  return {
    id: Number(row.id),
    keyId: Number(row.key_id),
    name: row.name,
    search: typeof row.search === 'string' ? (JSON.parse(row.search) as SearchArticlesV2Body) : row.search,
    range: row.range,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Inserts the saved search unless the key already has `limit` of them (null then). Creates of one key run one
 * at a time (its row is locked), so racing creates never pass the limit together.
 */
export async function insertSavedSearchWithinLimit(
  tx: Queryable,
  input: NewSavedSearch,
  limit: number,
): Promise<SavedSearchRecord | null> {
  await tx.query('SELECT 1 FROM api_keys WHERE id = $1 FOR NO KEY UPDATE', [input.keyId]);
  const counted = await tx.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM saved_searches WHERE key_id = $1',
    [input.keyId],
  );
  if (Number(counted[0]?.n ?? 0) >= limit) return null;
  const rows = await tx.query<SavedSearchRow>(
    `INSERT INTO saved_searches (key_id, name, search, range) VALUES ($1, $2, $3::jsonb, $4)
     RETURNING ${COLUMNS}`,
    [input.keyId, input.name, JSON.stringify(input.search), input.range],
  );
  return toRecord(rows[0] as SavedSearchRow);
}

/** The key's saved searches, oldest first. */
export async function listSavedSearches(db: Queryable, keyId: number): Promise<SavedSearchRecord[]> {
  const rows = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE key_id = $1 ORDER BY id`,
    [keyId],
  );
  return rows.map(toRecord);
}

/** The key's saved search of this id; null when there is none or it is another key's. */
export async function getSavedSearch(
  db: Queryable,
  keyId: number,
  id: number,
): Promise<SavedSearchRecord | null> {
  const rows = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE id = $1 AND key_id = $2`,
    [id, keyId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Applies `changes` to the key's saved search; null when it is not the key's. */
export async function updateSavedSearch(
  db: Queryable,
  keyId: number,
  id: number,
  changes: SavedSearchChanges,
): Promise<SavedSearchRecord | null> {
  const sets: string[] = ['updated_at = now()'];
  const params: SqlValue[] = [id, keyId];
  const set = (column: string, value: SqlValue, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.search !== undefined) set('search', JSON.stringify(changes.search), '::jsonb');
  if (changes.range !== undefined) set('range', changes.range);
  const rows = await db.query<SavedSearchRow>(
    `UPDATE saved_searches SET ${sets.join(', ')} WHERE id = $1 AND key_id = $2 RETURNING ${COLUMNS}`,
    params,
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Deletes the key's saved search; false when it is not the key's. */
export async function deleteSavedSearch(db: Queryable, keyId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM saved_searches WHERE id = $1 AND key_id = $2 RETURNING id', [
    id,
    keyId,
  ]);
  return rows.length > 0;
}
