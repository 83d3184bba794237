/**
 * @module One attempt of one claimed delivery, start to end: the webhook's current URL, secret and auth
 * (opened here, never logged), the signed request, and the attempt recorded with what follows from it (a
 * retry at its delay, the delivery's end, the webhook's run of failures).
 */
import { isSendableHeader, WEBHOOK_HEADERS } from '../../contract';
import { webhookDeliveries, webhookDeliveryFailures } from '../metrics/registry';
import type { Db } from '../store/db';
import type { ClaimedDelivery, RecordedAttempt } from '../store/webhook-deliveries-repo';
import type { WebhookRecord } from '../store/webhooks-repo';
import { singleAttemptRecorder, type AttemptRecorder } from './attempt-recorder';
import { checkWebhookUrl } from './webhook-url';
import type { WebhookSealer } from './webhook-secrets';
import { sendWebhook, type SendResult } from './webhook-sender';
import { signDelivery } from './webhook-signature';

export interface DeliveryPolicy {
  /** Wait before each retry; one attempt more than delays (protocols §5: 10 s, 60 s). */
  retryDelaysMs: readonly number[];
  /** Per attempt (protocols §5: 5 s). */
  timeoutMs: number;
  /**
   * Per attempt to a receiver that keeps failing (its last `failingAfter` deliveries failed): a dead receiver
   * holds its slots for less time.
   */
  failingTimeoutMs: number;
  failingAfter: number;
  allowPrivate: boolean;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  retryDelaysMs: [10_000, 60_000],
  timeoutMs: 5_000,
  failingTimeoutMs: 2_000,
  failingAfter: 3,
  allowPrivate: false,
};

/** How long an attempt to this webhook may take. */
export function attemptTimeoutMs(policy: DeliveryPolicy, webhook: WebhookRecord): number {
  return webhook.consecutiveFailures >= policy.failingAfter
    ? Math.min(policy.timeoutMs, policy.failingTimeoutMs)
    : policy.timeoutMs;
}

export const DELIVERY_USER_AGENT = 'NewsroomWebhooks/0.1 (+self-hosted Newsroom financial-news service)';

export interface DeliverOnceDeps {
  db: Db;
  sealer: WebhookSealer;
  policy: DeliveryPolicy;
  now?: () => Date;
  /** How the attempt is written; one statement per attempt unless given. */
  record?: AttemptRecorder;
}

/** Why a delivery's request could not be made (its log says so); thrown by {@link deliveryHeaders}. */
export class UnsendableDelivery extends Error {}

export function deliveryHeaders(
  webhook: WebhookRecord,
  delivery: { id: string; body: string },
  sealer: WebhookSealer,
  timestamp: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': DELIVERY_USER_AGENT,
    [WEBHOOK_HEADERS.id]: delivery.id,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: signDelivery(
      sealer.openSecret(webhook.secretSealed),
      timestamp,
      delivery.body,
    ),
  };
  if (webhook.authKind && webhook.authSealed) {
    const auth = sealer.openAuth(webhook.authKind, webhook.authHeader, webhook.authSealed);
    // Stored before values were checked on the way in: never a header that breaks (or splits) the request.
    if (!isSendableHeader(auth.name, auth.value)) {
      throw new UnsendableDelivery('request not sent: the auth header is not valid in HTTP (set auth again)');
    }
    headers[auth.name] = auth.value;
  }
  return headers;
}

/** A failed attempt's metric label: a small fixed set, never the error text (it may name hosts). */
function failureReason(result: SendResult, refusedUrl: boolean): string {
  if (refusedUrl || result.error?.startsWith('refused address')) return 'refused';
  if (result.error?.startsWith('request not')) return 'request';
  if (result.statusCode !== null) return 'status';
  return result.error?.startsWith('timeout') ? 'timeout' : 'network';
}

/** The attempt's request, or why there is none: a failed attempt, not a thrown error that leaves it pending. */
function buildRequest(
  sealer: WebhookSealer,
  webhook: WebhookRecord,
  claim: ClaimedDelivery,
  attemptedAt: Date,
): { headers: Record<string, string>; body: string } | string {
  const { id, body } = claim;
  if (body === null) return 'request not built: the stored body of the delivery is missing';
  try {
    return { headers: deliveryHeaders(webhook, { id, body }, sealer, attemptedAt.toISOString()), body };
  } catch (err) {
    if (err instanceof UnsendableDelivery) return err.message;
    return `request not built: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Sends `claim` to `webhook` once and records the attempt. */
export async function deliverOnce(
  deps: DeliverOnceDeps,
  webhook: WebhookRecord,
  claim: ClaimedDelivery,
): Promise<RecordedAttempt & { result: SendResult; retryAt: Date | null }> {
  const now = deps.now ?? (() => new Date());
  const attemptedAt = now();
  const refused = await checkWebhookUrl(webhook.url, {
    allowPrivate: deps.policy.allowPrivate,
    resolve: async () => [],
  });
  // A refused URL or a request that cannot be made is a failed attempt like any other.
  const built = refused ?? buildRequest(deps.sealer, webhook, claim, attemptedAt);
  const result: SendResult =
    typeof built === 'string'
      ? { ok: false, statusCode: null, latencyMs: 0, error: built }
      : await sendWebhook({
          url: webhook.url,
          headers: built.headers,
          body: built.body,
          timeoutMs: attemptTimeoutMs(deps.policy, webhook),
          allowPrivate: deps.policy.allowPrivate,
        });
  if (result.ok) webhookDeliveries.inc();
  else webhookDeliveryFailures.inc({ reason: failureReason(result, refused !== null) });
  const delay = deps.policy.retryDelaysMs[claim.attempts];
  const retryAt = !result.ok && delay !== undefined ? new Date(now().getTime() + delay) : null;
  const record = deps.record ?? singleAttemptRecorder(deps.db);
  const recorded = await record(claim, {
    attemptedAt,
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    error: result.error,
    ok: result.ok,
    retryAt,
  });
  return { ...recorded, result, retryAt: recorded.status === 'pending' ? retryAt : null };
}
