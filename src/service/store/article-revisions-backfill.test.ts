import { describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { openStoreBeforeMigration } from '../testing/migrated-store';
import { migrate } from './migrate';

describe.each(ENGINES)('migration 029: versions of stored articles [$engine]', ({ engine, skip }) => {
  it.skipIf(skip)(
    'gives each stored article one version, its row, valid from its first sighting',
    async () => {
      const db = await openStoreBeforeMigration(engine, '029');
      try {
        await db.query(
          `INSERT INTO articles (link, source, title, publish_date, created_at, revised_date, first_seen_at, language,
                                 sentiment, confidence, search)
           VALUES ('https://a.example/1', 'a.example', 'A', '2025-01-01Z', '2025-01-02Z', NULL, '2025-01-02Z', 'en',
                   'neutral', 1, ''),
                  ('https://a.example/2', 'a.example', 'B2', '2025-01-01Z', '2025-01-03Z', '2025-01-05Z', '2025-01-03Z',
                   'en', 'positive', 0.5, '')`,
        );
        await migrate(db);
        const rows = await db.query<{ link: string; title: string; from: string; open: boolean }>(
          `SELECT r.link, r.title, to_char(r.valid_from AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS from,
                  r.valid_to IS NULL AS open
             FROM article_revisions r JOIN articles a ON a.id = r.article_id ORDER BY r.link`,
        );
        expect(rows).toEqual([
          { link: 'https://a.example/1', title: 'A', from: '2025-01-02', open: true },
          { link: 'https://a.example/2', title: 'B2', from: '2025-01-03', open: true },
        ]);
      } finally {
        await db.close();
      }
    },
    120_000,
  );
});

describe.each(ENGINES)(
  "migration 037: versions get their article's order columns [$engine]",
  ({ engine, skip }) => {
    it.skipIf(skip)(
      'copies publish_date and created_at into every version, of a stored article and of a deleted one',
      async () => {
        const db = await openStoreBeforeMigration(engine, '037');
        try {
          await db.query(
            `INSERT INTO articles (id, link, source, title, publish_date, created_at, first_seen_at, language, sentiment,
                                 confidence, search)
           VALUES (1, 'https://a.example/1', 'a.example', 'A2', '2025-01-01Z', '2025-01-02Z', '2025-01-02Z', 'en',
                   'neutral', 1, '')`,
          );
          await db.query(
            `INSERT INTO article_tombstones (id, link, source, publish_date, created_at, first_seen_at, deleted_at)
           VALUES (2, 'https://b.example/2', 'b.example', '2024-06-01Z', '2024-06-02Z', '2024-06-02Z', '2025-02-01Z')`,
          );
          // Article 1: a closed first version and its row as the open one; article 2: its one version, closed at
          // the deletion.
          await db.query(
            `INSERT INTO article_revisions (article_id, valid_from, valid_to, link, title, language, sentiment,
                                          confidence, images, countries, categories, companies, tickers, exchanges,
                                          isins, figis, search, company_sentiment, enrichment_version)
           SELECT id, valid_from::timestamptz, valid_to::timestamptz, link, title, 'en', 'neutral', 1, '{}', '{}',
                  '{}', '[]', '{}', '{}', '{}', '{}', '', '[]', 0
             FROM (VALUES (1, '2025-01-02Z', '2025-01-03Z', 'https://a.example/1', 'A1'),
                          (1, '2025-01-03Z', NULL, 'https://a.example/1', 'A2'),
                          (2, '2024-06-02Z', '2025-02-01Z', 'https://b.example/2', 'B')) AS v (id, valid_from, valid_to,
                                                                                             link, title)`,
          );
          await migrate(db);
          const rows = await db.query<{ title: string; published: string; created: string }>(
            `SELECT title, to_char(publish_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published,
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created
             FROM article_revisions ORDER BY title`,
          );
          expect(rows).toEqual([
            { title: 'A1', published: '2025-01-01', created: '2025-01-02' },
            { title: 'A2', published: '2025-01-01', created: '2025-01-02' },
            { title: 'B', published: '2024-06-01', created: '2024-06-02' },
          ]);
        } finally {
          await db.close();
        }
      },
      120_000,
    );
  },
);
