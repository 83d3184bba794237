/**
 * @module decideSighting: the pure first step of processItem. Given how the article is stored, does a new
 * sighting of it need the write path (enrichment, maybe a page read, a write), or does it change nothing,
 * recording at most the feed facts it gives for the first time?
 */
import type { StoredSighting } from '../../store/articles-repo';

/** A sighting as the decision compares it: normalized feed fields of the item. */
export interface Sighting {
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  contentWanted: boolean;
  feedUpdatedAt: Date | null;
  guid: string | null;
}

export interface FeedFacts {
  updatedAt: Date | null;
  guid: string | null;
}

export type SightingDecision = { kind: 'write' } | { kind: 'unchanged'; firstFacts: FeedFacts | null };

/** The feed declares a change to the item later than the one recorded when its page was read. */
const declaresLaterChange = (stored: StoredSighting, sighting: Sighting): boolean =>
  stored.feedUpdatedAt !== null &&
  sighting.feedUpdatedAt !== null &&
  sighting.feedUpdatedAt > stored.feedUpdatedAt;

/**
 * Whether the write path would find nothing to do with this sighting: another source's (which may not revise
 * the article, unless it takes one over from a custom source), or the publishing source's with the same feed
 * fields and no new content. Deciding it first spares the enrichment and, above all, a fetch of every item's
 * page at every poll of a feed without content, which would also turn a page's changing furniture into
 * revisions. A page that gave no content before is tried again, and so is one whose feed declares a change
 * to the item since its page was read (a body-only edit keeps title and summary). A time declared for the
 * first time says nothing of when the page was read, so it is only recorded.
 */
function changesNothing(stored: StoredSighting, sighting: Sighting): boolean {
  if (stored.source !== sighting.source) return !stored.heldByCustomSource;
  if (stored.title !== sighting.title || stored.summary !== sighting.summary) return false;
  if (sighting.content !== null) return sighting.content === stored.content;
  if (!sighting.contentWanted) return true;
  return stored.content !== null && !declaresLaterChange(stored, sighting);
}

/** What the source's own unchanged article learns from this sighting: facts its feed gives for the first time. */
function firstFeedFacts(stored: StoredSighting, sighting: Sighting): FeedFacts | null {
  if (stored.source !== sighting.source) return null;
  // A time declared for the first time is the baseline later ones are compared with.
  const updatedAt = sighting.contentWanted && stored.feedUpdatedAt === null ? sighting.feedUpdatedAt : null;
  const guid = stored.feedGuid === null ? sighting.guid : null;
  return updatedAt || guid ? { updatedAt, guid } : null;
}

export function decideSighting(stored: StoredSighting | null, sighting: Sighting): SightingDecision {
  if (!stored || !changesNothing(stored, sighting)) return { kind: 'write' };
  return { kind: 'unchanged', firstFacts: firstFeedFacts(stored, sighting) };
}
