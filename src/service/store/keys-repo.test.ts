import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import type { Db } from './db';
import { createApiKey, findKeyStatuses, revokeApiKey } from './keys-repo';

describe.each(ENGINES)('findKeyStatuses [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterAll(async () => db?.close());

  it.skipIf(skip)('gives plan and revocation of each key found, and leaves out missing ids', async () => {
    const pro = (await createApiKey(db, { name: 'status-pro', plan: 'pro' })).record;
    const revoked = (await createApiKey(db, { name: 'status-revoked', plan: 'enterprise' })).record;
    const deleted = (await createApiKey(db, { name: 'status-deleted', plan: 'pro' })).record;
    await revokeApiKey(db, String(revoked.id));
    await db.query('DELETE FROM api_keys WHERE id = $1', [deleted.id]);
    const statuses = await findKeyStatuses(db, [pro.id, revoked.id, deleted.id, pro.id]);
    expect(statuses).toEqual(
      new Map([
        [pro.id, { plan: 'pro', revoked: false }],
        [revoked.id, { plan: 'enterprise', revoked: true }],
      ]),
    );
    expect(await findKeyStatuses(db, [])).toEqual(new Map());
  });
});
