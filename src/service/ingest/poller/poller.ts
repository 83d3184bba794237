/**
 * @module createPoller: keeps every enabled source with feeds on its schedule, which lives in the catalog
 * so that several instances on one PostgreSQL share it: a tick claims the sources that are due (added,
 * disabled or removed sources are noticed there), polls them under a renewed lease, and sets each one's
 * next due time with jitter and exponential backoff. Offline it stays quiet: sources that fail only
 * because their hosts are unreachable share one log line per backoff step (not one per source), other
 * failures get one line per source and step, and the service keeps serving.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SourceRecord } from '../../store/sources-repo';
import {
  claimPollableSources,
  finishPollClaim,
  renewPollClaim,
  scheduleUnscheduledSources,
  type ClockReading,
} from '../../store/poll-claims-repo';
import { createHostQueue } from '../fetch/host-queue';
import { pollErrors } from '../../metrics/registry';
import { backoffBaseMs, nextPollDelayMs } from './backoff';
import { pollSource, type PollDeps, type PollResult } from './poll-source';

type LogLine = (fields: object, message: string) => void;

/** Long enough for a slow poll between two renewals; a crashed instance's sources wait at most this long. */
const DEFAULT_CLAIM_LEASE_MS = 5 * 60_000;
const RENEWALS_PER_LEASE = 3;
const DEFAULT_MAX_CONCURRENT_POLLS = 16;

export interface PollerOptions extends Omit<PollDeps, 'hostQueue'> {
  /** A pino logger fits. */
  log: { info: LogLine; warn: LogLine; debug: LogLine };
  /** How often the catalog is checked for due sources. Default 5 s. */
  tickMs?: number;
  /** Sources not scheduled yet (first start, new feeds) get a first poll spread over this window. Default 30 s. */
  startSpreadMs?: number;
  /** How long a claim on a source lasts unless renewed; renewed while its poll runs. Default 5 min. */
  claimLeaseMs?: number;
  /** Names this instance's claims; unique per process by default. */
  claimant?: string;
  /**
   * Sources this instance polls at once. A tick claims only as many due sources as there are free slots, so
   * the feed bodies held in memory stay bounded and, with several instances, the others claim the rest.
   * Default 16.
   */
  maxConcurrentPolls?: number;
  random?: () => number;
}

export interface Poller {
  start(): void;
  /** Stops scheduling and waits for polls in flight. */
  stop(): Promise<void>;
  /** One tick now: polls every due source this instance can claim and waits for those polls. */
  tick(): Promise<PollResult[]>;
  /** Polls one source now, whatever its schedule; refused while another instance polls it. */
  pollNow(source: SourceRecord): Promise<PollResult>;
}

