/**
 * @module createPoller: keeps every enabled source with feeds on its own schedule. A tick looks at the
 * catalog (so added, disabled or removed sources are noticed), starts the polls that are due, and
 * schedules the next one with jitter and exponential backoff. Offline it stays quiet: sources that
 * fail only because their hosts are unreachable share one log line per backoff step (not one per
 * source), other failures get one line per source and step, and the service keeps serving.
 */
import { listPollableSources, type CatalogSource } from '../../sources/catalog-repo';
import { createHostQueue } from '../fetch/host-queue';
import { backoffBaseMs, nextPollDelayMs } from './backoff';
import { pollSource, type PollDeps, type PollResult } from './poll-source';

type LogLine = (fields: object, message: string) => void;

export interface PollerOptions extends Omit<PollDeps, 'hostQueue'> {
  /** A pino logger fits. */
  log: { info: LogLine; warn: LogLine; debug: LogLine };
  /** How often the catalog is checked for due sources. Default 5 s. */
  tickMs?: number;
  /** First polls are spread over this window after start. Default 30 s. */
  startSpreadMs?: number;
  random?: () => number;
}

export interface Poller {
  start(): void;
  /** Stops scheduling and waits for polls in flight. */
  stop(): Promise<void>;
  /** One tick now: polls every due source and waits for them (tests, `ingest --poll`). */
  tick(): Promise<PollResult[]>;
  /** Polls one source now, whatever its schedule. */
  pollNow(source: CatalogSource): Promise<PollResult>;
}

export function createPoller(options: PollerOptions): Poller {
  const deps: PollDeps = { ...options, hostQueue: createHostQueue() };
  const random = options.random ?? Math.random;
  const now = () => (options.now?.() ?? new Date()).getTime();
  const dueAt = new Map<string, number>();
  const running = new Map<string, Promise<PollResult>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<PollResult[]> | undefined;
  /** Backoff steps already announced for unreachable hosts; cleared once any host answers. */
  const offlineStepsLogged = new Set<number>();

  function firstDue(source: CatalogSource): number {
    if (source.consecutiveFailures > 0 && source.lastErrorAt) {
      return (
        source.lastErrorAt.getTime() +
        nextPollDelayMs(source.pollIntervalSeconds, source.consecutiveFailures, random)
      );
    }
    return now() + random() * (options.startSpreadMs ?? 30_000);
  }

  function report(source: CatalogSource, result: PollResult): void {
    const delay = nextPollDelayMs(source.pollIntervalSeconds, result.failures, random);
    dueAt.set(source.domain, now() + delay);
    if (!result.unreachable) offlineStepsLogged.clear();
    if (result.ok) {
      const { created, revised } = result.counts;
      if (created + revised > 0)
        options.log.info({ source: source.domain, created, revised }, 'source polled');
      return;
    }
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
  }

  function pollNow(source: CatalogSource): Promise<PollResult> {
    const inFlight = running.get(source.domain);
    if (inFlight) return inFlight;
    const poll = pollSource(deps, source)
      .then((result) => {
        report(source, result);
        return result;
      })
      .finally(() => running.delete(source.domain));
    running.set(source.domain, poll);
    return poll;
  }

  async function runTick(): Promise<PollResult[]> {
    const sources = await listPollableSources(options.db);
    const live = new Set(sources.map((s) => s.domain));
    for (const domain of dueAt.keys()) if (!live.has(domain)) dueAt.delete(domain);
    const due: Promise<PollResult>[] = [];
    for (const source of sources) {
      if (!dueAt.has(source.domain)) dueAt.set(source.domain, firstDue(source));
      if ((dueAt.get(source.domain) ?? 0) <= now() && !running.has(source.domain)) due.push(pollNow(source));
    }
    return Promise.all(due);
  }

  function tick(): Promise<PollResult[]> {
    ticking ??= runTick().finally(() => (ticking = undefined));
    return ticking;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => options.log.warn({ err: error }, 'poller tick failed'))
        .finally(() => {
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
      await Promise.allSettled([...running.values(), ticking]);
    },
    tick,
    pollNow,
  };
}
