/**
 * @module The page-extraction step of the pipeline: fetch an article page (one request per host at a
 * time, when the robots.txt of its site, and of each site a redirect leads to, allows it) and extract its
 * text on a worker thread. Failures only mean "no content": the feed's own fields still index.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createExtractPool, type ExtractPool } from '../extract/extract-pool';
import { binaryBodyKind, isHtmlPage, mayBeHtmlPage } from '../extract/html-page';
import { isFetchError } from '../fetch/fetch-error';
import { fetchResource, type PrivateAccess } from '../fetch/fetch-resource';
import { createHostQueue, hostOf, type HostQueue } from '../fetch/host-queue';
import { createRobotsRules, type RobotsRules } from '../fetch/robots-rules';
import type { FetchContent } from './read-page';
import { endedOffArticle } from './redirect-wall';

export interface FetchContentOptions extends PrivateAccess {
  timeoutMs?: number;
  hostQueue?: HostQueue;
  /** Where pages are extracted. Default: a one-worker pool of its own, ended by `close`. */
  extractPool?: ExtractPool;
  /** Whether robots.txt lets a page be fetched. Default: read from each site, kept for a day. */
  robots?: RobotsRules;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
}

/** A FetchContent that owns resources: close it after the poller has stopped. */
export interface ContentFetcher extends FetchContent {
  close(): Promise<void>;
}

/** fetchResource's default Accept ranks feeds first; an article link must get the page a browser gets. */
const PAGE_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5';

/** How long a host that answered 429 or 503 without a Retry-After is left alone. */
export const DEFAULT_HOST_REST_MS = 60_000;

/**
 * Hosts that answered a page request with 429 or 503: none of their pages is requested before the time they
 * asked for, so a poll of fifty items does not knock fifty times on a host that said it is busy. A page not
 * read now is tried again at the item's next sighting (it has no text yet).
 */
function createHostRests(now: () => number) {
  const until = new Map<string, number>();
  return {
    resting(host: string): boolean {
      const end = until.get(host);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(host);
      return false;
    },
    noteAnswer(host: string, error: unknown): void {
      if (!isFetchError(error) || (error.status !== 429 && error.status !== 503)) return;
      until.set(host, now() + (error.retryAfterMs ?? DEFAULT_HOST_REST_MS));
    },
  };
}

/**
 * The pause robots.txt asks for between page requests to a host (Crawl-delay). Waited out in the host's
 * queue turn, so the pages behind it wait too.
 */
function createCrawlPacing(now: () => number) {
  const lastRequestAt = new Map<string, number>();
  return async (host: string, delayMs: number): Promise<void> => {
    if (delayMs <= 0) return;
    const wait = (lastRequestAt.get(host) ?? -Infinity) + delayMs - now();
    if (wait > 0) await sleep(wait);
    lastRequestAt.set(host, now());
  };
}

/**
 * The page's addresses besides the link: where its redirects ended (a redirector's link leads to the
 * publisher's URL), and the address the page gives itself when it is on that same host (a syndicated copy
 * names the original publisher's page, which is another article) and not the site's root (a CMS that
 * gives every page the home page as its canonical address).
 */
function otherLinksOf(link: string, finalUrl: string, canonicalUrl: string | null): string[] {
  const ownAddress =
    canonicalUrl !== null &&
    hostOf(canonicalUrl) === hostOf(finalUrl) &&
    new URL(canonicalUrl).pathname !== '/';
  const own = ownAddress ? [canonicalUrl] : [];
  return [...new Set([finalUrl, ...own])].filter((url) => url !== link);
}

export function createFetchContent(options: FetchContentOptions = {}): ContentFetcher {
  const queue = options.hostQueue ?? createHostQueue();
  const pool = options.extractPool ?? createExtractPool();
  const rests = createHostRests(options.now ?? Date.now);
  const pace = createCrawlPacing(options.now ?? Date.now);
  const robots =
    options.robots ??
    createRobotsRules({
      timeoutMs: options.timeoutMs,
      now: options.now,
      allowPrivateNetworks: options.allowPrivateNetworks,
      allowPrivateHosts: options.allowPrivateHosts,
    });
  const fetchContent: FetchContent = async (url) => {
    const host = hostOf(url);
    try {
      // In the queue: the pages waiting behind one that was told to wait are not requested either.
      const result = await queue.run(url, async () => {
        // robots.txt is read in the host's turn too: one request at a time per host, pages and rules alike.
        if (rests.resting(host) || !(await robots.allows(url))) return null;
        await pace(host, await robots.crawlDelayMs(url));
        try {
          return await fetchResource(url, {
            timeoutMs: options.timeoutMs,
            accept: PAGE_ACCEPT,
            acceptsContentType: mayBeHtmlPage,
            unwantedBody: binaryBodyKind,
            followsRedirect: async (target) => {
              // A redirect may land on another site, or on a path of this one, that its robots.txt closes;
              // another site's Crawl-delay is kept too.
              if (!(await robots.allows(target))) return false;
              if (hostOf(target) !== host) await pace(hostOf(target), await robots.crawlDelayMs(target));
              return true;
            },
            allowPrivateNetworks: options.allowPrivateNetworks,
            allowPrivateHosts: options.allowPrivateHosts,
          });
        } catch (error) {
          rests.noteAnswer(host, error);
          throw error;
        }
      });
      if (result?.kind !== 'ok' || !isHtmlPage(result.contentType, result.body)) return null;
      if (endedOffArticle(url, result.url)) return null;
      const page = await pool.extract(result.body, result.url);
      if (page.consentWall) return null;
      return {
        text: page.text,
        images: page.images,
        publishedAt: page.publishedAt,
        otherLinks: otherLinksOf(url, result.url, page.canonicalUrl),
      };
    } catch {
      return null;
    }
  };
  return Object.assign(fetchContent, {
    close: () => (options.extractPool ? Promise.resolve() : pool.close()),
  });
}
