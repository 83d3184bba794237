/**
 * @module What a live feed keeps across a reload of the page (sessionStorage, this tab only): its rows and
 * counts and the change-log cursor it had reached, for the filters they belong to. A reload then resumes
 * after that cursor instead of starting empty. Read through the contract, so a stale or foreign value is
 * ignored.
 */
import { z } from 'zod';
import { ArticleV2 } from '../../../../contract';
import type { FeedRows } from './feed-rows';

export const FEED_MEMORY_KEY = 'newsroom.live-feed';

const Remembered = z.object({
  /** The filters the rows match (without includeUpdates). */
  filters: z.string(),
  cursor: z.number().int().min(0).nullable(),
  rows: z.array(
    z.object({
      id: z.number().int(),
      receivedAt: z.number(),
      article: ArticleV2,
      copies: z.array(z.string()).optional(),
    }),
  ),
  counts: z.object({
    new: z.number(),
    updated: z.number(),
    dropped: z.number(),
    // Kept before stories were folded: none.
    copies: z.number().default(0),
  }),
  nextId: z.number().int(),
});
type Remembered = z.infer<typeof Remembered>;

export interface FeedMemory {
  cursor: number | null;
  feed: FeedRows;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What was kept for these filters, or null. */
export function recallFeed(filters: string): FeedMemory | null {
  try {
    const raw = storage()?.getItem(FEED_MEMORY_KEY);
    if (!raw) return null;
    const parsed = Remembered.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.filters !== filters) return null;
    const { cursor, rows, counts, nextId } = parsed.data;
    return { cursor, feed: { rows, buffer: [], paused: false, counts, nextId } };
  } catch {
    return null;
  }
}

export function rememberFeed(filters: string, cursor: number | null, feed: FeedRows): void {
  // What waits in the pause buffer is shown too: after a reload nothing is paused.
  const value: Remembered = {
    filters,
    cursor,
    rows: [...feed.buffer, ...feed.rows],
    counts: feed.counts,
    nextId: feed.nextId,
  };
  try {
    storage()?.setItem(FEED_MEMORY_KEY, JSON.stringify(value));
  } catch {
    // A full or blocked store: the feed still works, it just starts over after a reload.
  }
}
