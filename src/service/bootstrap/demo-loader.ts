/**
 * @module Loads the generated demo corpus on first start. The generator only writes the text: every
 * article goes through the same enrichment as ingested and imported ones, then the store's write path
 * (originals in bulk inserts, then their revisions one by one). Enrichment runs on worker threads a
 * few batches ahead of the writes, which keep this thread busy. Runs once per store, under a lock.
 */
import os from 'node:os';
import type { Logger } from 'pino';
import { DEMO_SOURCES, generateDemoCorpus, type DemoCorpusItem } from '../demo/generate-corpus';
import { demoRawArticle, demoRevisedRawArticle } from '../demo/raw-article';
import { enrichArticle, type RawArticle } from '../enrich/enrich-article';
import { createEnrichPool, type EnrichPool } from '../ingest/pipeline/enrich-pool';
import type { ArticleInput } from '../model/article';
import { insertNewArticles, writeArticle } from '../store/articles-repo';
import type { Db, Queryable } from '../store/db';
import { getMeta, setMeta } from '../store/meta-repo';
import { upsertSource } from '../store/sources-repo';

const DEMO_LOCK_ID = 7_215_005;
const META_KEY = 'demo_corpus';
const BATCH = 500;
/** Batches enriched ahead of the one being written. */
const AHEAD = 3;
const LOG_EVERY = 5_000;
const MINUTE = 60_000;

export interface DemoLoadResult {
  loaded: boolean;
  articles: number;
  revisions: number;
}

export interface DemoLoadOptions {
  count: number;
  now?: Date;
  log?: Logger;
  /** Enrichment threads; 0 enriches in this thread. Default: the cores but one, at most 3. */
  enrichWorkers?: number;
}

type EnrichBatch = (raws: RawArticle[]) => Promise<ArticleInput[]>;

/** On the pool while it works; in this thread after it failed once (same function, same result). */
function batchEnricher(pool: EnrichPool | null, log?: Logger): EnrichBatch {
  let usePool = pool !== null;
  return async (raws) => {
    if (usePool && pool) {
      try {
        return await pool.enrich(raws);
      } catch (error) {
        if (usePool)
          log?.warn({ err: error }, 'demo corpus: enrichment workers failed, enriching in the main thread');
        usePool = false;
      }
    }
    return raws.map((raw) => enrichArticle(raw));
  };
}

/** A feed is read a few minutes after publication; spread the lag so createdAt is not a copy. */
const indexedAt = (item: DemoCorpusItem, index: number): Date =>
  new Date(item.article.publishDate.getTime() + MINUTE * (1 + (index % 7)));

async function writeOriginals(
  tx: Queryable,
  corpus: DemoCorpusItem[],
  enrich: EnrichBatch,
  log?: Logger,
): Promise<number> {
  const batches = Array.from({ length: Math.ceil(corpus.length / BATCH) }, (_, i) =>
    corpus.slice(i * BATCH, (i + 1) * BATCH),
  );
  const ahead: Promise<ArticleInput[]>[] = [];
  let done = 0;
  const enrichNext = (): void => {
    const batch = batches[ahead.length + done];
    if (batch === undefined) return;
    const enriched = enrich(batch.map(demoRawArticle));
    enriched.catch(() => undefined); // awaited below; this only keeps an abandoned batch from going unhandled
    ahead.push(enriched);
  };
  let written = 0;
  for (let i = 0; i < AHEAD; i += 1) enrichNext();
  for (const [n, batch] of batches.entries()) {
    const inputs = await (ahead.shift() as Promise<ArticleInput[]>);
    done += 1;
    enrichNext();
    const rows = inputs.map((input, i) => ({
      input,
      at: indexedAt(batch[i] as DemoCorpusItem, n * BATCH + i),
    }));
    written += (await insertNewArticles(tx, rows)).length;
    const count = n * BATCH + batch.length;
    if (count % LOG_EVERY === 0 || count === corpus.length)
      log?.info({ written: count, of: corpus.length }, 'demo corpus');
  }
  return written;
}

async function writeRevisions(tx: Queryable, corpus: DemoCorpusItem[], enrich: EnrichBatch): Promise<number> {
  const revisions = corpus.flatMap((item) => {
    const raw = demoRevisedRawArticle(item);
    return raw && item.revision
      ? [{ raw, at: item.article.publishDate.getTime() + item.revision.afterMinutes * MINUTE }]
      : [];
  });
  const inputs = await enrich(revisions.map((r) => r.raw));
  let count = 0;
  for (const [i, input] of inputs.entries()) {
    const at = new Date(revisions[i]?.at ?? Date.now());
    const outcome = await writeArticle(tx, input, { at });
    if (outcome.kind === 'revised') count += 1;
  }
  return count;
}

const defaultWorkers = (): number => Math.max(1, Math.min(3, os.availableParallelism() - 1));

export async function loadDemoCorpusOnce(db: Db, options: DemoLoadOptions): Promise<DemoLoadResult> {
  if (await getMeta(db, META_KEY)) return { loaded: false, articles: 0, revisions: 0 };
  const now = options.now ?? new Date();
  const started = Date.now();
  const workers = options.enrichWorkers ?? defaultWorkers();
  const pool = workers > 0 ? createEnrichPool({ workers }) : null;
  const enrich = batchEnricher(pool, options.log);
  let articles = 0;
  let revisions = 0;
  let loaded = false;
  try {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_ID]);
      if (await getMeta(tx, META_KEY)) return;
      // Generated under the lock: a second instance starting at the same time waits instead of repeating it.
      const corpus = generateDemoCorpus({ count: options.count, now });
      for (const source of DEMO_SOURCES) {
        await upsertSource(tx, {
          domain: source.domain,
          isDefault: source.isDefaultSource,
          originCountry: source.originCountry,
          contentAvailable: true,
        });
      }
      articles = await writeOriginals(tx, corpus, enrich, options.log);
      revisions = await writeRevisions(tx, corpus, enrich);
      await setMeta(tx, META_KEY, JSON.stringify({ count: options.count, generatedAt: now.toISOString() }));
      loaded = true;
    });
  } finally {
    await pool?.close();
  }
  if (loaded) options.log?.info({ articles, revisions, ms: Date.now() - started }, 'demo corpus loaded');
  return { loaded, articles, revisions };
}
