/**
 * @module The README's recipe: two instances started as `npm start` starts one (startService, each with its
 * own data directory) on one PostgreSQL database, as a reverse proxy would spread clients over them. A key's
 * burst and quota hold across both, an article imported through one is found by a search on the other, and a live
 * subscriber on one receives it; an MCP session subscribed through one is notified on its stream on the other.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServiceConfig } from './config/env';
import { loadPlans } from './config/plans';
import { startService, type RunningService } from './start-service';
import { createApiKey } from './store/keys-repo';
import { openLiveClient } from './testing/live-client';
import { loadMcpSdk } from './testing/mcp-sdk';
import { isPostgresReachable, openIsolatedPostgres } from './testing/test-service';
import { readSecretFile, dataFiles } from './system/data-dir';

const skip = !(await isPostgresReachable());
const sdk = await loadMcpSdk();

describe.skipIf(skip)('two instances behind a reverse proxy on one PostgreSQL database', () => {
  let isolated: Awaited<ReturnType<typeof openIsolatedPostgres>>;
  const dirs: string[] = [];
  const instances: RunningService[] = [];
  const configs: ServiceConfig[] = [];

  beforeAll(async () => {
    isolated = await openIsolatedPostgres();
    const root = mkdtempSync(path.join(tmpdir(), 'newsroom-two-'));
    dirs.push(root);
    // The shipped plans plus one whose burst (2 per hour) two instances must share.
    const plans = loadPlans();
    const pro = plans.pro;
    if (!pro) throw new Error('the shipped plans have no pro plan');
    const plansFile = path.join(root, 'plans.json');
    writeFileSync(
      plansFile,
      JSON.stringify({
        ...plans,
        tight: { ...pro, burst: { requests: 2, seconds: 3600 } },
        hundred: { ...pro, monthlyQuota: 100, burst: { requests: 1000, seconds: 10 } },
      }),
    );
    for (const name of ['a', 'b']) {
      const config = loadConfig({
        DATABASE_URL: isolated.url,
        NEWSROOM_DATA_DIR: path.join(root, name),
        NEWSROOM_PLANS_FILE: plansFile,
        NEWSROOM_DEMO: '0',
        NEWSROOM_POLL: '0',
        PORT: '0',
        LOG_LEVEL: 'silent',
      });
      configs.push(config);
      instances.push(await startService(config));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await isolated?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const at = (i: number): RunningService => {
    const instance = instances[i];
    if (!instance) throw new Error(`no instance ${i}`);
    return instance;
  };

  it("holds a key's burst across both: two requests in all, wherever they land", async () => {
    const { key } = await createApiKey(at(0).db, { name: 'tight', plan: 'tight' });
    const statuses: number[] = [];
    for (const i of [0, 1, 0, 1]) {
      const res = await fetch(`${at(i).url}/v2/sources`, { headers: { 'x-api-key': key } });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("holds a key's quota across both under 300 concurrent requests: exactly 100 admitted", async () => {
    const { key } = await createApiKey(at(0).db, { name: 'hundred', plan: 'hundred' });
    const statuses = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const res = await fetch(`${at(i % 2).url}/v2/sources`, { headers: { 'x-api-key': key } });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
  });

  it('delivers an article imported through one instance to a live subscriber on the other, and finds it there', async () => {
    const key = at(1).localKey;
    const live = await openLiveClient(at(1).url, '/ws', { 'x-api-key': key });
    live.send({ query: 'quillon', sources: ['www.wire.example'] });
    expect((await live.next()).action).toBe('admit');

    const link = 'https://www.wire.example/quillon-raises-outlook';
    const adminToken = readSecretFile(dataFiles(configs[0]?.dataDir ?? '').adminToken);
    const imported = await fetch(`${at(0).url}/admin/ingest/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        articles: [
          {
            link,
            title: 'Quillon Instruments raises its full-year outlook after record orders',
            source: 'www.wire.example',
            summary: 'The instrument maker lifted guidance as orders from chipmakers hit a record.',
            publishDate: new Date(Date.now() - 60_000).toISOString(),
          },
        ],
      }),
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ counts: { created: 1 } });

    expect(await live.next(15_000)).toMatchObject({ action: 'sendArticle', data: { link } });
    live.close();
    await live.closed;

    const res = await fetch(`${at(1).url}/v2/articles`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'quillon', sources: ['www.wire.example'] }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { articles: { link: string }[] };
    expect(body.articles.map((article) => article.link)).toEqual([link]);
  });

  it.skipIf(!sdk)(
    'notifies an MCP session subscribed through one instance on its stream on the other',
    async () => {
      if (!sdk) throw new Error('unreachable: skipped without the SDK');
      const key = at(1).localKey;
      const transportOf = (i: number, sessionId?: string) =>
        new sdk.StreamableHTTPClientTransport(new URL(`${at(i).url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${key}` } },
          sessionId,
        });
      const onA = new sdk.Client({ name: 'two-instances', version: '1.0.0' });
      const viaA = transportOf(0);
      await onA.connect(viaA);
      const uri = 'newsroom://search?query=brambleworth&sources=www.wire.example';
      await onA.subscribeResource({ uri });
      await onA.close();

      const told: string[] = [];
      let notified: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (notified = resolve));
      const onB = new sdk.Client({ name: 'two-instances', version: '1.0.0' });
      onB.setNotificationHandler(sdk.ResourceUpdatedNotificationSchema, (n) => {
        told.push(n.params.uri);
        notified();
      });
      const viaB = transportOf(1, viaA.sessionId);
      await onB.connect(viaB);
      await viaB.resumeStream('');
      try {
        const adminToken = readSecretFile(dataFiles(configs[0]?.dataDir ?? '').adminToken);
        const imported = await fetch(`${at(0).url}/admin/ingest/batch`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            articles: [
              {
                link: 'https://www.wire.example/brambleworth-opens-plant',
                title: 'Brambleworth Foods opens a new plant and hires four hundred workers',
                source: 'www.wire.example',
                summary: 'The food maker said the factory would double its output of frozen meals next year.',
                publishDate: new Date(Date.now() - 60_000).toISOString(),
              },
            ],
          }),
        });
        expect(imported.status).toBe(200);
        await arrived;
        expect(told).toEqual([uri]);
      } finally {
        await onB.close();
      }
    },
  );
});
