import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from './fixture-server';
import { hasSharedData } from './shared-data';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

describe('startFixtureServer', () => {
  it('listens on loopback and serves scripted routes', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/status/500`)).status).toBe(500);
    const redirect = await fetch(`${server.url}/redirect?n=2`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/redirect?n=1');
  });

  it('lets a test change a route between requests (feed revisions)', async () => {
    let revision = 1;
    server.setRoute('/feeds/live.xml', {
      body: () => `<rss><channel><title>v${revision}</title></channel></rss>`,
    });
    expect(await (await fetch(`${server.url}/feeds/live.xml`)).text()).toContain('v1');
    revision = 2;
    expect(await (await fetch(`${server.url}/feeds/live.xml`)).text()).toContain('v2');
    expect(server.hits.get('/feeds/live.xml')).toHaveLength(2);
  });

  it('refuses paths that escape the shared data folder', async () => {
    expect((await fetch(`${server.url}/feeds/..%2f..%2fREADME.md`)).status).toBe(403);
  });

  it.runIf(hasSharedData())('serves real feeds and pages', async () => {
    const feed = await fetch(`${server.url}/feeds/cnbc_finance_2019-07-29.rss.xml`);
    expect(feed.headers.get('content-type')).toMatch(/rss\+xml/);
    const page = await fetch(`${server.url}/articles/readability_test_pages/cnn/source.html`);
    expect(await page.text()).toContain('birth lottery');
  });
});
