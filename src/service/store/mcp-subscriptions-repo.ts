/**
 * @module The tool server's resource subscriptions (migration 031): a session's subscribed URIs, under the
 * key's limit, read by whichever instance holds the session's stream.
 */
import type { Queryable } from './db';
import { inTransaction } from './db';

export interface ResourceSubscription {
  sessionId: string;
  uri: string;
  /** Changes with a cursor above this are the subscription's news. */
  afterCursor: number;
}

export interface NewResourceSubscription {
  sessionId: string;
  keyId: number;
  uri: string;
  /** The change-log cursor when subscribing. */
  afterCursor: number;
  /** How many subscriptions the key may hold across its live sessions. */
  limit: number;
  /** A session whose streams were last seen longer ago than this is gone. */
  idleSeconds: number;
}

export type SubscribeOutcome = 'subscribed' | 'already' | 'limit';

/**
 * Subscribes the session to `uri` unless the key's live sessions already hold `limit` subscriptions. One
 * key's subscribes run one at a time (its row is locked), so racing ones never pass the limit together; the
 * key's idle sessions are removed first. Subscribing again to the same URI changes nothing.
 */
export function subscribeWithinLimit(
  db: Queryable,
  input: NewResourceSubscription,
): Promise<SubscribeOutcome> {
  return inTransaction(db, async (tx) => {
    await tx.query('SELECT 1 FROM api_keys WHERE id = $1 FOR NO KEY UPDATE', [input.keyId]);
    await tx.query(
      `DELETE FROM mcp_resource_subscriptions
        WHERE key_id = $1 AND seen_at < now() - make_interval(secs => $2)`,
      [input.keyId, input.idleSeconds],
    );
    const existing = await tx.query(
      'SELECT 1 FROM mcp_resource_subscriptions WHERE session_id = $1 AND uri = $2',
      [input.sessionId, input.uri],
    );
    if (existing.length > 0) {
      await touchSessions(tx, [input.sessionId]);
      return 'already';
    }
    const counted = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM mcp_resource_subscriptions WHERE key_id = $1',
      [input.keyId],
    );
    if (Number(counted[0]?.n ?? 0) >= input.limit) return 'limit';
    await tx.query(
      `INSERT INTO mcp_resource_subscriptions (session_id, key_id, uri, after_cursor) VALUES ($1, $2, $3, $4)`,
      [input.sessionId, input.keyId, input.uri, input.afterCursor],
    );
    await touchSessions(tx, [input.sessionId]);
    return 'subscribed';
  });
}

/** Removes one subscription; true when there was one. */
export async function unsubscribe(db: Queryable, sessionId: string, uri: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM mcp_resource_subscriptions WHERE session_id = $1 AND uri = $2 RETURNING 1',
    [sessionId, uri],
  );
  return rows.length > 0;
}

/** Removes every subscription of a session (the client ended it). */
export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM mcp_resource_subscriptions WHERE session_id = $1', [sessionId]);
}

/** The subscriptions of these sessions whose key is still valid, in the order they were made. */
export async function subscriptionsOfSessions(
  db: Queryable,
  sessionIds: readonly string[],
): Promise<ResourceSubscription[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db.query<{ session_id: string; uri: string; after_cursor: number | string }>(
    `SELECT s.session_id, s.uri, s.after_cursor FROM mcp_resource_subscriptions s
       JOIN api_keys k ON k.id = s.key_id
      WHERE s.session_id = ANY($1::text[]) AND k.revoked_at IS NULL
      ORDER BY s.created_at, s.uri`,
    [sessionIds],
  );
  return rows.map((r) => ({ sessionId: r.session_id, uri: r.uri, afterCursor: Number(r.after_cursor) }));
}

/** Marks these sessions as seen now (an open stream keeps its session alive). */
export async function touchSessions(db: Queryable, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.query('UPDATE mcp_resource_subscriptions SET seen_at = now() WHERE session_id = ANY($1::text[])', [
    sessionIds,
  ]);
}
