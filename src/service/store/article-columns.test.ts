/**
 * recordAsWritten (the record the store would give back of an input, with no store) against a real write and
 * read on PGlite, for plain and full inputs; and the webhook test delivery's sample built from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { openMigratedStore } from '../testing/migrated-store';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { sampleArticle } from '../webhooks/sample-article';
import { recordAsWritten } from './article-columns';
import { findArticlesByIds, writeArticle } from './articles-repo';
import type { Db } from './db';

let db: Db;
beforeAll(async () => {
  db = await openMigratedStore('pglite');
});
afterAll(async () => {
  await db?.close();
});

const AT = new Date('2026-03-04T05:06:07.008Z');

describe('recordAsWritten', () => {
  const inputs: [string, ArticleInput][] = [
    ...FIXTURE_ARTICLES.slice(0, 3).map((input): [string, ArticleInput] => [input.link, input]),
    [
      'with author and an imported firstSeenAt',
      {
        ...FIXTURE_ARTICLES[0],
        link: 'https://www.wire.example/record-as-written',
        author: 'Jane Doe',
        firstSeenAt: new Date('2026-01-01T00:00:00.000Z'),
      } as ArticleInput,
    ],
  ];

  it.each(inputs)('is what a write then a read give back (%s)', async (_, input) => {
    const outcome = await writeArticle(db, input, { at: AT });
    if (outcome.kind !== 'created') throw new Error(`expected a new article, got ${outcome.kind}`);
    const [stored] = await findArticlesByIds(db, [outcome.article.id]);
    expect(recordAsWritten(input, AT, outcome.article.id)).toEqual(stored);
  });

  it('gives the webhook sample: written now, never revised, no byline or companies', () => {
    const sample = sampleArticle(AT);
    expect(sample).toMatchObject({
      id: 0,
      link: 'https://newsroom.invalid/webhook-test',
      createdAt: AT,
      firstSeenAt: AT,
      publishDate: AT,
      revisedDate: null,
      author: null,
      companies: [],
    });
  });
});
