/**
 * @module A store-wide secret: 32 random bytes made once and kept in the store's `meta` table under its own
 * key, so every instance on one database derives the same keys from it, across restarts.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db';
import { getOrInsertMeta } from './meta-repo';

const SECRET_BYTES = 32;

export async function loadStoredSecret(db: Queryable, metaKey: string): Promise<Buffer> {
  const stored = await getOrInsertMeta(db, metaKey, randomBytes(SECRET_BYTES).toString('base64url'));
  const secret = Buffer.from(stored, 'base64url');
  if (secret.length !== SECRET_BYTES) {
    throw new Error(`store: the secret kept in meta ${metaKey} is not ${SECRET_BYTES} bytes`);
  }
  return secret;
}