export function createPoller(options: PollerOptions): Poller {
  const deps: PollDeps = { ...options, hostQueue: createHostQueue() };
  const { db } = options;
  const random = options.random ?? Math.random;
  const clock = (): ClockReading => options.now?.() ?? null;
  const claimant = options.claimant ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const running = new Map<string, Promise<PollResult>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<PollResult[]> | undefined;
  /** The schedule's claim in progress, so that stop() does not miss the polls it is about to start. */
  let claiming: Promise<unknown> | undefined;
  /** Backoff steps already announced for unreachable hosts; cleared once any host answers. */
  const offlineStepsLogged = new Set<number>();

  /** Logs the outcome; returns the delay until the source is due again. */
  function report(source: SourceRecord, result: PollResult): number {
    // A host that said when to come back (Retry-After) is not asked sooner, even if the backoff is shorter.
    const delay = Math.max(
      nextPollDelayMs(source.pollIntervalSeconds, result.failures, random),
      result.retryAfterMs ?? 0,
    );
    if (!result.unreachable) offlineStepsLogged.clear();
    for (const moved of result.movedFeeds)
      options.log.info(
        { source: source.domain, ...moved },
        'feed moved permanently; listed under its new URL',
      );
    if (result.ok) {
      const { created, revised } = result.counts;
      if (created + revised > 0)
        options.log.info({ source: source.domain, created, revised }, 'source polled');
      return delay;
    }
    pollErrors.inc({ source: source.domain });
    const stepChanged =
      backoffBaseMs(source.pollIntervalSeconds, result.failures) !==
      backoffBaseMs(source.pollIntervalSeconds, result.failures - 1);
    const entry = {
      source: source.domain,
      failures: result.failures,
      retryInSeconds: Math.round(delay / 1000),
    };
    if (!stepChanged) options.log.debug(entry, 'source poll failed again');
    else if (!result.unreachable)
      options.log.warn({ ...entry, error: result.error }, 'source poll failed; backing off');
    else if (!offlineStepsLogged.has(result.failures)) {
      offlineStepsLogged.add(result.failures);
      options.log.warn(
        { failures: result.failures, retryInSeconds: entry.retryInSeconds, firstSource: source.domain },
        'feed hosts unreachable (offline?); sources back off, the service keeps serving',
      );
    } else options.log.debug({ ...entry, error: result.error }, 'source poll failed; host unreachable');
    return delay;
  }

  function renewWhileRunning(source: SourceRecord): NodeJS.Timeout {
    const renewal = setInterval(() => {
      renewPollClaim(db, source.domain, { claimant, leaseMs, now: clock() })
        .then((held) => {
          if (!held) options.log.warn({ source: source.domain }, 'poll claim lost: its lease ran out');
        })
        .catch((error: unknown) => options.log.debug({ err: error }, 'poll claim renewal failed'));
    }, leaseMs / RENEWALS_PER_LEASE);
    renewal.unref();
    return renewal;
  }

  /** Polls a source this instance has claimed, then hands the claim back with the next due time. */
  async function pollClaimed(source: SourceRecord): Promise<PollResult> {
    const renewal = renewWhileRunning(source);
    try {
      const result = await pollSource(deps, source);
      await finishPollClaim(db, source.domain, claimant, report(source, result), clock());
      return result;
    } catch (error) {
      const retryIn = nextPollDelayMs(source.pollIntervalSeconds, source.consecutiveFailures, random);
      await finishPollClaim(db, source.domain, claimant, retryIn, clock()).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
    }
  }

  function run(source: SourceRecord): Promise<PollResult> {
    const poll = pollClaimed(source).finally(() => running.delete(source.domain));
    running.set(source.domain, poll);
    return poll;
  }

  async function pollNow(source: SourceRecord): Promise<PollResult> {
    const inFlight = running.get(source.domain);
    if (inFlight) return inFlight;
    const [claimed] = await claimPollableSources(db, {
      claimant,
      leaseMs,
      now: clock(),
      domain: source.domain,
    });
    const started = running.get(source.domain);
    if (started) return started;
    if (!claimed)
      throw new Error(
        `${source.domain} cannot be polled now: disabled, without feeds, or being polled by another instance`,
      );
    return run(claimed);
  }

  /** Claims as many due sources as there are free slots and starts their polls. */
  async function startDuePolls(): Promise<Promise<PollResult>[]> {
    await scheduleUnscheduledSources(db, options.startSpreadMs ?? 30_000, clock());
    const free = (options.maxConcurrentPolls ?? DEFAULT_MAX_CONCURRENT_POLLS) - running.size;
    if (free <= 0) return [];
    const claimed = await claimPollableSources(db, { claimant, leaseMs, now: clock(), limit: free });
    return claimed.filter((s) => !running.has(s.domain)).map(run);
  }

  function tick(): Promise<PollResult[]> {
    ticking ??= startDuePolls()
      .then((polls) => Promise.all(polls))
      .finally(() => (ticking = undefined));
    return ticking;
  }

  /**
   * The schedule does not wait for the polls it starts: a slow source (a host that times out, many feeds)
   * must not hold back the sources that fall due meanwhile.
   */
  function schedule(): void {
    timer = setTimeout(() => {
      claiming = startDuePolls()
        .then((polls) => {
          for (const poll of polls)
            poll.catch((error: unknown) => options.log.warn({ err: error }, 'source poll failed'));
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'poller tick failed'))
        .finally(() => {
          claiming = undefined;
          if (timer) schedule();
        });
    }, options.tickMs ?? 5_000);
    timer.unref();
  }

  return {
    start() {
      if (!timer) schedule();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([claiming, ticking]);
      await Promise.allSettled([...running.values()]);
    },
    tick,
    pollNow,
  };
}
