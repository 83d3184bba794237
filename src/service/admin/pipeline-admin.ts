/**
 * @module The CLI's way to the sources catalog and import: the running service's admin API when it holds
 * the embedded store (PGlite allows one process per data directory), else the store itself.
 */
import { randomUUID } from 'node:crypto';
import { adminClient } from './admin-client';
import { runningServiceAdmin } from '../system/data-dir';
import { openCompanyCatalog } from '../enrich/companies/company-catalog';
import type { ServiceConfig } from '../config/env';
import type { CompanyMatcher } from '../enrich/companies/match-companies';
import { createMemoryEventBus, type ArticleEventBus } from '../events/article-events';
import { openLiveTransport } from '../events/live-transport';
import { importArticles, pipelinedImport, type ImportCounts } from '../ingest/import/import-articles';
import { createImportEnrichPool, type EnrichPool } from '../ingest/pipeline/enrich-pool';
import type { ImportLine } from '../ingest/import/import-line';
import { reenrichBatch, type ReenrichResult, type ReenrichStep } from '../ingest/pipeline/reenrich-batch';
import { reenrichOutdated, type ReenrichOutdatedResult } from '../ingest/pipeline/reenrich-outdated';
import { countArticles } from '../store/articles-repo';
import type { Db } from '../store/db';
import { maintainArticles, type MaintenanceResult } from '../store/maintenance';
import { DEFAULT_GROUPING_OPTIONS, groupAllStories } from '../store/assign-stories';
import { DEFAULT_STORY_OPTIONS } from '../stories/story-match';
import { migrate } from '../store/migrate';
import { openDb } from '../store/open-db';
import { listSourceRecords, setSourceEnabled, type SourceRecord } from '../store/sources-repo';
import { loadDefaultCatalog } from '../sources/load-catalog';
import {
  dropSource,
  saveSource,
  type DropSourceOutcome,
  type SaveSourceOutcome,
  type SaveSourceRequest,
  type SourceRefusal,
} from '../sources/save-source';

export interface PipelineAdmin {
  readonly via: string;
  /** How many import batches to send before the oldest is done (runImport's `inFlight`). */
  readonly importBatchesInFlight: number;
  list(): Promise<SourceRecord[]>;
  save(request: SaveSourceRequest): Promise<SaveSourceOutcome>;
  /** Null when there is no such source. */
  remove(domain: string): Promise<DropSourceOutcome | null>;
  setEnabled(domain: string, enabled: boolean): Promise<boolean>;
  importBatch(lines: ImportLine[]): Promise<ImportCounts>;
  /** After an import: statistics and GIN pending lists brought up to date (store maintenance). */
  finishImport(): Promise<MaintenanceResult>;
  countArticles(): Promise<number>;
  /** One step of a pass that enriches stored articles again. */
  reenrichBatch(step: ReenrichStep): Promise<ReenrichResult>;
  /** One step (`limit` articles) of the resumable pass over the articles an older enrichment version wrote. */
  reenrichOutdated(limit: number): Promise<ReenrichOutdatedResult>;
  close(): Promise<void>;
}

/**
 * The store itself, for a CLI with no service running on it. `events` announces what imports write; on a
 * PostgreSQL server it reaches the services of other machines on the same database. With `enrichPool`
 * (worker threads holding the same companies) imports are pipelined: two batches in flight, the next one
 * enriched while the last one is written.
 */
export function directPipelineAdmin(
  db: Db,
  closeDb = true,
  companies?: CompanyMatcher,
  events: ArticleEventBus = createMemoryEventBus(),
  enrichPool?: EnrichPool,
): PipelineAdmin {
  const deps = { db, events, companies };
  return {
    via: `the ${db.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} store`,
    importBatchesInFlight: enrichPool ? 2 : 1,
    list: () => listSourceRecords(db),
    save: (request) => saveSource(db, request),
    remove: (domain) => dropSource(db, domain),
    setEnabled: (domain, enabled) => setSourceEnabled(db, domain, enabled),
    importBatch: enrichPool
      ? pipelinedImport(deps, (raws) => enrichPool.prepare(raws))
      : (lines) => importArticles(deps, lines),
    finishImport: () => maintainArticles(db),
    countArticles: () => countArticles(db),
    reenrichBatch: (step) => reenrichBatch({ db, companies }, step),
    reenrichOutdated: (limit) => reenrichOutdated({ db, companies }, limit),
    close: async () => {
      await enrichPool?.close();
      await events.close();
      if (closeDb) await db.close();
    },
  };
}

