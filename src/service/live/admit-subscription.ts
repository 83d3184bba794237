/**
 * @module createSubscriptionAdmission: which subscription a live connection serves and what reaches it. Each
 * valid subscription is admitted in turn (the newest wins); the enhanced stream first gets the latest match,
 * a resumed subscription first replays its changes, and deliveries offered meanwhile are held to follow.
 */
import type { Subscription } from '../feed/subscription';
import { articleFrame } from './article-frame';
import { liveFilterMatches, type DeliveryCandidate } from '../feed/live-filter';
import { toLiveArticle, type DeliveryKind } from '../feed/present-live';
import { resumeSubscription, type ReadChanges, type ResumeDeps, type ResumeTarget } from './resume-replay';
import type { ArticleRecord } from '../model/article';
import type { OptInFlag } from '../../contract';
import { optInsRead, type OptInHolder } from '../feed/opt-in-readers';
import { flagsToRead, oncePerStoryVerdict, storyIdOf } from '../feed/once-per-story';

/** Where an admission reads what it sends besides live deliveries. */
export interface AdmissionSources {
  /**
   * The newest article the subscription matches among those indexed by `asOf` (what a search would list
   * first then); enhanced stream only. Later articles reach the connection as deliveries, in order.
   */
  latestMatch(subscription: Subscription, asOf: Date): Promise<ArticleRecord | null>;
  /** A page of the changes after `after` the subscription may match (loaded for matching), or why none. */
  readChanges: ReadChanges;
  cursorStanding: ResumeDeps['cursorStanding'];
  chargePage: ResumeDeps['chargePage'];
  /** The cursor of the last committed change. */
  latestCursor(): Promise<number>;
  /** Reads the store values of `flags` each holder lacks (feed/opt-in-readers.ts). */
  fillOptIns(holders: readonly OptInHolder[], flags: readonly OptInFlag[]): Promise<void>;
  /** Of `storyIds`, those a subscription resumed after `cursor` was sent by then (feed/stories-sent-before.ts). */
  storiesSentBefore(
    subscription: Subscription,
    storyIds: readonly string[],
    cursor: number,
  ): Promise<Map<string, number>>;
}

export type AdmissionDeps = ResumeDeps & AdmissionSources;

export interface SubscriptionAdmission {
  /** The admitted subscription; null before the first. */
  current(): Subscription | null;
  admit(next: Subscription): void;
  /** Delivers the article of the change at `cursor` if the admitted subscription wants it (or holds it). */
  offer(candidate: DeliveryCandidate, kind: DeliveryKind, cursor: number): void;
}

interface Offered {
  candidate: DeliveryCandidate;
  kind: DeliveryKind;
  cursor: number;
}

