/**
 * @module articleIdentity: which stored article a sighting is: the one at its canonical link, at that link's
 * older canonical form, the one that has the link as another address, or the one its publisher's id names
 * under another link.
 */
import { hostOf } from '../fetch/host-queue';
import { legacyCanonicalLink } from '../../model/canonical-link';
import type { Queryable } from '../../store/db';
import {
  findAliasedArticle,
  findByFeedGuid,
  findStoredSighting,
  relinkArticle,
  type StoredSighting,
} from '../../store/articles-repo';

/** A stored article under the older canonical form of `rawLink` moves to `link` (dated `at`), then is the one seen. */
async function adoptLegacyLink(
  db: Queryable,
  { rawLink, link, at }: Pick<SightingKeys, 'rawLink' | 'link' | 'at'>,
): Promise<StoredSighting | null> {
  const legacy = legacyCanonicalLink(rawLink);
  if (!legacy || !(await relinkArticle(db, legacy, link, at))) return null;
  return findStoredSighting(db, link);
}

/** A moved story keeps its publication date; an id met again on a story of another day was reused. */
const SAME_STORY_DATE_MS = 36 * 60 * 60 * 1000;

/** Same origin and path: links that differ in their query only, under one id, name one page. */
function samePage(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.origin === y.origin && x.pathname === y.pathname;
}

export interface SightingIdentity {
  /** The canonical link the sighting is stored under: its own, or the stored page's it names. */
  link: string;
  stored: StoredSighting | null;
  /**
   * The stored article's link when the sighting moves it to `link` (null: no move). Not moved yet: the write
   * moves it in its own transaction, so a move with new text is one change, never two.
   */
  movedFrom: string | null;
}

export interface SightingKeys {
  /** The link as the feed gave it. */
  rawLink: string;
  /** Its canonical form. */
  link: string;
  source: string;
  /** The publisher's id of the item. */
  guid: string | null;
  publishDate: Date | null;
  /** When it was seen. */
  at: Date;
}

/**
 * Which stored article a sighting is. By its canonical link, else by that link's older canonical form, else
 * as another known address of one of the source's articles, else by the publisher's id: a source's article
 * carrying the id under another link is this one, moved (a slug rewritten with the headline), only on the
 * same host and for a story of the same date, since some publishers reuse ids. Under one id, a link that
 * differs from the stored one in its query only (a session or cache-busting parameter) names the same page:
 * the stored link is kept, nothing moves.
 */
export async function identifySighting(db: Queryable, keys: SightingKeys): Promise<SightingIdentity> {
  const { link } = keys;
  const stored = (await findStoredSighting(db, link)) ?? (await adoptLegacyLink(db, keys));
  if (stored) return { link, stored, movedFrom: null };
  // Another address of one of the source's articles (its page's redirect target or self-given address).
  const aliased = await findAliasedArticle(db, link);
  if (aliased?.source === keys.source)
    return { link: aliased.link, stored: await findStoredSighting(db, aliased.link), movedFrom: null };
  if (!keys.guid) return { link, stored: null, movedFrom: null };
  const prior = await findByFeedGuid(db, keys.source, keys.guid);
  const none = { link, stored: null, movedFrom: null };
  if (!prior || prior.link === link || hostOf(prior.link) !== hostOf(link)) return none;
  if (
    keys.publishDate &&
    Math.abs(keys.publishDate.getTime() - prior.publishDate.getTime()) > SAME_STORY_DATE_MS
  )
    return none;
  if (samePage(prior.link, link))
    return { link: prior.link, stored: await findStoredSighting(db, prior.link), movedFrom: null };
  return { link, stored: await findStoredSighting(db, prior.link), movedFrom: prior.link };
}
