import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../events/article-events';
import { processItems } from '../ingest/pipeline/process-batch';
import { pipelineItem } from '../ingest/testing/pipeline-item';
import { apiClient } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

const ADMIN_TOKEN = 'metrics-test-admin-token';

/** The value of one sample line (`name{labels} value`), or null when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('GET /metrics', () => {
  let service: TestService;
  let receiver: WebhookReceiver;

  const scrape = async (): Promise<string> => {
    const res = await fetch(`${service.url}/metrics`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    const plans = plansWithoutBurst();
    const base = plans.pro;
    if (!base) throw new Error('the shipped plans have no pro plan');
    plans.tiny = { ...base, burst: { requests: 1, seconds: 3600 } };
    service = await startTestService({ engine: 'pglite', plans, adminToken: ADMIN_TOKEN, webhooks: {} });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await service?.close();
    await receiver?.close();
  });

  it('is refused without the admin token, or with another one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { 'x-api-key': service.keys.enterprise ?? '' },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${service.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
  });

  it('counts request latency per route pattern and status', async () => {
    const before = await scrape();
    const route = { route: '/v2/articles/by-link', method: 'GET', status_code: '404' };
    const count = (text: string) => sample(text, 'newsroom_http_request_duration_seconds_count', route) ?? 0;
    for (const link of ['https://nowhere.example/a', 'https://nowhere.example/b']) {
      const res = await fetch(`${service.url}/v2/articles/by-link?link=${encodeURIComponent(link)}`, {
        headers: { 'x-api-key': service.keys.enterprise ?? '' },
      });
      expect(res.status).toBe(404);
    }
    const unknown = await fetch(`${service.url}/no-such-page-4711`);
    expect(unknown.status).toBe(404);
    await unknown.arrayBuffer();
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    expect(sample(after, 'newsroom_http_request_duration_seconds_count', unmatched)).toBeGreaterThanOrEqual(
      1,
    );
    expect(after).not.toContain('no-such-page-4711');
    // The raw URL never becomes a label: both links are one series.
    expect(after).not.toContain('nowhere.example');
    expect(after).toMatch(/newsroom_http_request_duration_seconds_bucket\{le="0.005",/);
  });

  it('counts burst refusals', async () => {
    const key = await fetch(`${service.url}/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'tiny', plan: 'tiny' }),
    }).then(async (res) => ((await res.json()) as { key: string }).key);
    const refusals = async () =>
      sample(await scrape(), 'newsroom_limit_refusals_total', { limit: 'burst' }) ?? 0;
    const before = await refusals();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${service.url}/v2/sources`, { headers: { 'x-api-key': key } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 429, 429]);
    expect((await refusals()) - before).toBe(2);
  });

  it('counts ingest outcomes per source and stage on the batched path', async () => {
    const source = 'metrics-batch.example';
    const stage = async (name: string) =>
      sample(await scrape(), 'newsroom_ingest_items_total', { source, stage: name }) ?? 0;
    const [created, skipped] = [await stage('created'), await stage('skipped')];
    const item = (slug: string, title: string) =>
      pipelineItem({ link: `https://${source}/2026/${slug}`, source, title, publishDate: new Date() });
    const items = [item('a', 'Copper climbs'), item('b', 'Zinc slips'), item('c', '  ')];
    const outcomes = await processItems({ db: service.db, events: createMemoryEventBus() }, items);
    expect(outcomes).toEqual(['created', 'created', 'skipped']);
    expect((await stage('created')) - created).toBe(2);
    expect((await stage('skipped')) - skipped).toBe(1);
  });

  it('counts webhook deliveries the receiver accepted and failed attempts by reason', async () => {
    const client = apiClient(service.url, service.keys.enterprise);
    const created = await client.post<{ webhook: { id: number } }>('/v2/webhooks', {
      url: receiver.url,
      type: 'enriched',
    });
    expect(created.status).toBe(201);
    const test = () => client.post(`/v2/webhooks/${created.body.webhook.id}/test`, {});
    const delivered = async () => sample(await scrape(), 'newsroom_webhook_deliveries_total', {}) ?? 0;
    const failed = async () =>
      sample(await scrape(), 'newsroom_webhook_delivery_failures_total', { reason: 'status' }) ?? 0;
    const [deliveredBefore, failedBefore] = [await delivered(), await failed()];
    expect((await test()).status).toBe(200);
    receiver.answer({ status: 503 });
    expect((await test()).status).toBe(200);
    expect((await delivered()) - deliveredBefore).toBe(1);
    expect((await failed()) - failedBefore).toBe(1);
  });

  it("declares the pipeline's, live and webhook series and Node's event-loop lag", async () => {
    const text = await scrape();
    for (const name of [
      'newsroom_ingest_items_total',
      'newsroom_poll_errors_total',
      'newsroom_live_connections',
      'newsroom_webhook_deliveries_total',
      'newsroom_webhook_delivery_failures_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite' });
  });
  afterAll(async () => service?.close());

  it('sends the reader to the API reference', async () => {
    const res = await fetch(`${service.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/docs');
  });
});
