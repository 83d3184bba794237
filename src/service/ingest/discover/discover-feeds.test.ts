import { createServer } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { announcedFeeds, checkFeedUrl, feedsToSave } from './discover-feeds';

const HOME = `<!doctype html><html><head><title>Ledger</title>
  <base href="https://www.ledger.example/markets/">
  <link rel="alternate" type="application/rss+xml" title="Ledger » Feed" href="/feed/">
  <link rel="alternate" type="application/rss+xml" title="Ledger » Comments Feed" href="/comments/feed/">
  <link rel="ALTERNATE home" type="application/atom+xml; charset=utf-8" href="atom.xml">
  <link rel="alternate" type="application/feed+json" href="https://www.ledger.example/feed.json">
  <link rel="alternate" type="application/json" href="https://www.ledger.example/wp-json/wp/v2/pages/5">
  <link rel="alternate" type="application/json+oembed" href="https://www.ledger.example/oembed?url=x">
  <link rel="alternate" hreflang="de" href="https://de.ledger.example/">
  <link rel="stylesheet" type="application/rss+xml" href="/not-a-feed.xml">
  <link rel="alternate" type="application/rss+xml" href="/feed/">
  <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
</head><body><p>Markets</p></body></html>`;

describe('announcedFeeds', () => {
  it('lists the RSS, Atom and JSON feeds a page announces, absolute, once each, without comment feeds', () => {
    expect(announcedFeeds(HOME, 'https://www.ledger.example/')).toEqual([
      'https://www.ledger.example/feed/',
      'https://www.ledger.example/markets/atom.xml',
      'https://www.ledger.example/feed.json',
    ]);
  });

  it('reads only the head: feed links in the body are not announcements, and a large body is never parsed', () => {
    const body = `<p>${'Markets moved. '.repeat(400_000)}</p>`;
    const page = `<html><head><link rel="alternate" type="application/rss+xml" href="/rss"></head><body>${body}
      <link rel="alternate" type="application/atom+xml" href="/in-body.atom"></body></html>`;
    expect(announcedFeeds(page, 'https://big.example/')).toEqual(['https://big.example/rss']);
  });

  it('finds none on a page without feed links', () => {
    expect(announcedFeeds('<html><head><title>x</title></head></html>', 'https://a.example/')).toEqual([]);
  });

  it('throws on nothing and returns only absolute http(s) URLs (property)', () => {
    const tag = fc
      .record({
        rel: fc.constantFrom('alternate', 'ALTERNATE', 'alternate home', 'stylesheet', ''),
        type: fc.constantFrom('application/rss+xml', 'application/atom+xml', 'text/html', ''),
        href: fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('/feed', 'data:x', 'javascript:1', '')),
      })
      .map(({ rel, type, href }) => `<link rel="${rel}" type="${type}" href="${href.replace(/"/g, '')}">`);
    fc.assert(
      fc.property(fc.array(fc.oneof(tag, fc.string()), { maxLength: 8 }), (parts) => {
        const feeds = announcedFeeds(`<head>${parts.join('')}</head>`, 'https://p.example/x/');
        return feeds.every((url) => /^https?:\/\//.test(url)) && new Set(feeds).size === feeds.length;
      }),
      { numRuns: 200 },
    );
  });
});

