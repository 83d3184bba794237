/**
 * @module Keeps the store's seed rows equal to the bundled seed: written on first start and again whenever
 * the bundled seed changes (a fingerprint in `meta` says which version the store holds).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../store/db';
import { replaceSeedCompanies } from '../store/companies-repo';
import { getMeta, setMeta } from '../store/meta-repo';
import { markCompaniesChanged } from './companies-revision';
import { SEED_RECORDS } from './company-record';
import type { CompanyRecord } from '../model/company-record';

const META_KEY = 'companies.seed';
const SYNC_LOCK_ID = 7_215_008;

export function seedFingerprint(seed: readonly CompanyRecord[]): string {
  return createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 32);
}

/** Writes the seed when the store holds another version; returns whether it wrote. */
export async function syncSeedCompanies(
  db: Db,
  seed: readonly CompanyRecord[] = SEED_RECORDS,
): Promise<boolean> {
  const fingerprint = seedFingerprint(seed);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK_ID]);
    if ((await getMeta(tx, META_KEY)) === fingerprint) return false;
    await replaceSeedCompanies(tx, seed);
    await setMeta(tx, META_KEY, fingerprint);
    await markCompaniesChanged(tx);
    return true;
  });
}
