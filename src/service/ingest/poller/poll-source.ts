/**
 * @module pollSource: one poll of one source. Each feed is fetched with its stored validators
 * (conditional GET), parsed, and every item goes through the pipeline. The outcome is recorded on the
 * source: success resets the failure count, failure counts one more; either way the new validators are kept.
 */
import type { HostQueue } from '../fetch/host-queue';
import { isFetchError } from '../fetch/fetch-error';
import { fetchResource, type PrivateAccess } from '../fetch/fetch-resource';
import { isHtmlPage } from '../extract/html-page';
import { ParseError, parseFeed, type ParsedFeed } from '../parse/parse-feed';
import { processItem, type ItemOutcome, type PipelineDeps } from '../pipeline/process-item';
import { toPipelineItem } from '../pipeline/to-pipeline-item';
import {
  moveFeedUrl,
  recordPollFailure,
  recordPollSuccess,
  type SourceRecord,
  type FeedValidators,
} from '../../store/sources-repo';

export interface PollDeps extends PipelineDeps, PrivateAccess {
  hostQueue: HostQueue;
  timeoutMs?: number;
}

export interface PollResult {
  domain: string;
  ok: boolean;
  /** Consecutive failures after this poll (0 on success). */
  failures: number;
  notModified: number;
  counts: Record<ItemOutcome, number>;
  error: string | null;
  /** Failed only because no feed host could be reached (DNS, refused, no route): the machine looks offline. */
  unreachable: boolean;
  /** The longest wait a feed's host asked for (429/503 Retry-After), in ms; null when none asked. */
  retryAfterMs: number | null;
  /** Feeds whose publisher moved them for good (301/308), now listed under their new URL. */
  movedFeeds: { from: string; to: string }[];
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The fetched feed, parsed. A web page where the feed should be (a moved feed now redirecting to the site, or a
 * page URL saved as a feed) fails with the feeds that page announces, so the source's last error says what to
 * save instead.
 */
async function parseFetchedFeed(body: string, contentType: string | null, url: string): Promise<ParsedFeed> {
  try {
    return parseFeed(body, contentType ?? undefined, url);
  } catch (error) {
    if (!(error instanceof ParseError) || !isHtmlPage(contentType, body)) throw error;
    // Loaded on this rare path only: jsdom costs the service's thread most of a second and 30 MB at start.
    const { announcedFeeds } = await import('../discover/discover-feeds');
    const feeds = announcedFeeds(body, url);
    const announced = feeds.length > 0 ? `it announces ${feeds.join(', ')}` : 'it announces no feed';
    throw new ParseError(`a web page, not a feed; ${announced}`, { cause: error });
  }
}

async function pollFeed(
  deps: PollDeps,
  source: SourceRecord,
  url: string,
  result: PollResult,
  validators: FeedValidators,
): Promise<void> {
  const fetched = await deps.hostQueue.run(url, () =>
    fetchResource(url, {
      timeoutMs: deps.timeoutMs,
      validators: source.validators[url] ?? null,
      allowPrivateNetworks: deps.allowPrivateNetworks,
      allowPrivateHosts: deps.allowPrivateHosts,
    }),
  );
  const fresh = { etag: fetched.validators.etag, lastModified: fetched.validators.lastModified };
  /** The feed's URL from now on: where a permanent redirect said it lives, once it answered there as the feed. */
  const keep = (): void => {
    const moved = fetched.permanentUrl !== null && fetched.permanentUrl !== url ? fetched.permanentUrl : null;
    // The old URL's validators go with its place in the list (see recordPollSuccess).
    if (moved) result.movedFeeds.push({ from: url, to: moved });
    validators[moved ?? url] = fresh;
  };
  if (fetched.kind === 'not_modified') {
    keep();
    result.notModified += 1;
    return;
  }
  const feed = await parseFetchedFeed(fetched.body, fetched.contentType, fetched.url);
  for (const item of feed.items) {
    const outcome = await processItem(
      deps,
      toPipelineItem({
        kind: 'feed',
        item,
        source: source.domain,
        feedLanguage: feed.language,
        contentWanted: source.contentWanted,
      }),
    );
    result.counts[outcome] += 1;
  }
  // Only now: a feed that failed to parse or to store must be fetched in full, not answered 304, next time;
  // and a redirect onto something that is no feed (a home page) does not replace the feed's URL.
  keep();
}

export async function pollSource(deps: PollDeps, source: SourceRecord): Promise<PollResult> {
  const result: PollResult = {
    domain: source.domain,
    ok: true,
    failures: 0,
    notModified: 0,
    counts: { created: 0, revised: 0, unchanged: 0, skipped: 0 },
    error: null,
    unreachable: false,
    retryAfterMs: null,
    movedFeeds: [],
  };
  const validators: FeedValidators = { ...source.validators };
  const errors: string[] = [];
  let networkErrors = 0;
  for (const url of source.feedUrls) {
    try {
      await pollFeed(deps, source, url, result, validators);
    } catch (error) {
      errors.push(`${url}: ${describeError(error)}`);
      if (isFetchError(error) && error.code === 'fetch.network') networkErrors += 1;
      const wait = isFetchError(error) ? error.retryAfterMs : undefined;
      if (wait !== undefined) result.retryAfterMs = Math.max(result.retryAfterMs ?? 0, wait);
    }
  }
  // Before the validators are stored: only those of listed feeds are kept, and the new URLs must be listed.
  for (const { from, to } of result.movedFeeds) await moveFeedUrl(deps.db, source.domain, from, to);
  const at = deps.now?.() ?? new Date();
  if (errors.length === 0) {
    await recordPollSuccess(deps.db, source.domain, validators, at);
    return result;
  }
  result.ok = false;
  result.error = errors.join('; ');
  result.unreachable = networkErrors === source.feedUrls.length;
  result.failures = await recordPollFailure(deps.db, source.domain, result.error, at, validators);
  return result;
}
