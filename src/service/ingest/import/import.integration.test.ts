import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_RECORDS } from '../../companies/company-record';
import { quorvaneRecord } from '../../companies/testing/imported-company-record';
import { createCompanyMatcher } from '../../enrich/companies/match-companies';
import { findSourceRecord } from '../../store/sources-repo';
import { directPipelineAdmin, httpPipelineAdmin } from '../../admin/pipeline-admin';
import { findArticleByLink } from '../../store/articles-repo';
import { apiClient } from '../../testing/http-client';
import { startIngestHarness, type IngestHarness } from '../testing/ingest-harness';
import { importArticles } from './import-articles';
import { runImport } from './import-jsonl';

async function* linesOf(text: string): AsyncIterable<string> {
  yield* text.split('\n');
}

const line = (slug: string, title: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    link: `https://www.importedwire.example/${slug}?utm_medium=email`,
    title,
    source: 'www.importedwire.example',
    summary: 'Analysts said the company expects strong demand for its products next year.',
    publishDate: '2025-10-01T08:00:00Z',
    ...extra,
  });

const FILE = [
  line('a', 'Glimmerforge Mining doubles dividend after copper rally'),
  '{"link": "https://www.importedwire.example/broken"',
  line('b', 'Glimmerforge rivals cut output as prices fall', {
    language: 'en',
    images: ['https://img.example/b.jpg'],
  }),
  '',
  JSON.stringify({ link: 'not a url', title: 'x', source: 'www.importedwire.example' }),
  line('c', 'Glimmerforge shares fall on weaker guidance', { publishDate: 'last tuesday' }),
].join('\n');

