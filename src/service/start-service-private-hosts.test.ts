import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServiceConfig } from './config/env';
import { rss } from './ingest/testing/ingest-harness';
import { startFixtureServer, type FixtureServer } from './ingest/testing/fixture-server';
import type { SourceRecord } from './store/sources-repo';
import { openPipelineAdmin, type PipelineAdmin } from './admin/pipeline-admin';
import { startService, type RunningService } from './start-service';
import { apiClient } from './testing/http-client';

const ALLOWED = 'research-desk.intranet.example';
const REFUSED = 'other-desk.intranet.example';

async function waitForPoll(admin: PipelineAdmin, domain: string): Promise<SourceRecord> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const source = (await admin.list()).find((s) => s.domain === domain);
    if (source && (source.lastSuccessAt || source.lastErrorAt)) return source;
    if (Date.now() > deadline) throw new Error(`${domain} was not polled within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('startService with NEWSROOM_FETCH_PRIVATE_HOSTS', () => {
  let fixtures: FixtureServer;
  let dataDir: string;
  let config: ServiceConfig;
  let service: RunningService;
  let admin: PipelineAdmin;

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    fixtures.setRoute('/desk/feed.xml', {
      contentType: 'application/rss+xml; charset=utf-8',
      body: rss(fixtures.url, [
        {
          slug: 'quillon',
          title: 'Quillon Instruments raises its full-year outlook after record orders',
          summary: 'The instrument maker lifted guidance as orders from chipmakers hit a record.',
        },
      ]),
    });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-private-hosts-'));
    config = loadConfig({
      NEWSROOM_DATA_DIR: dataDir,
      NEWSROOM_DEMO: '0',
      NEWSROOM_POLL: '1',
      // The fixture listens on 127.0.0.1: that literal is allowed, "localhost" (same address) is not listed.
      NEWSROOM_FETCH_PRIVATE_HOSTS: ' 127.0.0.1 ',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    service = await startService(config);
    admin = await openPipelineAdmin(config);
    // Only the two test sources are polled: the default catalog's public feeds stay untouched (no network here).
    for (const source of await admin.list()) await admin.setEnabled(source.domain, false);
    const port = new URL(fixtures.url).port;
    await admin.save({ domain: ALLOWED, feedUrls: [`${fixtures.url}/desk/feed.xml`], isDefault: true });
    await admin.save({
      domain: REFUSED,
      feedUrls: [`http://localhost:${port}/desk/feed.xml`],
      isDefault: true,
    });
  });
  afterAll(async () => {
    await admin.close();
    await service.close();
    await fixtures.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should poll a listed private host and index its items', async () => {
    const source = await waitForPoll(admin, ALLOWED);
    expect(source.lastError).toBeNull();
    const res = await apiClient(service.url, service.localKey).post<{ articles: { title: string }[] }>(
      '/v2/articles',
      { query: 'Quillon', sources: [ALLOWED] },
    );
    expect(res.status).toBe(200);
    expect(res.body.articles.map((a) => a.title)).toEqual([
      'Quillon Instruments raises its full-year outlook after record orders',
    ]);
  }, 40_000);

  it('should still refuse a private address reached through a host that is not listed', async () => {
    const source = await waitForPoll(admin, REFUSED);
    expect(source.lastSuccessAt).toBeNull();
    expect(source.lastError).toMatch(/fetch\.blocked_address: localhost resolves to 127\.0\.0\.1/);
    expect(fixtures.hits.get('/desk/feed.xml')).toHaveLength(1);
  }, 40_000);
});
