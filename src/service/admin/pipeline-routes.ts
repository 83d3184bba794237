/**
 * @module Loopback admin endpoints for the `sources` and `ingest` CLIs while the service holds the store:
 * the sources catalog (custom sources included; a refused change is a 409 with its code), JSONL
 * import batches (and the statistics refresh at an import's end) and the steps of a re-enrichment pass. Guarded by the same admin token as admin-routes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, VALIDATION_TEXT as T } from '../../contract';
import type { ArticleEventBus } from '../events/article-events';
import { MAX_IMPORT_BATCH, MAX_IMPORT_BATCH_BYTES } from '../ingest/import/import-jsonl';
import { ImportLine } from '../ingest/import/import-line';
import { MAX_REENRICH_BATCH, reenrichBatch } from '../ingest/pipeline/reenrich-batch';
import { reenrichOutdated } from '../ingest/pipeline/reenrich-outdated';
import { HttpError, notFound } from '../http/http-error';
import { parseOr400 } from '../http/validate';
import { listSourceRecords, setSourceEnabled } from '../store/sources-repo';
import { dropSource, saveSource } from '../sources/save-source';
import type { CompanyCatalog } from '../enrich/companies/company-catalog';
import { countArticles } from '../store/articles-repo';
import type { Db } from '../store/db';
import { maintainArticles } from '../store/maintenance';
import { tokenMatches } from './admin-routes';
import { BatchOrderError, createImportSessions } from './import-sessions';

export interface PipelineAdminDeps {
  db: Db;
  events: ArticleEventBus;
  adminToken: string;
  /** Imports are tagged from the store's companies; the bundled seed when absent. */
  companies?: CompanyCatalog;
}

const Domain = z
  .string({ error: 'domain must be a string' })
  .trim()
  .toLowerCase()
  .min(3, 'domain should not be empty')
  .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('domain') });
const SaveSourceBody = z.object({
  domain: Domain,
  feedUrls: z.array(z.url({ error: 'feedUrls must be URLs' })).default([]),
  isDefault: z.boolean().optional(),
  originCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'originCountry must be ISO 3166-1 alpha-2')
    .optional(),
  contentWanted: z.boolean().optional(),
  forKey: z
    .string({ error: 'forKey must be a string' })
    .trim()
    .min(1, 'forKey should not be empty')
    .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('forKey') })
    .optional(),
});
const DomainBody = z.object({ domain: Domain });
const EnableBody = z.object({ domain: Domain, enabled: z.boolean() });
const ReenrichBody = z.object({
  after: z.number().int().nonnegative().nullable(),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_REENRICH_BATCH, `limit must not be greater than ${MAX_REENRICH_BATCH}`),
});
const ReenrichOutdatedBody = ReenrichBody.pick({ limit: true });
const ImportId = z
  .string()
  .min(1, 'importId should not be empty')
  .max(100, 'importId is too long')
  .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('importId') });
const BatchBody = z.object({
  articles: z.array(ImportLine).max(MAX_IMPORT_BATCH, `at most ${MAX_IMPORT_BATCH} articles per batch`),
  /** The batch's place in its import: batches sent together are written in this order. */
  order: z.object({ importId: ImportId, index: z.number().int().nonnegative() }).optional(),
});
const DoneBody = z.object({ importId: ImportId.optional() });

/**
 * Import batches carry article bodies; the API's small search-body limit does not fit them. Twice
 * what the CLI puts in one batch (32 MiB), for what parsing adds to the lines.
 */
const BATCH_BODY_LIMIT = 2 * MAX_IMPORT_BATCH_BYTES;

export function registerPipelineRoutes(app: FastifyInstance, deps: PipelineAdminDeps): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    if (!tokenMatches(header.startsWith('Bearer ') ? header.slice(7) : undefined, deps.adminToken)) {
      throw new HttpError(401, { statusCode: 401, message: 'Unauthorized' });
    }
  });
  app.get('/admin/sources', async () => ({ sources: await listSourceRecords(deps.db) }));
  app.post('/admin/sources', async (request) => {
    const outcome = await saveSource(deps.db, parseOr400(SaveSourceBody, request.body ?? {}));
    if (!outcome.saved) {
      throw new HttpError(409, { statusCode: 409, error: 'Conflict', ...outcome.refusal });
    }
    return outcome;
  });
  app.post('/admin/sources/remove', async (request) => {
    const { domain } = parseOr400(DomainBody, request.body ?? {});
    const removed = await dropSource(deps.db, domain);
    if (!removed) throw notFound(`Unknown source ${domain}`);
    return removed;
  });
  app.post('/admin/sources/enabled', async (request) => {
    const { domain, enabled } = parseOr400(EnableBody, request.body ?? {});
    if (!(await setSourceEnabled(deps.db, domain, enabled))) throw notFound(`Unknown source ${domain}`);
    return { domain, enabled };
  });
  const imports = createImportSessions({ db: deps.db, events: deps.events, companies: deps.companies });
  app.addHook('onClose', () => imports.close());
  app.post('/admin/ingest/batch', { bodyLimit: BATCH_BODY_LIMIT }, async (request) => {
    const { articles, order } = parseOr400(BatchBody, request.body ?? {});
    try {
      return { counts: await imports.importBatch(articles, order) };
    } catch (error) {
      if (!(error instanceof BatchOrderError)) throw error;
      throw new HttpError(409, { statusCode: 409, error: 'Conflict', message: error.message });
    }
  });
  // The end of a bulk import: the planner learns the new rows now, not when a threshold check comes round.
  app.post('/admin/ingest/done', async (request) => {
    await imports.finish(parseOr400(DoneBody, request.body ?? {}).importId);
    return maintainArticles(deps.db);
  });
  app.get('/admin/articles/count', async () => ({ articles: await countArticles(deps.db) }));
  app.post('/admin/enrich/batch', async (request) =>
    reenrichBatch({ db: deps.db, companies: deps.companies }, parseOr400(ReenrichBody, request.body ?? {})),
  );
  app.post('/admin/enrich/outdated', async (request) =>
    reenrichOutdated(
      { db: deps.db, companies: deps.companies },
      parseOr400(ReenrichOutdatedBody, request.body ?? {}).limit,
    ),
  );
}
