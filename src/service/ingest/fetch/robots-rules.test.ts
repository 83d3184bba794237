import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import {
  createRobotsRules,
  MAX_CRAWL_DELAY_MS,
  ROBOTS_FRESH_MS,
  ROBOTS_UNREACHABLE_MS,
} from './robots-rules';

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private/',
  'Disallow: /*?print=',
  '',
  'User-agent: NewsroomBot',
  'Disallow: /archive/',
  'Allow: /archive/open/',
].join('\n');

describe('createRobotsRules', () => {
  let server: FixtureServer;
  let clock = Date.parse('2026-11-25T12:00:00Z');
  const robotsHits = () => server.hits.get('/robots.txt')?.length ?? 0;
  const rules = () => createRobotsRules({ allowPrivateNetworks: true, now: () => clock });
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("follows the crawler's own group over the catch-all, with wildcards and the longest match", async () => {
    server.setRoute('/robots.txt', { body: ROBOTS, contentType: 'text/plain' });
    const robots = rules();
    const verdicts = await Promise.all(
      ['/news/a', '/private/b', '/archive/c', '/archive/open/d', '/news/e?print=1'].map((path) =>
        robots.allows(`${server.url}${path}`),
      ),
    );
    // The crawler's group replaces the catch-all: /private/ and ?print= are other crawlers' rules.
    expect(verdicts).toEqual([true, true, false, true, true]);
    expect(robotsHits()).toBe(1);
  });

  it('applies the catch-all group when none names the crawler', async () => {
    server.setRoute('/robots.txt', { body: 'User-agent: *\nDisallow: /private/\nDisallow: /*?print=\n' });
    const robots = rules();
    expect(await robots.allows(`${server.url}/private/b`)).toBe(false);
    expect(await robots.allows(`${server.url}/news/e?print=1`)).toBe(false);
    expect(await robots.allows(`${server.url}/news/a`)).toBe(true);
  });

  it('allows everything when robots.txt is missing (4xx), and reads it again after a day', async () => {
    const robots = rules();
    expect(await robots.allows(`${server.url}/news/a`)).toBe(true);
    server.setRoute('/robots.txt', { body: 'User-agent: *\nDisallow: /\n' });
    clock += ROBOTS_FRESH_MS - 1;
    expect(await robots.allows(`${server.url}/news/a`)).toBe(true);
    clock += 1;
    expect(await robots.allows(`${server.url}/news/a`)).toBe(false);
    expect(robotsHits()).toBe(2);
  });

  it('treats an unreachable robots.txt (5xx) as closed, and asks again sooner than a day', async () => {
    server.setRoute('/robots.txt', (_req, res) => res.writeHead(503).end('down'));
    const robots = rules();
    expect(await robots.allows(`${server.url}/news/a`)).toBe(false);
    server.setRoute('/robots.txt', { body: 'User-agent: *\nAllow: /\n' });
    clock += ROBOTS_UNREACHABLE_MS;
    expect(await robots.allows(`${server.url}/news/a`)).toBe(true);
  });

  it('reads robots.txt once for pages asked for at the same time, and refuses what is no URL', async () => {
    server.setRoute('/robots.txt', { body: ROBOTS });
    const robots = rules();
    await Promise.all([1, 2, 3, 4].map((n) => robots.allows(`${server.url}/news/${n}`)));
    expect(robotsHits()).toBe(1);
    expect(await robots.allows('not a url')).toBe(false);
  });

  it("reads the crawler's Crawl-delay, capped, and none where the file names none", async () => {
    server.setRoute('/robots.txt', {
      body: 'User-agent: NewsroomBot\nCrawl-delay: 5\n\nUser-agent: *\nCrawl-delay: 1\n',
    });
    expect(await rules().crawlDelayMs(`${server.url}/news/a`)).toBe(5_000);
    const other = await startFixtureServer();
    try {
      other.setRoute('/robots.txt', { body: 'User-agent: *\nCrawl-delay: 3600\n' });
      expect(await rules().crawlDelayMs(`${other.url}/news/a`)).toBe(MAX_CRAWL_DELAY_MS);
      other.setRoute('/robots.txt', { body: 'User-agent: *\nDisallow: /private/\n' });
      expect(await rules().crawlDelayMs(`${other.url}/news/a`)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
