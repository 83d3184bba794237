/**
 * @module The OAuth secret: 32 random bytes made once and kept in the store's `meta` table, so every
 * instance on one database seals and opens the same client ids and codes, across restarts.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../store/db';
import { getOrInsertMeta } from '../../store/meta-repo';

export const OAUTH_SECRET_META_KEY = 'mcp.oauth.secret';
const SECRET_BYTES = 32;

export async function loadOAuthSecret(db: Queryable): Promise<Buffer> {
  const stored = await getOrInsertMeta(
    db,
    OAUTH_SECRET_META_KEY,
    randomBytes(SECRET_BYTES).toString('base64url'),
  );
  const secret = Buffer.from(stored, 'base64url');
  if (secret.length !== SECRET_BYTES) {
    throw new Error(
      `mcp: the stored OAuth secret (meta ${OAUTH_SECRET_META_KEY}) is not ${SECRET_BYTES} bytes`,
    );
  }
  return secret;
}
