/**
 * @module A webhook's stored filters as a live subscription of its key (the same reading as a WebSocket
 * subscription frame on `/ws` or `/ws/raw`), and the body it is delivered: the bare article that stream's
 * `sendArticle.data` would carry for the same options.
 */
import type { WebhookFilters, WebhookType } from '../../contract';
import { prepareArticle } from '../../query';
import type { JudgedCompany } from '../../query/judged';
import type { Caller } from '../auth/key-resolver';
import { readSubscription, type Subscription, type SubscriptionReading } from '../feed/subscription';
import type { DeliveryCandidate, SourceStanding } from '../feed/live-filter';
import type { ArticleOptIns } from '../feed/opt-in-readers';
import { toLiveArticle, type DeliveryKind } from '../feed/present-live';
import type { ArticleRecord } from '../model/article';

export const streamOf = (type: WebhookType) => (type === 'raw' ? 'raw' : 'enhanced');

/**
 * The subscription the filters make for this caller; the refusal text when they do not (any more) apply,
 * with the prepared search's refusal code when that is why.
 */
export function webhookSubscription(
  type: WebhookType,
  filters: WebhookFilters,
  caller: Caller,
): SubscriptionReading {
  return readSubscription(streamOf(type), { ...filters }, caller);
}

/**
 * An article prepared once for matching: enhanced webhooks match content too, raw ones title and summary; both
 * its stored per-company judgement (`companySentiment`), which `about:` and `negative:` (…) filter on.
 */
export function deliveryCandidates(
  article: ArticleRecord,
  source: SourceStanding | null,
  companySentiment: readonly JudgedCompany[],
) {
  let enhanced: DeliveryCandidate | undefined;
  let raw: DeliveryCandidate | undefined;
  return (type: WebhookType): DeliveryCandidate => {
    if (type === 'raw' && article.content) {
      raw ??= { article, source, prepared: prepareArticle({ ...article, content: null, companySentiment }) };
      return raw;
    }
    enhanced ??= { article, source, prepared: prepareArticle({ ...article, companySentiment }) };
    return enhanced;
  };
}

/** The delivery body: one bare article JSON; `optIns` holds the store-read values its opt-in flags need. */
export function webhookBody(
  type: WebhookType,
  article: ArticleRecord,
  subscription: Subscription,
  kind: DeliveryKind,
  optIns: ArticleOptIns = {},
): string {
  return JSON.stringify(toLiveArticle(streamOf(type), article, subscription.delivery, kind, optIns));
}

/**
 * The bodies of one change, each made once per type and delivery options: every webhook that shares them is
 * sent the same bytes (a change matching many webhooks was serialised once per webhook).
 */
export function changeBodies(article: ArticleRecord, kind: DeliveryKind, optIns: ArticleOptIns = {}) {
  const made = new Map<string, string>();
  return (type: WebhookType, subscription: Subscription): string => {
    const key = `${type} ${JSON.stringify(subscription.delivery)}`;
    let body = made.get(key);
    if (body === undefined) {
      body = webhookBody(type, article, subscription, kind, optIns);
      made.set(key, body);
    }
    return body;
  };
}
