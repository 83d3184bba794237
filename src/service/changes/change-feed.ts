/**
 * @module GET /v2/changes behind the route: the changes after a cursor that a subscription's filters match,
 * read from the change log in chunks and matched in memory with the live streams' matcher (one meaning for
 * both). A removal carries only its link; it reaches the key that could see the article, with
 * includeUpdates, when the source filters let its source through.
 */
import type { ArticleRecord } from '../model/article';
import type { LiveFilter } from '../live/live-filter';
import { liveFilterMatches } from '../live/live-filter';
import { loadChanges, type SourceStandings } from '../live/change-batch';
import type { Queryable } from '../store/db';
import { changeLogHead, readChangesResuming, type ArticleChange, type CursorStanding } from './change-log';

export interface ChangeFeedRequest {
  filter: LiveFilter;
  viewerKeyId: number;
  includeUpdates: boolean;
  /** Absent: from the oldest change still kept. */
  after: number | undefined;
  limit: number;
}

export type FeedEntry =
  | { change: ArticleChange; kind: 'created' | 'revised'; article: ArticleRecord }
  | { change: ArticleChange; kind: 'removed' };

export type ChangeFeedPage =
  | { ok: true; entries: FeedEntry[]; nextCursor: number; hasMore: boolean }
  | Extract<CursorStanding, { ok: false }>;

/** Changes read per chunk, and at most per call: a selective filter over a long log answers in bounded time. */
const CHUNK = 500;
const MAX_SCANNED = 20_000;

/** Whether a removal may be told to this reader (the article itself is gone: its source and owner remain). */
function removalVisible(request: ChangeFeedRequest, change: ArticleChange): boolean {
  if (!request.includeUpdates) return false;
  if (change.visibleToKey !== null && change.visibleToKey !== request.viewerKeyId) return false;
  const { sources, excludeSources } = request.filter.request;
  if (change.source === null) return sources.kind !== 'only';
  if (excludeSources.includes(change.source)) return false;
  return sources.kind !== 'only' || sources.domains.includes(change.source);
}

export async function readChangeFeed(
  db: Queryable,
  sourceStandings: SourceStandings,
  request: ChangeFeedRequest,
): Promise<ChangeFeedPage> {
  let cursor = request.after ?? (await changeLogHead(db)).prunedThrough;
  const entries: FeedEntry[] = [];
  let scanned = 0;
  while (entries.length < request.limit && scanned < MAX_SCANNED) {
    const page = await readChangesResuming(db, cursor, CHUNK);
    if (!page.ok) return page;
    if (page.changes.length === 0) break;
    for (const { change, candidates } of await loadChanges(db, page.changes, sourceStandings)) {
      scanned += 1;
      cursor = change.cursor;
      if (change.kind === 'removed') {
        if (removalVisible(request, change)) entries.push({ change, kind: 'removed' });
      } else if (
        candidates &&
        (change.kind === 'created' || request.includeUpdates) &&
        liveFilterMatches(request.filter, candidates.enhanced())
      ) {
        entries.push({ change, kind: change.kind, article: candidates.enhanced().article });
      }
      if (entries.length >= request.limit) break;
    }
    if (page.changes.length < CHUNK) break;
  }
  const { latest } = await changeLogHead(db);
  return { ok: true, entries, nextCursor: cursor, hasMore: latest > cursor };
}
