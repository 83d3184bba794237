/**
 * @module The page-extraction step of the pipeline: fetch an article page (one request per host at a
 * time) and extract its text on a worker thread. Failures only mean "no content": the feed's own
 * fields still index.
 */
import { createExtractPool, type ExtractPool } from '../extract/extract-pool';
import { binaryBodyKind, isHtmlPage, mayBeHtmlPage } from '../extract/html-page';
import { fetchResource, type PrivateAccess } from '../fetch/fetch-resource';
import { createHostQueue, type HostQueue } from '../fetch/host-queue';
import type { FetchContent } from './process-item';
import { endedOffArticle } from './redirect-wall';

export interface FetchContentOptions extends PrivateAccess {
  timeoutMs?: number;
  hostQueue?: HostQueue;
  /** Where pages are extracted. Default: a one-worker pool of its own, ended by `close`. */
  extractPool?: ExtractPool;
}

/** A FetchContent that owns resources: close it after the poller has stopped. */
export interface ContentFetcher extends FetchContent {
  close(): Promise<void>;
}

/** fetchResource's default Accept ranks feeds first; an article link must get the page a browser gets. */
const PAGE_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5';

export function createFetchContent(options: FetchContentOptions = {}): ContentFetcher {
  const queue = options.hostQueue ?? createHostQueue();
  const pool = options.extractPool ?? createExtractPool();
  const fetchContent: FetchContent = async (url) => {
    try {
      const result = await queue.run(url, () =>
        fetchResource(url, {
          timeoutMs: options.timeoutMs,
          accept: PAGE_ACCEPT,
          acceptsContentType: mayBeHtmlPage,
          unwantedBody: binaryBodyKind,
          allowPrivateNetworks: options.allowPrivateNetworks,
          allowPrivateHosts: options.allowPrivateHosts,
        }),
      );
      if (result.kind !== 'ok' || !isHtmlPage(result.contentType, result.body)) return null;
      if (endedOffArticle(url, result.url)) return null;
      const page = await pool.extract(result.body, result.url);
      if (page.consentWall) return null;
      return { text: page.text, images: page.images, publishedAt: page.publishedAt };
    } catch {
      return null;
    }
  };
  return Object.assign(fetchContent, {
    close: () => (options.extractPool ? Promise.resolve() : pool.close()),
  });
}
