/**
 * @module Test support for ingestion: a test service (PGlite) plus the fixture server, a recording event
 * bus and a scripted RSS feed whose items can be edited between polls (ETag-aware, so 304s happen).
 */
import { createHash } from 'node:crypto';
import { createMemoryEventBus, type ArticleEventBus } from '../../events/article-events';
import type { ArticleRecord } from '../../model/article';
import { startTestService, plansWithoutBurst, type TestService } from '../../testing/test-service';
import { startFixtureServer, type FixtureServer } from './fixture-server';

export interface FeedItemSpec {
  slug: string;
  title: string;
  summary: string;
}

export function rss(base: string, items: FeedItemSpec[]): string {
  const entries = items
    .map(
      (i) => `<item><title>${i.title}</title><link>${base}/news/${i.slug}?utm_source=rss</link>
      <description>${i.summary}</description><pubDate>Tue, 04 Nov 2025 10:00:00 GMT</pubDate></item>`,
    )
    .join('\n');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Test News</title>
    <link>${base}</link><language>en-us</language>${entries}</channel></rss>`;
}

export interface IngestHarness {
  service: TestService;
  fixtures: FixtureServer;
  events: ArticleEventBus;
  seen: { created: ArticleRecord[]; revised: ArticleRecord[] };
  adminToken: string;
  /** Serves `items` at /test/feed.xml with an ETag of the body; conditional requests get 304. */
  serveFeed(items: FeedItemSpec[], pathname?: string): string;
  close(): Promise<void>;
}

export async function startIngestHarness(): Promise<IngestHarness> {
  const fixtures = await startFixtureServer();
  const events = createMemoryEventBus();
  const adminToken = 'test-admin-token';
  const service = await startTestService({
    engine: 'pglite',
    plans: plansWithoutBurst(),
    adminToken,
    events,
  });
  const seen = { created: [] as ArticleRecord[], revised: [] as ArticleRecord[] };
  events.on('article.created', ({ article }) => seen.created.push(article));
  events.on('article.revised', ({ article }) => seen.revised.push(article));
  return {
    service,
    fixtures,
    events,
    seen,
    adminToken,
    serveFeed(items, pathname = '/test/feed.xml') {
      const body = rss(fixtures.url, items);
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
      fixtures.setRoute(pathname, (req, res) => {
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag }).end(body);
      });
      return `${fixtures.url}${pathname}`;
    },
    async close() {
      await service.close();
      await fixtures.close();
    },
  };
}
