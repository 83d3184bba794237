/**
 * @module The webhooks dispatcher: reads the change log after its own durable cursor and turns each change
 * into deliveries for the enabled webhooks that match it (as their key's live subscription would), enqueuing
 * them and advancing the cursor in one transaction. The cursor row is locked meanwhile (another instance skips
 * the round), so a change is enqueued once, whichever instances run. Woken by the change log and a timer.
 *
 * Two lanes, each with its cursor: the webhooks whose deliveries need the article's story (oncePerStory,
 * includeStory) are dispatched on the second, which goes only as far as the story grouping has (it wakes the
 * log's readers when it goes further) or, for a change older than `storyHoldMs` (the grouper is down), past it
 * ungrouped; the others on the first, which never waits. The second lane also serves, for a while, the webhooks
 * changed lately, so that one switching lanes misses nothing (a change both lanes enqueue is enqueued once).
 */
import type { Logger } from 'pino';
import { latestCursor, readChangesResuming, type ArticleChange } from '../store/change-log';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { PlanTable } from '../config/plans';
import type { Subscription } from '../feed/subscription';
import { liveFilterMatches } from '../feed/live-filter';
import { readOptIns } from '../feed/opt-in-readers';
import {
  flagsToRead,
  groupedCount,
  needsStory,
  oncePerStoryVerdict,
  STORY_HOLD_MS,
  storyIdOf,
} from '../feed/once-per-story';
import { findArticlesByIds } from '../store/articles-repo';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import type { Db, Queryable } from '../store/db';
import { findSourceStandings } from '../store/sources-repo';
import { insertDeliveries, type NewDelivery } from '../store/webhook-deliveries-repo';
import { advanceDispatchCursor, lockDispatchCursor, type DispatchLane } from '../store/webhook-dispatch-repo';
import { groupedThrough } from '../store/stories-repo';
import {
  pruneStorySends,
  readStorySends,
  saveStorySends,
  type StorySend,
} from '../store/webhook-story-sends-repo';
import { listDispatchTargets, type WebhookRecord } from '../store/webhooks-repo';
import { v7 as orderedUuid } from 'uuid';
import { startWakeLoop } from '../util/wake-loop';
import { changeBodies, deliveryCandidates, webhookSubscription } from './webhook-subscription';

export interface DispatcherDeps {
  db: Db;
  plans: PlanTable;
  log: Pick<Logger, 'warn'>;
  wakeups?: ChangeWakeups;
  /** Called after deliveries were enqueued. */
  onEnqueued(): void;
  /** Changes per transaction. */
  batchSize?: number;
  /** How often the log is looked at without a wake-up. */
  pollMs?: number;
  /** How long a change waits for its story on the story lane before it is dispatched ungrouped. */
  storyHoldMs?: number;
  /** The story window: oncePerStory sends older than this are forgotten. */
  storyWindowHours?: number;
  now?: () => number;
}

export interface Dispatcher {
  kick(): void;
  close(): Promise<void>;
}

export interface Target {
  webhook: WebhookRecord;
  subscription: Subscription;
}

/** The enabled webhooks whose key and plan still allow them, each with its subscription. */
async function loadTargets(tx: Queryable, plans: PlanTable): Promise<Target[]> {
  const targets: Target[] = [];
  for (const { webhook, key } of await listDispatchTargets(tx)) {
    const plan = plans[key.plan];
    if (!plan?.capabilities.webhooks) continue;
    const made = webhookSubscription(webhook.type, webhook.filters, { key, planName: key.plan, plan });
    if (made.ok) targets.push({ webhook, subscription: made.subscription });
  }
  return targets;
}

/**
 * A webhook changed this recently is served by the story lane too, whichever lane its filters put it in: a change
 * of its filters may have moved it from one lane to the other, whose cursors differ. One never changed since it
 * was made has always been in its lane (a plan grants nothing that decides the lane).
 */
const SWITCH_GRACE_MS = 10 * 60_000;

const mayHaveSwitched = (webhook: WebhookRecord, now: number): boolean =>
  webhook.updatedAt.getTime() > webhook.createdAt.getTime() &&
  webhook.updatedAt.getTime() > now - SWITCH_GRACE_MS;
/** How often the story lane forgets the sends older than the story window. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** The targets a lane serves at `now`. */
export function laneTargets(targets: Target[], lane: DispatchLane, now: number): Target[] {
  return targets.filter((t) =>
    lane === 1 ? !needsStory(t.subscription) : needsStory(t.subscription) || mayHaveSwitched(t.webhook, now),
  );
}

/** The stories the oncePerStory targets were sent, as read and then as noted in this batch. */
async function openStorySends(tx: Queryable, targets: Target[], storyIds: string[]) {
  const once = targets.filter((t) => t.subscription.oncePerStory).map((t) => t.webhook.id);
  const sent = await readStorySends(tx, once, storyIds);
  const noted: StorySend[] = [];
  return {
    /** Whether the delivery goes out; a first copy of a story is noted as sent. */
    admits(webhookId: number, storyId: string | null, articleId: number): boolean {
      const mine = sent.get(webhookId) ?? new Map<string, number>();
      const verdict = oncePerStoryVerdict(storyId, articleId, mine);
      if (!verdict.send) return false;
      if (verdict.remember !== null) {
        mine.set(verdict.remember, articleId);
        sent.set(webhookId, mine);
        noted.push({ webhookId, storyId: verdict.remember, articleId });
      }
      return true;
    },
    save: () => saveStorySends(tx, noted),
  };
}

