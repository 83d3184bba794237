import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTokenLine } from '../../../contract';
import { EXPORT_CSV_ERROR_MARK, EXPORT_TEXT, ExportErrorLine, type ArticleV2 } from '../../../contract';
import { parseCsv } from '../../companies/csv';
import { ENGINES } from '../../testing/engines';
import { EXPORT_SOURCE, plansWithQuotas, seedExportCorpus } from '../../testing/export-corpus';
import { apiClient } from '../../testing/http-client';
import { startTestService, type TestService } from '../../testing/test-service';

const CORPUS = 2_500;
const SCOPE = { sources: [EXPORT_SOURCE] };

/** Plans whose quota runs out during an export: `tightN` pays for the request's unit and N - 1 more. */
const testPlans = () => plansWithQuotas({ tight1: 1, tight2: 2, tight3: 3 });

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A POST over plain node:http, so that the bytes are those sent (fetch would undo the gzip). */
function post(url: string, key: string, body: unknown, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/v2/articles/export`,
      { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json', ...headers } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

type Line = ArticleV2 | ExportTokenLine | ExportErrorLine;
const lines = (raw: Raw): Line[] =>
  raw.body
    .toString('utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Line);
const isArticle = (line: Line): line is ArticleV2 => 'link' in line;
const articlesOf = (raw: Raw): ArticleV2[] => lines(raw).filter(isArticle);

describe.each(ENGINES)('POST /v2/articles/export [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const key = (plan: string) => service.keys[plan] as string;
  const exportAs = (body: unknown, plan = 'enterprise', headers?: Record<string, string>) =>
    post(service.url, key(plan), body, headers);

  /** Every match of `body` through the paged search, 100 a page. */
  async function pagedSearch(body: Record<string, unknown>, plan = 'enterprise'): Promise<ArticleV2[]> {
    const client = apiClient(service.url, key(plan));
    const all: ArticleV2[] = [];
    for (let page = 1; ; page += 1) {
      const res = await client.post<{ articles: ArticleV2[] }>('/v2/articles', {
        ...body,
        page,
        pageSize: 100,
      });
      expect(res.status).toBe(200);
      all.push(...res.body.articles);
      if (res.body.articles.length < 100) return all;
    }
  }

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({ engine, plans: testPlans() });
    await seedExportCorpus(service.db, CORPUS);
  }, 120_000);
  afterAll(async () => service?.close());

  describe.skipIf(skip)('NDJSON', () => {
    it.each([
      { orderBy: 'publishDate', order: 'DESC' },
      { orderBy: 'publishDate', order: 'ASC' },
      { orderBy: 'revisedDate', order: 'DESC' },
      { orderBy: 'revisedDate', order: 'ASC' },
      { orderBy: 'createdAt', order: 'DESC' },
    ])(
      'sends every match, row for row as the paged search orders and shows them ($orderBy $order)',
      async (order) => {
        const body = { ...SCOPE, ...order, includeContent: true, includeEntities: true, includeAuthor: true };
        const raw = await exportAs(body);
        expect(raw.status).toBe(200);
        expect(raw.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
        const exported = articlesOf(raw);
        expect(exported).toHaveLength(CORPUS);
        expect(exported).toEqual(await pagedSearch(body));
      },
      60_000,
    );

    it('matches a filtered search too, and ends without a token line when fewer than 1,000 rows match', async () => {
      const body = {
        ...SCOPE,
        query: 'brindlecourt OR lantern',
        sentiments: ['negative'],
        from: '2025-01-02',
      };
      const raw = await exportAs(body, 'free');
      const all = lines(raw);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every(isArticle)).toBe(true);
      expect(all).toEqual(await pagedSearch(body, 'free'));
    });

    it('gives a resume token after every 1,000 rows; resuming continues right after that row', async () => {
      const all = lines(await exportAs(SCOPE));
      const tokens = all.filter((l): l is ExportTokenLine => 'resumeToken' in l && !('statusCode' in l));
      expect(tokens.map((t) => t.rows)).toEqual([1000, 2000]);
      expect(all.indexOf(tokens[0] as Line)).toBe(1000);
      const articles = all.filter(isArticle);
      const rest = await exportAs({ ...SCOPE, resumeToken: tokens[0]?.resumeToken });
      expect(rest.status).toBe(200);
      expect(articlesOf(rest)).toEqual(articles.slice(1000));
      const last = await exportAs({ ...SCOPE, resumeToken: tokens[1]?.resumeToken });
      expect(articlesOf(last)).toEqual(articles.slice(2000));
    }, 60_000);

    it('resumes in revisedDate order across the never-revised articles (nulls last)', async () => {
      const body = { ...SCOPE, orderBy: 'revisedDate', order: 'ASC' };
      const all = lines(await exportAs(body));
      const articles = all.filter(isArticle);
      const token = all.find((l): l is ExportTokenLine => 'resumeToken' in l);
      expect(articles[999]?.revisedDate).toBeNull();
      expect(articles[0]?.revisedDate).not.toBeNull();
      expect(articlesOf(await exportAs({ ...body, resumeToken: token?.resumeToken }))).toEqual(
        articles.slice(1000),
      );
    }, 60_000);

    it('refuses a token of another export and one that is no token, with 400s', async () => {
      const token = lines(await exportAs(SCOPE)).find((l): l is ExportTokenLine => 'resumeToken' in l);
      const other = await exportAs({ ...SCOPE, query: 'lantern', resumeToken: token?.resumeToken });
      expect(other.status).toBe(400);
      expect(JSON.parse(other.body.toString())).toEqual({
        statusCode: 400,
        message: [EXPORT_TEXT.otherExport],
        error: 'Bad Request',
      });
      for (const bad of [
        'nonsense',
        Buffer.from('{"e":"x","o":"2025-02-30T00:00:00.000000Z","l":"a"}').toString('base64url'),
      ]) {
        const res = await exportAs({ ...SCOPE, resumeToken: bad });
        expect(res.status).toBe(400);
        expect(JSON.parse(res.body.toString()).message).toEqual([EXPORT_TEXT.badToken]);
      }
    });

    it('gzips when the client accepts it, and not when it refuses it', async () => {
      const plain = await exportAs(SCOPE);
      const zipped = await exportAs(SCOPE, 'enterprise', { 'accept-encoding': 'br, gzip;q=0.8' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('accept-encoding');
      expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
      expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
      const refused = await exportAs(SCOPE, 'enterprise', { 'accept-encoding': 'gzip;q=0, identity' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body.toString()).toBe(plain.body.toString());
    }, 60_000);
  });

  describe.skipIf(skip)('plans and quota', () => {
    it('applies the plan as the search does: content refused without it, companies left out', async () => {
      const refused = await exportAs({ ...SCOPE, includeContent: true }, 'free');
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body.toString())).toEqual({
        statusCode: 403,
        message: 'Your subscription does not allow calling the extended article content',
      });
      const [first] = articlesOf(await exportAs({ ...SCOPE, includeEntities: true }, 'free'));
      expect(first).not.toHaveProperty('companies');
      expect(first).not.toHaveProperty('content');
    });

    it('counts one unit per started 1,000 rows and ends cleanly with a 429 line when one is refused', async () => {
      const big = await exportAs(SCOPE, 'tight3');
      expect(big.status).toBe(200);
      const all = lines(big);
      expect(all.filter(isArticle)).toHaveLength(2_500);
      expect(all.at(-1)).not.toHaveProperty('statusCode');
      const account = await apiClient(service.url, key('tight3')).get<{ usage: { used: number } }>(
        '/v2/account',
      );
      expect(account.body.usage.used).toBe(3);

      // The quota is spent: a new export is refused at the door, as any request.
      const refused = await exportAs(SCOPE, 'tight3');
      expect(refused.status).toBe(429);
    }, 60_000);

    it('cuts a stream whose next unit is refused after the rows already paid for, with where to resume', async () => {
      const all = lines(await exportAs(SCOPE, 'tight2'));
      const end = all.at(-1) as ExportErrorLine;
      expect(ExportErrorLine.parse(end)).toEqual({
        statusCode: 429,
        message: 'Throttling Exception: Exceeded token limit of 2 for the current period',
        resumeToken: expect.any(String),
      });
      const sent = all.filter(isArticle);
      expect(sent).toHaveLength(2_000);
      // Another key (another month, a bigger plan) continues after the last row sent.
      const rest = await exportAs({ ...SCOPE, resumeToken: end.resumeToken });
      expect([...sent, ...articlesOf(rest)]).toEqual(articlesOf(await exportAs(SCOPE)));
    }, 60_000);
  });

  describe.skipIf(skip)('CSV', () => {
    it('writes UTF-8 with a BOM, RFC 4180 records that read back as the articles, lists joined with ;', async () => {
      const body = { ...SCOPE, includeAuthor: true, includeContent: true, orderBy: 'createdAt' };
      const raw = await exportAs({ ...body, format: 'csv' });
      expect(raw.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
      expect(raw.headers['content-disposition']).toMatch(/^attachment; filename="articles-[0-9TZ-]+\.csv"$/);
      expect([...raw.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = raw.body.toString('utf8').slice(1);
      expect(text.endsWith('\r\n')).toBe(true);
      const [header, ...records] = parseCsv(text);
      expect(header).toEqual([
        'link',
        'source',
        'title',
        'summary',
        'publishDate',
        'language',
        'sentiment',
        'confidence',
        'countries',
        'categories',
        'images',
        'createdAt',
        'content',
        'author',
        'resumeToken',
      ]);
      const articles = articlesOf(await exportAs(body));
      expect(records).toHaveLength(articles.length);
      const expected = articles.map((a, i) => [
        a.link,
        a.source,
        a.title,
        a.summary ?? '',
        a.publishDate,
        a.language,
        a.sentiment,
        a.confidence,
        a.countries.join(';'),
        a.categories.join(';'),
        a.images.join(';'),
        a.createdAt ?? '',
        a.content ?? '',
        a.author ?? '',
        (i + 1) % 1000 === 0 ? (records[i]?.at(-1) ?? '') : '',
      ]);
      expect(records).toEqual(expected);
      // The token in the last column resumes as the NDJSON one does.
      const token = records[999]?.at(-1);
      const rest = await exportAs({ ...body, resumeToken: token });
      expect(articlesOf(rest)).toEqual(articles.slice(1000));
    }, 60_000);

    it('ends a cut CSV with an #error record of the header width', async () => {
      const raw = await exportAs({ ...SCOPE, format: 'csv' }, 'tight1');
      const [header, ...records] = parseCsv(raw.body.toString('utf8').slice(1));
      expect(records).toHaveLength(1_001);
      const last = records.at(-1) as string[];
      expect(last).toHaveLength(header?.length ?? 0);
      expect(last.slice(0, 3)).toEqual([
        EXPORT_CSV_ERROR_MARK,
        '429',
        'Throttling Exception: Exceeded token limit of 1 for the current period',
      ]);
      expect(last.at(-1)).toBe(records[999]?.at(-1));
      expect(last.at(-1)).not.toBe('');
    }, 60_000);
  });

  describe.skipIf(skip)('validation', () => {
    it('answers bad bodies with the v2 400s', async () => {
      const res = await exportAs({ format: 'xlsx', pageSize: 0 });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body.toString())).toEqual({
        statusCode: 400,
        message: [
          'pageSize must not be less than 1',
          'format must be one of the following values: ndjson, csv',
        ],
        error: 'Bad Request',
      });
      const syntax = await exportAs({ query: 'ticker:' });
      expect(syntax.status).toBe(400);
    });
  });
});
