import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { RunningService } from '../start-service';
import { startEmbeddedService, type EmbeddedService } from '../testing/embedded-service';
import { openPipelineAdmin } from '../admin/pipeline-admin';
import { readDefaultCatalog } from './load-catalog';

describe('startService with the sources catalog', () => {
  let dataDir: string;
  let service: RunningService;
  let embedded: EmbeddedService;
  beforeAll(async () => {
    embedded = await startEmbeddedService('catalog');
    ({ dataDir, service } = embedded);
  });
  afterAll(async () => {
    await embedded.close();
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
