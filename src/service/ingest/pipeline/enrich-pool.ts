/**
 * @module createEnrichPool: enrichArticle over batches on worker threads (the shared worker pool), for bulk
 * loads (imports, the demo corpus) where enrichment is as slow as the store: the caller writes one batch
 * while the workers enrich the next. Same function, same results as in-thread; workers start on first use.
 */
import type { MatchableCompany } from '../../model/company-record';
import type { RawArticle } from '../../enrich/enrich-article';
import type { ArticleInput } from '../../model/article';
import type { EnrichRequest, EnrichWorkerData, PreparedArticle } from './enrich-messages';
import { createWorkerPool, WorkerPoolError } from './worker-pool';

export type EnrichPoolErrorCode = 'enrich.closed' | 'enrich.failed';

export class EnrichPoolError extends Error {
  override readonly name = 'EnrichPoolError';

  constructor(
    readonly code: EnrichPoolErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${message}`, options);
  }
}

export interface EnrichPool {
  /** The enriched articles in the order of `raws`; rejects only with {@link EnrichPoolError}. */
  enrich(raws: RawArticle[]): Promise<ArticleInput[]>;
  /** enrich, each article with its indexed form too (for insertNewArticles); same rejections. */
  prepare(raws: RawArticle[]): Promise<PreparedArticle[]>;
  /** Fails batches still in work with `enrich.closed` and ends the workers. */
  close(): Promise<void>;
}

export interface EnrichPoolOptions {
  workers?: number;
  /** The reference companies to tag from (the store's), sent to each worker once; the bundled seed when absent. */
  companies?: readonly MatchableCompany[];
}

const toEnrichError = (error: unknown): EnrichPoolError =>
  new EnrichPoolError(
    error instanceof WorkerPoolError && error.kind === 'closed' ? 'enrich.closed' : 'enrich.failed',
    error instanceof Error ? error.message : String(error),
    { cause: error },
  );

export function createEnrichPool(options: EnrichPoolOptions = {}): EnrichPool {
  const workerData: EnrichWorkerData = options.companies ? { companies: options.companies } : {};
  const pool = createWorkerPool<EnrichRequest, PreparedArticle[]>({
    from: import.meta.url,
    entry: 'enrich-worker',
    threads: options.workers ?? 1,
    workerData: { ...workerData },
  });
  const run = (raws: RawArticle[], index: boolean) =>
    pool
      .run({ raws, index }, () => `a batch of ${raws.length}`)
      .catch((error: unknown) => {
        throw toEnrichError(error);
      });
  return {
    enrich: async (raws) => (await run(raws, false)).map((prepared) => prepared.input),
    prepare: (raws) => run(raws, true),
    close: () => pool.close(),
  };
}

/**
 * The pool an import writes behind (the CLI on the store, the service's admin API): one worker, since enriching
 * a batch takes less time than writing one, so a second would wait.
 */
export const createImportEnrichPool = (companies?: readonly MatchableCompany[]): EnrichPool =>
  createEnrichPool({ workers: 1, ...(companies ? { companies } : {}) });
