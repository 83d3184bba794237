/**
 * @module Which dispatch lane serves a webhook: the plain lane those that need no story, the story lane those that
 * do, and both for ten minutes after a change that may have moved a webhook from one to the other — never for a
 * webhook unchanged since it was made (the story lane would enqueue every batch for it a second time).
 */
import { describe, expect, it } from 'vitest';
import type { WebhookFilters } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { loadPlans, type Plan } from '../config/plans';
import type { WebhookRecord } from '../store/webhooks-repo';
import { laneTargets, type Target } from './dispatcher';
import { webhookSubscription } from './webhook-subscription';

const caller: Caller = {
  key: {
    id: 1,
    name: 'desk',
    plan: 'enterprise',
    prefix: 'nr_abcde',
    createdAt: new Date(0),
    revokedAt: null,
  },
  planName: 'enterprise',
  plan: loadPlans().enterprise as Plan,
};

const NOW = Date.parse('2026-12-02T12:00:00.000Z');
const MINUTE = 60_000;

function target(id: number, filters: WebhookFilters, changedMinutesAgo: number | null): Target {
  const reading = webhookSubscription('enriched', filters, caller);
  if (!reading.ok) throw new Error('the filters should make a subscription');
  const createdAt = new Date(NOW - 60 * MINUTE);
  const webhook: WebhookRecord = {
    id,
    keyId: 1,
    url: 'https://hooks.example/in',
    type: 'enriched',
    filters,
    secretSealed: 'x',
    authKind: null,
    authHeader: null,
    authSealed: null,
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    startCursor: 0,
    createdAt,
    updatedAt: changedMinutesAgo === null ? createdAt : new Date(NOW - changedMinutesAgo * MINUTE),
  };
  return { webhook, subscription: reading.subscription };
}

const ids = (targets: Target[]) => targets.map((t) => t.webhook.id);

describe('laneTargets', () => {
  const targets = [
    target(1, {}, null),
    target(2, { oncePerStory: true }, null),
    target(3, {}, 1),
    target(4, {}, 11),
    target(5, { includeStory: true }, 1),
  ];

  it('serves a webhook that needs no story on the plain lane, and on the story lane only just after a change', () => {
    expect(ids(laneTargets(targets, 1, NOW))).toEqual([1, 3, 4]);
    expect(ids(laneTargets(targets, 2, NOW))).toEqual([2, 3, 5]);
  });

  it('a webhook made this minute and never changed is on one lane only', () => {
    const made = target(6, {}, null);
    const fresh = {
      ...made,
      webhook: { ...made.webhook, createdAt: new Date(NOW), updatedAt: new Date(NOW) },
    };
    expect(ids(laneTargets([fresh], 1, NOW))).toEqual([6]);
    expect(ids(laneTargets([fresh], 2, NOW))).toEqual([]);
  });
});
