/**
 * @module processItems: processItem over a batch (bulk imports), with the same outcomes and announcements, at
 * the pipeline's speed. Items the store does not know yet are looked up together, enriched, and written in one
 * transaction by the store's bulk insert; every other item (stored, aliased, a repeat within the batch, one
 * with a publisher id or a page to fetch) goes through processItem one by one, after the new ones.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { enrichArticle } from '../../enrich/enrich-article';
import type { ArticleInput } from '../../model/article';
import { ingestItems } from '../../metrics/registry';
import { findKnownLinks, insertNewArticles } from '../../store/articles-repo';
import type { Db } from '../../store/db';
import { normalizeLower } from '../../../query/values';
import { canonicalizeLink, legacyCanonicalLink } from '../canonical-link';
import {
  blankToNull,
  plausibleDate,
  processItem,
  type ItemOutcome,
  type PipelineDeps,
  type PipelineItem,
} from './process-item';

export type BatchDeps = Omit<PipelineDeps, 'db'> & { db: Db };

interface Candidate {
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
    if (!blankToNull(item.guid) && item.contentWanted !== true) all.push({ index, item, link, legacy });
  });
  const shared = (form: string | null) => form !== null && (forms.get(form) ?? 0) > 1;
  return { candidates: all.filter((c) => !shared(c.link) && !shared(c.legacy)), skipped };
}

/** The new article as processItem would enrich it (no stored content to keep, no page to read). */
function enrichNew(deps: BatchDeps, c: Candidate, now: Date): ArticleInput {
  return enrichArticle(
    {
      link: c.link,
      source: normalizeLower(c.item.source),
      title: blankToNull(c.item.title) ?? '',
      summary: blankToNull(c.item.summary),
      content: blankToNull(c.item.content),
      publishDate: plausibleDate(c.item.publishDate, now) ?? now,
      images: c.item.images,
      author: blankToNull(c.item.author),
      declaredLanguage: c.item.declaredLanguage,
    },
    deps.companies,
  );
}

/** The outcome of each item, in the order given; `article.created` / `article.revised` as processItem emits. */
export async function processItems(deps: BatchDeps, items: readonly PipelineItem[]): Promise<ItemOutcome[]> {
  const outcomes: (ItemOutcome | undefined)[] = new Array<ItemOutcome | undefined>(items.length);
  const { candidates, skipped } = newArticleCandidates(items);
  for (const index of skipped) {
    outcomes[index] = 'skipped';
    ingestItems.inc({ source: items[index]?.source ?? '', stage: 'skipped' });
  }
  const known = await findKnownLinks(
    deps.db,
    candidates.flatMap((c) => (c.legacy ? [c.link, c.legacy] : [c.link])),
  );
  const fresh = candidates.filter((c) => !known.has(c.link) && !(c.legacy && known.has(c.legacy)));
  const now = deps.now?.() ?? new Date();
  const inputs: ArticleInput[] = [];
  for (const c of fresh) {
    inputs.push(enrichNew(deps, c, now));
    // Enrichment runs on the service's own thread: let waiting API requests in between articles.
    await nextTurn();
  }
  const rows = inputs.map((input) => ({ input, at: now }));
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
