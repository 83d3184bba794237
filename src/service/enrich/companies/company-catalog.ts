/**
 * @module The companies the running service tags and suggests: the store's reference set (the bundled seed
 * plus imports) held in memory with its matcher. Rebuilt after an import through this instance at once, and
 * after any other writer's import within `refreshEveryMs` (the store's revision mark says when).
 */
import type { Company } from '../../../contract';
import { createCompanyMatcher, type CompanyMatcher, type CompanyMentions } from './match-companies';
import type { Db } from '../../store/db';
import { listCompanies } from '../../store/companies-repo';
import { companiesRevision } from '../../companies/companies-revision';
import type { CompanyRecord } from '../../model/company-record';
import { syncSeedCompanies } from '../../companies/seed-sync';

export interface CompanyCatalog extends CompanyMatcher {
  companies(): readonly CompanyRecord[];
  /** Reads the store again and swaps in a matcher over what it holds now. */
  reload(): Promise<void>;
  /** Reloads when the store's revision changed since the last load; says whether it did. */
  refresh(): Promise<boolean>;
  /** Stops the periodic refresh. */
  close(): void;
}

export interface CatalogOptions {
  /** Check the store's revision this often (0: never; imports through this instance reload at once anyway). */
  refreshEveryMs?: number;
  onError?: (error: unknown) => void;
}

/** Brings the store's seed rows up to date, then loads every company. */
export async function openCompanyCatalog(db: Db, options: CatalogOptions = {}): Promise<CompanyCatalog> {
  await syncSeedCompanies(db);
  let revision: string | null = null;
  let companies: readonly CompanyRecord[] = [];
  let matcher: CompanyMatcher = createCompanyMatcher([]);
  const reload = async (): Promise<void> => {
    const seen = await companiesRevision(db);
    const fresh = await listCompanies(db);
    const next = createCompanyMatcher(fresh);
    companies = fresh;
    matcher = next;
    revision = seen;
  };
  await reload();
  const refresh = async (): Promise<boolean> => {
    if ((await companiesRevision(db)) === revision) return false;
    await reload();
    return true;
  };
  const every = options.refreshEveryMs ?? 0;
  const timer =
    every > 0
      ? setInterval(() => void refresh().catch((error: unknown) => options.onError?.(error)), every)
      : null;
  timer?.unref();
  return {
    companies: () => companies,
    match: (text: string, language?: string): Company[] => matcher.match(text, language),
    mentions: (text: string, language?: string): CompanyMentions[] => matcher.mentions(text, language),
    reload,
    refresh,
    close: () => {
      if (timer !== null) clearInterval(timer);
    },
  };
}
