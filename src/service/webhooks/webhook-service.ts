/**
 * @module The webhooks API's service: a key's webhooks created (under its plan's count), listed, changed,
 * deleted, re-keyed, re-enabled and tested; their delivery log. Filters are checked as a live subscription of
 * the key would be. No HTTP here: failures are {@link WebhookError}s the route words.
 */
import { randomUUID } from 'node:crypto';
import {
  RAW_WEBHOOK_FILTER_FIELDS,
  WEBHOOK_FILTER_FIELDS,
  WEBHOOK_TEXT,
  type WebhookCreateBody,
  type WebhookDeliveryStatus,
  type WebhookFilterField,
  type WebhookFilters,
  type WebhookPatchBody,
} from '../../contract';
import type { Caller } from '../auth/key-resolver';
import type { SearchRefusalCode } from '../search/prepare-search';
import type { Subscription } from '../feed/subscription';
import type { ArticleRecord } from '../model/article';
import type { ArticleSearch } from '../search/article-search';
import type { Db, Queryable } from '../store/db';
import {
  findDelivery,
  insertClaimedDelivery,
  listDeliveries,
  type DeliveryLogEntry,
} from '../store/webhook-deliveries-repo';
import { lockDispatchCursor } from '../store/webhook-dispatch-repo';
import {
  deleteWebhook,
  findWebhook,
  insertWebhookWithinLimit,
  listWebhooks,
  updateWebhook,
  type WebhookChanges,
  type WebhookRecord,
} from '../store/webhooks-repo';
import { deliverOnce, type DeliveryPolicy } from './deliver-once';
import { newSigningSecret, type WebhookSealer } from './webhook-secrets';
import { readOptIns } from '../feed/opt-in-readers';
import { webhookBody, webhookSubscription } from './webhook-subscription';
import { checkWebhookUrl, type ResolveHost } from './webhook-url';
import { sampleArticle } from './sample-article';

export type WebhookErrorCode = 'invalid' | 'query' | 'forbidden' | 'not_found';

export class WebhookError extends Error {
  constructor(
    readonly code: WebhookErrorCode,
    readonly texts: string[],
  ) {
    super(`webhooks: ${texts.join('; ')}`);
  }
}

const invalid = (text: string) => new WebhookError('invalid', [text]);
const notFound = () => new WebhookError('not_found', [WEBHOOK_TEXT.notFound]);

export interface WebhookServiceDeps {
  db: Db;
  sealer: WebhookSealer;
  articles: ArticleSearch;
  policy: DeliveryPolicy;
  /** The change log's latest cursor: a new webhook is served the changes after it. */
  latestCursor(db: Queryable): Promise<number>;
  /** DNS for the URL check (tests); the system resolver otherwise. */
  resolve?: ResolveHost;
  /** Asked after a webhook is created, enabled or changed, so the workers look again at once. */
  onChanged?: () => void;
  /** Claim lease of a test delivery sent at once; longer than an attempt can take. */
  leaseMs?: number;
}

export interface WebhookWithSecretRecord {
  webhook: WebhookRecord;
  secret: string;
}

export interface WebhookService {
  list(caller: Caller): Promise<WebhookRecord[]>;
  get(caller: Caller, id: string): Promise<WebhookRecord>;
  create(caller: Caller, body: WebhookCreateBody): Promise<WebhookWithSecretRecord>;
  update(caller: Caller, id: string, patch: WebhookPatchBody): Promise<WebhookRecord>;
  remove(caller: Caller, id: string): Promise<void>;
  rotateSecret(caller: Caller, id: string): Promise<WebhookWithSecretRecord>;
  enable(caller: Caller, id: string): Promise<WebhookRecord>;
  test(caller: Caller, id: string): Promise<DeliveryLogEntry>;
  deliveries(
    caller: Caller,
    id: string,
    options: { status?: WebhookDeliveryStatus; page: number; pageSize: number },
  ): Promise<DeliveryLogEntry[]>;
}

const FILTER_FIELDS = Object.keys(WEBHOOK_FILTER_FIELDS) as WebhookFilterField[];

/** Ids are positive integers; anything else names no webhook. */
function parseId(id: string): number {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound();
  return Number(id);
}

function filtersOf(body: Partial<Record<WebhookFilterField, unknown>>): WebhookFilters {
  const filters: Record<string, unknown> = {};
  for (const field of FILTER_FIELDS) if (body[field] !== undefined) filters[field] = body[field];
  return filters as WebhookFilters;
}

/** The webhooks API's refusal table: a search refusal → the code its route words (400 query, 403, else 400). */
function webhookErrorCode(refusal: SearchRefusalCode | undefined): WebhookErrorCode {
  switch (refusal) {
    case 'query-syntax':
      return 'query';
    case 'content-not-in-plan':
      return 'forbidden';
    default:
      return 'invalid';
  }
}

/** The filters as the key's subscription would read them: the REST shapes of each refusal. */
function checkFilters(type: WebhookRecord['type'], filters: WebhookFilters, caller: Caller): void {
  if (type === 'raw') {
    const extra = FILTER_FIELDS.find(
      (f) => filters[f] !== undefined && !(RAW_WEBHOOK_FILTER_FIELDS as readonly string[]).includes(f),
    );
    if (extra) throw invalid(WEBHOOK_TEXT.rawField(extra));
  }
  const subscription = webhookSubscription(type, filters, caller);
  if (!subscription.ok)
    throw new WebhookError(webhookErrorCode(subscription.refusal), [subscription.message]);
}

