import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { parseQuery } from '../../query';
import { deleteArticlesFrom, writeArticle } from '../store/articles-repo';
import type { Db } from '../store/db';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { openMigratedStore } from '../testing/migrated-store';
import { createArticleExport } from './article-export';
import { createArticleSearch } from './article-search';
import type { KeysetPosition } from './keyset-sql';
import type { PlanShape } from './plan-shape';
import { toSearchRequest, type SearchParamsInput } from './search-request';

const BASE = FIXTURE_ARTICLES[0] as ArticleInput;
const T0 = Date.parse('2026-04-01T00:00:00.000Z');
const REVISED_AT = T0 + 100_000;
const DELETED_AT = T0 + 200_000;
const COUNT = 14;
const MARKER = 'orderprobe';
const VIEWER = 1;
const HOUR = 3_600_000;

interface Written {
  link: string;
  source: string;
  firstTitle: string;
  revisedTitle: string | null;
  publishDate: number;
  createdAt: number;
}

/**
 * Article i: first seen at T0 + i s, published at one of a few hours (ties, broken by link), revised at REVISED_AT
 * when i % 3 = 0, and of a source deleted at DELETED_AT when i % 4 = 3 (some of those revised first).
 */
const ARTICLES: Written[] = Array.from({ length: COUNT }, (_, i) => {
  const source = i % 4 === 3 ? 'gone.example' : 'www.wire.example';
  return {
    link: `https://${source}/as-of-order/${String.fromCharCode(97 + ((i * 5) % COUNT))}${i}`,
    source,
    firstTitle: `${MARKER} first ${i}`,
    revisedTitle: i % 3 === 0 ? `${MARKER} revised ${i}` : null,
    publishDate: T0 - ((i * 7) % 5) * HOUR,
    createdAt: T0 + i * 1_000,
  };
});

/** The titles (link → title) the store held at `at`, as `asOf` must answer. */
function worldAt(at: number): { link: string; title: string; publishDate: number; createdAt: number }[] {
  return ARTICLES.filter((a) => a.createdAt <= at && !(a.source === 'gone.example' && at >= DELETED_AT)).map(
    (a) => ({
      link: a.link,
      title: a.revisedTitle !== null && at >= REVISED_AT ? a.revisedTitle : a.firstTitle,
      publishDate: a.publishDate,
      createdAt: a.createdAt,
    }),
  );
}

function inOrder(
  rows: ReturnType<typeof worldAt>,
  orderBy: 'publishDate' | 'createdAt',
  order: 'ASC' | 'DESC',
) {
  const sign = order === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * (a[orderBy] - b[orderBy] || (a.link < b.link ? -1 : a.link > b.link ? 1 : 0)),
  );
}

const INSTANTS = [
  { name: 'before every revision, some not seen yet', at: T0 + 6_500 },
  { name: 'before every revision', at: T0 + 50_000 },
  { name: 'after the revisions, before the deletion', at: T0 + 150_000 },
  { name: 'after the deletion', at: T0 + 250_000 },
];
const ORDERS = [
  { orderBy: 'publishDate', order: 'DESC' },
  { orderBy: 'publishDate', order: 'ASC' },
  { orderBy: 'createdAt', order: 'DESC' },
  { orderBy: 'createdAt', order: 'ASC' },
] as const;
const SHAPES: PlanShape[] = ['walk', 'filter-first'];
const PAGE_SIZE = 4;

describe.each(ENGINES)(
  'asOf pages in order across revised and deleted articles [$engine]',
  ({ engine, skip }) => {
    let db: Db;
    beforeAll(async () => {
      if (skip) return;
      db = await openMigratedStore(engine);
      for (const a of ARTICLES) {
        const input: ArticleInput = {
          ...BASE,
          link: a.link,
          source: a.source,
          title: a.firstTitle,
          publishDate: new Date(a.publishDate),
          firstSeenAt: new Date(a.createdAt),
        };
        await writeArticle(db, input, { at: new Date(a.createdAt) });
        if (a.revisedTitle !== null)
          await writeArticle(db, { ...input, title: a.revisedTitle }, { at: new Date(REVISED_AT) });
      }
      expect(await deleteArticlesFrom(db, 'gone.example', null, new Date(DELETED_AT))).toBe(
        ARTICLES.filter((a) => a.source === 'gone.example').length,
      );
    }, 120_000);
    afterAll(async () => {
      if (!skip) await db.close();
    });

    const request = (params: SearchParamsInput, query: string | null, at: number) => {
      const parsed = query === null ? null : parseQuery(query);
      const ast = parsed?.ok ? parsed.ast : null;
      return {
        ...toSearchRequest({ sources: ['*'], pageSize: PAGE_SIZE, ...params }, ast, VIEWER),
        asOf: new Date(at),
      };
    };

    describe.each(INSTANTS)('as of $name', ({ at }) => {
      it.skipIf(skip).each(ORDERS)('$orderBy $order: every page holds the next matches', async (sort) => {
        const expected = inOrder(worldAt(at), sort.orderBy, sort.order).map((a) => [a.link, a.title]);
        expect(expected.length).toBeGreaterThan(PAGE_SIZE);
        const pages = Math.ceil(expected.length / PAGE_SIZE) + 1;
        for (const query of [null, MARKER]) {
          for (const shape of query === null ? (['walk'] as const) : SHAPES) {
            const search = createArticleSearch(db, { chooseShape: () => shape });
            const seen: string[][] = [];
            for (let page = 1; page <= pages; page += 1) {
              const rows = await search.searchPage(request({ ...sort, page }, query, at));
              const want = expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
              expect({ query, shape, page, rows: rows.map((r) => [r.link, r.title]) }).toEqual({
                query,
                shape,
                page,
                rows: want,
              });
              seen.push(...rows.map((r) => [r.link, r.title]));
            }
            expect(seen).toEqual(expected);
          }
        }
      });

      it.skipIf(skip)('the export walks the same matches chunk by chunk', async () => {
        const exporter = createArticleExport(db);
        for (const sort of ORDERS) {
          const req = request(sort, MARKER, at);
          const rows: string[][] = [];
          let after: KeysetPosition | null = null;
          for (;;) {
            const chunk = await exporter.chunk(req, after, 3);
            rows.push(...chunk.map((r) => [r.record.link, r.record.title]));
            if (chunk.length < 3) break;
            after = chunk[chunk.length - 1]?.position ?? null;
          }
          expect(rows).toEqual(inOrder(worldAt(at), sort.orderBy, sort.order).map((a) => [a.link, a.title]));
        }
      });
    });
  },
);
