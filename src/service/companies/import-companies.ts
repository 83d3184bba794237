/**
 * @module importCompanies: imported companies into the reference store in one transaction (planned against
 * what the store holds, under a lock so two importers never plan against the same state).
 */
import type { Db } from '../store/db';
import { addToSeedCompanies, listCompanies, saveImportedCompanies } from '../store/companies-repo';
import { markCompaniesChanged } from './companies-revision';
import type { ImportedCompany } from './imported-company';
import { planImport, type ImportCounts, type ImportSource } from './plan-import';

// Any constant works; it only has to be the same for every instance of this service.
const IMPORT_LOCK_ID = 7_215_007;

export async function importCompanies(
  db: Db,
  source: ImportSource,
  companies: readonly ImportedCompany[],
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_ID]);
    const plan = planImport(await listCompanies(tx), companies, source);
    await saveImportedCompanies(tx, plan.save);
    await addToSeedCompanies(tx, plan.seedAdditions);
    if (plan.counts.created + plan.counts.updated > 0) await markCompaniesChanged(tx);
    return plan.counts;
  });
}
