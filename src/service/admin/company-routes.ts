/**
 * @module Loopback admin endpoints for the `companies` CLI while the service holds the store: list, show
 * and import batches (after which the service tags with the new reference set at once). Guarded by the
 * same admin token as admin-routes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CompanyCatalog } from '../enrich/companies/company-catalog';
import { createCompanyDirectory } from '../companies/company-directory';
import { ImportedCompany, MAX_IMPORT_BATCH } from '../companies/imported-company';
import { importCompanies } from '../companies/import-companies';
import { HttpError } from '../http/http-error';
import { parseOr400 } from '../http/validate';
import type { Db } from '../store/db';
import { findCompaniesByTicker } from '../store/companies-repo';
import { tokenMatches } from './admin-routes';

export interface CompanyAdminDeps {
  db: Db;
  adminToken: string;
  catalog: CompanyCatalog;
}

const ListQuery = z.object({
  q: z.string().default(''),
  limit: z.coerce.number().int().min(1).max(100_000).default(100),
});
const ImportBody = z.object({
  source: z.enum(['sec', 'csv'], { error: 'source must be one of the following values: sec, csv' }),
  companies: z
    .array(ImportedCompany)
    .max(MAX_IMPORT_BATCH, `at most ${MAX_IMPORT_BATCH} companies per batch`),
});

/** A batch of companies is far larger than a search body. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

export function registerCompanyAdminRoutes(app: FastifyInstance, deps: CompanyAdminDeps): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    if (!tokenMatches(header.startsWith('Bearer ') ? header.slice(7) : undefined, deps.adminToken)) {
      throw new HttpError(401, { statusCode: 401, message: 'Unauthorized' });
    }
  });
  const directory = createCompanyDirectory(deps.catalog);
  app.get('/admin/companies', async (request) => {
    const { q, limit } = parseOr400(ListQuery, request.query);
    const found = directory.search(q);
    return { total: found.length, companies: found.slice(0, limit) };
  });
  app.get<{ Params: { ticker: string } }>('/admin/companies/by-ticker/:ticker', async (request) => ({
    companies: await findCompaniesByTicker(deps.db, request.params.ticker),
  }));
  app.post('/admin/companies/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const body = parseOr400(ImportBody, request.body ?? {});
    const counts = await importCompanies(deps.db, body.source, body.companies);
    await deps.catalog.reload();
    return { counts };
  });
}
