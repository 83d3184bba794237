/**
 * @module The stories each oncePerStory webhook has been sent (migration 033): the article sent for each, read
 * and noted by the dispatcher's story lane inside its batch's transaction, pruned past the story window.
 */
import type { Queryable } from './db';

export interface StorySend {
  webhookId: number;
  storyId: string;
  articleId: number;
}

/** The sends of `webhookIds` for `storyIds`: webhook id → story id → article id. */
export async function readStorySends(
  db: Queryable,
  webhookIds: readonly number[],
  storyIds: readonly string[],
): Promise<Map<number, Map<string, number>>> {
  const sent = new Map<number, Map<string, number>>(webhookIds.map((id) => [id, new Map()]));
  if (webhookIds.length === 0 || storyIds.length === 0) return sent;
  const rows = await db.query<{
    webhook_id: number | string;
    story_id: number | string;
    article_id: number | string;
  }>(
    `SELECT webhook_id, story_id, article_id FROM webhook_story_sends
      WHERE webhook_id = ANY($1::bigint[]) AND story_id = ANY($2::bigint[])`,
    [[...webhookIds], [...new Set(storyIds)]],
  );
  for (const row of rows) sent.get(Number(row.webhook_id))?.set(String(row.story_id), Number(row.article_id));
  return sent;
}

export async function saveStorySends(db: Queryable, sends: readonly StorySend[]): Promise<void> {
  if (sends.length === 0) return;
  await db.query(
    `INSERT INTO webhook_story_sends (webhook_id, story_id, article_id)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
     ON CONFLICT (webhook_id, story_id) DO NOTHING`,
    [sends.map((s) => s.webhookId), sends.map((s) => s.storyId), sends.map((s) => s.articleId)],
  );
}

/** Forgets the sends older than `before`: a copy first seen that much later is not grouped with them. */
export async function pruneStorySends(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM webhook_story_sends WHERE sent_at < $1', [before]);
}
