import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiClient } from '../../testing/http-client';
import { findSourceRecord, saveSourceRecord, type SourceRecord } from '../../store/sources-repo';
import { findArticleByLink } from '../../store/articles-repo';
import { createFetchContent } from '../pipeline/fetch-content';
import { startIngestHarness, type FeedItemSpec, type IngestHarness } from '../testing/ingest-harness';
import { createPoller, type Poller } from './poller';

const SOURCE = 'www.quillfeed-news.example';
const ITEMS: FeedItemSpec[] = [
  {
    slug: 'widgets',
    title: 'Zorblax Widgets shares surge after record quarterly profit',
    summary: 'The widget maker beat analyst estimates and raised its full-year revenue guidance.',
  },
  {
    slug: 'rates',
    title: 'Central bank holds interest rates steady as inflation cools',
    summary: 'Policy makers kept borrowing costs unchanged and signalled patience on future cuts.',
  },
  {
    slug: 'oil',
    title: 'Oil prices slip as supply concerns ease in global markets',
    summary: 'Brent crude fell for a second day as traders weighed rising inventories.',
  },
];

async function stored(h: IngestHarness, domain: string): Promise<SourceRecord> {
  const source = await findSourceRecord(h.service.db, domain);
  if (!source) throw new Error(`source ${domain} not stored`);
  return source;
}

type ArticleList = { articles: { link: string; title: string; revisedDate?: string }[] };

