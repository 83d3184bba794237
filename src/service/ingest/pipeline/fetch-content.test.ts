import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractPool } from '../extract/extract-pool';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { createFetchContent } from './fetch-content';

const paragraph = (n: number) =>
  `Paragraph ${n}: the widget maker reported quarterly revenue above analyst estimates and raised its guidance for the year.`;
const ARTICLE = `<!doctype html><html><head><title>Widgets beat</title><meta property="og:image" content="/lead.jpg"></head>
  <body><nav>Home</nav><article><h1>Widgets beat</h1>${[1, 2, 3, 4].map((n) => `<p>${paragraph(n)}</p>`).join('')}</article></body></html>`;

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

  it('gives null for a page that cannot be fetched, and after close', async () => {
    const fetchContent = createFetchContent({ allowPrivateNetworks: true });
    expect(await fetchContent(`${server.url}/missing`)).toBeNull();
    await fetchContent.close();
    expect(await fetchContent(`${server.url}/news/widgets`)).toBeNull();
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
});
