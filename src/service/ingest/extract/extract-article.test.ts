import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHostZone } from '../testing/host-zone';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { ARTICLES_DIR, hasSharedData } from '../testing/shared-data';
import { extractArticle } from './extract-article';

const paragraph = (n: number) =>
  `Paragraph ${n}: shares of Example Corp rose after the company reported quarterly revenue that beat analyst estimates by a wide margin, and guidance was raised for the full year.`;

function articlePage(head: string, extra = ''): string {
  return `<!doctype html><html lang="en-GB"><head><title>Example Corp beats estimates | Example News</title>${head}</head>
  <body><nav><a href="/">Home</a><a href="/markets">Markets</a></nav>
  <article><h1>Example Corp beats estimates</h1>
  <p>${paragraph(1)}</p><figure><img src="/img/chart.png" alt="chart"></figure>
  <p>${paragraph(2)}<br>Second line of the same paragraph.</p><p>${paragraph(3)}</p><p>${paragraph(4)}</p>${extra}
  </article><footer>© Example News. All rights reserved.</footer></body></html>`;
}

describe('extractArticle', () => {
  it('returns paragraphs joined by blank lines, og:image first, absolute images, metadata', () => {
    const html = articlePage(
      `<meta property="og:image" content="//cdn.example.com/lead.jpg"><meta property="og:site_name" content="Example News">
       <meta property="article:published_time" content="2024-05-02T13:30:00Z"><meta name="description" content="Example beats.">`,
    );
    const page = extractArticle(html, 'https://news.example.com/markets/example-corp');
    expect(page.text.split('\n\n')).toEqual(expect.arrayContaining([paragraph(1), paragraph(3)]));
    expect(page.text).toContain(`${paragraph(2)}\n\nSecond line of the same paragraph.`);
    expect(page.text).not.toMatch(/Home|All rights reserved/);
    expect(page.images).toEqual([
      'https://cdn.example.com/lead.jpg',
      'https://news.example.com/img/chart.png',
    ]);
    expect(page).toMatchObject({ siteName: 'Example News', language: 'en-GB' });
    expect(page.publishedAt?.toISOString()).toBe('2024-05-02T13:30:00.000Z');
    expect(page.title).toMatch(/Example Corp beats estimates/);
  });

  it('gives the address the page gives itself: rel=canonical, else og:url, absolute http(s) only', () => {
    const url = 'https://news.example.com/markets/example-corp?ref=rss';
    const canonical = extractArticle(
      articlePage(
        '<link rel="Canonical" href="/markets/example-corp"><meta property="og:url" content="https://x.example/">',
      ),
      url,
    );
    expect(canonical.canonicalUrl).toBe('https://news.example.com/markets/example-corp');
    const og = extractArticle(
      articlePage('<meta property="og:url" content="https://news.example.com/a/1">'),
      url,
    );
    expect(og.canonicalUrl).toBe('https://news.example.com/a/1');
    expect(
      extractArticle(articlePage('<link rel="canonical" href="javascript:alert(1)">'), url).canonicalUrl,
    ).toBeNull();
    expect(extractArticle(articlePage(''), url).canonicalUrl).toBeNull();
  });

  it('leaves tracking pixels out of the images, not a picture of height="0" (auto)', () => {
    const pixels =
      '<p>Tracked.<img src="https://px.example.net/b.gif?u=1" width="1" height="1"><img src="/t.gif" width="0" height="0" alt=""></p>' +
      '<p><img src="/img/wide.jpg" width="570" height="0"></p>';
    const page = extractArticle(articlePage('', pixels), 'https://news.example.com/a');
    expect(page.images).toEqual([
      'https://news.example.com/img/chart.png',
      'https://news.example.com/img/wide.jpg',
    ]);
  });

  it('takes lazy-loaded and srcset-only pictures by their real URL, not the placeholder', () => {
    const lazy =
      '<p><img src="/img/spacer.gif" data-original="/img/a.jpg"></p>' +
      '<p><img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" data-lazy-src="/img/b.jpg"></p>' +
      '<p><img srcset="/img/c-320.jpg 320w, /img/c-1280.jpg 1280w" alt="c"></p>';
    const page = extractArticle(articlePage('', lazy), 'https://news.example.com/a');
    expect(page.images).toEqual(
      ['chart.png', 'a.jpg', 'b.jpg', 'c-1280.jpg'].map((name) => `https://news.example.com/img/${name}`),
    );
  });

  it('finds the date in JSON-LD, then in <time>', () => {
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"NewsArticle","datePublished":"2024-01-03T08:00:00+01:00"}]}</script>`;
    expect(extractArticle(articlePage(ld), 'https://a.example/x').publishedAt?.toISOString()).toBe(
      '2024-01-03T07:00:00.000Z',
    );
    const time = articlePage('', '<time datetime="2023-12-31T23:00:00Z">Dec 31</time>');
    expect(extractArticle(time, 'https://a.example/x').publishedAt?.toISOString()).toBe(
      '2023-12-31T23:00:00.000Z',
    );
    expect(extractArticle(articlePage(''), 'https://a.example/x').publishedAt).toBeNull();
  });

  it("finds the article's datePublished in JSON-LD when a WebPage names it as its mainEntity", () => {
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","mainEntity":{"@type":"NewsArticle","datePublished":"2024-02-05T06:07:08-05:00"}}</script>`;
    expect(extractArticle(articlePage(ld), 'https://a.example/x').publishedAt?.toISOString()).toBe(
      '2024-02-05T11:07:08.000Z',
    );
  });

  it('reads JSON-LD whose strings hold raw line breaks, as CMS plugins write them', () => {
    const ld = `<script type="application/ld+json">{"@type":"NewsArticle","description":"Example Corp beats.\n\tGuidance raised.","datePublished":"2024-01-03T08:00:00Z"}</script>`;
    expect(extractArticle(articlePage(ld), 'https://a.example/x').publishedAt?.toISOString()).toBe(
      '2024-01-03T08:00:00.000Z',
    );
  });

  describe('reads page dates as feed dates are read (parseDate)', () => {
    inHostZone('Asia/Tokyo');
    const dateOf = (head: string, extra = '') =>
      extractArticle(articlePage(head, extra), 'https://a.example/x').publishedAt?.toISOString() ?? null;

    it.each([
      ['meta[property="article:published_time"]', 'property="article:published_time"'],
      ['meta[name="sailthru.date"]', 'name="sailthru.date"'],
    ])('%s: a zone name after an ISO time, a zone-less RFC 822 time as UTC', (_selector, attribute) => {
      expect(dateOf(`<meta ${attribute} content="2026-11-25T09:55:00 CEST">`)).toBe(
        '2026-11-25T07:55:00.000Z',
      );
      expect(dateOf(`<meta ${attribute} content="Tue, 24 Nov 2026 09:55:00">`)).toBe(
        '2026-11-24T09:55:00.000Z',
      );
      expect(dateOf(`<meta ${attribute} content="24 November 2026 CET">`)).toBe('2026-11-23T23:00:00.000Z');
    });

    it('<time datetime> and JSON-LD alike', () => {
      expect(dateOf('', '<time datetime="2026-11-25T09:55:00 EST">Nov 25</time>')).toBe(
        '2026-11-25T14:55:00.000Z',
      );
      const ld = `<script type="application/ld+json">{"@type":"NewsArticle","datePublished":"24 November 2026 CET"}</script>`;
      expect(dateOf(ld)).toBe('2026-11-23T23:00:00.000Z');
    });

    it('gives no date for a date without a year or with an unknown zone, rather than 2001 or a guess', () => {
      expect(dateOf('<meta property="article:published_time" content="November 29">')).toBeNull();
      expect(
        dateOf('<meta property="article:published_time" content="Tue, 24 Nov 2026 09:55 (XYZ)">'),
      ).toBeNull();
      expect(dateOf('', '<time datetime="Tuesday 24 November">Tue</time>')).toBeNull();
    });
  });

  it("prefers the article's <time> over today's date in the masthead", () => {
    const html = articlePage('', '<time datetime="2023-12-31T23:00:00Z">Dec 31</time>').replace(
      '<nav>',
      '<header><time datetime="2024-06-01">Saturday, June 1</time></header><nav>',
    );
    expect(extractArticle(html, 'https://a.example/x').publishedAt?.toISOString()).toBe(
      '2023-12-31T23:00:00.000Z',
    );
  });

  it("keeps a short news brief without the page's sidebar headlines and footer", () => {
    const brief = `<!doctype html><html><head><title>BRIEF-Example Corp Q3 EPS $0.12</title></head><body>
      <nav><a href="/">Home</a></nav><article><h1>BRIEF-Example Corp Q3 EPS $0.12</h1>
      <p>Example Corp says Q3 earnings per share of $0.12; revenue of $40.1 million, up 8 percent.</p></article>
      <aside><p>Most read: Oil prices climb as OPEC+ signals deeper output cuts into next year.</p></aside>
      <footer><p>All quotes delayed a minimum of 15 minutes. See here for a complete list of exchanges.</p></footer>
      <div role="contentinfo"><p>© Example News. Users may download and print extracts of content from this website.</p></div>
      </body></html>`;
    expect(extractArticle(brief, 'https://news.example.com/brief').text).toBe(
      'Example Corp says Q3 earnings per share of $0.12; revenue of $40.1 million, up 8 percent.',
    );
  });

  it('returns empty text, not an error, for a page with no article', () => {
    const page = extractArticle('<html><body><nav>Home</nav></body></html>', 'https://a.example/');
    expect(page.text).toBe('');
    expect(page.images).toEqual([]);
  });

  describe('isolation', () => {
    let server: FixtureServer;
    beforeAll(async () => {
      server = await startFixtureServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it('neither runs scripts nor fetches anything the page references', async () => {
      const html = articlePage(
        `<script>document.title = 'SCRIPT RAN'; globalThis.__pwned = true;</script>
         <script src="${server.url}/probe/script.js"></script><link rel="stylesheet" href="${server.url}/probe/style.css">`,
        `<img src="${server.url}/probe/image.png"><iframe src="${server.url}/probe/frame.html"></iframe>`,
      );
      const page = extractArticle(html, `${server.url}/article`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([...server.hits.keys()].filter((p) => p.startsWith('/probe/'))).toEqual([]);
      expect(page.title).not.toBe('SCRIPT RAN');
      expect((globalThis as { __pwned?: boolean }).__pwned).toBeUndefined();
    });
  });
});

describe.runIf(hasSharedData())('extractArticle on saved pages', () => {
  const source = (name: string) =>
    readFileSync(path.join(ARTICLES_DIR, 'readability_test_pages', name, 'source.html'), 'utf8');

  it('reads Seattle Times metadata (zone-less time read as UTC)', () => {
    const page = extractArticle(source('seattletimes-1'), 'http://fakehost/test/page.html');
    expect(page).toMatchObject({ siteName: 'The Seattle Times', language: 'en-US' });
    expect(page.title).toMatch(/^Alaskan halibut/);
    expect(page.publishedAt?.toISOString()).toBe('2019-04-28T06:01:07.000Z');
    expect(page.images[0]).toMatch(/^https:\/\/static\.seattletimes\.com\//);
  });
});
