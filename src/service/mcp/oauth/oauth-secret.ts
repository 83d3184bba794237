/**
 * @module The OAuth secret: made once and kept in the store's `meta` table, so every instance on one database
 * seals and opens the same client ids and codes, across restarts.
 */
import { loadStoredSecret } from '../../store/stored-secret';
import type { Queryable } from '../../store/db';

export const OAUTH_SECRET_META_KEY = 'mcp.oauth.secret';

export function loadOAuthSecret(db: Queryable): Promise<Buffer> {
  return loadStoredSecret(db, OAUTH_SECRET_META_KEY);
}
