import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../events/article-events';
import { findSourceRecord, removeSource, saveSourceRecord } from '../../store/sources-repo';
import type { Db } from '../../store/db';
import { openMigratedTestPglite } from '../../testing/pglite-template';
import { createHostQueue } from '../fetch/host-queue';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { FIXTURE_ETAG } from '../testing/scripted-routes';
import { pollSource, type PollDeps } from './poll-source';

const DOMAIN = 'fixture.example';

describe('pollSource validators', () => {
  let db: Db;
  let server: FixtureServer;
  let deps: PollDeps;
  beforeEach(async () => {
    db = await openMigratedTestPglite();
    server = await startFixtureServer();
    deps = { db, events: createMemoryEventBus(), hostQueue: createHostQueue(), allowPrivateNetworks: true };
  });
  afterEach(async () => {
    await server.close();
    await db.close();
  });

  it('stores the validators of the feeds it polled', async () => {
    await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [`${server.url}/conditional`] });
    const source = await findSourceRecord(db, DOMAIN);
    if (!source) throw new Error('source not saved');
    expect((await pollSource(deps, source)).ok).toBe(true);
    expect((await findSourceRecord(db, DOMAIN))?.validators).toEqual({
      [`${server.url}/conditional`]: expect.objectContaining({ etag: FIXTURE_ETAG }),
    });
  });

  it('leaves none of its feeds’ validators on a source removed and added again with other feeds meanwhile', async () => {
    const replacedFeed = `${server.url}/replaced-feed`;
    const newFeed = `${server.url}/small-feed`;
    server.setRoute('/replaced-feed', (_req, res) => {
      void (async () => {
        // The operator replaces the feed list the only way there is: remove the source, add it again.
        await removeSource(db, DOMAIN);
        await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [newFeed] });
        res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"replaced-v1"' });
        res.end('<rss version="2.0"><channel><title>Old</title></channel></rss>');
      })();
    });
    await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [replacedFeed] });
    const source = await findSourceRecord(db, DOMAIN);
    if (!source) throw new Error('source not saved');
    expect((await pollSource(deps, source)).ok).toBe(true);
    const stored = await findSourceRecord(db, DOMAIN);
    expect(stored?.feedUrls).toEqual([newFeed]);
    expect(stored?.validators).toEqual({});
  });

  it('fails a web page served where the feed should be with the feeds that page announces', async () => {
    server.setRoute('/moved-feed', {
      contentType: 'text/html; charset=utf-8',
      body: '<html><head><link rel="alternate" type="application/atom+xml" href="/news/atom.xml"></head><body>News</body></html>',
    });
    server.setRoute('/about', { contentType: 'text/html', body: '<html><body>About us</body></html>' });
    await saveSourceRecord(db, {
      domain: DOMAIN,
      feedUrls: [`${server.url}/moved-feed`, `${server.url}/about`],
    });
    const source = await findSourceRecord(db, DOMAIN);
    if (!source) throw new Error('source not saved');
    const result = await pollSource(deps, source);
    expect(result.ok).toBe(false);
    expect(result.error).toBe(
      `${server.url}/moved-feed: parse.invalid_feed: a web page, not a feed; it announces ${server.url}/news/atom.xml; ` +
        `${server.url}/about: parse.invalid_feed: a web page, not a feed; it announces no feed`,
    );
    expect((await findSourceRecord(db, DOMAIN))?.lastError).toBe(result.error);
  });

  it('lists a feed under the URL its publisher moved it to for good, once it answered there as a feed', async () => {
    const moved = (status: number, to: string) =>
      `${server.url}/redirect-to?status=${status}&url=${encodeURIComponent(to)}`;
    const feed = `${server.url}/small-feed`;
    server.setRoute('/home', { contentType: 'text/html', body: '<html><body>Home</body></html>' });
    const feeds = [moved(301, feed), moved(302, `${feed}?temporary`), moved(308, `${server.url}/home`)];
    await saveSourceRecord(db, { domain: DOMAIN, feedUrls: feeds });
    const source = await findSourceRecord(db, DOMAIN);
    if (!source) throw new Error('source not saved');
    const result = await pollSource(deps, source);
    expect(result.movedFeeds).toEqual([{ from: moved(301, feed), to: feed }]);
    const stored = await findSourceRecord(db, DOMAIN);
    // The 302 stays as it is; the 308 onto a home page is no feed, so its URL is kept too.
    expect([...(stored?.feedUrls ?? [])].sort()).toEqual(
      [feed, moved(302, `${feed}?temporary`), moved(308, `${server.url}/home`)].sort(),
    );
    expect(Object.keys(stored?.validators ?? {})).not.toContain(moved(301, feed));
    // The old URL given again, beside the new one: it goes at its next poll, the new one stays once.
    await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [moved(301, feed)] });
    const again = await findSourceRecord(db, DOMAIN);
    if (!again) throw new Error('source not saved');
    await pollSource(deps, again);
    expect(
      (await findSourceRecord(db, DOMAIN))?.feedUrls.filter(
        (url) => url === feed || url === moved(301, feed),
      ),
    ).toEqual([feed]);
  });
});
