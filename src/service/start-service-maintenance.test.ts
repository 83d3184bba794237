/** The service keeps its own statistics: a fresh demo store is analysed before the first search plans on it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedService, type EmbeddedService } from './testing/embedded-service';

describe('service start with the demo corpus', () => {
  let embedded: EmbeddedService;
  beforeAll(async () => {
    embedded = await startEmbeddedService('maintenance', {
      NEWSROOM_DEMO: '1',
      NEWSROOM_DEMO_ARTICLES: '300',
      NEWSROOM_DEMO_LIVE_SECONDS: '0',
    });
  }, 120_000);
  afterAll(async () => embedded?.close());

  it('should have analysed the articles it loaded', async () => {
    const [stats] = await embedded.service.db.query<{ n: number }>(
      `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'articles'::regclass`,
    );
    expect(stats?.n).toBeGreaterThanOrEqual(300);
  });
});