export function createSubscriptionAdmission(deps: AdmissionDeps): SubscriptionAdmission {
  const { socket, stream, leaseId, log, now } = deps;
  let subscription: Subscription | null = null;
  /** Bumped per admitted subscription so a slow look-up or replay of an older one is dropped. */
  let generation = 0;
  /** While the latest match is looked up or a resumed subscription replays, deliveries wait here to follow. */
  let held: Offered[] | null = null;
  /**
   * The article sent as the latest match. An article indexed just before admission can also be announced just
   * after it, while the hub is still on its way to this connection: it is the same news, sent once.
   */
  let sentAsLatest: number | null = null;
  /** With oncePerStory: the article sent for each story, by story id, since the subscription was admitted. */
  let sentStories = new Map<string, number>();

  /** The candidate's article with its opt-in values (a candidate made without them gets an empty set). */
  const holderOf = (candidate: DeliveryCandidate): OptInHolder => ({
    article: candidate.article,
    optIns: (candidate.optIns ??= {}),
  });

  const target: ResumeTarget = {
    isNewest: (ticket) => ticket === generation,
    adoptHolding(next) {
      subscription = next;
      sentAsLatest = null;
      sentStories = new Map();
      held = [];
    },
    deliver(candidate, kind, current, cursor) {
      if (kind === 'revised' && !current.delivery.includeUpdates) return;
      if (kind === 'created' && candidate.article.id === sentAsLatest) return;
      if (!liveFilterMatches(current.filter, candidate)) return;
      if (!optInsRead(holderOf(candidate), flagsToRead(current))) {
        // Only when reading them failed: the hub and the replay read what the subscription asks before offering.
        log.warn(
          { leaseId, article: candidate.article.id },
          'live: opt-in values not read, delivery skipped',
        );
        return;
      }
      if (current.oncePerStory) {
        const verdict = oncePerStoryVerdict(storyIdOf(candidate.optIns), candidate.article.id, sentStories);
        if (!verdict.send) return;
        if (verdict.remember !== null) sentStories.set(verdict.remember, candidate.article.id);
      }
      socket.sendText(articleFrame(stream, candidate, kind, current, cursor));
    },
    async noteStoriesSentBy(current, changes, cursor) {
      const stories = changes.flatMap((c) => storyIdOf(c.candidates?.holder.optIns) ?? []);
      const unknown = [...new Set(stories)].filter((id) => !sentStories.has(id));
      if (unknown.length === 0) return;
      const sent = await deps.storiesSentBefore(current, unknown, cursor);
      if (subscription !== current) return;
      for (const [story, article] of sent) if (!sentStories.has(story)) sentStories.set(story, article);
    },
    async release(current, follows) {
      // Held offers were read for the subscription of their time: read what this one asks too.
      try {
        await deps.fillOptIns(
          (held ?? []).map((h) => holderOf(h.candidate)),
          flagsToRead(current),
        );
      } catch (error) {
        log.warn({ err: error, leaseId }, 'live: reading opt-in values failed');
      }
      if (subscription !== current) return;
      const waiting = held ?? [];
      held = null;
      for (const { candidate, kind, cursor } of waiting)
        if (follows(cursor)) target.deliver(candidate, kind, current, cursor);
    },
  };

  async function sendLatestMatch(current: Subscription, ticket: number, asOf: Date): Promise<void> {
    let latest: OptInHolder | null = null;
    try {
      const found: ArticleRecord | null = await deps.latestMatch(current, asOf);
      if (found) {
        latest = { article: found, optIns: {} };
        await deps.fillOptIns([latest], flagsToRead(current));
      }
    } catch (error) {
      latest = null;
      log.warn({ err: error, leaseId }, 'live: latest match look-up failed');
    }
    if (ticket !== generation) return;
    if (latest) {
      sentAsLatest = latest.article.id;
      // The latest match tells its story: a later copy of it is not sent again.
      const story = current.oncePerStory ? storyIdOf(latest.optIns) : null;
      if (story !== null) sentStories.set(story, latest.article.id);
      socket.send({
        action: 'sendArticle',
        data: toLiveArticle(stream, latest.article, current.delivery, 'created', latest.optIns),
      });
    }
    await target.release(current, () => true);
  }

  return {
    current: () => subscription,
    admit(next) {
      generation += 1;
      if (next.resumeAfter !== null) {
        void resumeSubscription(deps, target, next, generation).catch((error: unknown) =>
          log.warn({ err: error, leaseId }, 'live: resume failed'),
        );
        return;
      }
      subscription = next;
      sentAsLatest = null;
      sentStories = new Map();
      const admittedAt = now();
      socket.send({ action: 'admit', leaseId, serverNow: admittedAt, clientNonce: next.clientNonce });
      if (stream === 'enhanced') {
        held = held ?? [];
        void sendLatestMatch(next, generation, new Date(admittedAt));
      } else {
        held = null;
      }
    },
    offer(candidate, kind, cursor) {
      if (socket.isClosing() || subscription === null) return;
      if (held !== null) held.push({ candidate, kind, cursor });
      else target.deliver(candidate, kind, subscription, cursor);
    },
  };
}
