import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { startService, type RunningService } from '../start-service';
import { openPipelineAdmin } from './pipeline-admin';
import { readDefaultCatalog } from './load-catalog';

describe('startService with the sources catalog', () => {
  let dataDir: string;
  let service: RunningService;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-catalog-'));
    service = await startService(
      loadConfig({
        NEWSROOM_DATA_DIR: dataDir,
        NEWSROOM_DEMO: '0',
        NEWSROOM_POLL: '0',
        PORT: '0',
        LOG_LEVEL: 'silent',
      }),
    );
  });
  afterAll(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should load the default catalog and serve it to the CLI through the admin API', async () => {
    const admin = await openPipelineAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    expect(admin.via).toContain('running service');
    const domains = (await admin.list()).map((s) => s.domain);
    expect(domains).toEqual(expect.arrayContaining(readDefaultCatalog().map((e) => e.domain)));
  });

  it('should announce articles imported through the admin API on its bus', async () => {
    const seen: string[] = [];
    service.events.on('article.created', ({ article }) => seen.push(article.link));
    const admin = await openPipelineAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    await admin.importBatch([
      {
        link: 'https://www.cnbc.com/2025/01/02/markets.html',
        title: 'Stocks rally to start the year',
        source: 'www.cnbc.com',
        summary: null,
        content: null,
        publishDate: new Date('2025-01-02T15:00:00Z'),
        language: null,
        images: [],
      },
    ]);
    expect(seen).toEqual(['https://www.cnbc.com/2025/01/02/markets.html']);
  });
});
