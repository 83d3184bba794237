/**
 * Webhook deliveries over real HTTP on both engines, to a local receiver: a test delivery verified with
 * finlight-client's WebhookService.constructEvent; an article imported with `npm run ingest` arriving signed;
 * revisions with and without includeUpdates; retries at the configured spacing with one stable X-Webhook-Id;
 * timeouts and redirects as failures; auto-disable after 10 failed deliveries and re-enable.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebhookService } from 'finlight-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Webhook, WebhookDelivery, WebhookWithSecret } from '../../contract';
import { ensureAdminToken, removeServiceLock, storeIdentity, writeServiceLock } from '../system/data-dir';
import { createMemoryEventBus } from '../events/article-events';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import { createApiKey } from '../store/keys-repo';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { apiClient } from '../testing/http-client';
import {
  openIsolatedPostgres,
  plansWithoutBurst,
  seedFixtures,
  startTestService,
  type TestService,
} from '../testing/test-service';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { loadWebhookSealer } from './webhook-secrets';

const INGEST_CLI = fileURLToPath(new URL('../cli/ingest.ts', import.meta.url));
const RETRY_DELAYS_MS = [300, 600];
const TEMPLATE = FIXTURE_ARTICLES[0] as ArticleInput;

type Created = { webhook: WebhookWithSecret };

function runIngest(
  env: NodeJS.ProcessEnv,
  file: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', INGEST_CLI, file], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const article = (slug: string, title: string): ArticleInput => ({
  ...TEMPLATE,
  link: `https://www.wire.example/2026/11/${slug}`,
  title,
  summary: `${title}.`,
  publishDate: new Date(),
});

describe.each(ENGINES)('webhook deliveries ($engine)', ({ engine, skip }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-webhooks-'));
  let service: TestService;
  let receiver: WebhookReceiver;
  let client: ReturnType<typeof apiClient>;
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;

  async function create(body: Record<string, unknown>): Promise<WebhookWithSecret> {
    const created = await client.post<Created>('/v2/webhooks', { url: receiver.url, ...body });
    expect(created.status).toBe(201);
    return created.body.webhook;
  }

  async function deliveries(id: string, status?: string): Promise<WebhookDelivery[]> {
    const page = await client.get<{ deliveries: WebhookDelivery[] }>(`/v2/webhooks/${id}/deliveries`, {
      pageSize: '100',
      ...(status ? { status } : {}),
    });
    return page.body.deliveries;
  }

  async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    if (skip) return;
    if (engine === 'postgres') {
      const isolated = await openIsolatedPostgres();
      databaseUrl = isolated.url;
      dropSchema = isolated.drop;
    }
    service = await startTestService({
      engine,
      databaseUrl,
      seed: true,
      plans: plansWithoutBurst(),
      adminToken: ensureAdminToken(dataDir),
      events: createMemoryEventBus(),
      webhooks: {
        policy: { retryDelaysMs: RETRY_DELAYS_MS, timeoutMs: 1_000 },
        timings: { pollMs: 50, dispatchPollMs: 50 },
      },
    });
    writeServiceLock(dataDir, {
      pid: process.pid,
      url: service.url,
      engine,
      store: storeIdentity({ databaseUrl }),
    });
    if (databaseUrl) {
      // A service on a given database seeds nothing: the corpus and the key are made here.
      await seedFixtures(service.db);
      service.keys.enterprise = (
        await createApiKey(service.db, { name: 'enterprise', plan: 'enterprise' })
      ).key;
    }
    client = apiClient(service.url, service.keys.enterprise);
  });
  afterAll(async () => {
    if (skip) return;
    removeServiceLock(dataDir);
    await service.close();
    await dropSchema?.();
  });
  beforeEach(async () => {
    if (skip) return;
    await receiver?.close();
    receiver = await startWebhookReceiver();
    // One webhook at a time: the enterprise plan's count is not what these tests are about.
    const { webhooks } = (await client.get<{ webhooks: Webhook[] }>('/v2/webhooks')).body;
    for (const w of webhooks)
      await fetch(`${service.url}/v2/webhooks/${w.id}`, {
        method: 'DELETE',
        headers: { 'x-api-key': service.keys.enterprise as string },
      });
  });

  it.skipIf(skip)('a test delivery is signed so that finlight-client verifies it', async () => {
    const webhook = await create({
      type: 'enriched',
      query: 'apple',
      includeEntities: true,
      auth: { header: 'X-Receiver-Token', value: 'tok-2718' },
    });
    const answer = await client.post<{ delivery: WebhookDelivery }>(`/v2/webhooks/${webhook.id}/test`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.delivery).toMatchObject({ kind: 'test', status: 'delivered', nextAttemptAt: null });
    expect(answer.body.delivery.attempts).toMatchObject([{ attempt: 1, statusCode: 200, error: null }]);
    const [request] = await receiver.waitFor(1);
    if (!request) throw new Error('no request');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-receiver-token']).toBe('tok-2718');
    expect(request.headers['x-webhook-id']).toBe(answer.body.delivery.id);
    const timestamp = String(request.headers['x-webhook-timestamp']);
    expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const signature = String(request.headers['x-webhook-signature']);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const verified = WebhookService.constructEvent(request.body, signature, webhook.secret, timestamp);
    expect(verified.link).toBe(TEMPLATE.link);
    expect(verified.title).toBe(TEMPLATE.title);
    // The bare article, as the enhanced stream's sendArticle.data: companies asked for and allowed.
    expect(JSON.parse(request.body)).toMatchObject({ link: TEMPLATE.link, confidence: '0.9512' });
    expect(JSON.parse(request.body)).toHaveProperty('companies');
    expect(() => WebhookService.constructEvent(request.body, signature, 'whsec_another', timestamp)).toThrow(
      'Invalid webhook signature',
    );
  });

  it.skipIf(skip)(
    'an article imported with `npm run ingest` that matches arrives signed; others do not',
    async () => {
      const webhook = await create({ type: 'raw', query: 'title:Harrowgate' });
      const file = path.join(dataDir, `${engine}-articles.jsonl`);
      const line = (slug: string, title: string) =>
        JSON.stringify({
          link: `https://www.wire.example/${engine}/${slug}`,
          title,
          source: 'www.wire.example',
        });
      writeFileSync(
        file,
        [
          line('freight', 'Harrowgate Freight expands its north terminal'),
          line('other', 'Copper climbs in London'),
        ].join('\n'),
      );
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const run = await runIngest(
        { ...env, NEWSROOM_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        file,
      );
      expect(run.stdout).toContain('2 new');
      const [request] = await receiver.waitFor(1);
      if (!request) throw new Error('no request');
      const verified = WebhookService.constructEvent(
        request.body,
        String(request.headers['x-webhook-signature']),
        webhook.secret,
        String(request.headers['x-webhook-timestamp']),
      );
      expect(verified.link).toBe(`https://www.wire.example/${engine}/freight`);
      // The raw article: no sentiment, companies or content.
      expect(Object.keys(JSON.parse(request.body) as object).sort()).toEqual([
        'categories',
        'countries',
        'createdAt',
        'images',
        'language',
        'link',
        'publishDate',
        'source',
        'summary',
        'title',
      ]);
      const log = await until('the delivery to be logged', async () => {
        const list = await deliveries(webhook.id, 'delivered');
        return list.length === 1 ? list : null;
      });
      expect(log[0]).toMatchObject({ kind: 'created', link: `https://www.wire.example/${engine}/freight` });
      expect(receiver.received).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'a revision is delivered again with isUpdate only to a webhook with includeUpdates',
    async () => {
      const original = article(`revised-${engine}`, 'Quillfeather Mining lifts its copper output');
      await writeArticle(service.db, original);
      // Both webhooks exist only after the article was created: they see its revision, not its creation.
      const withUpdates = await create({ type: 'enriched', query: 'Quillfeather', includeUpdates: true });
      const receiverB = await startWebhookReceiver();
      const created = await client.post<Created>('/v2/webhooks', {
        url: receiverB.url,
        type: 'enriched',
        query: 'Quillfeather',
      });
      const without = created.body.webhook;
      try {
        await writeArticle(service.db, {
          ...original,
          title: 'Quillfeather Mining lifts its copper output again',
        });
        await writeArticle(service.db, article(`later-${engine}`, 'Quillfeather Mining names a new chief'));
        // Up to perWebhook deliveries of one webhook are in flight at once: the two may arrive in either order.
        const received = await receiver.waitFor(2);
        const [later] = await receiverB.waitFor(1);
        const bodies = received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
        const body = bodies.find((b) => b.link === original.link) ?? {};
        expect(bodies.map((b) => b.link).sort()).toEqual(
          [original.link, `https://www.wire.example/2026/11/later-${engine}`].sort(),
        );
        expect(body).toMatchObject({
          link: original.link,
          isUpdate: true,
          title: 'Quillfeather Mining lifts its copper output again',
        });
        expect(typeof body.revisedDate).toBe('string');
        expect(JSON.parse(later?.body ?? '{}')).toMatchObject({
          link: `https://www.wire.example/2026/11/later-${engine}`,
        });
        expect(JSON.parse(later?.body ?? '{}')).not.toHaveProperty('isUpdate');
        // Changes are dispatched in cursor order: the revision was past by the time the later article was.
        expect((await deliveries(without.id)).map((d) => d.kind)).toEqual(['created']);
        expect((await deliveries(withUpdates.id)).map((d) => d.kind).sort()).toEqual(['created', 'revised']);
      } finally {
        await receiverB.close();
      }
    },
  );

  it.skipIf(skip)(
    'retries a failure at the configured spacing under one X-Webhook-Id, logging every attempt',
    async () => {
      const webhook = await create({ type: 'enriched', query: 'Ashcombe' });
      let calls = 0;
      receiver.answer(() => (++calls <= 2 ? { status: 503 } : { status: 204 }));
      await writeArticle(service.db, article(`retry-${engine}`, 'Ashcombe Rail wins a signalling contract'));
      const requests = await receiver.waitFor(3);
      expect(new Set(requests.map((r) => r.headers['x-webhook-id'])).size).toBe(1);
      const [log] = await until('the delivery to end', async () => {
        const list = await deliveries(webhook.id, 'delivered');
        return list.length === 1 ? list : null;
      });
      expect(log?.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
        [1, 503, 'HTTP 503'],
        [2, 503, 'HTTP 503'],
        [3, 204, null],
      ]);
      const attempts = log?.attempts ?? [];
      for (let i = 1; i < attempts.length; i += 1) {
        const previous = attempts[i - 1] as WebhookDelivery['attempts'][number];
        const gap =
          Date.parse(attempts[i]?.attemptedAt ?? '') -
          (Date.parse(previous.attemptedAt) + previous.latencyMs);
        expect(gap).toBeGreaterThanOrEqual((RETRY_DELAYS_MS[i - 1] ?? 0) - 1);
      }
      // Each retry is due exactly its delay after the failure before it: the stored schedule says so.
      const signatures = requests.map((r) => r.headers['x-webhook-timestamp']);
      expect(new Set(signatures).size).toBe(3);
    },
  );

  it.skipIf(skip)(
    'a timeout, a redirect and a refused connection are failures; redirects are not followed',
    async () => {
      const webhook = await create({ type: 'enriched', query: 'Brindlemoor' });
      const answers = ['hang', { status: 302 }, { status: 500 }] as const;
      let calls = 0;
      receiver.answer(() => answers[calls++] ?? { status: 500 });
      await writeArticle(service.db, article(`fail-${engine}`, 'Brindlemoor Water sets its tariffs'));
      const [log] = await until('the delivery to fail', async () => {
        const list = await deliveries(webhook.id, 'failed');
        return list.length === 1 ? list : null;
      });
      expect(log?.attempts.map((a) => a.error)).toEqual([
        'timeout: no answer within 1000 ms',
        'HTTP 302',
        'HTTP 500',
      ]);
      expect(receiver.received).toHaveLength(3);
      const refused = await create({ type: 'enriched', query: 'Brindlemoor' });
      await fetch(`${service.url}/v2/webhooks/${refused.id}`, {
        method: 'PATCH',
        headers: { 'x-api-key': service.keys.enterprise as string, 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'http://127.0.0.1:9/closed' }),
      });
      const test = await client.post<{ delivery: WebhookDelivery }>(`/v2/webhooks/${refused.id}/test`, {});
      expect(test.body.delivery.status).toBe('pending');
      expect(test.body.delivery.attempts[0]).toMatchObject({ statusCode: null });
      expect(test.body.delivery.attempts[0]?.error).toMatch(/ECONNREFUSED/);
    },
  );

  it.skipIf(skip)(
    'an auth value stored before it was checked fails each attempt with a clear error, and the delivery ends',
    async () => {
      const webhook = await create({ type: 'enriched', query: 'Tollbridge' });
      // What the API refuses now but accepted before: a DEL in the value, sealed as the store seals it.
      const stored = (await loadWebhookSealer(service.db)).sealAuth({
        header: 'X-Token',
        value: 'tok\u007f',
      });
      await service.db.query(
        'UPDATE webhooks SET auth_kind = $1, auth_header = $2, auth_sealed = $3 WHERE id = $4',
        [stored.kind, stored.header, stored.sealed, Number(webhook.id)],
      );
      const unsendable = 'request not sent: the auth header is not valid in HTTP (set auth again)';
      const test = await client.post<{ delivery: WebhookDelivery }>(`/v2/webhooks/${webhook.id}/test`, {});
      expect(test.status).toBe(200);
      expect(test.body.delivery.attempts).toMatchObject([
        { attempt: 1, statusCode: null, error: unsendable },
      ]);
      await writeArticle(service.db, article(`unsendable-${engine}`, 'Tollbridge Ports opens a new berth'));
      const [log] = await until('the delivery to fail', async () => {
        const list = (await deliveries(webhook.id, 'failed')).filter((d) => d.kind === 'created');
        return list.length === 1 ? list : null;
      });
      expect(log?.attempts.map((a) => a.error)).toEqual([unsendable, unsendable, unsendable]);
      const after = await client.get<{ webhook: Webhook }>(`/v2/webhooks/${webhook.id}`);
      expect(after.body.webhook.consecutiveFailures).toBe(1);
      expect(receiver.received).toHaveLength(0);
    },
  );

  it.skipIf(skip)(
    'disables a webhook after 10 consecutive failed deliveries, until it is re-enabled',
    async () => {
      const webhook = await create({ type: 'enriched', query: 'Vellacott' });
      receiver.answer({ status: 500 });
      const failedCount = async (n: number) => (await deliveries(webhook.id, 'failed')).length >= n;
      for (let i = 1; i <= 9; i += 1) {
        await writeArticle(service.db, article(`vellacott-${engine}-${i}`, `Vellacott Foods result ${i}`));
      }
      await until('9 failed deliveries', () => failedCount(9));
      const nine = await client.get<{ webhook: Webhook }>(`/v2/webhooks/${webhook.id}`);
      expect(nine.body.webhook).toMatchObject({ enabled: true, consecutiveFailures: 9 });
      await writeArticle(service.db, article(`vellacott-${engine}-10`, 'Vellacott Foods result 10'));
      await until('10 failed deliveries', () => failedCount(10));
      const ten = await client.get<{ webhook: Webhook }>(`/v2/webhooks/${webhook.id}`);
      expect(ten.body.webhook).toMatchObject({
        enabled: false,
        disabledReason: 'failures',
        consecutiveFailures: 10,
      });
      expect(receiver.received).toHaveLength(30);

      await writeArticle(service.db, article(`vellacott-${engine}-11`, 'Vellacott Foods result 11'));
      await until('the dispatcher to pass the change', async () => {
        const [row] = await service.db.query<{ dispatched: boolean }>(
          'SELECT (SELECT min(cursor) FROM webhook_dispatch) >= (SELECT max(cursor) FROM article_changes) AS dispatched',
        );
        return row?.dispatched;
      });
      receiver.answer({ status: 200 });
      const enabled = await client.post<{ webhook: Webhook }>(`/v2/webhooks/${webhook.id}/enable`, {});
      expect(enabled.body.webhook).toMatchObject({
        enabled: true,
        disabledReason: null,
        consecutiveFailures: 0,
      });
      await writeArticle(service.db, article(`vellacott-${engine}-12`, 'Vellacott Foods result 12'));
      const [after] = (await receiver.waitFor(31)).slice(30);
      expect(JSON.parse(after?.body ?? '{}')).toMatchObject({
        link: `https://www.wire.example/2026/11/vellacott-${engine}-12`,
      });
      // What came while it was disabled was not enqueued.
      expect((await deliveries(webhook.id)).some((d) => d.link.endsWith(`vellacott-${engine}-11`))).toBe(
        false,
      );
    },
  );
});
