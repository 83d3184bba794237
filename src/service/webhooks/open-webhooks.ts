/**
 * @module Webhooks for one instance, from its store and configuration: the API's service and the runtime
 * (dispatcher and delivery worker), sharing the store's sealer and the delivery policy.
 */
import type { Logger } from 'pino';
import { latestCursor } from '../store/change-log';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { PlanTable } from '../config/plans';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from './deliver-once';
import type { DeliveryWorkerTimings } from './delivery-worker';
import { createWebhookService, type WebhookService } from './webhook-service';
import { loadWebhookSealer } from './webhook-secrets';
import { startWebhooksRuntime, type WebhooksRuntime } from './webhooks-runtime';
import type { ResolveHost } from './webhook-url';

export interface OpenWebhooksDeps {
  db: Db;
  plans: PlanTable;
  articles: ArticleSearch;
  log: Pick<Logger, 'warn' | 'info'>;
  policy?: Partial<DeliveryPolicy>;
  wakeups?: ChangeWakeups;
  timings?: Partial<DeliveryWorkerTimings> & { dispatchPollMs?: number; storyHoldMs?: number };
  /** The story window (NEWSROOM_STORY_WINDOW_HOURS): how long oncePerStory webhooks remember a sent story. */
  storyWindowHours?: number;
  resolve?: ResolveHost;
}

export interface OpenedWebhooks {
  service: WebhookService;
  runtime: WebhooksRuntime;
}

export async function openWebhooks(deps: OpenWebhooksDeps): Promise<OpenedWebhooks> {
  const policy: DeliveryPolicy = { ...DEFAULT_DELIVERY_POLICY, ...deps.policy };
  const sealer = await loadWebhookSealer(deps.db);
  const runtime = startWebhooksRuntime({
    db: deps.db,
    plans: deps.plans,
    sealer,
    policy,
    log: deps.log,
    wakeups: deps.wakeups,
    timings: deps.timings,
    storyWindowHours: deps.storyWindowHours,
  });
  const service = createWebhookService({
    db: deps.db,
    sealer,
    articles: deps.articles,
    policy,
    latestCursor,
    resolve: deps.resolve,
    onChanged: () => runtime.kick(),
  });
  return { service, runtime };
}
