/**
 * @module storiesSentBefore: for a oncePerStory subscription resumed after a cursor, the stories it was already
 * sent then, as if it had been subscribed: an article of the story it matches had a change at or before the
 * cursor. Each story gives its first such article, first seen first.
 */
import type { LiveStream } from '../../contract';
import { findArticlesByIds } from '../store/articles-repo';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import type { Queryable } from '../store/db';
import { findStoryMembersChangedBy } from '../store/stories-repo';
import { candidatesOf, type SourceStandings } from './change-batch';
import { liveFilterMatches } from './live-filter';
import type { Subscription } from './subscription';

export async function storiesSentBefore(
  db: Queryable,
  sourceStandings: SourceStandings,
  stream: LiveStream,
  subscription: Subscription,
  storyIds: readonly string[],
  cursor: number,
): Promise<Map<string, number>> {
  const members = await findStoryMembersChangedBy(db, storyIds, cursor);
  const sent = new Map<string, number>();
  if (members.length === 0) return sent;
  const articles = new Map(
    (await findArticlesByIds(db, [...new Set(members.map((m) => m.articleId))])).map((a) => [a.id, a]),
  );
  const judgements = await readCompanySentiment(db, [...articles.keys()]);
  const standings = await sourceStandings([...new Set([...articles.values()].map((a) => a.source))]);
  for (const { storyId, articleId } of members) {
    const article = articles.get(articleId);
    if (sent.has(storyId) || !article) continue;
    const candidates = candidatesOf(
      article,
      standings.get(article.source) ?? null,
      judgements.get(article.id)?.companySentiment ?? [],
    );
    if (liveFilterMatches(subscription.filter, stream === 'raw' ? candidates.raw() : candidates.enhanced()))
      sent.set(storyId, articleId);
  }
  return sent;
}
