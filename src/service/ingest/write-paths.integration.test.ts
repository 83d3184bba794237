/**
 * One article through every write path (a polled feed, a JSONL import, the running service's admin import) is
 * stored alike, byline and first sighting included; a demo article states neither and is stored as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPipelineAdmin } from '../admin/pipeline-admin';
import { loadDemoCorpusOnce } from '../bootstrap/demo-loader';
import { generateDemoCorpus } from '../demo/generate-corpus';
import type { ArticleRecord } from '../model/article';
import { findArticleByLink } from '../store/articles-repo';
import { findSourceRecord, saveSourceRecord } from '../store/sources-repo';
import { openMigratedTestPglite } from '../testing/pglite-template';
import { createHostQueue } from './fetch/host-queue';
import { importArticles } from './import/import-articles';
import { runImport } from './import/import-jsonl';
import { pollSource } from './poller/poll-source';
import { startIngestHarness, type IngestHarness } from './testing/ingest-harness';

const SOURCE = 'www.samewire.example';
const TITLE = 'Apple shares rise after record iPhone sales in Europe';
const SUMMARY = 'Apple said demand for its phones grew faster than analysts had expected.';
const CONTENT =
  'Apple said demand for its phones grew faster than analysts had expected in Germany and France.';
const IMAGE = 'https://img.example/apple.jpg';
const PUBLISHED = '2025-11-04T10:00:00.000Z';
const FIRST_SEEN = '2025-11-04T11:30:00.000Z';

const linkOf = (path: string) => `https://${SOURCE}/news/${path}`;

const feed = (path: string) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"
     xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel><title>Same Wire</title><link>https://${SOURCE}/</link><language>en</language>
    <item><title>${TITLE}</title><link>${linkOf(path)}</link><description>${SUMMARY}</description>
      <content:encoded><![CDATA[<p>${CONTENT}</p>]]></content:encoded><dc:creator>  Jane Doe </dc:creator>
      <media:content url="${IMAGE}" medium="image"/><pubDate>Tue, 04 Nov 2025 10:00:00 GMT</pubDate></item>
  </channel>
</rss>`;

const line = (path: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    link: linkOf(path),
    title: TITLE,
    source: SOURCE,
    summary: SUMMARY,
    content: CONTENT,
    author: '  Jane Doe ',
    publishDate: PUBLISHED,
    language: 'en',
    images: [IMAGE],
    ...extra,
  });

async function* linesOf(...lines: string[]): AsyncIterable<string> {
  yield* lines;
}

/** What an article is, whichever path stored it: all but its link and the times of its storing. */
function stored(article: ArticleRecord | null) {
  if (!article) throw new Error('article not stored');
  const {
    id: _id,
    link: _link,
    createdAt: _created,
    revisedDate: _revised,
    firstSeenAt: _seen,
    ...rest
  } = article;
  return rest;
}

describe('every write path stores an article through the one item mapping', () => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await startIngestHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const find = (path: string) => findArticleByLink(h.service.db, linkOf(path));

  it('stores the same article from a polled feed, a JSONL import and the admin import', async () => {
    h.fixtures.setRoute('/same/feed.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed('polled'));
    });
    await saveSourceRecord(h.service.db, { domain: SOURCE, feedUrls: [`${h.fixtures.url}/same/feed.xml`] });
    const source = await findSourceRecord(h.service.db, SOURCE);
    if (!source) throw new Error('source not saved');
    const deps = {
      db: h.service.db,
      events: h.events,
      hostQueue: createHostQueue(),
      allowPrivateNetworks: true,
    };
    expect((await pollSource(deps, source)).counts.created).toBe(1);

    const cli = await runImport(linesOf(line('imported', { firstSeenAt: FIRST_SEEN })), {
      sink: (batch) => importArticles({ db: h.service.db, events: h.events }, batch),
    });
    expect(cli.counts.created).toBe(1);

    const admin = httpPipelineAdmin(h.service.url, h.adminToken);
    const served = await runImport(linesOf(line('admin')), { sink: (batch) => admin.importBatch(batch) });
    expect(served.counts.created).toBe(1);

    const polled = await find('polled');
    expect(polled).toMatchObject({
      title: TITLE,
      summary: SUMMARY,
      content: CONTENT,
      author: 'Jane Doe',
      images: [IMAGE],
      publishDate: new Date(PUBLISHED),
      language: 'en',
    });
    expect(polled?.companies.map((c) => c.ticker)).toContain('AAPL');
    expect(stored(await find('imported'))).toEqual(stored(polled));
    expect(stored(await find('admin'))).toEqual(stored(polled));
  }, 120_000);

  it('keeps the first sighting an import line gives, and the time of storing where none is given', async () => {
    expect((await find('imported'))?.firstSeenAt).toEqual(new Date(FIRST_SEEN));
    for (const path of ['polled', 'admin']) {
      const article = await find(path);
      expect(article?.firstSeenAt, path).toEqual(article?.createdAt);
    }
  });
});

describe('the demo corpus', () => {
  it('stores its articles without a byline, first seen when loaded, with the generated text', async () => {
    const db = await openMigratedTestPglite();
    try {
      const now = new Date('2026-11-10T14:30:00.000Z');
      await loadDemoCorpusOnce(db, { count: 20, now, enrichWorkers: 0 });
      const [item] = generateDemoCorpus({ count: 20, now });
      if (!item) throw new Error('no demo article');
      const article = await findArticleByLink(db, item.article.link);
      expect(article).toMatchObject({
        title: item.revision?.title ?? item.article.title,
        source: item.article.source,
        publishDate: item.article.publishDate,
        images: item.article.images,
        author: null,
      });
      expect(article?.firstSeenAt).toEqual(article?.createdAt);
    } finally {
      await db.close();
    }
  }, 120_000);
});
