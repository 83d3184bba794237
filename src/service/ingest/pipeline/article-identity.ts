/**
 * @module articleIdentity: which stored article a sighting is when its canonical link is not stored: the same
 * link in the older canonical form, or the link its publisher moved it from under the same id.
 */
import { hostOf } from '../fetch/host-queue';
import { legacyCanonicalLink } from '../canonical-link';
import type { Queryable } from '../../store/db';
import {
  findByFeedGuid,
  findStoredSighting,
  moveArticle,
  relinkArticle,
  type StoredSighting,
} from '../../store/articles-repo';

/** A stored article under the older canonical form of `rawLink` moves to `link`, then is the one seen. */
export async function adoptLegacyLink(
  db: Queryable,
  rawLink: string,
  link: string,
): Promise<StoredSighting | null> {
  const legacy = legacyCanonicalLink(rawLink);
  if (!legacy || !(await relinkArticle(db, legacy, link))) return null;
  return findStoredSighting(db, link);
}

/** A moved story keeps its publication date; an id met again on a story of another day was reused. */
const SAME_STORY_DATE_MS = 36 * 60 * 60 * 1000;

/**
 * The source's article that carries the item's id under another link, moved to the item's link: its publisher
 * changed the URL (a slug rewritten with the headline), so it is this article, not a new one. Only on the
 * same host and for a story of the same date, since some publishers reuse ids.
 */
export async function adoptMovedLink(
  db: Queryable,
  item: { source: string; link: string; guid: string | null; publishDate: Date | null },
  at: Date,
): Promise<StoredSighting | null> {
  if (!item.guid) return null;
  const prior = await findByFeedGuid(db, item.source, item.guid);
  if (!prior || prior.link === item.link || hostOf(prior.link) !== hostOf(item.link)) return null;
  if (
    item.publishDate &&
    Math.abs(item.publishDate.getTime() - prior.publishDate.getTime()) > SAME_STORY_DATE_MS
  )
    return null;
  if (!(await moveArticle(db, prior.link, item.link, at))) return null;
  return findStoredSighting(db, item.link);
}