export function createWebhookService(deps: WebhookServiceDeps): WebhookService {
  const { db, sealer } = deps;
  const leaseMs = deps.leaseMs ?? deps.policy.timeoutMs + 10_000;

  async function owned(caller: Caller, id: string): Promise<WebhookRecord> {
    const webhook = await findWebhook(db, caller.key.id, parseId(id));
    if (!webhook) throw notFound();
    return webhook;
  }

  async function checkUrl(url: string): Promise<void> {
    const refused = await checkWebhookUrl(url, {
      allowPrivate: deps.policy.allowPrivate,
      resolve: deps.resolve,
    });
    if (refused) throw invalid(refused);
  }

  async function changed(caller: Caller, id: number, changes: WebhookChanges): Promise<WebhookRecord> {
    const webhook = await updateWebhook(db, caller.key.id, id, changes);
    if (!webhook) throw notFound();
    deps.onChanged?.();
    return webhook;
  }

  /** The latest article the webhook matches now, else a sample labelled as such. */
  async function testArticle(subscription: Subscription): Promise<ArticleRecord> {
    const [latest] = await deps.articles.searchPage({
      ...subscription.filter.request,
      orderBy: 'createdAt',
      order: 'DESC',
      page: 1,
      pageSize: 1,
    });
    return latest ?? sampleArticle(new Date());
  }

  return {
    list: (caller) => listWebhooks(db, caller.key.id),
    get: owned,

    async create(caller, body) {
      const filters = filtersOf(body);
      checkFilters(body.type, filters, caller);
      await checkUrl(body.url);
      const secret = newSigningSecret();
      const webhook = await db.transaction(async (tx) => {
        // Under the dispatcher's lock: every change after this cursor is dispatched once the webhook exists.
        await lockDispatchCursor(tx, () => deps.latestCursor(tx), { skipLocked: false });
        return insertWebhookWithinLimit(
          tx,
          {
            keyId: caller.key.id,
            url: body.url,
            type: body.type,
            filters,
            secretSealed: sealer.sealSecret(secret),
            auth: body.auth ? sealer.sealAuth(body.auth) : null,
          },
          caller.plan.webhooks,
          await deps.latestCursor(tx),
        );
      });
      if (!webhook) throw new WebhookError('forbidden', [WEBHOOK_TEXT.limitReached(caller.plan.webhooks)]);
      deps.onChanged?.();
      return { webhook, secret };
    },

    async update(caller, id, patch) {
      const current = await owned(caller, id);
      if (patch.type !== undefined && patch.type !== current.type) throw invalid(WEBHOOK_TEXT.typeFixed);
      const changes: WebhookChanges = {};
      const touched = FILTER_FIELDS.filter((f) => patch[f] !== undefined);
      if (touched.length > 0) {
        const merged = new Map<string, unknown>(Object.entries(current.filters));
        for (const field of touched) {
          if (patch[field] === null) merged.delete(field);
          else merged.set(field, patch[field]);
        }
        changes.filters = Object.fromEntries(merged) as WebhookFilters;
        checkFilters(current.type, changes.filters, caller);
      }
      if (patch.url !== undefined) {
        await checkUrl(patch.url);
        changes.url = patch.url;
      }
      if (patch.auth !== undefined) changes.auth = patch.auth === null ? null : sealer.sealAuth(patch.auth);
      if (patch.enabled !== undefined) changes.enabled = patch.enabled;
      return changed(caller, current.id, changes);
    },

    async remove(caller, id) {
      if (!(await deleteWebhook(db, caller.key.id, parseId(id)))) throw notFound();
    },

    async rotateSecret(caller, id) {
      const secret = newSigningSecret();
      const webhook = await changed(caller, parseId(id), { secretSealed: sealer.sealSecret(secret) });
      return { webhook, secret };
    },

    enable: (caller, id) => changed(caller, parseId(id), { enabled: true }),

    async test(caller, id) {
      const webhook = await owned(caller, id);
      // Filters the key's plan no longer allows (content after a downgrade) are refused as on create.
      checkFilters(webhook.type, webhook.filters, caller);
      const subscription = webhookSubscription(webhook.type, webhook.filters, caller);
      if (!subscription.ok) throw invalid(subscription.message);
      const article = await testArticle(subscription.subscription);
      const optIns = await readOptIns(db, [article], subscription.subscription.delivery.optIn);
      const delivery = {
        id: randomUUID(),
        webhookId: webhook.id,
        kind: 'test' as const,
        changeCursor: null,
        link: article.link,
        body: webhookBody(
          webhook.type,
          article,
          subscription.subscription,
          'created',
          optIns.get(article.id),
        ),
        changedAt: new Date(),
      };
      const claim = await insertClaimedDelivery(db, delivery, leaseMs);
      await deliverOnce({ db, sealer, policy: deps.policy }, webhook, claim);
      const entry = await findDelivery(db, webhook.id, delivery.id);
      if (!entry) throw notFound();
      return entry;
    },

    async deliveries(caller, id, options) {
      const webhook = await owned(caller, id);
      return listDeliveries(db, webhook.id, options);
    },
  };
}
