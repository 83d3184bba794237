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
import { findArticleContent, writeArticle } from '../../store/articles-repo';
import { canonicalizeLink } from '../canonical-link';
import { isImplausiblyFuture } from '../future-date';

export interface PipelineItem {
  link: string;
  /** The catalog domain the item came from. */
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  publishDate: Date | null;
  images: string[];
  declaredLanguage?: string | null;
  /** Fetch the article page for its text when the item carries none. */
  contentWanted?: boolean;
}

/** The page text and what it adds; null when the page could not be read. */
export type FetchContent = (url: string) => Promise<{ text: string; images: string[] } | null>;

export interface PipelineDeps {
  db: Queryable;
  events: ArticleEventBus;
  fetchContent?: FetchContent;
  /** The company reference set to tag from (the store's); the bundled seed when absent. */
  companies?: CompanyMatcher;
  now?: () => Date;
}

export type ItemOutcome = 'created' | 'revised' | 'unchanged' | 'skipped';

const blankToNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export async function processItem(deps: PipelineDeps, item: PipelineItem): Promise<ItemOutcome> {
  const link = canonicalizeLink(item.link);
  const title = blankToNull(item.title);
  if (!link || !title) return 'skipped';
  const now = deps.now?.() ?? new Date();
  let content = blankToNull(item.content);
  let images = item.images;
  if (content === null && item.contentWanted && deps.fetchContent) {
    const page = await deps.fetchContent(link);
    if (page) {
      content = blankToNull(page.text);
      if (images.length === 0) images = page.images;
    }
  }
  // A sighting without content keeps the stored content (the write path's COALESCE), so a revision
  // must be enriched and indexed with it too, or its words stop being searchable. Only the source's own
  // article: another source cannot revise it, and a custom source's content is not the others' to use.
  content ??= await findArticleContent(deps.db, link, item.source);
  const input = enrichArticle(
    {
      link,
      source: item.source.toLowerCase(),
      title,
      summary: blankToNull(item.summary),
      content,
      // A feed's date more than a day ahead is broken; the sighting time is the best date there is.
      publishDate: item.publishDate && !isImplausiblyFuture(item.publishDate, now) ? item.publishDate : now,
      images,
      declaredLanguage: item.declaredLanguage,
    },
    deps.companies,
  );
  const outcome = await writeArticle(deps.db, input, { at: now });
  if (outcome.kind === 'created') deps.events.emit('article.created', { article: outcome.article });
  if (outcome.kind === 'revised') deps.events.emit('article.revised', { article: outcome.article });
  // Enrichment and (on PGlite) the store run on the service's own thread, and polls and imports call this
  // item after item: let waiting API requests in between, or each one waits for a whole feed or batch.
  await nextTurn();
  return outcome.kind;
}
