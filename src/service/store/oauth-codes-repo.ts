/** @module oauth_code_redemptions: which authorization codes were redeemed (by digest), until they expire. */
import type { Queryable } from './db';

/**
 * Records the redemption of the code with `digest`; false when it was redeemed before (on any instance).
 * Expired rows are swept first, by the caller's clock (a code past its expiry is refused before this).
 */
export async function redeemCodeOnce(
  db: Queryable,
  digest: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM oauth_code_redemptions WHERE expires_at < $1', [now]);
  const rows = await db.query<{ code_digest: string }>(
    `INSERT INTO oauth_code_redemptions (code_digest, expires_at) VALUES ($1, $2)
     ON CONFLICT (code_digest) DO NOTHING RETURNING code_digest`,
    [digest, expiresAt],
  );
  return rows.length === 1;
}
