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