describe('bulk import (JSONL)', () => {
  let h: IngestHarness;
  const search = (query: string) =>
    apiClient(h.service.url, h.service.keys.enterprise).post<{ articles: { link: string }[] }>(
      '/v2/articles',
      {
        query,
        sources: ['www.importedwire.example'],
      },
    );

  beforeAll(async () => {
    h = await startIngestHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('should keep good lines, report bad ones by number, and announce what it wrote', async () => {
    const report = await runImport(linesOf(FILE), {
      sink: (batch) => importArticles({ db: h.service.db, events: h.events }, batch),
      batchSize: 1,
    });
    expect(report.counts).toEqual({ created: 2, revised: 0, unchanged: 0, skipped: 0 });
    expect(report.bad.map((b) => b.line)).toEqual([2, 5, 6]);
    expect(report.bad[2]?.error).toContain('publishDate');
    expect(h.seen.created.map((a) => a.link)).toEqual([
      'https://www.importedwire.example/a',
      'https://www.importedwire.example/b',
    ]);
    const res = await search('glimmerforge');
    expect(res.body.articles).toHaveLength(2);
    const source = await findSourceRecord(h.service.db, 'www.importedwire.example');
    expect(source?.isDefault).toBe(false);
  });

  it('should be a no-op for the same file again, and revise an edited line', async () => {
    const again = await runImport(linesOf(FILE), {
      sink: directPipelineAdmin(h.service.db, false).importBatch,
    });
    expect(again.counts).toMatchObject({ created: 0, unchanged: 2 });
    const edited = await runImport(linesOf(line('a', 'Glimmerforge Mining triples dividend')), {
      sink: directPipelineAdmin(h.service.db, false).importBatch,
    });
    expect(edited.counts.revised).toBe(1);
  });

  it('should keep a revision without content enriched and searchable by the stored content', async () => {
    const sink = directPipelineAdmin(h.service.db, false).importBatch;
    const first = await runImport(
      linesOf(
        line('e', 'Glimmerforge cuts jobs', {
          content: 'The Vostrakite foundry in Chile will close, Glimmerforge said in Santiago.',
        }),
      ),
      { sink },
    );
    expect(first.counts.created).toBe(1);
    const revised = await runImport(linesOf(line('e', 'Glimmerforge cuts 900 jobs')), { sink });
    expect(revised.counts.revised).toBe(1);
    expect((await search('vostrakite')).body.articles.map((a) => a.link)).toEqual([
      'https://www.importedwire.example/e',
    ]);
    const stored = await findArticleByLink(h.service.db, 'https://www.importedwire.example/e');
    expect(stored).toMatchObject({ title: 'Glimmerforge cuts 900 jobs', countries: ['CL'] });
    expect(stored?.content).toContain('Vostrakite');
  });

  it('should let only the source that first published a link revise it', async () => {
    const elsewhere = JSON.stringify({
      link: 'https://www.importedwire.example/b',
      title: 'Rewritten by another source',
      source: 'www.mirror-desk.example',
    });
    const report = await runImport(linesOf(elsewhere), {
      sink: directPipelineAdmin(h.service.db, false).importBatch,
    });
    expect(report.counts).toMatchObject({ created: 0, revised: 0, unchanged: 1 });
    const titles = (await search('glimmerforge')).body.articles.map((a) => a.link);
    expect(titles).toContain('https://www.importedwire.example/b');
    expect((await search('rewritten')).body.articles).toEqual([]);
  });

  it('should tag from the company matcher it is given (the store), not only the bundled seed', async () => {
    const imported = quorvaneRecord(1_000_001);
    const companies = createCompanyMatcher([...SEED_RECORDS, imported]);
    const report = await runImport(
      linesOf(line('q', 'Quorvane Robotics shares jump on Glimmerforge order')),
      {
        sink: (batch) => importArticles({ db: h.service.db, events: h.events, companies }, batch),
      },
    );
    expect(report.counts.created).toBe(1);
    const tagged = await apiClient(h.service.url, h.service.keys.enterprise).post<{
      articles: { link: string }[];
    }>('/v2/articles', { query: 'ticker:QRVN', sources: ['www.importedwire.example'] });
    expect(tagged.body.articles.map((a) => a.link)).toEqual(['https://www.importedwire.example/q']);
  });

  it('should import through the running service admin API', async () => {
    const admin = httpPipelineAdmin(h.service.url, h.adminToken);
    const before = h.seen.created.length;
    const report = await runImport(linesOf(line('d', 'Glimmerforge opens a new smelter in Chile')), {
      sink: (batch) => admin.importBatch(batch),
    });
    expect(report.counts.created).toBe(1);
    expect(h.seen.created.length).toBe(before + 1);
    expect((await search('smelter')).body.articles).toHaveLength(1);
  });

  it('should import more than one request body of long articles through the running service', async () => {
    // 17 articles of 2 MiB: 34 MiB of lines, more than the admin API takes in one request (32 MiB).
    const long = (i: number) =>
      line(`long-${i}`, `Glimmerforge annual report part ${i}`, {
        content: `Glimmerforge ore grades improved at the northern pit. `.repeat(38_000),
      });
    const text = Array.from({ length: 17 }, (_, i) => long(i)).join('\n');
    expect(text.length).toBeGreaterThan(32 * 1024 * 1024);
    const admin = httpPipelineAdmin(h.service.url, h.adminToken);
    const report = await runImport(linesOf(text), { sink: (batch) => admin.importBatch(batch) });
    expect(report.bad).toEqual([]);
    expect(report.counts.created).toBe(17);
  }, 120_000);

  it('should keep a query as published and take over an article stored under the older canonical form', async () => {
    const published = 'https://www.importedwire.example/story?id&ref=a;b&feedref=JjAwM==&utm_source=x';
    const kept = 'https://www.importedwire.example/story?id&ref=a;b&feedref=JjAwM==';
    const older = 'https://www.importedwire.example/story?id=&ref=a%3Bb&feedref=JjAwM%3D%3D';
    const sink = directPipelineAdmin(h.service.db, false).importBatch;
    const text = JSON.stringify({
      link: published,
      title: 'Glimmerforge story',
      source: 'www.importedwire.example',
    });
    expect((await runImport(linesOf(text), { sink })).counts.created).toBe(1);
    expect(await findArticleByLink(h.service.db, kept)).not.toBeNull();
    // As a store written before 2026-11-25 holds it.
    await h.service.db.query('UPDATE articles SET link = $1 WHERE link = $2', [older, kept]);
    const client = apiClient(h.service.url, h.service.keys.enterprise);
    const found = await client.get<{ article: { link: string } }>('/v2/articles/by-link', {
      link: published,
    });
    expect(found.body.article.link).toBe(older);

    const created = h.seen.created.length;
    expect((await runImport(linesOf(text), { sink })).counts).toMatchObject({ created: 0, unchanged: 1 });
    expect(h.seen.created.length).toBe(created);
    expect(await findArticleByLink(h.service.db, older)).toBeNull();
    expect((await findArticleByLink(h.service.db, kept))?.title).toBe('Glimmerforge story');
  });

  it('should keep two links apart that differ only in a query escape the older form could not tell apart', async () => {
    const sink = directPipelineAdmin(h.service.db, false).importBatch;
    const lines = ['%E9', '%E8'].map((escape) =>
      JSON.stringify({
        link: `https://www.importedwire.example/search?q=caf${escape}`,
        title: `Glimmerforge listing ${escape}`,
        source: 'www.importedwire.example',
      }),
    );
    expect((await runImport(linesOf(lines.join('\n')), { sink })).counts.created).toBe(2);
  });

  it('should write numbered batches in their order through the service, whichever request arrives first', async () => {
    const auth = { authorization: `Bearer ${h.adminToken}` };
    const post = (body: unknown) =>
      apiClient(h.service.url).post<{ counts?: Record<string, number>; message?: string }>(
        '/admin/ingest/batch',
        body,
        auth,
      );
    const batch = (title: string) => [JSON.parse(line('ordered', title)) as Record<string, unknown>];
    const importId = 'ordered-import';
    // The revision is sent first; it must wait for batch 0, which creates the article it revises.
    const second = post({
      articles: batch('Glimmerforge smelter restarts ahead of plan'),
      order: { importId, index: 1 },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const first = await post({
      articles: batch('Glimmerforge smelter halted'),
      order: { importId, index: 0 },
    });
    expect(first.body.counts).toMatchObject({ created: 1 });
    expect((await second).body.counts).toMatchObject({ revised: 1 });
    expect((await search('restarts')).body.articles).toHaveLength(1);

    const again = await post({ articles: [], order: { importId, index: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already sent');
    const farAhead = await post({ articles: [], order: { importId, index: 50 } });
    expect(farAhead.status).toBe(409);
    expect(farAhead.body.message).toContain('ahead');
    const badOrder = await post({ articles: [], order: { importId, index: -1 } });
    expect(badOrder.status).toBe(400);
    const done = await apiClient(h.service.url).post('/admin/ingest/done', { importId }, auth);
    expect(done.status).toBe(200);
  });

  it('should import a many-batch file through the service with two batches in flight, in file order', async () => {
    const admin = httpPipelineAdmin(h.service.url, h.adminToken);
    expect(admin.importBatchesInFlight).toBe(2);
    const titles = ['Glimmerforge forge one', 'Glimmerforge forge two', 'Glimmerforge forge three'];
    const text = [
      ...titles.map((title) => line('inflight', title)),
      ...Array.from({ length: 6 }, (_, i) => line(`inflight-${i}`, `Glimmerforge batch filler ${i}`)),
    ].join('\n');
    const report = await runImport(linesOf(text), {
      sink: (batch) => admin.importBatch(batch),
      batchSize: 1,
      inFlight: admin.importBatchesInFlight,
    });
    expect(report.counts).toMatchObject({ created: 7, revised: 2 });
    await admin.finishImport();
    const stored = await findArticleByLink(h.service.db, 'https://www.importedwire.example/inflight');
    expect(stored?.title).toBe('Glimmerforge forge three');
  });

  it('should refuse the admin API without the token', async () => {
    const res = await apiClient(h.service.url).post('/admin/ingest/batch', { articles: [] });
    expect(res.status).toBe(401);
  });
});
