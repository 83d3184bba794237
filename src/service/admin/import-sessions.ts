/**
 * @module The service's side of `npm run ingest` through its admin API: each batch is enriched on a worker
 * thread as it arrives, the next one while the last is written (pipelinedImport), and written in the order
 * the client numbered them, whatever order their requests arrive in. The worker starts with an import's
 * first batch, holding the companies the catalog has then, and ends when the import says it is done, after
 * a failed batch, or after a while without batches.
 */
import type { CompanyCatalog } from '../enrich/companies/company-catalog';
import type { ArticleEventBus } from '../events/article-events';
import { pipelinedImport, type ImportCounts } from '../ingest/import/import-articles';
import type { ImportLine } from '../ingest/import/import-line';
import { createImportEnrichPool, type EnrichPool } from '../ingest/pipeline/enrich-pool';
import type { Db } from '../store/db';

/** Where a batch stands in its import: the client's id for the import and the batch's index, from 0. */
export interface BatchOrder {
  importId: string;
  index: number;
}

export class BatchOrderError extends Error {
  override readonly name = 'BatchOrderError';
}

export interface ImportSessions {
  /** The batch's counts once it is written; with `order`, only after every batch before it entered. */
  importBatch(lines: ImportLine[], order?: BatchOrder): Promise<ImportCounts>;
  /** The import is over: the worker ends once its batches are written, unless another import still runs. */
  finish(importId?: string): Promise<void>;
  close(): Promise<void>;
}

export interface ImportSessionDeps {
  db: Db;
  events: ArticleEventBus;
  companies?: CompanyCatalog;
}

export interface ImportSessionOptions {
  /** The worker ends after this long without a batch. */
  idleMs?: number;
  /** How far ahead of the next expected index a batch may arrive (the client's batches in flight). */
  maxAhead?: number;
  createPool?: (companies: CompanyCatalog | undefined) => EnrichPool;
}

interface Session {
  pool: EnrichPool;
  importBatch: (lines: readonly ImportLine[]) => Promise<ImportCounts>;
  last: Promise<unknown>;
  idle: NodeJS.Timeout;
  closed?: Promise<void>;
}

interface Turns {
  next: number;
  waiting: Map<number, { enter: () => void; refuse: (error: Error) => void }>;
}

const MAX_ENDED_REMEMBERED = 100;

const defaultPool = (companies: CompanyCatalog | undefined): EnrichPool =>
  createImportEnrichPool(companies?.companies());

export function createImportSessions(
  deps: ImportSessionDeps,
  options: ImportSessionOptions = {},
): ImportSessions {
  const idleMs = options.idleMs ?? 60_000;
  const maxAhead = options.maxAhead ?? 8;
  const createPool = options.createPool ?? defaultPool;
  let session: Session | null = null;
  const turnsByImport = new Map<string, Turns>();
  /** Imports ended by a failure or by the idle timeout, newest last: their later batches are refused. */
  const endedImports = new Set<string>();
  const endedError = (importId: string) =>
    new BatchOrderError(`import ${importId} was ended (a batch failed, or none came for a while)`);
  function rememberEnded(importId: string): void {
    endedImports.add(importId);
    if (endedImports.size > MAX_ENDED_REMEMBERED)
      endedImports.delete(endedImports.values().next().value ?? '');
  }

  /** Batches waiting for their turn are refused unless `keepTurns`: their import cannot go on. */
  function end(ended: Session, keepTurns = false): Promise<void> {
    // A failure fails every batch queued behind it, and each of them ends the session: once is enough.
    if (ended.closed) return ended.closed;
    clearTimeout(ended.idle);
    if (session === ended) session = null;
    if (!keepTurns) {
      for (const [importId, turns] of turnsByImport) {
        for (const waiter of turns.waiting.values()) waiter.refuse(endedError(importId));
        rememberEnded(importId);
      }
      turnsByImport.clear();
    }
    ended.closed = ended.last.then(
      () => ended.pool.close(),
      () => ended.pool.close(),
    );
    return ended.closed;
  }

  function current(): Session {
    if (session) {
      session.idle.refresh();
      return session;
    }
    const pool = createPool(deps.companies);
    const started: Session = {
      pool,
      importBatch: pipelinedImport(deps, (raws) => pool.prepare(raws)),
      last: Promise.resolve(),
      idle: setTimeout(() => void end(started), idleMs).unref(),
    };
    session = started;
    return started;
  }

  function enter(lines: readonly ImportLine[]): Promise<ImportCounts> {
    const s = current();
    const counts = s.importBatch(lines);
    s.last = counts;
    // A failed batch fails the ones queued behind it (the client stops there); the next import starts afresh.
    counts.catch(() => void end(s));
    return counts;
  }

  async function awaitTurn(order: BatchOrder): Promise<void> {
    if (endedImports.has(order.importId)) throw endedError(order.importId);
    const turns = turnsByImport.get(order.importId) ?? { next: 0, waiting: new Map() };
    turnsByImport.set(order.importId, turns);
    if (order.index < turns.next || turns.waiting.has(order.index)) {
      throw new BatchOrderError(`batch ${order.index} of import ${order.importId} was already sent`);
    }
    if (order.index > turns.next + maxAhead) {
      throw new BatchOrderError(
        `batch ${order.index} of import ${order.importId} is more than ${maxAhead} ahead of batch ${turns.next}`,
      );
    }
    if (order.index > turns.next) {
      // A batch whose predecessor never comes is refused after the idle time, not held forever.
      await new Promise<void>((enterTurn, refuse) => {
        const giveUp = setTimeout(() => {
          turns.waiting.delete(order.index);
          refuse(new BatchOrderError(`batch ${order.index - 1} of import ${order.importId} never came`));
        }, idleMs).unref();
        turns.waiting.set(order.index, {
          enter: () => {
            clearTimeout(giveUp);
            enterTurn();
          },
          refuse: (error: Error) => {
            clearTimeout(giveUp);
            refuse(error);
          },
        });
      });
    }
  }

  function passTurn(order: BatchOrder): void {
    const turns = turnsByImport.get(order.importId);
    if (!turns) return;
    turns.next = order.index + 1;
    const waiter = turns.waiting.get(turns.next);
    turns.waiting.delete(turns.next);
    waiter?.enter();
  }

  return {
    async importBatch(lines, order) {
      if (!order) return enter(lines);
      await awaitTurn(order);
      const counts = enter(lines);
      passTurn(order);
      return counts;
    },
    async finish(importId) {
      if (importId !== undefined) turnsByImport.delete(importId);
      if (session && turnsByImport.size === 0) await end(session, true);
    },
    async close() {
      if (session) await end(session);
    },
  };
}
