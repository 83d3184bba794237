/**
 * @module A revision mark of the company reference store, changed by every write, so a service instance
 * can tell that another process (the CLI on a PostgreSQL server, another instance) imported companies.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../store/db';
import { getMeta, setMeta } from '../store/meta-repo';

const META_KEY = 'companies.revision';

export function markCompaniesChanged(db: Queryable): Promise<void> {
  return setMeta(db, META_KEY, randomUUID());
}

export function companiesRevision(db: Queryable): Promise<string | null> {
  return getMeta(db, META_KEY);
}
