/**
 * @module The webhooks dispatcher: reads the change log after its own durable cursor and turns each change
 * into deliveries for the enabled webhooks that match it (as their key's live subscription would), enqueuing
 * them and advancing the cursor in one transaction. The cursor row is locked meanwhile (another instance skips
 * the round), so a change is enqueued once, whichever instances run. Woken by the change log and a timer.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { latestCursor, readChangesResuming, type ArticleChange } from '../store/change-log';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { PlanTable } from '../config/plans';
import type { Subscription } from '../feed/subscription';
import { liveFilterMatches } from '../feed/live-filter';
import { readOptIns } from '../feed/opt-in-readers';
import { findArticlesByIds } from '../store/articles-repo';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import type { Db, Queryable } from '../store/db';
import { findSourceStandings } from '../store/sources-repo';
import { insertDeliveries, type NewDelivery } from '../store/webhook-deliveries-repo';
import { advanceDispatchCursor, lockDispatchCursor } from '../store/webhook-dispatch-repo';
import { listDispatchTargets, type WebhookRecord } from '../store/webhooks-repo';
import { startWakeLoop } from '../util/wake-loop';
import { deliveryCandidates, webhookBody, webhookSubscription } from './webhook-subscription';

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
}

export interface Dispatcher {
  kick(): void;
  close(): Promise<void>;
}

interface Target {
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
    targets.flatMap((t) => t.subscription.delivery.optIn),
  );
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
    for (const { webhook, subscription } of targets) {
      if (change.cursor <= webhook.startCursor) continue;
      if (kind === 'revised' && !subscription.delivery.includeUpdates) continue;
      if (!liveFilterMatches(subscription.filter, candidate(webhook.type))) continue;
      rows.push({
        id: randomUUID(),
        webhookId: webhook.id,
        kind,
        changeCursor: change.cursor,
        link: article.link,
        body: webhookBody(webhook.type, article, subscription, kind, optIns.get(article.id)),
        changedAt: change.changedAt,
      });
    }
  }
  return rows;
}

export function startDispatcher(deps: DispatcherDeps): Dispatcher {
  const batchSize = deps.batchSize ?? 500;

  /** One batch: the number of changes consumed (0 when none, or when another instance holds the cursor). */
  async function dispatchBatch(): Promise<number> {
    let enqueued = 0;
    const consumed = await deps.db.transaction(async (tx) => {
      const cursor = await lockDispatchCursor(tx, () => latestCursor(tx), { skipLocked: true });
      if (cursor === null) return 0;
      const page = await readChangesResuming(tx, cursor, batchSize);
      if (!page.ok) {
        // Retention removed changes never dispatched (the service was down longer than it keeps them).
        const resumeAt = page.reason === 'expired' ? page.oldest - 1 : page.latest;
        deps.log.warn(
          { cursor, resumeAt, reason: page.reason },
          'webhooks: the change log no longer holds changes after the dispatcher cursor; going on from the oldest',
        );
        await advanceDispatchCursor(tx, resumeAt);
        return 1;
      }
      const last = page.changes.at(-1);
      if (!last) return 0;
      const rows = await deliveriesFor(tx, page.changes, await loadTargets(tx, deps.plans));
      await insertDeliveries(tx, rows);
      await advanceDispatchCursor(tx, last.cursor);
      enqueued = rows.length;
      return page.changes.length;
    });
    // After the commit: workers claim only committed deliveries.
    if (enqueued > 0) deps.onEnqueued();
    return consumed;
  }

  const loop = startWakeLoop({
    // A full batch leaves more behind.
    round: async () => (await dispatchBatch()) >= batchSize,
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
