/**
 * @module Loads the generated demo corpus on first start, through the same write path as ingested
 * articles (originals first, then their revisions). Runs once per store, under a lock.
 */
import type { Logger } from 'pino';
import { DEMO_SOURCES, generateDemoCorpus } from '../demo/generate-corpus';
import { writeArticle } from '../store/articles-repo';
import type { Db } from '../store/db';
import { getMeta, setMeta } from '../store/meta-repo';
import { upsertSource } from '../store/sources-repo';

const DEMO_LOCK_ID = 7_215_005;
const META_KEY = 'demo_corpus';
const BATCH = 1_000;

export interface DemoLoadResult {
  loaded: boolean;
  articles: number;
  revisions: number;
}

export async function loadDemoCorpusOnce(
  db: Db,
  options: { count: number; now?: Date; log?: Logger },
): Promise<DemoLoadResult> {
  if (await getMeta(db, META_KEY)) return { loaded: false, articles: 0, revisions: 0 };
  const now = options.now ?? new Date();
  const corpus = generateDemoCorpus({ count: options.count, now });
  const started = Date.now();
  let articles = 0;
  let revisions = 0;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_ID]);
    if (await getMeta(tx, META_KEY)) return;
    for (const source of DEMO_SOURCES) {
      await upsertSource(tx, {
        domain: source.domain,
        isDefault: source.isDefaultSource,
        originCountry: source.originCountry,
        contentAvailable: true,
      });
    }
    for (const [index, item] of corpus.entries()) {
      const indexedAt = new Date(item.article.publishDate.getTime() + 60_000 * (1 + (index % 7)));
      const outcome = await writeArticle(tx, item.article, { at: indexedAt });
      if (outcome.kind === 'created') articles += 1;
      if (item.revision) {
        const revisedAt = new Date(item.article.publishDate.getTime() + item.revision.afterMinutes * 60_000);
        const revised = await writeArticle(
          tx,
          {
            ...item.article,
            title: item.revision.title ?? item.article.title,
            summary: item.revision.summary ?? item.article.summary,
          },
          { at: revisedAt },
        );
        if (revised.kind === 'revised') revisions += 1;
      }
      if ((index + 1) % BATCH === 0)
        options.log?.info({ written: index + 1, of: corpus.length }, 'demo corpus');
    }
    await setMeta(tx, META_KEY, JSON.stringify({ count: options.count, generatedAt: now.toISOString() }));
  });
  options.log?.info({ articles, revisions, ms: Date.now() - started }, 'demo corpus loaded');
  return { loaded: true, articles, revisions };
}
