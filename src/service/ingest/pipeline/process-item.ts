/**
 * @module processItem: the per-article orchestrator shared by feeds and imports. Raw item → canonical
 * link → (page extraction when content is wanted and missing) → enrichment → the single write path →
 * `article.created` / `article.revised` on the bus.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CompanyMatcher } from '../../enrich/companies/match-companies';
import { enrichArticle } from '../../enrich/enrich-article';
import type { ArticleEventBus } from '../../events/article-events';
import type { Queryable } from '../../store/db';
import { normalizeLower } from '../../../query/values';
import { canonicalizeLink } from '../../model/canonical-link';
import { identifySighting } from './article-identity';
import { blankToNull, plausibleDate } from './item-values';
import { persistAndAnnounce, persistUnchanged } from './persist-sighting';
import { readPage, type FetchContent } from './read-page';
import { decideSighting, type Sighting } from './sighting-decision';
import { toRawArticle, type PipelineItem } from './to-pipeline-item';
import { ingestItems } from '../../metrics/registry';

export interface PipelineDeps {
  db: Queryable;
  events: ArticleEventBus;
  fetchContent?: FetchContent;
  /** The company reference set to tag from (the store's); the bundled seed when absent. */
  companies?: CompanyMatcher;
  now?: () => Date;
}

export type ItemOutcome = 'created' | 'revised' | 'unchanged' | 'skipped';

export async function processItem(deps: PipelineDeps, item: PipelineItem): Promise<ItemOutcome> {
  const outcome = await processSighting(deps, item);
  ingestItems.inc({ source: item.source, stage: outcome });
  // Enrichment and (on PGlite) the store run on the service's own thread, and polls and imports call this
  // item after item: let waiting API requests in between, or each one waits for a whole feed or batch.
  await nextTurn();
  return outcome;
}

/** Normalizes an item, decides what its sighting changes, reads its page if needed, enriches, stores, announces. */
async function processSighting(deps: PipelineDeps, item: PipelineItem): Promise<ItemOutcome> {
  const canonical = canonicalizeLink(item.link);
  const title = blankToNull(item.title);
  if (!canonical || !title) return 'skipped';
  const now = deps.now?.() ?? new Date();
  const source = normalizeLower(item.source);
  const summary = blankToNull(item.summary);
  const guid = blankToNull(item.guid);
  const { link, stored, movedFrom } = await identifySighting(deps.db, {
    rawLink: item.link,
    link: canonical,
    source,
    guid,
    publishDate: item.publishDate,
    at: now,
  });
  const contentWanted = item.contentWanted && deps.fetchContent !== undefined;
  const feedUpdatedAt = plausibleDate(item.updatedDate, now);
  const sighting: Sighting = {
    source,
    title,
    summary,
    content: blankToNull(item.content),
    contentWanted,
    feedUpdatedAt,
    guid,
  };
  const decision = decideSighting(stored, sighting);
  if (decision.kind === 'unchanged') {
    return persistUnchanged(deps, { link, movedFrom, at: now, firstFacts: decision.firstFacts });
  }
  const page = await readPage(deps.fetchContent, {
    link,
    content: sighting.content,
    images: item.images,
    publishDate: item.publishDate,
    feedUpdatedAt,
    contentWanted,
  });
  const ownArticle = stored?.source === source;
  // A sighting without content keeps the stored content (the write path's COALESCE), so a revision
  // must be enriched and indexed with it too, or its words stop being searchable. Only the source's own
  // article: another source cannot revise it, and a custom source's content is not the others' to use.
  const content = page.content ?? (ownArticle ? stored.content : null);
  const input = enrichArticle(
    toRawArticle(item, {
      link,
      source,
      title,
      summary,
      content,
      // A date more than a day ahead is broken; the sighting time is the best date there is.
      publishDate: plausibleDate(page.publishDate, now) ?? now,
      images: page.images,
    }),
    deps.companies,
  );
  return persistAndAnnounce(deps, {
    input,
    at: now,
    guid,
    movedFrom,
    pageReadUpdate: page.pageReadUpdate,
    otherLinks: page.otherLinks,
    ownArticle,
  });
}
