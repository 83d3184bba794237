/**
 * @module processItems: processItem over a batch (bulk imports), with the same outcomes and announcements, at
 * the pipeline's speed. Items the store does not know yet are looked up together, enriched, and written in one
 * transaction by the store's bulk insert; every other item (stored, aliased, a repeat within the batch, one
 * with a publisher id or a page to fetch) goes through processItem one by one, after the new ones. Bulk imports
 * split it: prepareItems (enrichment, no store) for the next batch while writePreparedItems stores this one.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { enrichArticle, type RawArticle } from '../../enrich/enrich-article';
import { ingestItems } from '../../metrics/registry';
import type { PreparedArticle } from './enrich-messages';
import { findKnownLinks, insertNewArticles } from '../../store/articles-repo';
import type { Db } from '../../store/db';
import { normalizeLower } from '../../../query/values';
import { canonicalizeLink, legacyCanonicalLink } from '../../model/canonical-link';
import { blankToNull, plausibleDate } from './item-values';
import { processItem, type ItemOutcome, type PipelineDeps } from './process-item';
import { toRawArticle, type PipelineItem } from './to-pipeline-item';

export type BatchDeps = Omit<PipelineDeps, 'db'> & { db: Db };

export interface Candidate {
  index: number;
  item: PipelineItem;
  link: string;
  legacy: string | null;
}

/**
 * Items that may be new articles: a canonical link and a title, nothing that needs the one-by-one path (a
 * publisher id can name a stored article under another link; a page fetch is per item), and no link another
 * item of the batch has in any form (the later one may revise, or take the older form of, the earlier one).
 */
function newArticleCandidates(items: readonly PipelineItem[]): {
  candidates: Candidate[];
  skipped: Set<number>;
} {
  const skipped = new Set<number>();
  const forms = new Map<string, number>();
  const all: Candidate[] = [];
  items.forEach((item, index) => {
    const link = canonicalizeLink(item.link);
    if (!link || !blankToNull(item.title)) {
      skipped.add(index);
      return;
    }
    const legacy = legacyCanonicalLink(item.link);
    for (const form of legacy ? [link, legacy] : [link]) forms.set(form, (forms.get(form) ?? 0) + 1);
    if (!blankToNull(item.guid) && !item.contentWanted) all.push({ index, item, link, legacy });
  });
  const shared = (form: string | null) => form !== null && (forms.get(form) ?? 0) > 1;
  return { candidates: all.filter((c) => !shared(c.link) && !shared(c.legacy)), skipped };
}

/** The new article's raw form as processItem would enrich it (no stored content to keep, no page to read). */
function rawNew(c: Candidate, now: Date): RawArticle {
  return toRawArticle(c.item, {
    link: c.link,
    source: normalizeLower(c.item.source),
    title: blankToNull(c.item.title) ?? '',
    summary: blankToNull(c.item.summary),
    content: blankToNull(c.item.content),
    publishDate: plausibleDate(c.item.publishDate, now) ?? now,
    images: c.item.images,
  });
}

/**
 * Enriches raw articles in order, the same as enrichArticle with the store's companies, with their indexed
 * form where it builds one (the enrich pool's prepare, on worker threads).
 */
export type BatchEnricher = (raws: RawArticle[]) => Promise<PreparedArticle[]>;

/** A batch whose possible new articles are enriched already: what {@link writePreparedItems} stores. */
export interface PreparedItems {
  items: readonly PipelineItem[];
  now: Date;
  candidates: Candidate[];
  skipped: Set<number>;
  /** The enriched form of each candidate, in the order of `candidates`. */
  inputs: PreparedArticle[];
}

/**
 * The store-free half of {@link processItems}: every possible new article of the batch enriched (whether the
 * store knows it is only asked when the batch is written), so that it can run while the batch before is
 * being written.
 */
export async function prepareItems(
  deps: Pick<BatchDeps, 'now'>,
  items: readonly PipelineItem[],
  enrich: BatchEnricher,
): Promise<PreparedItems> {
  const now = deps.now?.() ?? new Date();
  const { candidates, skipped } = newArticleCandidates(items);
  const inputs = candidates.length > 0 ? await enrich(candidates.map((c) => rawNew(c, now))) : [];
  return { items, now, candidates, skipped, inputs };
}

/** The outcome of each item of a prepared batch, in order; the same writes and announcements as processItems. */
export async function writePreparedItems(deps: BatchDeps, batch: PreparedItems): Promise<ItemOutcome[]> {
  const enriched = new Map(batch.candidates.map((c, i) => [c, batch.inputs[i]]));
  return writeItems(deps, batch, (fresh) =>
    Promise.resolve(fresh.map((c) => enriched.get(c) as PreparedArticle)),
  );
}

/** The outcome of each item, in the order given; `article.created` / `article.revised` as processItem emits. */
export async function processItems(deps: BatchDeps, items: readonly PipelineItem[]): Promise<ItemOutcome[]> {
  const now = deps.now?.() ?? new Date();
  const { candidates, skipped } = newArticleCandidates(items);
  return writeItems(deps, { items, now, candidates, skipped }, async (fresh) => {
    const inputs: PreparedArticle[] = [];
    for (const c of fresh) {
      inputs.push({ input: enrichArticle(rawNew(c, now), deps.companies) });
      // Enrichment runs on the service's own thread: let waiting API requests in between articles.
      await nextTurn();
    }
    return inputs;
  });
}

async function writeItems(
  deps: BatchDeps,
  batch: Omit<PreparedItems, 'inputs'>,
  enrichFresh: (fresh: Candidate[]) => Promise<PreparedArticle[]>,
): Promise<ItemOutcome[]> {
  const { items, now, candidates, skipped } = batch;
  const outcomes: (ItemOutcome | undefined)[] = new Array<ItemOutcome | undefined>(items.length);
  for (const index of skipped) {
    outcomes[index] = 'skipped';
    ingestItems.inc({ source: items[index]?.source ?? '', stage: 'skipped' });
  }
  const known = await findKnownLinks(
    deps.db,
    candidates.flatMap((c) => (c.legacy ? [c.link, c.legacy] : [c.link])),
  );
  const fresh = candidates.filter((c) => !known.has(c.link) && !(c.legacy && known.has(c.legacy)));
  const inputs = await enrichFresh(fresh);
  const rows = inputs.map(({ input, indexed }) => ({ input, indexed, at: now }));
  const created = rows.length > 0 ? await deps.db.transaction((tx) => insertNewArticles(tx, rows)) : [];
  const byLink = new Map(created.map((article) => [article.link, article]));
  for (const c of fresh) {
    const article = byLink.get(c.link);
    if (!article) continue; // written by someone else meanwhile: the one-by-one path decides
    outcomes[c.index] = 'created';
    ingestItems.inc({ source: c.item.source, stage: 'created' });
    deps.events.emit('article.created', { article });
  }
  for (const [index, item] of items.entries()) {
    outcomes[index] ??= await processItem(deps, item);
  }
  return outcomes.map((outcome) => outcome ?? 'skipped');
}