const reviveDate = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);

/** Statuses the admin API answers with a body the client reads; others are errors. */
const READABLE_STATUSES = [200, 404, 409];

export function httpPipelineAdmin(baseUrl: string, token: string): PipelineAdmin {
  const call = adminClient(baseUrl, token, READABLE_STATUSES);
  const callOk = adminClient(baseUrl, token);
  // Batches are numbered: the service writes them in this order, whichever request reaches it first.
  const importId = randomUUID();
  let nextIndex = 0;
  return {
    via: `the running service at ${baseUrl}`,
    // The service enriches the next batch while it writes the last one.
    importBatchesInFlight: 2,
    list: async () =>
      (await call<{ sources: SourceRecord[] }>('GET', '/admin/sources')).body.sources.map((s) => ({
        ...s,
        lastSuccessAt: reviveDate(s.lastSuccessAt),
        lastErrorAt: reviveDate(s.lastErrorAt),
        nextPollAt: reviveDate(s.nextPollAt),
      })),
    save: async (request) => {
      const { status, body } = await call<SaveSourceOutcome & SourceRefusal>(
        'POST',
        '/admin/sources',
        request,
      );
      return status === 409 ? { saved: false, refusal: { code: body.code, message: body.message } } : body;
    },
    remove: async (domain) => {
      const { status, body } = await call<DropSourceOutcome>('POST', '/admin/sources/remove', { domain });
      return status === 200 ? body : null;
    },
    setEnabled: async (domain, enabled) =>
      (await call('POST', '/admin/sources/enabled', { domain, enabled })).status === 200,
    importBatch: async (articles) => {
      const order = { importId, index: nextIndex++ };
      return (await callOk<{ counts: ImportCounts }>('POST', '/admin/ingest/batch', { articles, order })).body
        .counts;
    },
    finishImport: async () =>
      (await call<MaintenanceResult>('POST', '/admin/ingest/done', { importId })).body,
    countArticles: async () =>
      (await call<{ articles: number }>('GET', '/admin/articles/count')).body.articles,
    reenrichBatch: async (step) => (await call<ReenrichResult>('POST', '/admin/enrich/batch', step)).body,
    reenrichOutdated: async (limit) =>
      (await callOk<ReenrichOutdatedResult>('POST', '/admin/enrich/outdated', { limit })).body,
    close: async () => undefined,
  };
}

export async function openPipelineAdmin(config: ServiceConfig): Promise<PipelineAdmin> {
  const running = runningServiceAdmin(config);
  if (running) return httpPipelineAdmin(running.url, running.token);
  const db = await openDb(config);
  await migrate(db);
  await loadDefaultCatalog(db);
  const companies = await openCompanyCatalog(db);
  const transport = await openLiveTransport(db, config.databaseUrl, (error) =>
    process.stderr.write(`article events: ${error instanceof Error ? error.message : String(error)}\n`),
  );
  const enrichPool = createImportEnrichPool(companies.companies());
  const admin = directPipelineAdmin(db, true, companies, transport.events, enrichPool);
  return {
    ...admin,
    // No service runs on this store to group what the import wrote: the CLI groups it before it leaves.
    finishImport: async () => {
      await groupAllStories(db, {
        ...DEFAULT_GROUPING_OPTIONS,
        match: { ...DEFAULT_STORY_OPTIONS, windowHours: config.storyWindowHours },
      });
      return admin.finishImport();
    },
    // The admin first sends the announcements still queued (through the store), then the listener goes.
    close: async () => {
      await admin.close();
      await transport.close();
    },
  };
}
