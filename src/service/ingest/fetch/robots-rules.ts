/**
 * @module createRobotsRules: whether a site's robots.txt lets the crawler fetch a page (RFC 9309), read once per
 * origin and kept for a day. Parsing is robots-parser's (groups, wildcards, longest match).
 */
import robotsParser from 'robots-parser';
import { isFetchError } from './fetch-error';
import { fetchResource, type PrivateAccess } from './fetch-resource';

/** The product token of DEFAULT_USER_AGENT: the name robots.txt groups address the crawler by. */
export const ROBOTS_PRODUCT_TOKEN = 'NewsroomBot';
/** How long a robots.txt that was read (or is missing) is trusted. */
export const ROBOTS_FRESH_MS = 24 * 60 * 60 * 1000;
/** How long an unreachable robots.txt (5xx, network) keeps the site closed before it is asked again. */
export const ROBOTS_UNREACHABLE_MS = 15 * 60 * 1000;
/** A longer Crawl-delay would leave a busy site's articles without text for hours; this much is honoured. */
export const MAX_CRAWL_DELAY_MS = 30_000;
/** RFC 9309 asks crawlers to read at least 500 KiB. */
const MAX_ROBOTS_BYTES = 512 * 1024;
/** Origins remembered at once; the oldest is forgotten first. */
const MAX_ORIGINS = 5_000;

export interface RobotsRules {
  /** False when the origin's robots.txt disallows `url` for the crawler, or could not be read (RFC 9309 §2.3.1). */
  allows(url: string): Promise<boolean>;
  /**
   * The pause the origin's robots.txt asks for between the crawler's requests (`Crawl-delay`, not part of RFC
   * 9309 but widely honoured), capped at {@link MAX_CRAWL_DELAY_MS}; 0 when it names none.
   */
  crawlDelayMs(url: string): Promise<number>;
}

export interface RobotsOptions extends PrivateAccess {
  timeoutMs?: number;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
}

type Verdict = { until: number; allows: (url: string) => boolean; crawlDelayMs: number };

const NO_RULES = { allows: () => true, crawlDelayMs: 0 };

export function createRobotsRules(options: RobotsOptions = {}): RobotsRules {
  const now = options.now ?? Date.now;
  const verdicts = new Map<string, Promise<Verdict>>();

  async function read(origin: string): Promise<Verdict> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const res = await fetchResource(robotsUrl, {
        accept: 'text/plain, */*;q=0.5',
        maxBytes: MAX_ROBOTS_BYTES,
        timeoutMs: options.timeoutMs,
        allowPrivateNetworks: options.allowPrivateNetworks,
        allowPrivateHosts: options.allowPrivateHosts,
      });
      if (res.kind !== 'ok') return { until: now() + ROBOTS_FRESH_MS, ...NO_RULES };
      const robot = robotsParser(robotsUrl, res.body);
      const delaySeconds = Number(robot.getCrawlDelay(ROBOTS_PRODUCT_TOKEN) ?? 0);
      return {
        until: now() + ROBOTS_FRESH_MS,
        allows: (url) => robot.isAllowed(url, ROBOTS_PRODUCT_TOKEN) !== false,
        crawlDelayMs: delaySeconds > 0 ? Math.min(delaySeconds * 1000, MAX_CRAWL_DELAY_MS) : 0,
      };
    } catch (error) {
      const status = isFetchError(error) ? (error.status ?? 0) : 0;
      // 4xx: there are no rules. Anything else: the site cannot say, so it is treated as closed for a while.
      if (status >= 400 && status < 500) return { until: now() + ROBOTS_FRESH_MS, ...NO_RULES };
      return { until: now() + ROBOTS_UNREACHABLE_MS, allows: () => false, crawlDelayMs: 0 };
    }
  }

  function verdictFor(origin: string): Promise<Verdict> {
    const cached = verdicts.get(origin);
    if (cached) return cached;
    const verdict = read(origin);
    verdicts.set(origin, verdict);
    if (verdicts.size > MAX_ORIGINS) verdicts.delete(verdicts.keys().next().value ?? origin);
    return verdict;
  }

  /** The origin's current verdict, read again once stale; null when `url` is no URL. */
  async function currentVerdict(url: string): Promise<Verdict | null> {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return null;
    }
    const held = verdictFor(origin);
    const verdict = await held;
    if (verdict.until > now()) return verdict;
    // Only the stale entry goes: a caller that got here first may already be reading it again.
    if (verdicts.get(origin) === held) verdicts.delete(origin);
    return verdictFor(origin);
  }

  return {
    async allows(url) {
      return (await currentVerdict(url))?.allows(url) ?? false;
    },
    async crawlDelayMs(url) {
      return (await currentVerdict(url))?.crawlDelayMs ?? 0;
    },
  };
}