describe('poller against the fixture server', () => {
  let h: IngestHarness;
  let poller: Poller;
  let warn: Mock<(fields: object, message: string) => void>;
  const search = (query: string, extra: Record<string, unknown> = {}) =>
    apiClient(h.service.url, h.service.keys.enterprise).post<ArticleList>('/v2/articles', {
      query,
      ...extra,
    });

  beforeAll(async () => {
    h = await startIngestHarness();
    warn = vi.fn<(fields: object, message: string) => void>();
    poller = createPoller({
      db: h.service.db,
      events: h.events,
      log: { info: () => undefined, warn, debug: () => undefined },
      allowPrivateNetworks: true,
      fetchContent: createFetchContent({ allowPrivateNetworks: true }),
      startSpreadMs: 0,
      random: () => 0,
    });
    const feed = h.serveFeed(ITEMS);
    await saveSourceRecord(h.service.db, {
      domain: SOURCE,
      feedUrls: [feed],
      isDefault: true,
      originCountry: 'US',
    });
  });
  afterAll(async () => {
    await poller.stop();
    await h.close();
  });

  it('should ingest a feed: enriched, searchable and announced', async () => {
    const results = await poller.tick();
    const mine = results.find((r) => r.domain === SOURCE);
    expect(mine).toMatchObject({ ok: true, counts: { created: 3 } });
    expect(h.seen.created).toHaveLength(3);
    const res = await search('zorblax');
    expect(res.status).toBe(200);
    expect(res.body.articles).toHaveLength(1);
    const article = res.body.articles[0];
    expect(article?.link).toBe(`${h.fixtures.url}/news/widgets`);
    expect(article).toMatchObject({ source: SOURCE, language: 'en' });
    const source = await findSourceRecord(h.service.db, SOURCE);
    expect(source?.lastSuccessAt).not.toBeNull();
    expect(Object.values(source?.validators ?? {})[0]?.etag).toBeTruthy();
  });

  it('should answer an unchanged feed with 304 and write nothing', async () => {
    const result = await poller.pollNow(await stored(h, SOURCE));
    expect(result).toMatchObject({ ok: true, notModified: 1, counts: { created: 0, revised: 0 } });
    const hits = h.fixtures.hits.get('/test/feed.xml') ?? [];
    expect(hits.at(-1)?.['if-none-match']).toBeTruthy();
  });

  it('should record a revision for an edited title and leave the rest unchanged', async () => {
    const edited = ITEMS.map((i) =>
      i.slug === 'rates' ? { ...i, title: 'Central bank holds interest rates steady; hints at cut' } : i,
    );
    h.serveFeed(edited);
    const result = await poller.pollNow(await stored(h, SOURCE));
    expect(result.counts).toEqual({ created: 0, revised: 1, unchanged: 2, skipped: 0 });
    expect(h.seen.revised).toHaveLength(1);
    expect(h.seen.revised[0]?.revisedDate).toBeInstanceOf(Date);
    const res = await search('"hints at cut"', { orderBy: 'revisedDate' });
    expect(res.body.articles[0]?.revisedDate).toBeTruthy();
  });

  it('should back off from an unreachable source without failing the service', async () => {
    const domain = 'www.unreachable-news.example';
    await saveSourceRecord(h.service.db, { domain, feedUrls: ['http://127.0.0.1:1/feed.xml'] });
    const first = await poller.pollNow(await stored(h, domain));
    const source = await stored(h, domain);
    const second = await poller.pollNow(source);
    expect([first.ok, first.failures, second.failures]).toEqual([false, 1, 2]);
    expect(source?.lastError).toContain('127.0.0.1:1');
    expect([first.unreachable, second.unreachable]).toEqual([true, true]);
    // One warning per backoff step (the first failure, the doubled delay after the second), shared by
    // every unreachable source rather than one per source.
    const steps = warn.mock.calls.filter(([, message]) =>
      String(message).startsWith('feed hosts unreachable'),
    );
    expect(steps.map(([fields]) => (fields as { failures: number }).failures)).toEqual([1, 2]);
    const health = await apiClient(h.service.url).get<{ status: string }>('/healthz');
    expect(health.body.status).toBe('ok');
  });

  it('should fetch the article page when the feed has no content and the source wants it', async () => {
    const domain = 'www.deepread-news.example';
    const paragraph =
      'The regional lender said on Tuesday that deposits grew for a third straight quarter, ' +
      'helped by higher savings rates and a steady flow of small-business accounts. ';
    h.fixtures.setRoute('/news/deep-read', {
      contentType: 'text/html; charset=utf-8',
      body: `<html><head><title>Lender deposits grow</title></head><body><article><h1>Lender deposits grow</h1>
        ${`<p>${paragraph.repeat(3)}</p>`.repeat(6)}</article></body></html>`,
    });
    const feed = h.serveFeed(
      [{ slug: 'deep-read', title: 'Regional lender deposits grow again', summary: 'Deposits rose.' }],
      '/deep/feed.xml',
    );
    await saveSourceRecord(h.service.db, { domain, feedUrls: [feed], contentWanted: true });
    const result = await poller.pollNow(await stored(h, domain));
    expect(result.counts.created).toBe(1);
    const article = await findArticleByLink(h.service.db, `${h.fixtures.url}/news/deep-read`);
    expect(article?.content).toContain('deposits grew for a third straight quarter');
  });

  it("should not fetch a known article's page again until its feed fields change", async () => {
    const domain = 'www.deepread-news.example';
    const pageHits = () => (h.fixtures.hits.get('/news/deep-read') ?? []).length;
    const fetchedBefore = pageHits();
    const edition = (title: string) =>
      h.serveFeed(
        [
          { slug: 'deep-read', title, summary: 'Deposits rose.' },
          { slug: 'deep-later', title: 'Regional lender opens ten branches', summary: 'It grows.' },
        ],
        '/deep/feed.xml',
      );
    h.fixtures.setRoute('/news/deep-later', { contentType: 'text/plain', body: 'not an article' });
    h.fixtures.setRoute('/news/deep-read', {
      contentType: 'text/html; charset=utf-8',
      body: `<html><body><article>${'<p>Markets were quiet and the page furniture moved on. </p>'.repeat(20)}
        </article></body></html>`,
    });
    // The feed changed (a new item), the known item did not: its page is not fetched, nothing is revised.
    edition('Regional lender deposits grow again');
    const again = await poller.pollNow(await stored(h, domain));
    expect(again.counts).toMatchObject({ created: 1, revised: 0, unchanged: 1 });
    expect(pageHits()).toBe(fetchedBefore);
    const kept = await findArticleByLink(h.service.db, `${h.fixtures.url}/news/deep-read`);
    expect(kept?.content).toContain('deposits grew for a third straight quarter');
    // An edited title is a revision: the page is read again and its new text indexed.
    edition('Regional lender deposits grow for a fourth quarter');
    const edited = await poller.pollNow(await stored(h, domain));
    expect(edited.counts).toMatchObject({ created: 0, revised: 1 });
    expect(pageHits()).toBe(fetchedBefore + 1);
    const revised = await findArticleByLink(h.service.db, `${h.fixtures.url}/news/deep-read`);
    expect(revised?.content).toContain('page furniture moved on');
  });

  it('should read a page again when its feed declares a later change to the item, and only then', async () => {
    const domain = 'www.liveblog-news.example';
    const link = `${h.fixtures.url}/live/markets`;
    const hits = () => (h.fixtures.hits.get('/live/markets') ?? []).length;
    const servePage = (sentence: string) =>
      h.fixtures.setRoute('/live/markets', {
        contentType: 'text/html; charset=utf-8',
        body: `<html><body><article><h1>Markets live</h1>${`<p>${sentence.repeat(4)}</p>`.repeat(5)}</article></body></html>`,
      });
    // One entry whose title and summary never change: only <updated> tells that the page did.
    const serveFeed = (updated: string | null) =>
      h.fixtures.setRoute('/live/feed.atom', {
        contentType: 'application/atom+xml; charset=utf-8',
        body: `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Live</title><id>live</id>
          <entry><id>live-markets</id><title>Markets live: stocks, bonds and the dollar</title>
          <link href="${link}"/><summary>Follow the trading day.</summary>
          <published>2026-11-25T07:00:00Z</published>${updated ? `<updated>${updated}</updated>` : ''}</entry></feed>`,
      });
    await saveSourceRecord(h.service.db, {
      domain,
      feedUrls: [`${h.fixtures.url}/live/feed.atom`],
      contentWanted: true,
    });
    const poll = async () => (await poller.pollNow(await stored(h, domain))).counts;
    const content = async () => (await findArticleByLink(h.service.db, link))?.content ?? '';

    servePage('Stocks opened higher as bond yields eased before the jobs report. ');
    serveFeed(null);
    expect(await poll()).toMatchObject({ created: 1 });
    expect(hits()).toBe(1);
    // A time declared for the first time is recorded, not acted on: nothing says the page changed since.
    serveFeed('2026-11-25T08:00:00Z');
    expect(await poll()).toMatchObject({ unchanged: 1 });
    expect(await poll()).toMatchObject({ unchanged: 1 });
    expect(hits()).toBe(1);
    // A later one: the page is read again, and its new text is a revision.
    servePage('Stocks turned lower after payrolls beat forecasts and yields jumped. ');
    serveFeed('2026-11-25T09:30:00Z');
    const revisedBefore = h.seen.revised.length;
    expect(await poll()).toMatchObject({ revised: 1 });
    expect(hits()).toBe(2);
    expect(await content()).toContain('payrolls beat forecasts');
    expect(h.seen.revised.slice(revisedBefore).map((a) => a.link)).toEqual([link]);
    // Declared changed, text the same: read once, nothing revised, and not read again for the same time.
    serveFeed('2026-11-25T10:00:00Z');
    expect(await poll()).toMatchObject({ unchanged: 1, revised: 0 });
    expect(await poll()).toMatchObject({ unchanged: 1 });
    expect(hits()).toBe(3);
  });

  it('should move an article whose publisher changed its link under the same id, and find it by either link', async () => {
    const domain = 'www.slug-news.example';
    const base = `${h.fixtures.url}/slug`;
    type Entry = { guid: string; slug: string; title: string; date: string };
    const serveFeed = (entries: Entry[]) =>
      h.fixtures.setRoute('/slug/feed.xml', {
        contentType: 'application/rss+xml; charset=utf-8',
        body:
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Slugs</title>' +
          entries
            .map(
              (e) =>
                `<item><title>${e.title}</title><link>${base}/${e.slug}</link>` +
                `<guid isPermaLink="false">${e.guid}</guid><pubDate>${e.date}</pubDate></item>`,
            )
            .join('') +
          '</channel></rss>',
      });
    await saveSourceRecord(h.service.db, { domain, feedUrls: [`${h.fixtures.url}/slug/feed.xml`] });
    const poll = async () => (await poller.pollNow(await stored(h, domain))).counts;
    const day = 'Wed, 25 Nov 2026 08:00:00 GMT';
    const first = {
      guid: 'story-4711',
      slug: 'chipmaker-shares-rise',
      title: 'Chipmaker shares rise',
      date: day,
    };
    serveFeed([first]);
    expect(await poll()).toMatchObject({ created: 1 });
    const original = await findArticleByLink(h.service.db, `${base}/chipmaker-shares-rise`);

    // The headline and its slug are rewritten; the id stays: the same article, moved and revised.
    const revisedBefore = h.seen.revised.length;
    serveFeed([
      { ...first, slug: 'chipmaker-shares-soar-on-ai-orders', title: 'Chipmaker shares soar on AI orders' },
    ]);
    expect(await poll()).toMatchObject({ created: 0, revised: 1 });
    const moved = await findArticleByLink(h.service.db, `${base}/chipmaker-shares-soar-on-ai-orders`);
    expect(moved).toMatchObject({ id: original?.id, title: 'Chipmaker shares soar on AI orders' });
    expect(moved?.revisedDate).toBeInstanceOf(Date);
    expect(await findArticleByLink(h.service.db, `${base}/chipmaker-shares-rise`)).toBeNull();
    expect(h.seen.revised.slice(revisedBefore).map((a) => a.link)).toEqual([moved?.link]);
    const byOldLink = await apiClient(h.service.url, h.service.keys.enterprise).get<{
      article: { link: string };
    }>('/v2/articles/by-link', { link: `${base}/chipmaker-shares-rise` });
    expect(byOldLink.body.article.link).toBe(`${base}/chipmaker-shares-soar-on-ai-orders`);

    // Only the link changes (a typo fixed): still announced, since the link is new to every subscriber.
    serveFeed([
      { ...first, slug: 'chipmaker-shares-soar-on-ai-order', title: 'Chipmaker shares soar on AI orders' },
    ]);
    expect(await poll()).toMatchObject({ created: 0, revised: 1 });
    expect((await findArticleByLink(h.service.db, `${base}/chipmaker-shares-soar-on-ai-order`))?.id).toBe(
      original?.id,
    );

    // An id met again on a story of another week was reused by the publisher: a new article.
    serveFeed([
      {
        guid: 'story-4711',
        slug: 'bank-profits-fall',
        title: 'Bank profits fall',
        date: 'Wed, 18 Nov 2026 08:00:00 GMT',
      },
    ]);
    expect(await poll()).toMatchObject({ created: 1, revised: 0 });
    expect((await findArticleByLink(h.service.db, `${base}/chipmaker-shares-soar-on-ai-order`))?.title).toBe(
      'Chipmaker shares soar on AI orders',
    );
  });

  it("should take a short item's language from its own declaration in a multilingual feed", async () => {
    const domain = 'www.multilingual-news.example';
    h.fixtures.setRoute('/multi/feed.atom', {
      contentType: 'application/atom+xml; charset=utf-8',
      body: `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><title>Multi</title><id>m</id>
        <entry xml:lang="de"><id>m-de</id><title>Zinsentscheid vertagt</title><link href="${h.fixtures.url}/multi/de"/></entry>
        <entry><id>m-en</id><title>Rate decision delayed</title><link href="${h.fixtures.url}/multi/en"/></entry>
        </feed>`,
    });
    await saveSourceRecord(h.service.db, { domain, feedUrls: [`${h.fixtures.url}/multi/feed.atom`] });
    expect((await poller.pollNow(await stored(h, domain))).counts.created).toBe(2);
    const language = async (slug: string) =>
      (await findArticleByLink(h.service.db, `${h.fixtures.url}/multi/${slug}`))?.language;
    expect([await language('de'), await language('en')]).toEqual(['de', 'en']);
  });

  it("should find an article by its page's other addresses, and take a feed that later lists one for the same article", async () => {
    const domain = 'www.redirected-news.example';
    const sentence = 'The miner said output at its flagship copper mine rose for a fourth straight quarter. ';
    h.fixtures.setRoute('/redirected/story', {
      contentType: 'text/html; charset=utf-8',
      body: `<html><head><link rel="canonical" href="/redirected/story-canonical"></head>
        <body><article>${`<p>${sentence.repeat(4)}</p>`.repeat(5)}</article></body></html>`,
    });
    const viaRedirect = `${h.fixtures.url}/redirect-to?url=${encodeURIComponent(`${h.fixtures.url}/redirected/story`)}`;
    const serveFeed = (link: string) =>
      h.fixtures.setRoute('/redirected/feed.xml', {
        contentType: 'application/rss+xml; charset=utf-8',
        body:
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Redirected</title><item>' +
          `<title>Copper miner lifts output again</title><link>${link.replace(/&/g, '&amp;')}</link></item></channel></rss>`,
      });
    serveFeed(viaRedirect);
    await saveSourceRecord(h.service.db, {
      domain,
      feedUrls: [`${h.fixtures.url}/redirected/feed.xml`],
      contentWanted: true,
    });
    expect((await poller.pollNow(await stored(h, domain))).counts.created).toBe(1);
    const byLink = (link: string) =>
      apiClient(h.service.url, h.service.keys.enterprise).get<{ article: { link: string } }>(
        '/v2/articles/by-link',
        {
          link,
        },
      );
    for (const other of [
      `${h.fixtures.url}/redirected/story`,
      `${h.fixtures.url}/redirected/story-canonical`,
    ])
      expect((await byLink(other)).body.article.link).toBe(viaRedirect);
    // The feed now lists the page's own address: the same article, not a second one.
    serveFeed(`${h.fixtures.url}/redirected/story-canonical`);
    expect((await poller.pollNow(await stored(h, domain))).counts).toMatchObject({
      created: 0,
      unchanged: 1,
    });
  });

  it('should date an undated feed item by the date its page gives', async () => {
    const domain = 'www.undated-news.example';
    h.fixtures.setRoute('/undated/feed.xml', {
      contentType: 'application/rss+xml; charset=utf-8',
      body:
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Undated</title><item>' +
        '<title>Copper miner restarts its Andean smelter after repairs</title>' +
        `<link>${h.fixtures.url}/undated/smelter</link></item></channel></rss>`,
    });
    const sentence = 'The smelter had been shut for six weeks after a furnace failure, the company said. ';
    h.fixtures.setRoute('/undated/smelter', {
      contentType: 'text/html; charset=utf-8',
      body: `<html><head><meta property="article:published_time" content="2026-11-02T07:30:00Z"></head>
        <body><article>${`<p>${sentence.repeat(4)}</p>`.repeat(5)}</article></body></html>`,
    });
    await saveSourceRecord(h.service.db, {
      domain,
      feedUrls: [`${h.fixtures.url}/undated/feed.xml`],
      contentWanted: true,
    });
    expect((await poller.pollNow(await stored(h, domain))).counts.created).toBe(1);
    const article = await findArticleByLink(h.service.db, `${h.fixtures.url}/undated/smelter`);
    expect(article?.publishDate.toISOString()).toBe('2026-11-02T07:30:00.000Z');
  });

  it('should resolve relative item links against the URL the feed was fetched from', async () => {
    const domain = 'www.relative-news.example';
    // No channel link: the only base for "../news/…" is the feed's own URL.
    h.fixtures.setRoute('/relative/feeds/all.xml', {
      contentType: 'application/rss+xml; charset=utf-8',
      body:
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Relative</title><item>' +
        '<title>Port authority reports record container volumes in June</title>' +
        '<link>../news/containers</link>' +
        '<description>Throughput rose on strong exports to Asia and Europe.</description>' +
        '</item></channel></rss>',
    });
    const feedUrl = `${h.fixtures.url}/relative/feeds/all.xml`;
    await saveSourceRecord(h.service.db, { domain, feedUrls: [feedUrl] });
    const result = await poller.pollNow(await stored(h, domain));
    expect(result.counts.created).toBe(1);
    const article = await findArticleByLink(h.service.db, `${h.fixtures.url}/relative/news/containers`);
    expect(article?.title).toBe('Port authority reports record container volumes in June');
  });
});
