import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractPool, type ExtractPool } from '../extract/extract-pool';
import { BINARY_FILES } from '../testing/binary-files';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { trickledDownload } from '../testing/scripted-routes';
import { createFetchContent, DEFAULT_HOST_REST_MS } from './fetch-content';

const paragraph = (n: number) =>
  `Paragraph ${n}: the widget maker reported quarterly revenue above analyst estimates and raised its guidance for the year.`;
const ARTICLE = `<!doctype html><html><head><title>Widgets beat</title><meta property="og:image" content="/lead.jpg"></head>
  <body><nav>Home</nav><article><h1>Widgets beat</h1>${[1, 2, 3, 4].map((n) => `<p>${paragraph(n)}</p>`).join('')}</article></body></html>`;

/** An extraction pool that counts the pages it was given: a refused answer must never reach it. */
function countingPool(): ExtractPool & { readonly extracted: number } {
  const pool = createExtractPool();
  let extracted = 0;
  return {
    ...pool,
    extract: (html, url) => ((extracted += 1), pool.extract(html, url)),
    get extracted() {
      return extracted;
    },
  };
}

/** A second apart from the time each was sent; 800 ms leaves room for one request reaching the server late. */
const CRAWL_DELAY_KEPT_MS = 800;

/** A site whose robots.txt asks for a one-second Crawl-delay, and the gaps between its article page's requests. */
async function siteWithCrawlDelay(): Promise<{ site: FixtureServer; gaps: () => number[] }> {
  const site = await startFixtureServer();
  const requestedAt: number[] = [];
  site.setRoute('/robots.txt', { body: 'User-agent: *\nCrawl-delay: 1\n' });
  site.setRoute('/news/widgets', (_req, res) => {
    requestedAt.push(Date.now());
    res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE);
  });
  return { site, gaps: () => requestedAt.slice(1).map((at, i) => at - (requestedAt[i] ?? 0)) };
}