/** A port nothing listens on: the address is taken and released again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

describe('feedsToSave', () => {
  let site: FixtureServer;
  const open = { allowPrivateNetworks: true, timeoutMs: 3_000 };
  beforeAll(async () => {
    site = await startFixtureServer();
    site.setRoute('/home', {
      contentType: 'text/html; charset=utf-8',
      body: `<html><head><link rel="alternate" type="application/rss+xml" href="/small-feed">
        <link rel="alternate" type="application/rss+xml" title="Comments" href="/comments.xml"></head></html>`,
    });
    site.setRoute('/bare', {
      contentType: 'text/html',
      body: '<html><head><title>No feeds</title></head></html>',
    });
    site.setRoute('/announces-private', {
      contentType: 'text/html',
      body: `<html><head><link rel="alternate" type="application/rss+xml" href="http://[64:ff9b::a9fe:a9fe]/feed.xml">
        <link rel="alternate" type="application/atom+xml" href="http://10.0.0.7/rss">
        <link rel="alternate" type="application/rss+xml" href="/small-feed"></head></html>`,
    });
    site.setRoute('/announces-only-private', {
      contentType: 'text/html',
      body: '<html><head><link rel="alternate" type="application/rss+xml" href="http://10.0.0.7/rss"></head></html>',
    });
    site.setRoute('/report.pdf', { contentType: 'application/pdf', body: '%PDF-1.7\n%%EOF' });
  });
  afterAll(async () => {
    await site.close();
  });

  it('keeps a feed and says what it holds', async () => {
    const check = await checkFeedUrl(`${site.url}/small-feed`, open);
    expect(check).toMatchObject({ kind: 'feed', url: `${site.url}/small-feed` });
    const saved = await feedsToSave({ feeds: [`${site.url}/small-feed`] }, open);
    expect(saved).toMatchObject({ feedUrls: [`${site.url}/small-feed`], refusals: [] });
    expect(saved.notes[0]).toMatch(/a feed .*\d+ items$/);
  });

  it('takes the feeds a page announces when asked to discover them', async () => {
    const saved = await feedsToSave({ feeds: [], pages: [`${site.url}/home`] }, open);
    expect(saved).toMatchObject({ feedUrls: [`${site.url}/small-feed`], refusals: [] });
  });

  it('replaces a web page by the feeds it announces', async () => {
    const saved = await feedsToSave({ feeds: [`${site.url}/home`, `${site.url}/small-feed`] }, open);
    expect(saved.feedUrls).toEqual([`${site.url}/small-feed`]);
    expect(saved.notes[0]).toContain('a web page; saving the feeds it announces');
    expect(saved.refusals).toEqual([]);
  });

  it('refuses a page that announces no feed, an error answer and a file that is neither', async () => {
    const saved = await feedsToSave(
      {
        feeds: [
          `${site.url}/bare`,
          `${site.url}/missing`,
          `${site.url}/report.pdf`,
          `${site.url}/small-feed`,
        ],
      },
      open,
    );
    expect(saved.refusals).toEqual([
      `${site.url}/bare is a web page that announces no feed; give the feed's URL`,
      `${site.url}/missing: fetch.http_status: HTTP 404`,
      `${site.url}/report.pdf: neither a feed nor a web page (application/pdf)`,
    ]);
  });

  it('keeps a URL it cannot reach, so sources can be added offline', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/feed.xml`;
    const saved = await feedsToSave({ feeds: [url] }, open);
    expect(saved).toMatchObject({ feedUrls: [url], refusals: [] });
    expect(saved.notes[0]).toMatch(/not checked \(fetch\.network: .*\); saved as given$/);
    // A page asked for its feeds is never saved itself: unreachable, it gives nothing.
    const home = `http://127.0.0.1:${await closedPort()}/`;
    const discovered = await feedsToSave({ feeds: [], pages: [home] }, open);
    expect(discovered.feedUrls).toEqual([]);
    expect(discovered.refusals[0]).toMatch(/could not be read for its feeds \(fetch\.network: /);
  });

  it('checks the feeds a page announces before saving them: none at a private address', async () => {
    const onlyTheSite = { allowPrivateHosts: ['127.0.0.1'], timeoutMs: 3_000 };
    const saved = await feedsToSave({ feeds: [], pages: [`${site.url}/announces-private`] }, onlyTheSite);
    expect(saved.feedUrls).toEqual([`${site.url}/small-feed`]);
    expect(saved.notes[1]).toContain('http://[64:ff9b::a9fe:a9fe]/feed.xml: fetch.blocked_address');
    expect(saved.notes[1]).toContain('http://10.0.0.7/rss: fetch.blocked_address');
    const none = await feedsToSave({ feeds: [], pages: [`${site.url}/announces-only-private`] }, onlyTheSite);
    expect(none.feedUrls).toEqual([]);
    expect(none.refusals[0]).toMatch(/announces no feed that can be saved: .*fetch\.blocked_address/);
  });

  it('refuses a private address unless it is allowed, as the poller would', async () => {
    const saved = await feedsToSave({ feeds: [`${site.url}/small-feed`] });
    expect(saved.refusals[0]).toMatch(/fetch\.blocked_address/);
  });
});
