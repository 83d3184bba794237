/**
 * @module pollUnderClaim: one poll of a source this instance has claimed on the shared schedule. The claim's
 * lease is renewed while the poll runs, and handed back afterwards with the source's next due time, also
 * when the poll throws, so a source is never left claimed until its lease runs out.
 */
import type { SourceRecord } from '../../store/sources-repo';
import { finishPollClaim, renewPollClaim, type ClockReading } from '../../store/poll-claims-repo';
import { nextPollDelayMs } from './backoff';
import type { PollLog, PollReport } from './poll-report';
import { pollSource, type PollDeps, type PollResult } from './poll-source';

const RENEWALS_PER_LEASE = 3;

export interface ClaimedPollDeps {
  poll: PollDeps;
  claimant: string;
  leaseMs: number;
  clock: () => ClockReading;
  log: PollLog;
  report: PollReport;
  random: () => number;
}

function renewWhileRunning(deps: ClaimedPollDeps, source: SourceRecord): NodeJS.Timeout {
  const { claimant, leaseMs, log } = deps;
  const renewal = setInterval(() => {
    renewPollClaim(deps.poll.db, source.domain, { claimant, leaseMs, now: deps.clock() })
      .then((held) => {
        if (!held) log.warn({ source: source.domain }, 'poll claim lost: its lease ran out');
      })
      .catch((error: unknown) => log.debug({ err: error }, 'poll claim renewal failed'));
  }, leaseMs / RENEWALS_PER_LEASE);
  renewal.unref();
  return renewal;
}

/** Polls a source this instance has claimed, then hands the claim back with the next due time. */
export async function pollUnderClaim(deps: ClaimedPollDeps, source: SourceRecord): Promise<PollResult> {
  const { db } = deps.poll;
  const renewal = renewWhileRunning(deps, source);
  try {
    const result = await pollSource(deps.poll, source);
    await finishPollClaim(db, source.domain, deps.claimant, deps.report(source, result), deps.clock());
    return result;
  } catch (error) {
    const retryIn = nextPollDelayMs(source.pollIntervalSeconds, source.consecutiveFailures, deps.random);
    await finishPollClaim(db, source.domain, deps.claimant, retryIn, deps.clock()).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renewal);
  }
}
