import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleV2 } from '../../../contract';
import { writeArticle } from '../../store/articles-repo';
import { migrate } from '../../store/migrate';
import { ENGINES } from '../../testing/engines';
import { FIXTURE_ARTICLES } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { openStoreBeforeMigration } from '../../testing/migrated-store';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const MINUTE = 60_000;
const OIL = 'https://markets.ledger.example/oil-prices-jump';

describe.each(ENGINES)('firstSeenAt [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const client = () => apiClient(service.url, service.keys.free);

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('is added by includeFirstSeen only, as the time the article was first stored', async () => {
    const plain = await client().post<{ articles: ArticleV2[] }>('/v2/articles', { pageSize: 100 });
    expect(plain.body.articles.every((a) => !('firstSeenAt' in a))).toBe(true);
    const shown = await client().post<{ articles: ArticleV2[] }>('/v2/articles', {
      pageSize: 100,
      includeFirstSeen: true,
    });
    expect(shown.body.articles.length).toBeGreaterThan(0);
    for (const article of shown.body.articles) {
      // The fixtures are stored a minute after publication (testing/test-service.ts).
      expect(article.firstSeenAt).toBe(new Date(Date.parse(article.publishDate) + MINUTE).toISOString());
    }
    // The oil article was revised after: its first sighting stays.
    const oil = shown.body.articles.find((a) => a.link === OIL);
    expect(oil?.title).toBe('Oil prices jump 5% after supply cut');
    expect(oil?.firstSeenAt).toBe(new Date(Date.parse(oil?.publishDate ?? '') + MINUTE).toISOString());
  });

  it.skipIf(skip)('is added on by-link with includeFirstSeen=true', async () => {
    const plain = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', { link: OIL });
    expect(plain.body.article).not.toHaveProperty('firstSeenAt');
    const shown = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', {
      link: OIL,
      includeFirstSeen: 'true',
    });
    expect(shown.body.article.firstSeenAt).toBe(
      new Date(Date.parse(shown.body.article.publishDate) + MINUTE).toISOString(),
    );
    const bad = await client().get('/v2/articles/by-link', { link: OIL, includeFirstSeen: 'maybe' });
    expect(bad.status).toBe(400);
  });

  it.skipIf(skip)(
    'takes the time an input carries (an archive loaded later), and no revision moves it',
    async () => {
      const base = FIXTURE_ARTICLES[0];
      if (!base) throw new Error('no fixture');
      const input = {
        ...base,
        link: 'https://www.wire.example/archive/first-seen',
        firstSeenAt: new Date('2020-03-04T05:06:07.000Z'),
      };
      const created = await writeArticle(service.db, input, { at: new Date('2026-01-01T00:00:00.000Z') });
      expect(created.article?.firstSeenAt.toISOString()).toBe('2020-03-04T05:06:07.000Z');
      const revised = await writeArticle(
        service.db,
        { ...input, title: `${input.title}, corrected`, firstSeenAt: new Date('2021-01-01T00:00:00.000Z') },
        { at: new Date('2026-01-02T00:00:00.000Z') },
      );
      expect(revised.kind).toBe('revised');
      expect(revised.article?.firstSeenAt.toISOString()).toBe('2020-03-04T05:06:07.000Z');
    },
  );

  it.skipIf(skip)(
    'is backfilled by the migration from what each stored article knew',
    async () => {
      const db = await openStoreBeforeMigration(engine, '026');
      try {
        await db.query(
          `INSERT INTO articles (link, source, title, publish_date, created_at, revised_date, language, sentiment,
                               confidence, search)
         VALUES ('https://a.example/1', 'a.example', 'A', '2025-01-01Z', '2025-01-02Z', NULL, 'en', 'neutral', 1, ''),
                ('https://a.example/2', 'a.example', 'B', '2025-01-01Z', '2025-01-03Z', '2025-01-05Z', 'en', 'neutral', 1, ''),
                ('https://a.example/3', 'a.example', 'C', '2025-01-01Z', '2025-01-04Z', '2025-01-02Z', 'en', 'neutral', 1, '')`,
        );
        await migrate(db);
        const rows = await db.query<{ link: string; first: string }>(
          `SELECT link, to_char(first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first FROM articles ORDER BY link`,
        );
        expect(rows).toEqual([
          { link: 'https://a.example/1', first: '2025-01-02' },
          { link: 'https://a.example/2', first: '2025-01-03' },
          { link: 'https://a.example/3', first: '2025-01-02' },
        ]);
      } finally {
        await db.close();
      }
    },
    120_000,
  );
});
