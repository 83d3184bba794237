/** @module oauth_code_redemptions: which authorization codes were redeemed (by digest), until they expire. */
import type { Queryable } from './db';

/**
 * How far the clocks of the instances on one database (or one clock across a step back) may disagree: a
 * note is swept only this long after its code expired, so a clock running ahead does not sweep the note of
 * a code another clock still takes for valid. A code lives 120 s; a note, at most 120 s more.
 */
export const REDEMPTION_CLOCK_SKEW_MS = 120_000;

/**
 * Records the redemption of the code with `digest`; false when it was redeemed before (on any instance).
 * The insert is the one atomic step: of redemptions raced across instances, one inserts the row. Notes
 * expired longer than the clock skew allowed are swept first, by the caller's clock (a code past its
 * expiry is refused before this).
 */
export async function redeemCodeOnce(
  db: Queryable,
  digest: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM oauth_code_redemptions WHERE expires_at < $1', [
    new Date(now.getTime() - REDEMPTION_CLOCK_SKEW_MS),
  ]);
  const rows = await db.query<{ code_digest: string }>(
    `INSERT INTO oauth_code_redemptions (code_digest, expires_at) VALUES ($1, $2)
     ON CONFLICT (code_digest) DO NOTHING RETURNING code_digest`,
    [digest, expiresAt],
  );
  return rows.length === 1;
}
