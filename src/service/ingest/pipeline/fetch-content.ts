/**
 * @module The page-extraction step of the pipeline: fetch an article page (one request per host at a
 * time) and extract its text. Failures only mean "no content": the feed's own fields still index.
 */
import { extractArticle } from '../extract/extract-article';
import { fetchResource } from '../fetch/fetch-resource';
import { createHostQueue, type HostQueue } from '../fetch/host-queue';
import type { FetchContent } from './process-item';

export interface FetchContentOptions {
  timeoutMs?: number;
  allowPrivateNetworks?: boolean;
  hostQueue?: HostQueue;
}

export function createFetchContent(options: FetchContentOptions = {}): FetchContent {
  const queue = options.hostQueue ?? createHostQueue();
  return async (url) => {
    try {
      const result = await queue.run(url, () =>
        fetchResource(url, {
          timeoutMs: options.timeoutMs,
          allowPrivateNetworks: options.allowPrivateNetworks,
        }),
      );
      if (result.kind !== 'ok') return null;
      const page = extractArticle(result.body, result.url);
      return { text: page.text, images: page.images };
    } catch {
      return null;
    }
  };
}
