/**
 * @module What a subscription (or a webhook) asking for `oncePerStory` is sent: the first article of each story
 * that matches it, then no other copy of that story; the sent article's revisions still follow includeUpdates.
 * Pure decisions: the live connection keeps what it sent in memory, the webhooks dispatcher in the store.
 */
import type { OptInFlag } from '../../contract';
import type { ArticleOptIns } from './opt-in-readers';
import type { Subscription } from './subscription';

/**
 * How long a delivery that needs its article's story (oncePerStory, includeStory) waits for the grouping, which
 * runs just after the write: past it (the grouper is down or far behind) the article goes out ungrouped.
 */
export const STORY_HOLD_MS = 5_000;

/** The article sent for each story so far, by story id. */
export type SentStories = ReadonlyMap<string, number>;

export type StoryVerdict =
  /** Send it; `remember` is the story to note as sent with this article (null: nothing new to note). */
  { send: true; remember: string | null } | { send: false };

/**
 * The verdict on one delivery of `articleId`, of story `storyId` (null: not grouped, so a story of its own), for
 * a subscription that has sent `sent`.
 */
export function oncePerStoryVerdict(
  storyId: string | null,
  articleId: number,
  sent: SentStories,
): StoryVerdict {
  if (storyId === null) return { send: true, remember: null };
  const first = sent.get(storyId);
  if (first === undefined) return { send: true, remember: storyId };
  return first === articleId ? { send: true, remember: null } : { send: false };
}

/** Whether a subscription's deliveries depend on the article's story, and so wait until it is grouped. */
export function needsStory(subscription: Subscription): boolean {
  return subscription.oncePerStory || subscription.delivery.optIn.includes('includeStory');
}

/** The opt-in values read before a delivery: those the subscription shows, and the story for oncePerStory. */
export function flagsToRead(subscription: Subscription): readonly OptInFlag[] {
  const shown = subscription.delivery.optIn;
  return subscription.oncePerStory && !shown.includes('includeStory') ? [...shown, 'includeStory'] : shown;
}

/** The story of an article as read (fillOptIns with includeStory); null when not grouped or not read. */
export function storyIdOf(optIns: ArticleOptIns | undefined): string | null {
  return optIns?.includeStory?.storyId ?? null;
}

/**
 * How many of the leading changes (in cursor order) can go to subscriptions that need stories: those the grouping
 * has gone through (`through`) or that changed by `bound` (waited their hold); the first other holds the rest.
 */
export function groupedCount(
  changes: readonly { cursor: number; changedAt: Date }[],
  through: number,
  bound: number,
): number {
  const held = changes.findIndex((c) => c.cursor > through && c.changedAt.getTime() > bound);
  return held === -1 ? changes.length : held;
}
