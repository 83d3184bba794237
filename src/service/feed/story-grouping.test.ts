/**
 * @module The running service groups what every write path stores, just after the write: the demo corpus
 * loaded before the loop started (a catch-up), then an article written while it runs (woken by the change log).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import { readStoryFields } from '../store/stories-repo';
import { startEmbeddedService, type EmbeddedService } from '../testing/embedded-service';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';

const WAIT = { timeout: 90_000, interval: 100 };

describe('story grouping in the running service', () => {
  let embedded: EmbeddedService;
  beforeAll(async () => {
    embedded = await startEmbeddedService('stories', {
      NEWSROOM_DEMO: '1',
      NEWSROOM_DEMO_ARTICLES: '120',
      NEWSROOM_DEMO_LIVE_SECONDS: '0',
    });
  }, 120_000);
  afterAll(async () => embedded?.close());

  const ungrouped = async () => {
    const rows = await embedded.service.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM articles a WHERE NOT EXISTS (SELECT 1 FROM article_stories s WHERE s.article_id = a.id)',
    );
    return Number(rows[0]?.n);
  };

  it('groups the demo corpus written before it started', async () => {
    const total = await embedded.service.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM articles',
    );
    expect(Number(total[0]?.n)).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await ungrouped()).toBe(0), WAIT);
  }, 120_000);

  it('groups an article written while it runs, with no call but the write', async () => {
    const base = FIXTURE_ARTICLES[0] as ArticleInput;
    const at = new Date();
    const written = await writeArticle(
      embedded.service.db,
      { ...base, link: 'https://late.example/story', source: 'late.example', firstSeenAt: at },
      { at },
    );
    const id = written.article?.id ?? -1;
    await vi.waitFor(
      async () => expect((await readStoryFields(embedded.service.db, [id])).get(id)).toBeDefined(),
      WAIT,
    );
  }, 120_000);
});
