/**
 * Webhooks across instances on one PostgreSQL: two instances deliver each change once between them; a
 * service killed with SIGKILL while deliveries are pending (and in flight) loses none after a restart — a
 * receiver that deduplicates by X-Webhook-Id sees every change exactly once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataFiles } from '../system/data-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookWithSecret } from '../../contract';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import { groupAllStories } from '../store/assign-stories';
import type { Db } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { openPgDb } from '../store/pg-db';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { apiClient } from '../testing/http-client';
import {
  isPostgresReachable,
  openIsolatedPostgres,
  plansWithoutBurst,
  seedFixtures,
  startTestService,
} from '../testing/test-service';
import { serviceProcesses, until } from '../testing/service-process';
import { startWebhookReceiver } from '../testing/webhook-receiver';

const skip = !(await isPostgresReachable());
const TEMPLATE = FIXTURE_ARTICLES[0] as ArticleInput;

const article = (slug: string): ArticleInput => ({
  ...TEMPLATE,
  link: `https://www.wire.example/2026/11/instances-${slug}`,
  title: `Orrinshaw Shipping update ${slug}`,
  summary: null,
  publishDate: new Date(),
});

async function pendingDeliveries(db: Db, webhookId: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM webhook_deliveries WHERE webhook_id = $1 AND status <> 'delivered'`,
    [Number(webhookId)],
  );
  return Number(row?.n ?? 0);
}

describe.skipIf(skip)('webhooks across instances on one PostgreSQL', () => {
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let db: Db;

  beforeAll(async () => {
    const isolated = await openIsolatedPostgres();
    databaseUrl = isolated.url;
    drop = isolated.drop;
    db = await openPgDb({ url: databaseUrl, maxConnections: 4 });
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('two instances deliver each change once between them', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answer({ status: 200, delayMs: 20 });
    const options = {
      engine: 'postgres' as const,
      databaseUrl,
      plans: plansWithoutBurst(),
      webhooks: { timings: { pollMs: 50, dispatchPollMs: 50, perWebhook: 4 } },
    };
    const a = await startTestService(options);
    const b = await startTestService(options);
    try {
      await seedFixtures(a.db);
      const { key } = await createApiKey(a.db, { name: 'two', plan: 'enterprise' });
      const created = await apiClient(b.url, key).post<{ webhook: WebhookWithSecret }>('/v2/webhooks', {
        url: receiver.url,
        type: 'enriched',
        query: 'Orrinshaw',
      });
      expect(created.status).toBe(201);
      const count = 120;
      // Concurrent writers on both instances' pools.
      await Promise.all(
        Array.from({ length: count }, (_, i) => writeArticle(i % 2 ? a.db : b.db, article(`two-${i}`))),
      );
      await receiver.waitFor(count, 60_000);
      await until(
        'every delivery recorded',
        async () => (await pendingDeliveries(db, created.body.webhook.id)) === 0,
      );
      await fetch(`${a.url}/v2/webhooks/${created.body.webhook.id}`, {
        method: 'DELETE',
        headers: { 'x-api-key': key },
      });
    } finally {
      await a.close();
      await b.close();
    }
    // Nothing is in flight any more: what the receiver has is all it will ever get.
    const ids = receiver.received.map((r) => r.headers['x-webhook-id']);
    expect(receiver.received).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    expect(new Set(receiver.received.map((r) => (JSON.parse(r.body) as { link: string }).link)).size).toBe(
      120,
    );
    await receiver.close();
  }, 120_000);

  it('two instances send a oncePerStory webhook one copy of a story between them', async () => {
    const receiver = await startWebhookReceiver();
    const options = {
      engine: 'postgres' as const,
      databaseUrl,
      plans: plansWithoutBurst(),
      webhooks: { timings: { pollMs: 50, dispatchPollMs: 50, storyHoldMs: 30_000 } },
    };
    const a = await startTestService(options);
    const b = await startTestService(options);
    const title = 'Orrinshaw Shipping sells its tanker fleet to focus on container lines';
    const copy = (source: string, slug: string, text = title): ArticleInput => ({
      ...TEMPLATE,
      link: `https://${source}/once/${slug}`,
      source,
      title: text,
      summary: `${text}, the company said.`,
      publishDate: new Date(),
    });
    try {
      const { key } = await createApiKey(a.db, { name: 'once', plan: 'enterprise' });
      const created = await apiClient(b.url, key).post<{ webhook: WebhookWithSecret }>('/v2/webhooks', {
        url: receiver.url,
        type: 'enriched',
        query: 'Orrinshaw',
        sources: ['*'],
        oncePerStory: true,
      });
      expect(created.status).toBe(201);
      const first = copy('www.wire.example', 'first');
      const second = copy('markets.example.org', 'second');
      const other = copy('www.wire.example', 'other', 'Orrinshaw Shipping names a new chief executive');
      // Each copy written through another instance's pool and grouped before the next: the second is skipped
      // whichever instance dispatches it, from what the store holds.
      await writeArticle(a.db, first);
      await groupAllStories(a.db);
      await receiver.waitFor(1, 60_000);
      await writeArticle(b.db, second);
      await groupAllStories(b.db);
      await writeArticle(a.db, other);
      await groupAllStories(a.db);
      await receiver.waitFor(2, 60_000);
      await until(
        'every delivery recorded',
        async () => (await pendingDeliveries(db, created.body.webhook.id)) === 0,
      );
    } finally {
      await a.close();
      await b.close();
    }
    const links = receiver.received.map((r) => (JSON.parse(r.body) as { link: string }).link);
    expect(links).toEqual(['https://www.wire.example/once/first', 'https://www.wire.example/once/other']);
    await receiver.close();
  }, 120_000);

  it('a service killed with SIGKILL while deliveries are pending loses none after a restart', async () => {
    const receiver = await startWebhookReceiver();
    // Slow enough that most deliveries are pending (or in flight) when the service is killed.
    receiver.answer({ status: 200, delayMs: 150 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-webhooks-kill-'));
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NEWSROOM_DATA_DIR: dataDir,
      NEWSROOM_DEMO: '0',
      NEWSROOM_POLL: '0',
      NEWSROOM_DASHBOARD: '0',
      PORT: '0',
      LOG_LEVEL: 'silent',
      NEWSROOM_WEBHOOK_ALLOW_PRIVATE: '1',
      NEWSROOM_WEBHOOK_RETRY_DELAYS: '1,1',
    };
    const service = serviceProcesses(dataDir, env);
    const start = () => service.start({ removeStaleLock: true });
    const children = service.children;
    try {
      const url = await start();
      const key = readFileSync(dataFiles(dataDir).localKey, 'utf8').trim();
      const created = await apiClient(url, key).post<{ webhook: WebhookWithSecret }>('/v2/webhooks', {
        url: receiver.url,
        type: 'enriched',
        query: 'Orrinshaw',
        sources: ['*'],
      });
      expect(created.status).toBe(201);
      const count = 80;
      for (let i = 0; i < count; i += 1) await writeArticle(db, article(`kill-${i}`));
      await receiver.waitFor(5, 60_000);
      children[0]?.kill('SIGKILL');
      await new Promise((r) => children[0]?.once('exit', r));
      const receivedAtKill = receiver.received.length;
      expect(receivedAtKill).toBeLessThan(count);

      await start();
      // In-flight claims of the killed service run out (its lease), then another worker takes them over.
      await until(
        'every delivery recorded after the restart',
        async () => (await pendingDeliveries(db, created.body.webhook.id)) === 0,
        90_000,
      );
      const unique = new Map(receiver.received.map((r) => [String(r.headers['x-webhook-id']), r.body]));
      expect(unique.size).toBe(count);
      const links = [...unique.values()].map((b) => (JSON.parse(b) as { link: string }).link);
      expect(new Set(links)).toEqual(
        new Set(Array.from({ length: count }, (_, i) => article(`kill-${i}`).link)),
      );
    } finally {
      await service.stopAll();
      rmSync(dataDir, { recursive: true, force: true });
      await receiver.close();
    }
  }, 180_000);
});
