/** @module Webhook records → the API's webhook and delivery shapes (auth as its kind only, never its values). */
import type { Webhook, WebhookAuthSummary, WebhookDelivery } from '../../contract';
import type { DeliveryLogEntry } from '../store/webhook-deliveries-repo';
import type { WebhookRecord } from '../store/webhooks-repo';

function authSummary(w: WebhookRecord): WebhookAuthSummary | null {
  if (w.authKind === 'header') return { type: 'header', header: w.authHeader ?? '' };
  if (w.authKind === 'basic') return { type: 'basic' };
  return null;
}

export function toWebhook(w: WebhookRecord): Webhook {
  return {
    id: String(w.id),
    url: w.url,
    type: w.type,
    ...w.filters,
    auth: authSummary(w),
    enabled: w.enabled,
    disabledReason: w.disabledReason,
    consecutiveFailures: w.consecutiveFailures,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export function toWebhookDelivery(d: DeliveryLogEntry): WebhookDelivery {
  return {
    id: d.id,
    kind: d.kind,
    link: d.link,
    status: d.status,
    attempts: d.attempts.map((a) => ({
      attempt: a.attempt,
      attemptedAt: a.attemptedAt.toISOString(),
      statusCode: a.statusCode,
      latencyMs: a.latencyMs,
      error: a.error,
    })),
    nextAttemptAt: d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
  };
}
