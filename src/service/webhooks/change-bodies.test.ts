/**
 * The bodies of one change: webhooks of one type and delivery options share one body, made once; another type
 * or other options get their own; each is the body the webhook would be sent alone.
 */
import { describe, expect, it, vi } from 'vitest';
import type { WebhookFilters, WebhookType } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { loadPlans, type Plan } from '../config/plans';
import type * as PresentLive from '../feed/present-live';
import type { ArticleRecord } from '../model/article';
import { APPLE, FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { changeBodies, webhookBody, webhookSubscription } from './webhook-subscription';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('../feed/present-live', async (importOriginal) => {
  const actual = await importOriginal<typeof PresentLive>();
  return {
    ...actual,
    toLiveArticle: (...args: Parameters<typeof actual.toLiveArticle>) => {
      made.count += 1;
      return actual.toLiveArticle(...args);
    },
  };
});

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

const record: ArticleRecord = {
  ...(FIXTURE_ARTICLES[0] as ArticleRecord),
  companies: [APPLE],
  content: 'Apple shares fell after the report.',
  author: null,
  firstSeenAt: new Date('2026-01-01T00:00:00Z'),
  id: 7,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  revisedDate: null,
};

function subscription(type: WebhookType, filters: WebhookFilters) {
  const reading = webhookSubscription(type, filters, caller);
  if (!reading.ok) throw new Error(reading.message);
  return reading.subscription;
}

describe('changeBodies', () => {
  it('makes one body per type and delivery options, the body each webhook would be sent alone', () => {
    const webhooks = [
      ['enriched', subscription('enriched', {})],
      ['enriched', subscription('enriched', { query: 'Apple' })],
      ['enriched', subscription('enriched', { includeContent: true })],
      ['raw', subscription('raw', {})],
      ['enriched', subscription('enriched', { includeUpdates: true })],
    ] as const;
    const bodyOf = changeBodies(record, 'created');
    made.count = 0;
    const bodies = webhooks.map(([type, sub]) => bodyOf(type, sub));
    // The second shares the first's options (its query only filters); the others differ in type or options.
    expect(made.count).toBe(4);
    expect(bodies[1]).toBe(bodies[0]);
    expect(new Set(bodies).size).toBe(4);
    webhooks.forEach(([type, sub], i) => expect(bodies[i]).toBe(webhookBody(type, record, sub, 'created')));
  });

  it('makes the bodies of a revision as a revision', () => {
    const sub = subscription('enriched', { includeUpdates: true });
    const body = changeBodies({ ...record, revisedDate: new Date('2026-01-02T00:00:00Z') }, 'revised')(
      'enriched',
      sub,
    );
    expect(JSON.parse(body)).toMatchObject({ isUpdate: true, revisedDate: '2026-01-02T00:00:00.000Z' });
  });
});
