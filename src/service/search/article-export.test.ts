import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { findArticleByLink, writeArticle } from '../store/articles-repo';
import type { Db } from '../store/db';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { openMigratedStore } from '../testing/migrated-store';
import { createArticleExport } from './article-export';
import { toSearchRequest } from './search-request';

const BASE = FIXTURE_ARTICLES[0] as ArticleInput;
const SOURCE = 'www.bulk-read.example';

describe.each(ENGINES)('the export’s bulk read [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    const at = new Date('2026-02-01T00:00:00.000Z');
    const written: ArticleInput[] = [
      {
        ...BASE,
        link: `https://${SOURCE}/a`,
        source: SOURCE,
        images: ['https://img.example/1.png', 'a,"b"'],
      },
      { ...BASE, link: `https://${SOURCE}/b`, source: SOURCE, countries: [], categories: [], images: [] },
    ];
    for (const input of written) await writeArticle(db, input, { at });
    await writeArticle(db, { ...written[0], title: 'revised' } as ArticleInput, {
      at: new Date(at.getTime() + 1),
    });
    // Microseconds, which a Date cannot hold: cut to the same milliseconds either way.
    await db.query(
      `UPDATE articles SET publish_date = '2026-01-31 23:59:59.999999+00', created_at = '2026-01-30 10:00:00.123456+00'
        WHERE source = $1`,
      [SOURCE],
    );
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  const request = (orderBy: 'publishDate' | 'revisedDate') =>
    toSearchRequest({ sources: [SOURCE], orderBy, order: 'ASC' } as never, null, 1);

  it.skipIf(skip)('maps its rows to the records a plain read gives, unread fields as empty', async () => {
    for (const orderBy of ['publishDate', 'revisedDate'] as const) {
      const read = await createArticleExport(db).chunk(request(orderBy), null, 10, [
        'content',
        'companies',
        'author',
      ]);
      expect(read).toHaveLength(2);
      for (const { record } of read) {
        const plain = await findArticleByLink(db, record.link);
        expect(record).toEqual({ ...plain, content: null, companies: [], author: null });
        expect(record.publishDate.toISOString()).toBe('2026-01-31T23:59:59.999Z');
      }
      const whole = await createArticleExport(db).chunk(request(orderBy), null, 10);
      for (const { record } of whole) expect(record).toEqual(await findArticleByLink(db, record.link));
    }
  });

  it.skipIf(skip)('keeps the keyset order by the column, not by its JSON form', async () => {
    const first = await createArticleExport(db).chunk(request('revisedDate'), null, 1);
    const rest = await createArticleExport(db).chunk(request('revisedDate'), first[0]?.position ?? null, 10);
    expect([...first, ...rest].map((r) => r.record.title)).toEqual(['revised', BASE.title]);
  });
});
