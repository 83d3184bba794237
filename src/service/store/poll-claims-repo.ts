/**
 * @module The shared poll schedule (migration 009): which sources are due, and which instance polls each.
 * A due source is claimed by one instance for a lease that it renews while the poll runs, so instances on
 * one PostgreSQL never poll the same source at once, and a crashed instance's sources are taken over when
 * its lease runs out. Times are the database's clock unless a test passes its own (`now`).
 */
import type { Queryable } from './db';
import { SOURCE_COLUMNS, toSourceRecord, type SourceRecord, type SourceRow } from './sources-repo';

/** The caller's clock, or null for the database's: one clock for every instance. */
export type ClockReading = Date | null;

export interface ClaimRequest {
  /** Identifies this instance's claims. */
  claimant: string;
  leaseMs: number;
  now: ClockReading;
  /** Claim this source whether or not it is due (still not while another instance holds it). */
  domain?: string;
  /** At most this many sources, the longest due first. Default: every one that is due. */
  limit?: number;
}

const NOW = 'COALESCE($1::timestamptz, now())';

/** The first polls of new sources are at most this dense: a few new sources are polled at once, many spread. */
const FIRST_POLL_SPACING_MS = 1_000;

/**
 * Gives every source without a due time one from now, spread over one spacing per such source that will be
 * polled (enabled, with feeds) after the first, but at most `spreadMs`: a first start does not poll every
 * feed in the same second, and a source added to a running service is due at once (polled by the next
 * tick) rather than up to `spreadMs` later.
 */
export async function scheduleUnscheduledSources(
  db: Queryable,
  spreadMs: number,
  now: ClockReading,
): Promise<void> {
  await db.query(
    `WITH unscheduled AS (
       SELECT count(*) AS n FROM sources WHERE next_poll_at IS NULL AND enabled AND cardinality(feed_urls) > 0)
     UPDATE sources SET next_poll_at = ${NOW}
       + random() * LEAST($2, ((SELECT n FROM unscheduled) - 1) * $3) * interval '1 millisecond'
      WHERE next_poll_at IS NULL`,
    [now, spreadMs, FIRST_POLL_SPACING_MS],
  );
}

/**
 * Claims the enabled sources with feeds (not custom sources of revoked keys) that are due and not claimed by
 * a live lease; rows another instance is claiming at this moment are skipped, not waited for.
 */
export async function claimPollableSources(db: Queryable, request: ClaimRequest): Promise<SourceRecord[]> {
  const rows = await db.query<SourceRow>(
    `UPDATE sources SET poll_claimed_by = $2, poll_claimed_until = ${NOW} + $3 * interval '1 millisecond'
      WHERE domain IN (
        SELECT domain FROM sources
         WHERE enabled AND cardinality(feed_urls) > 0
           AND (custom_for_key IS NULL
                OR custom_for_key IN (SELECT id FROM api_keys WHERE revoked_at IS NULL))
           AND (CASE WHEN $4::text IS NULL THEN next_poll_at <= ${NOW} ELSE domain = $4 END)
           AND (poll_claimed_until IS NULL OR poll_claimed_until <= ${NOW})
         ORDER BY next_poll_at
         LIMIT $5
         FOR UPDATE SKIP LOCKED)
      RETURNING ${SOURCE_COLUMNS}`,
    [request.now, request.claimant, request.leaseMs, request.domain ?? null, request.limit ?? null],
  );
  return rows.map(toSourceRecord).sort((a, b) => a.domain.localeCompare(b.domain));
}

/** Extends this instance's claim; false when it no longer holds it (the lease ran out and was taken). */
export async function renewPollClaim(
  db: Queryable,
  domain: string,
  request: Omit<ClaimRequest, 'domain'>,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sources SET poll_claimed_until = ${NOW} + $3 * interval '1 millisecond'
      WHERE domain = $4 AND poll_claimed_by = $2
      RETURNING domain`,
    [request.now, request.claimant, request.leaseMs, domain],
  );
  return rows.length > 0;
}

/** Ends this instance's claim and sets when the source is due next; a claim lost meanwhile is left alone. */
export async function finishPollClaim(
  db: Queryable,
  domain: string,
  claimant: string,
  nextInMs: number,
  now: ClockReading,
): Promise<void> {
  await db.query(
    `UPDATE sources
        SET next_poll_at = ${NOW} + $3 * interval '1 millisecond', poll_claimed_by = NULL, poll_claimed_until = NULL
      WHERE domain = $4 AND poll_claimed_by = $2`,
    [now, claimant, nextInMs, domain],
  );
}
