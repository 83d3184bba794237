/**
 * @module createPollReport: what the poller says about each finished poll, and when the source is due again.
 * Offline it stays quiet: sources that fail only because their hosts are unreachable share one log line per
 * backoff step (not one per source), other failures get one line per source and step.
 */
import type { SourceRecord } from '../../store/sources-repo';
import { pollErrors } from '../../metrics/registry';
import { backoffBaseMs, nextPollDelayMs } from './backoff';
import type { PollResult } from './poll-source';

type LogLine = (fields: object, message: string) => void;

export interface PollLog {
  info: LogLine;
  warn: LogLine;
  debug: LogLine;
}

/** Logs a poll's outcome; returns the delay until the source is due again. */
export type PollReport = (source: SourceRecord, result: PollResult) => number;

export function createPollReport(log: PollLog, random: () => number): PollReport {
  /** Backoff steps already announced for unreachable hosts; cleared once any host answers. */
  const offlineStepsLogged = new Set<number>();

  return (source, result) => {
    // A host that said when to come back (Retry-After) is not asked sooner, even if the backoff is shorter.
    const delay = Math.max(
      nextPollDelayMs(source.pollIntervalSeconds, result.failures, random),
      result.retryAfterMs ?? 0,
    );
    if (!result.unreachable) offlineStepsLogged.clear();
    for (const moved of result.movedFeeds)
      log.info({ source: source.domain, ...moved }, 'feed moved permanently; listed under its new URL');
    if (result.ok) {
      const { created, revised } = result.counts;
      if (created + revised > 0) log.info({ source: source.domain, created, revised }, 'source polled');
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
    if (!stepChanged) log.debug(entry, 'source poll failed again');
    else if (!result.unreachable)
      log.warn({ ...entry, error: result.error }, 'source poll failed; backing off');
    else if (!offlineStepsLogged.has(result.failures)) {
      offlineStepsLogged.add(result.failures);
      log.warn(
        { failures: result.failures, retryInSeconds: entry.retryInSeconds, firstSource: source.domain },
        'feed hosts unreachable (offline?); sources back off, the service keeps serving',
      );
    } else log.debug({ ...entry, error: result.error }, 'source poll failed; host unreachable');
    return delay;
  };
}
