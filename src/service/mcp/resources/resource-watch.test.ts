import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/key-resolver';
import { loadPlans } from '../../config/plans';
import type { Db } from '../../store/db';
import { createApiKey, revokeApiKey } from '../../store/keys-repo';
import { openMigratedStore } from '../../testing/migrated-store';
import { startResourceWatch, type ResourceWatch, type StreamSink } from './resource-watch';

const plans = loadPlans();

function sink(): StreamSink & { ended: boolean } {
  const out = {
    ended: false,
    write: () => undefined,
    end: () => {
      out.ended = true;
    },
  };
  return out;
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('resource watch: a revoked key', () => {
  let db: Db;
  let watch: ResourceWatch;
  beforeEach(async () => {
    db = await openMigratedStore('pglite');
    watch = startResourceWatch({
      db,
      queries: { list: async () => [], get: async () => null },
      wakeups: { onAppended: () => () => undefined },
      pollMs: 20,
      keyCheckMs: 20,
      onError: (error) => {
        throw error;
      },
    });
  });
  afterEach(async () => {
    await watch.close();
    await db.close();
  });

  async function caller(name: string): Promise<Caller> {
    const { record } = await createApiKey(db, { name, plan: 'pro' });
    return { key: record, planName: 'pro', plan: plans.pro as Caller['plan'] };
  }

  it('has its streams ended at the next key check, and only its own', async () => {
    const revoked = await caller('watch-revoked');
    const kept = await caller('watch-kept');
    const gone = sink();
    const stays = sink();
    watch.open({ id: 's-revoked', keyId: revoked.key.id }, revoked, gone, null);
    watch.open({ id: 's-kept', keyId: kept.key.id }, kept, stays, null);
    await watch.idle();
    expect(gone.ended).toBe(false);

    await revokeApiKey(db, String(revoked.key.id));
    await until(() => gone.ended);
    // Several more checks pass: the other key's stream is still open.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stays.ended).toBe(false);
  });
});