/** The deliveries these changes make for these targets. */
async function deliveriesFor(
  tx: Queryable,
  changes: ArticleChange[],
  targets: Target[],
): Promise<NewDelivery[]> {
  const news = changes.filter((c) => c.kind !== 'removed');
  if (news.length === 0 || targets.length === 0) return [];
  const articles = new Map(
    (await findArticlesByIds(tx, [...new Set(news.map((c) => c.articleId))])).map((a) => [a.id, a]),
  );
  const standings = await findSourceStandings(tx, [...new Set([...articles.values()].map((a) => a.source))]);
  const judgements = await readCompanySentiment(tx, [...articles.keys()]);
  const optIns = await readOptIns(
    tx,
    [...articles.values()],
    targets.flatMap((t) => flagsToRead(t.subscription)),
  );
  const storyIds = [...optIns.values()].flatMap((o) => storyIdOf(o) ?? []);
  const sends = await openStorySends(tx, targets, storyIds);
  const rows: NewDelivery[] = [];
  for (const change of news) {
    const article = articles.get(change.articleId);
    if (!article) continue;
    const kind = change.kind === 'revised' ? 'revised' : 'created';
    const candidate = deliveryCandidates(
      article,
      standings.get(article.source) ?? null,
      judgements.get(article.id)?.companySentiment ?? [],
    );
    const bodyOf = changeBodies(article, kind, optIns.get(article.id));
    for (const { webhook, subscription } of targets) {
      if (change.cursor <= webhook.startCursor) continue;
      if (kind === 'revised' && !subscription.delivery.includeUpdates) continue;
      if (!liveFilterMatches(subscription.filter, candidate(webhook.type))) continue;
      if (
        subscription.oncePerStory &&
        !sends.admits(webhook.id, storyIdOf(optIns.get(article.id)), article.id)
      )
        continue;
      rows.push({
        // Made in change order: a webhook's deliveries of one batch tie on next_attempt_at and go out in id order.
        id: orderedUuid(),
        webhookId: webhook.id,
        kind,
        changeCursor: change.cursor,
        link: article.link,
        body: bodyOf(webhook.type, subscription),
        changedAt: change.changedAt,
      });
    }
  }
  await sends.save();
  return rows;
}

export function startDispatcher(deps: DispatcherDeps): Dispatcher {
  const batchSize = deps.batchSize ?? 500;
  const storyHoldMs = deps.storyHoldMs ?? STORY_HOLD_MS;
  const now = deps.now ?? Date.now;
  let prunedAt = 0;

  /** The changes of `page` the lane's targets can be sent now: on the story lane, those grouped or waited. */
  async function dispatchable(
    tx: Queryable,
    lane: DispatchLane,
    page: ArticleChange[],
    targets: Target[],
  ): Promise<ArticleChange[]> {
    if (lane === 1 || !targets.some((t) => needsStory(t.subscription))) return page;
    if (now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now();
      await pruneStorySends(tx, new Date(now() - (deps.storyWindowHours ?? 72) * 3_600_000));
    }
    return page.slice(0, groupedCount(page, await groupedThrough(tx), now() - storyHoldMs));
  }

  /** One batch: the number of changes consumed (0 when none, or when another instance holds the cursor). */
  async function dispatchBatch(lane: DispatchLane): Promise<number> {
    let enqueued = 0;
    const consumed = await deps.db.transaction(async (tx) => {
      const cursor = await lockDispatchCursor(tx, () => latestCursor(tx), { skipLocked: true, lane });
      if (cursor === null) return 0;
      const page = await readChangesResuming(tx, cursor, batchSize);
      if (!page.ok) {
        // Retention removed changes never dispatched (the service was down longer than it keeps them).
        const resumeAt = page.reason === 'expired' ? page.oldest - 1 : page.latest;
        deps.log.warn(
          { cursor, resumeAt, reason: page.reason },
          'webhooks: the change log no longer holds changes after the dispatcher cursor; going on from the oldest',
        );
        await advanceDispatchCursor(tx, resumeAt, lane);
        return 1;
      }
      if (page.changes.length === 0) return 0;
      const targets = laneTargets(await loadTargets(tx, deps.plans), lane, now());
      const changes = await dispatchable(tx, lane, page.changes, targets);
      const last = changes.at(-1);
      if (!last) return 0;
      const rows = await deliveriesFor(tx, changes, targets);
      await insertDeliveries(tx, rows);
      await advanceDispatchCursor(tx, last.cursor, lane);
      enqueued = rows.length;
      return changes.length;
    });
    // After the commit: workers claim only committed deliveries.
    if (enqueued > 0) deps.onEnqueued();
    return consumed;
  }

  const loop = startWakeLoop({
    // A full batch leaves more behind. The plain lane first: it never waits for the grouping.
    round: async () => {
      const plain = await dispatchBatch(1);
      const story = await dispatchBatch(2);
      return plain >= batchSize || story >= batchSize;
    },
    onError: (err) => deps.log.warn({ err }, 'webhooks: dispatching changes failed (retried)'),
    everyMs: deps.pollMs ?? 1_000,
  });
  const unsubscribe = deps.wakeups?.onAppended(loop.kick);

  return {
    kick: loop.kick,
    async close() {
      unsubscribe?.();
      await loop.stop();
    },
  };
}