describe('createFetchContent', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer();
    server.setRoute('/news/widgets', { body: ARTICLE, contentType: 'text/html; charset=utf-8' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('fetches a page and extracts its text and images on the pool', async () => {
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      const page = await fetchContent(`${server.url}/news/widgets`);
      expect(page?.text.split('\n\n')).toEqual(expect.arrayContaining([paragraph(1), paragraph(4)]));
      expect(page?.images).toEqual([`${server.url}/lead.jpg`]);
    } finally {
      await fetchContent.close();
    }
  });

  it("gives the page's other addresses: where redirects ended, and its own canonical address on that host", async () => {
    const page = (canonical: string) =>
      ARTICLE.replace('<title>', `<link rel="canonical" href="${canonical}"><title>`);
    server.setRoute('/news/widgets-canonical', { body: page('/news/widgets-v2'), contentType: 'text/html' });
    server.setRoute('/news/rooted', { body: page('/'), contentType: 'text/html' });
    server.setRoute('/news/syndicated', {
      body: page('https://publisher.example/widgets'),
      contentType: 'text/html',
    });
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    const via = (path: string) =>
      `${server.url}/redirect-to?url=${encodeURIComponent(`${server.url}${path}`)}`;
    try {
      expect((await fetchContent(via('/news/widgets-canonical')))?.otherLinks).toEqual([
        `${server.url}/news/widgets-canonical`,
        `${server.url}/news/widgets-v2`,
      ]);
      // A copy naming another site's page as the original: that page is another article.
      expect((await fetchContent(`${server.url}/news/syndicated`))?.otherLinks).toEqual([]);
      // Every page naming the home page as its address: that says nothing of this one.
      expect((await fetchContent(`${server.url}/news/rooted`))?.otherLinks).toEqual([]);
      expect((await fetchContent(`${server.url}/news/widgets`))?.otherLinks).toEqual([]);
    } finally {
      await fetchContent.close();
    }
  });

  it('asks for HTML, so a server that negotiates gives the article page rather than its feed', async () => {
    const quality = (accept: string, type: string) =>
      Math.max(
        0,
        ...accept
          .split(',')
          .map((part) => part.trim().split(';q='))
          .filter(([name]) => name === type)
          .map(([, q]) => Number(q ?? 1)),
      );
    server.setRoute('/negotiated', (req, res) => {
      const accept = req.headers.accept ?? '*/*';
      if (quality(accept, 'application/feed+json') > quality(accept, 'text/html'))
        res.writeHead(200, { 'content-type': 'application/feed+json' }).end('{"version":"1.1","items":[]}');
      else res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE);
    });
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      expect((await fetchContent(`${server.url}/negotiated`))?.text).toContain(paragraph(1));
    } finally {
      await fetchContent.close();
    }
  });

  it('gives null for a page that cannot be fetched, and after close', async () => {
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    expect(await fetchContent(`${server.url}/missing`)).toBeNull();
    await fetchContent.close();
    expect(await fetchContent(`${server.url}/news/widgets`)).toBeNull();
  });

  it('gives null for a PDF, an image or JSON without handing it to a worker, and still reads untyped HTML', async () => {
    const words = [1, 2, 3, 4].map(paragraph).join(' ');
    server.setRoute('/report.pdf', {
      body: `%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\nstream\nBT (${words}) Tj ET\nendstream\n%%EOF`,
      contentType: 'application/pdf',
    });
    server.setRoute('/chart.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)));
    });
    server.setRoute('/api/widgets', {
      body: JSON.stringify({ headline: 'Widgets beat', body: words }),
      contentType: 'application/json',
    });
    server.setRoute('/untyped', (_req, res) => res.end(ARTICLE));
    const pool = countingPool();
    const fetchContent = createFetchContent({ allowPrivateNetworks: true, extractPool: pool });
    try {
      for (const path of ['/report.pdf', '/chart.png', '/api/widgets'])
        expect({ path, page: await fetchContent(`${server.url}${path}`) }).toEqual({ path, page: null });
      expect(pool.extracted).toBe(0);
      expect((await fetchContent(`${server.url}/untyped`))?.text).toContain(paragraph(3));
    } finally {
      await pool.close();
    }
  });

  it('gives null for a PDF, image, Office file or other binary labelled text/html, by its bytes', async () => {
    for (const { name, bytes } of BINARY_FILES)
      server.setRoute(`/mislabelled/${name}`, (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bytes);
      });
    server.setRoute('/utf-16-page', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(`\uFEFF${ARTICLE}`, 'utf16le'));
    });
    const pool = countingPool();
    const fetchContent = createFetchContent({ allowPrivateNetworks: true, extractPool: pool });
    try {
      for (const { name } of BINARY_FILES)
        expect({ name, page: await fetchContent(`${server.url}/mislabelled/${name}`) }).toEqual({
          name,
          page: null,
        });
      expect(pool.extracted).toBe(0);
      expect((await fetchContent(`${server.url}/utf-16-page`))?.text).toContain(paragraph(2));
    } finally {
      await pool.close();
    }
  });

  it('refuses a large PDF by its Content-Type without reading it, and frees the host for the next page', async () => {
    const download = trickledDownload('application/pdf');
    server.setRoute('/annual-report.pdf', download.route);
    const fetchContent = createFetchContent({ allowPrivateNetworks: true, timeoutMs: 3_000 });
    try {
      const [pdf, page] = await Promise.all([
        fetchContent(`${server.url}/annual-report.pdf`),
        fetchContent(`${server.url}/news/widgets`),
      ]);
      expect(pdf).toBeNull();
      expect(page?.text).toContain(paragraph(1));
      // Held until the 3 s timeout, nearly all 4 MiB would have gone out; refused at once, hardly any.
      expect(download.sent()).toBeLessThan(download.total / 4);
    } finally {
      await fetchContent.close();
    }
  });

  it('gives null when redirects end on a consent wall, a login page or the home page', async () => {
    const notice = (n: number) =>
      `<p>Notice ${n}: we and our 847 partners store and access information on your device, such as cookies, and process personal data for personalised advertising and content measurement.</p>`;
    const wall = `<!doctype html><html><head><title>Before you continue</title></head><body><main><h1>Your privacy</h1>${[1, 2, 3].map(notice).join('')}<button>Accept all</button></main></body></html>`;
    server.setRoute('/privacy/consent', { body: wall, contentType: 'text/html' });
    server.setRoute('/account/login', { body: wall, contentType: 'text/html' });
    server.setRoute('/', { body: ARTICLE, contentType: 'text/html' });
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    const article = `${server.url}/news/widgets`;
    const via = (target: string) => `${server.url}/redirect-to?url=${encodeURIComponent(target)}`;
    try {
      for (const target of [
        `${server.url}/privacy/consent?sessionId=3_cc-session`,
        `${server.url}/account/login?returnTo=${encodeURIComponent(article)}`,
        `${server.url}/`,
      ])
        expect({ target, page: await fetchContent(via(target)) }).toEqual({ target, page: null });
      expect((await fetchContent(via(article)))?.text).toContain(paragraph(1));
    } finally {
      await fetchContent.close();
    }
  });

  it('gives null for a consent wall served at the article URL itself, and still reads an article about consent', async () => {
    const notice = (n: number) =>
      `<p>Notice ${n}: we and our 847 partners store and/or access information on a device, such as cookies, and process personal data for personalised ads and content, ad and content measurement.</p>`;
    const wall = `<!doctype html><html><head><title>Widgets beat</title></head><body><div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"><h2>We value your privacy</h2>${[1, 2, 3].map(notice).join('')}<button>Accept All Cookies</button><button>Reject All</button></div></div><main><p>Please accept cookies to continue.</p></main></body></html>`;
    server.setRoute('/news/walled', { body: wall, contentType: 'text/html' });
    const aboutConsent = ARTICLE.replace(
      '<h1>Widgets beat</h1>',
      '<h1>Widgets beat</h1><p>The widget maker also said it would stop asking readers of its website to accept all cookies.</p>',
    );
    server.setRoute('/news/about-consent', { body: aboutConsent, contentType: 'text/html' });
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      expect(await fetchContent(`${server.url}/news/walled`)).toBeNull();
      expect((await fetchContent(`${server.url}/news/about-consent`))?.text).toContain(paragraph(1));
    } finally {
      await fetchContent.close();
    }
  });

  it('leaves an injected pool open on close: its owner closes it', async () => {
    const pool = createExtractPool();
    try {
      const fetchContent = createFetchContent({ allowPrivateNetworks: true, extractPool: pool });
      await fetchContent.close();
      expect((await fetchContent(`${server.url}/news/widgets`))?.text).toContain(paragraph(2));
    } finally {
      await pool.close();
    }
  });

  it('asks no page of a host that answered 429 or 503 until the wait it asked for has passed', async () => {
    const busy = await startFixtureServer();
    let answer: { status: number; headers: Record<string, string> } = {
      status: 429,
      headers: { 'retry-after': '600' },
    };
    busy.setRoute('/news/widgets', (_req, res) => {
      if (answer.status === 200) res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE);
      else res.writeHead(answer.status, answer.headers).end('busy');
    });
    let clock = Date.parse('2026-11-25T12:00:00Z');
    const fetchContent = createFetchContent({ allowPrivateNetworks: true, now: () => clock });
    const hits = () => busy.hits.get('/news/widgets')?.length ?? 0;
    try {
      const link = (n: number) => `${busy.url}/news/widgets?n=${n}`;
      // Three items of one poll: the first is told to wait, the two queued behind it are not sent.
      expect(await Promise.all([1, 2, 3].map((n) => fetchContent(link(n))))).toEqual([null, null, null]);
      expect(hits()).toBe(1);
      clock += 599_000;
      expect(await fetchContent(link(4))).toBeNull();
      expect(hits()).toBe(1);
      // Once the wait is over the host is asked again; a 503 without Retry-After rests it for a minute.
      clock += 1_000;
      answer = { status: 503, headers: {} };
      expect(await fetchContent(link(5))).toBeNull();
      expect(hits()).toBe(2);
      clock += DEFAULT_HOST_REST_MS - 1;
      expect(await fetchContent(link(6))).toBeNull();
      expect(hits()).toBe(2);
      clock += 1;
      answer = { status: 200, headers: {} };
      expect((await fetchContent(link(7)))?.text).toContain(paragraph(1));
      // Other errors are the page's, not the host's: the next page is requested.
      busy.setRoute('/news/missing', (_req, res) => res.writeHead(500).end('boom'));
      expect(await fetchContent(`${busy.url}/news/missing`)).toBeNull();
      expect((await fetchContent(link(8)))?.text).toContain(paragraph(1));
      expect(hits()).toBe(4);
    } finally {
      await fetchContent.close();
      await busy.close();
    }
  });

  it("fetches no page that the site's robots.txt disallows for the crawler", async () => {
    const site = await startFixtureServer();
    site.setRoute('/robots.txt', { body: 'User-agent: NewsroomBot\nDisallow: /members/\n' });
    site.setRoute('/members/widgets', { body: ARTICLE, contentType: 'text/html' });
    site.setRoute('/news/widgets', { body: ARTICLE, contentType: 'text/html' });
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      expect(await fetchContent(`${site.url}/members/widgets`)).toBeNull();
      expect(site.hits.get('/members/widgets')).toBeUndefined();
      expect((await fetchContent(`${site.url}/news/widgets`))?.text).toContain(paragraph(1));
      expect(site.hits.get('/robots.txt')).toHaveLength(1);
    } finally {
      await fetchContent.close();
      await site.close();
    }
  });

  it("follows a redirect only where the target site's robots.txt allows the crawler", async () => {
    const target = await startFixtureServer();
    target.setRoute('/robots.txt', {
      body: 'User-agent: *\nDisallow: /\n\nUser-agent: NewsroomBot\nDisallow: /members/\n',
    });
    target.setRoute('/members/widgets', { body: ARTICLE, contentType: 'text/html' });
    target.setRoute('/news/widgets', { body: ARTICLE, contentType: 'text/html' });
    const redirector = await startFixtureServer();
    redirector.setRoute('/robots.txt', { body: 'User-agent: *\nDisallow: /private/\n' });
    redirector.setRoute('/private/widgets', { body: ARTICLE, contentType: 'text/html' });
    const via = (url: string) => `${redirector.url}/redirect-to?url=${encodeURIComponent(url)}`;
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      expect(await fetchContent(via(`${target.url}/members/widgets`))).toBeNull();
      expect(target.hits.get('/members/widgets')).toBeUndefined();
      expect((await fetchContent(via(`${target.url}/news/widgets`)))?.text).toContain(paragraph(1));
      expect(target.hits.get('/robots.txt')).toHaveLength(1);
      // A redirect within the site is judged by the path it lands on, too.
      expect(await fetchContent(via(`${redirector.url}/private/widgets`))).toBeNull();
      expect(redirector.hits.get('/private/widgets')).toBeUndefined();
    } finally {
      await fetchContent.close();
      await Promise.all([target.close(), redirector.close()]);
    }
  });

  it("keeps a redirect target's Crawl-delay between the pages that reach it", async () => {
    const { site: target, gaps } = await siteWithCrawlDelay();
    const redirector = await startFixtureServer();
    const via = (n: number) =>
      `${redirector.url}/redirect-to?url=${encodeURIComponent(`${target.url}/news/widgets?n=${n}`)}&n=${n}`;
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      const pages = await Promise.all([1, 2].map((n) => fetchContent(via(n))));
      expect(pages.every((page) => page?.text.includes(paragraph(1)))).toBe(true);
      expect(gaps()).toHaveLength(1);
      for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(CRAWL_DELAY_KEPT_MS);
    } finally {
      await fetchContent.close();
      await Promise.all([target.close(), redirector.close()]);
    }
  });

  it("waits the site's Crawl-delay between its pages, in the host's turn", async () => {
    const { site, gaps } = await siteWithCrawlDelay();
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    try {
      const pages = await Promise.all([1, 2, 3].map((n) => fetchContent(`${site.url}/news/widgets?n=${n}`)));
      expect(pages.every((page) => page?.text.includes(paragraph(1)))).toBe(true);
      expect(gaps()).toHaveLength(2);
      for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(CRAWL_DELAY_KEPT_MS);
    } finally {
      await fetchContent.close();
      await site.close();
    }
  });
});
