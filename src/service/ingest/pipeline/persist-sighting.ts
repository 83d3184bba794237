/**
 * @module The store-and-announce step of processItem: a sighting that changes nothing still records its first
 * feed facts and a move of its link; an enriched one goes through the single write path, records what the
 * page added, and is announced on the bus as created or revised.
 */
import type { ArticleEventBus } from '../../events/article-events';
import type { ArticleInput } from '../../model/article';
import {
  addLinkAliases,
  findArticleByLink,
  moveArticle,
  recordFeedFacts,
  writeArticle,
  type WriteOutcome,
} from '../../store/articles-repo';
import type { Queryable } from '../../store/db';
import type { FeedFacts } from './sighting-decision';

export interface PersistDeps {
  db: Queryable;
  events: ArticleEventBus;
}

export type PersistOutcome = WriteOutcome['kind'];

/** A moved article whose text is the same is still revised: its link is new to every subscriber. */
async function announceMove(
  deps: PersistDeps,
  from: string,
  link: string,
  at: Date,
): Promise<PersistOutcome> {
  if (!(await moveArticle(deps.db, from, link, at))) return 'unchanged';
  const article = await findArticleByLink(deps.db, link);
  if (!article) return 'unchanged';
  deps.events.emit('article.revised', { article });
  return 'revised';
}

export interface UnchangedSighting {
  link: string;
  /** The article's link before this sighting, when the sighting moves it. */
  movedFrom: string | null;
  at: Date;
  firstFacts: FeedFacts | null;
}

export async function persistUnchanged(
  deps: PersistDeps,
  sighting: UnchangedSighting,
): Promise<PersistOutcome> {
  const outcome = sighting.movedFrom
    ? await announceMove(deps, sighting.movedFrom, sighting.link, sighting.at)
    : 'unchanged';
  if (sighting.firstFacts) await recordFeedFacts(deps.db, sighting.link, sighting.firstFacts);
  return outcome;
}

export interface EnrichedSighting {
  input: ArticleInput;
  at: Date;
  guid: string | null;
  movedFrom: string | null;
  /** The feed's declared time, when the page was read with this sighting (else null). */
  pageReadUpdate: Date | null;
  /** Other canonical addresses the page gave. */
  otherLinks: string[];
  /** The sighting is by the source that published the article (which alone may revise it). */
  ownArticle: boolean;
}

export async function persistAndAnnounce(
  deps: PersistDeps,
  sighting: EnrichedSighting,
): Promise<PersistOutcome> {
  const { input, ownArticle, pageReadUpdate } = sighting;
  const outcome = await writeArticle(deps.db, input, {
    at: sighting.at,
    feedUpdatedAt: pageReadUpdate,
    feedGuid: sighting.guid,
    moveFrom: sighting.movedFrom,
  });
  if (outcome.kind === 'unchanged' && ownArticle && pageReadUpdate)
    await recordFeedFacts(deps.db, input.link, { updatedAt: pageReadUpdate, guid: null });
  if (outcome.kind === 'created' || ownArticle)
    await addLinkAliases(deps.db, input.link, sighting.otherLinks);
  if (outcome.kind === 'created') deps.events.emit('article.created', { article: outcome.article });
  if (outcome.kind === 'revised') deps.events.emit('article.revised', { article: outcome.article });
  return outcome.kind;
}
