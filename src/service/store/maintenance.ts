/**
 * @module Store maintenance: the service keeps the planner's statistics and the GIN pending lists of the
 * articles table up to date itself. PGlite has no autovacuum at all, and a server's autovacuum (when it is on)
 * reaches a bulk-loaded table minutes later: until then reltuples is -1 or stale and every search plans as
 * if the table were tiny or had another shape. So: analyse after bulk writes (imports, the demo load), and
 * otherwise when the rows changed since the last analyse pass autovacuum's own threshold.
 */
import type { Db } from './db';

/** autovacuum_analyze_scale_factor and a base like autovacuum_analyze_threshold (ours is larger: 50 is churn). */
export const ANALYZE_SCALE_FACTOR = 0.1;
export const ANALYZE_BASE_THRESHOLD = 500;
/** autovacuum_naptime: how often a running service checks the threshold. */
export const MAINTENANCE_CHECK_MS = 60_000;

/**
 * WAL written since the last checkpoint after which PGlite checkpoints. PGlite runs PostgreSQL in single-user
 * mode, which has no checkpointer: without this its WAL grows with every write until the store is closed
 * (401 MB during a 100k import). Half of its max_wal_size (pglite-db.ts), so recycling keeps few segments.
 */
export const PGLITE_CHECKPOINT_BYTES = 32 * 1024 * 1024;

/**
 * The tables searches plan over: articles, and the sources the default-source scope joins; and the change log,
 * which grows with the articles and whose feed joins them (a rare filter's changes are found by article); and the
 * articles' versions, which an `asOf` search joins (how many changed after an instant decides its plan); and the
 * ticker and company keys (migration 034), whose estimate picks between their walk and filter-first.
 */
const ANALYZED_TABLES = 'articles, sources, article_changes, article_revisions, article_keys';
// Any constant: it only has to be the same for every instance, so one of them maintains at a time.
const MAINTENANCE_LOCK_ID = 7_215_006;

export interface ArticleStats {
  /** The planner's row count (pg_class.reltuples); -1 when never analysed. */
  reltuples: number;
  /** Rows inserted, updated or deleted since the last analyse (cumulative statistics). */
  modifiedSinceAnalyze: number;
  /** Whether the table holds any row at all (reltuples -1 on an empty table is no problem). */
  hasRows: boolean;
}

export async function readArticleStats(db: Db): Promise<ArticleStats> {
  // Cumulative statistics reach the shared counters when a backend goes idle; PGlite's one backend only on a
  // forced flush, so one is asked for and the snapshot cleared, or the count read here lags a whole batch.
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT pg_stat_clear_snapshot()');
  const rows = await db.query<{ reltuples: number; modified: number | string | null; has_rows: boolean }>(
    `SELECT c.reltuples::float8 AS reltuples, s.n_mod_since_analyze AS modified,
            EXISTS (SELECT 1 FROM articles) AS has_rows
       FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
      WHERE c.oid = 'articles'::regclass`,
  );
  const row = rows[0];
  return {
    reltuples: Number(row?.reltuples ?? -1),
    modifiedSinceAnalyze: Number(row?.modified ?? 0),
    hasRows: row?.has_rows === true,
  };
}

/** Autovacuum's rule (threshold + scale factor × rows), and a table never analysed that holds rows. */
export function analyzeIsDue(stats: ArticleStats): boolean {
  if (stats.reltuples < 0) return stats.hasRows;
  return stats.modifiedSinceAnalyze > ANALYZE_BASE_THRESHOLD + ANALYZE_SCALE_FACTOR * stats.reltuples;
}

export interface MaintenanceResult {
  /** False when another instance was maintaining the store at the same moment (it does the same). */
  ran: boolean;
  /** Pending-list pages merged into the GIN indexes of articles. */
  pendingPagesMerged: number;
}

/**
 * ANALYZE of the searched tables, then the GIN pending lists merged into their indexes (what VACUUM does for
 * them; a rare-term search otherwise scans the list). One instance at a time on a shared server.
 */
export async function maintainArticles(db: Db): Promise<MaintenanceResult> {
  return db
    .transaction(async (tx) => {
      const [lock] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [
        MAINTENANCE_LOCK_ID,
      ]);
      if (!lock?.ok) return { ran: false, pendingPagesMerged: 0 };
      // Sampling 2000 × 300 rows of the tsvector column takes longer than a request's budget on a large store.
      await tx.query(`SET LOCAL statement_timeout = 0`);
      await tx.query(`ANALYZE ${ANALYZED_TABLES}`);
      const merged = await tx.query<{ pages: number | string }>(
        `SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0) AS pages
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
        WHERE i.indrelid = 'articles'::regclass AND am.amname = 'gin'`,
      );
      return { ran: true, pendingPagesMerged: Number(merged[0]?.pages ?? 0) };
    })
    .then(async (result) => {
      await checkpointIfDue(db);
      return result;
    });
}

/** Bytes of WAL written since the last checkpoint began. */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  const rows = await db.query<{ bytes: number | string }>(
    `SELECT (pg_current_wal_insert_lsn() - redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()`,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** On PGlite, a checkpoint once PGLITE_CHECKPOINT_BYTES of WAL were written; true when it took one. */
export async function checkpointIfDue(db: Db): Promise<boolean> {
  if (db.engine !== 'pglite' || (await walSinceCheckpoint(db)) < PGLITE_CHECKPOINT_BYTES) return false;
  await db.exec('CHECKPOINT');
  return true;
}

/** Maintains the store when the threshold says so (null when it was not due); bounds PGlite's WAL either way. */
export async function maintainIfDue(db: Db): Promise<MaintenanceResult | null> {
  const result = analyzeIsDue(await readArticleStats(db)) ? await maintainArticles(db) : null;
  await checkpointIfDue(db);
  return result;
}

export interface MaintenanceTimer {
  /** Stops the checks; waits for one that is running. */
  stop(): Promise<void>;
}

export interface MaintenanceTimerOptions {
  everyMs?: number;
  onMaintained?: (result: MaintenanceResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * Checks the threshold now and then every `everyMs` (the service's autovacuum). Checks never overlap, and the
 * timer does not keep the process alive.
 */
export function startMaintenanceTimer(db: Db, options: MaintenanceTimerOptions = {}): MaintenanceTimer {
  let running: Promise<void> | null = null;
  let stopped = false;
  const check = () => {
    if (running || stopped) return;
    running = maintainIfDue(db)
      .then((result) => {
        if (result?.ran) options.onMaintained?.(result);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, options.everyMs ?? MAINTENANCE_CHECK_MS);
  timer.unref();
  check();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
