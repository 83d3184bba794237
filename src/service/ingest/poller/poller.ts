/**
 * @module createPoller: keeps every enabled source with feeds on its schedule, which lives in the catalog
 * so that several instances on one PostgreSQL share it: a tick claims the sources that are due (added,
 * disabled or removed sources are noticed there), polls them under a renewed lease, and sets each one's
 * next due time with jitter and exponential backoff (claimed-poll.ts). What it logs of each poll is in
 * poll-report.ts; a failing source never stops the schedule, and the service keeps serving.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SourceRecord } from '../../store/sources-repo';
import {
  claimPollableSources,
  scheduleUnscheduledSources,
  type ClockReading,
} from '../../store/poll-claims-repo';
import { createHostQueue } from '../fetch/host-queue';
import { pollUnderClaim, type ClaimedPollDeps } from './claimed-poll';
import { createPollReport, type PollLog } from './poll-report';
import type { PollDeps, PollResult } from './poll-source';

/** Long enough for a slow poll between two renewals; a crashed instance's sources wait at most this long. */
const DEFAULT_CLAIM_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_CONCURRENT_POLLS = 16;

export interface PollerOptions extends Omit<PollDeps, 'hostQueue'> {
  /** A pino logger fits. */
  log: PollLog;
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
  const underClaim: ClaimedPollDeps = {
    poll: deps,
    claimant,
    leaseMs,
    clock,
    log: options.log,
    report: createPollReport(options.log, random),
    random,
  };
  const running = new Map<string, Promise<PollResult>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<PollResult[]> | undefined;
  /** The schedule's claim in progress, so that stop() does not miss the polls it is about to start. */
  let claiming: Promise<unknown> | undefined;

  function run(source: SourceRecord): Promise<PollResult> {
    const poll = pollUnderClaim(underClaim, source).finally(() => running.delete(source.domain));
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
