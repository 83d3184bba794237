/**
 * @module checkFeedUrl / feedsToSave: what `sources add` saves for the URLs it is given. A feed stays as it
 * is; a web page (a site's home or section page, a common mistake) is replaced by the feeds it announces
 * with `<link rel="alternate">` (RSS autodiscovery); a URL that cannot be reached is kept, so adding sources
 * offline still works.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { isFetchError } from '../fetch/fetch-error';
import { fetchResource, type PrivateAccess } from '../fetch/fetch-resource';
import { isHtmlPage } from '../extract/html-page';
import { parseFeed } from '../parse/parse-feed';

/** The feed formats autodiscovery announces; oEmbed's and REST APIs' JSON/XML alternates are not feeds. */
const FEED_TYPES = new Set([
  'application/rss+xml',
  'application/atom+xml',
  'application/feed+json',
  'application/rdf+xml',
]);
/** Blog engines announce a site-wide and a per-post comments feed beside the articles' one. */
const COMMENTS_FEED = /\bcomments?\b/i;

export type FeedUrlCheck =
  | { kind: 'feed'; url: string; title: string | null; items: number }
  | { kind: 'page'; url: string; feeds: string[] }
  | { kind: 'unreachable'; url: string; reason: string }
  | { kind: 'unreadable'; url: string; reason: string };

export interface CheckOptions extends PrivateAccess {
  timeoutMs?: number;
}

/** Autodiscovery links live in the <head>; a page's head fits in this much even on bloated sites. */
const MAX_HEAD_CHARS = 256 * 1024;

/** The document up to the end of its <head>: only that is parsed, so a large page costs the poller nothing. */
function headOf(html: string): string {
  const end = html.slice(0, MAX_HEAD_CHARS).search(/<\/head\s*>|<body[\s>]/i);
  return html.slice(0, end === -1 ? MAX_HEAD_CHARS : end);
}

/** The feeds a web page announces, absolute (against its <base> or `pageUrl`), in page order, without comment feeds. */
export function announcedFeeds(html: string, pageUrl: string): string[] {
  const { document } = new JSDOM(headOf(html), { url: pageUrl, virtualConsole: new VirtualConsole() }).window;
  const feeds = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="alternate" i][href]')]
    .filter((link) => FEED_TYPES.has(link.type.split(';')[0]?.trim().toLowerCase() ?? ''))
    .filter((link) => !COMMENTS_FEED.test(link.title))
    .map((link) => link.href)
    .filter((href) => /^https?:\/\//i.test(href));
  return [...new Set(feeds)];
}

/** Fetches `url` once and says what it is: a feed, a web page (with the feeds it announces), or neither. */
export async function checkFeedUrl(url: string, options: CheckOptions = {}): Promise<FeedUrlCheck> {
  let fetched;
  try {
    fetched = await fetchResource(url, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // An answer that was no success is the URL's; only a site that could not be reached leaves it unknown.
    if (isFetchError(error) && error.code === 'fetch.blocked_address')
      return {
        kind: 'unreadable',
        url,
        reason: `${reason} (allow its host with NEWSROOM_FETCH_PRIVATE_HOSTS)`,
      };
    if (isFetchError(error) && error.code !== 'fetch.network' && error.code !== 'fetch.timeout')
      return { kind: 'unreadable', url, reason };
    return { kind: 'unreachable', url, reason };
  }
  if (fetched.kind !== 'ok')
    return { kind: 'unreadable', url, reason: 'answered 304 Not Modified to a request without validators' };
  try {
    const feed = parseFeed(fetched.body, fetched.contentType ?? undefined, fetched.url);
    return { kind: 'feed', url, title: feed.title, items: feed.items.length };
  } catch {
    if (isHtmlPage(fetched.contentType, fetched.body))
      return { kind: 'page', url, feeds: announcedFeeds(fetched.body, fetched.url) };
    return {
      kind: 'unreadable',
      url,
      reason: `neither a feed nor a web page (${fetched.contentType ?? 'untyped'})`,
    };
  }
}

/**
 * A page names its feeds itself, so each is fetched as a given feed would be before it is saved: one at a
 * private address (refused by the same policy as the poller), an error answer or another page is dropped.
 */
async function vetAnnouncedFeeds(
  feeds: readonly string[],
  options: CheckOptions,
): Promise<{ kept: string[]; dropped: string[] }> {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const feed of feeds) {
    const check = await checkFeedUrl(feed, options);
    if (check.kind === 'feed' || check.kind === 'unreachable') kept.push(feed);
    else if (check.kind === 'page') dropped.push(`${feed}: a web page, not a feed`);
    else dropped.push(`${feed}: ${check.reason}`);
  }
  return { kept, dropped };
}

export interface FeedsToSave {
  feedUrls: string[];
  /** One line per URL given: what it was found to be and what is saved for it. */
  notes: string[];
  /** URLs that give no feed: nothing should be saved while there is one. */
  refusals: string[];
}

export interface FeedsWanted {
  /** URLs given as feeds. */
  feeds: readonly string[];
  /** Pages whose announced feeds are wanted (a site's home page); never saved themselves. */
  pages?: readonly string[];
}

/** The feed URLs to save for what was given, each URL fetched once (see the module comment). */
export async function feedsToSave(wanted: FeedsWanted, options: CheckOptions = {}): Promise<FeedsToSave> {
  const result: FeedsToSave = { feedUrls: [], notes: [], refusals: [] };
  const given = [
    ...wanted.feeds.map((url) => ({ url, page: false })),
    ...(wanted.pages ?? []).map((url) => ({ url, page: true })),
  ];
  for (const { url, page } of given) {
    const check = await checkFeedUrl(url, options);
    if (page && check.kind === 'unreachable') {
      result.refusals.push(`${url} could not be read for its feeds (${check.reason})`);
      continue;
    }
    switch (check.kind) {
      case 'feed':
        result.feedUrls.push(url);
        result.notes.push(`${url}: a feed${check.title ? ` ("${check.title}")` : ''}, ${check.items} items`);
        break;
      case 'page': {
        if (check.feeds.length === 0) {
          result.refusals.push(`${url} is a web page that announces no feed; give the feed's URL`);
          break;
        }
        const { kept, dropped } = await vetAnnouncedFeeds(check.feeds, options);
        if (kept.length === 0) {
          result.refusals.push(`${url} announces no feed that can be saved: ${dropped.join('; ')}`);
          break;
        }
        result.feedUrls.push(...kept);
        result.notes.push(`${url}: a web page; saving the feeds it announces: ${kept.join(', ')}`);
        if (dropped.length > 0) result.notes.push(`${url}: announced but not saved: ${dropped.join('; ')}`);
        break;
      }
      case 'unreachable':
        result.feedUrls.push(url);
        result.notes.push(`${url}: not checked (${check.reason}); saved as given`);
        break;
      case 'unreadable':
        result.refusals.push(`${url}: ${check.reason}`);
        break;
    }
  }
  result.feedUrls = [...new Set(result.feedUrls)];
  return result;
}
