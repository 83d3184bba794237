/**
 * @module processItem: the per-article orchestrator shared by feeds and imports. Raw item → canonical
 * link → (page extraction when content is wanted and missing) → enrichment → the single write path →
 * `article.created` / `article.revised` on the bus.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CompanyMatcher } from '../../enrich/companies/match-companies';
import { enrichArticle } from '../../enrich/enrich-article';
import type { ArticleEventBus } from '../../events/article-events';
import type { ArticleFeedFields } from '../../model/article';
import type { Queryable } from '../../store/db';
import { normalizeLower } from '../../../query/values';
import {
  addLinkAliases,
  findArticleByLink,
  moveArticle,
  recordFeedFacts,
  writeArticle,
  type StoredSighting,
} from '../../store/articles-repo';
import { canonicalizeLink } from '../canonical-link';
import { identifySighting } from './article-identity';
import { isImplausiblyFuture } from '../future-date';
import { ingestItems } from '../../metrics/registry';

/**
 * One sighting of an article as a feed or import line gives it: the model's feed fields, raw (`link` as given,
 * `source` the catalog domain, texts not yet trimmed), the publish date when it gave one.
 */
export interface PipelineItem extends Omit<ArticleFeedFields, 'publishDate'> {
  publishDate: Date | null;
  /** When the publisher last changed the item, as its feed declares it (`ParsedItem.updatedDate`). */
  updatedDate?: Date | null;
  /** The publisher's id of the item (RSS guid, Atom id, JSON Feed id): it outlives a change of link. */
  guid?: string | null;
  declaredLanguage?: string | null;
  /** Fetch the article page for its text when the item carries none. */
  contentWanted?: boolean;
}

/** The page text and what it adds; null when the page could not be read. */
export type FetchContent = (url: string) => Promise<{
  text: string;
  images: string[];
  publishedAt: Date | null;
  /** Other addresses of the page: where the link's redirects ended, and the address the page gives itself. */
  otherLinks?: string[];
} | null>;

export interface PipelineDeps {
  db: Queryable;
  events: ArticleEventBus;
  fetchContent?: FetchContent;
  /** The company reference set to tag from (the store's); the bundled seed when absent. */
  companies?: CompanyMatcher;
  now?: () => Date;
}

export type ItemOutcome = 'created' | 'revised' | 'unchanged' | 'skipped';

export const blankToNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

interface Sighting {
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  contentWanted: boolean;
  feedUpdatedAt: Date | null;
}

/** The feed declares a change to the item later than the one recorded when its page was read. */
const declaresLaterChange = (stored: StoredSighting, sighting: Sighting): boolean =>
  stored.feedUpdatedAt !== null &&
  sighting.feedUpdatedAt !== null &&
  sighting.feedUpdatedAt > stored.feedUpdatedAt;

/**
 * Whether the write path would find nothing to do with this sighting: another source's (which may not revise
 * the article, unless it takes one over from a custom source), or the publishing source's with the same feed
 * fields and no new content. Deciding it first spares the enrichment and, above all, a fetch of every item's
 * page at every poll of a feed without content, which would also turn a page's changing furniture into
 * revisions. A page that gave no content before is tried again, and so is one whose feed declares a change
 * to the item since its page was read (a body-only edit keeps title and summary). A time declared for the
 * first time says nothing of when the page was read, so it is only recorded.
 */
function changesNothing(stored: StoredSighting, sighting: Sighting): boolean {
  if (stored.source !== sighting.source) return !stored.heldByCustomSource;
  if (stored.title !== sighting.title || stored.summary !== sighting.summary) return false;
  if (sighting.content !== null) return sighting.content === stored.content;
  if (!sighting.contentWanted) return true;
  return stored.content !== null && !declaresLaterChange(stored, sighting);
}

/** A moved article whose text is the same is still revised: its link is new to every subscriber. */
async function announceMove(deps: PipelineDeps, from: string, link: string, at: Date): Promise<ItemOutcome> {
  if (!(await moveArticle(deps.db, from, link, at))) return 'unchanged';
  const article = await findArticleByLink(deps.db, link);
  if (!article) return 'unchanged';
  deps.events.emit('article.revised', { article });
  return 'revised';
}

/** A date a day or more ahead is broken, not news. */
export const plausibleDate = (date: Date | null | undefined, now: Date): Date | null =>
  date && !isImplausiblyFuture(date, now) ? date : null;

export async function processItem(deps: PipelineDeps, item: PipelineItem): Promise<ItemOutcome> {
  const outcome = await processSighting(deps, item);
  ingestItems.inc({ source: item.source, stage: outcome });
  // Enrichment and (on PGlite) the store run on the service's own thread, and polls and imports call this
  // item after item: let waiting API requests in between, or each one waits for a whole feed or batch.
  await nextTurn();
  return outcome;
}

async function processSighting(deps: PipelineDeps, item: PipelineItem): Promise<ItemOutcome> {
  const canonical = canonicalizeLink(item.link);
  const title = blankToNull(item.title);
  if (!canonical || !title) return 'skipped';
  const now = deps.now?.() ?? new Date();
  const source = normalizeLower(item.source);
  const summary = blankToNull(item.summary);
  let content = blankToNull(item.content);
  const guid = blankToNull(item.guid);
  const { link, stored, movedFrom } = await identifySighting(deps.db, {
    rawLink: item.link,
    link: canonical,
    source,
    guid,
    publishDate: item.publishDate,
  });
  const contentWanted = item.contentWanted === true && deps.fetchContent !== undefined;
  const feedUpdatedAt = plausibleDate(item.updatedDate, now);
  const sighting: Sighting = { source, title, summary, content, contentWanted, feedUpdatedAt };
  if (stored && changesNothing(stored, sighting)) {
    const outcome = movedFrom ? await announceMove(deps, movedFrom, link, now) : 'unchanged';
    if (stored.source === source) {
      // A time declared for the first time is the baseline later ones are compared with.
      const firstUpdate = contentWanted && stored.feedUpdatedAt === null ? feedUpdatedAt : null;
      const firstGuid = stored.feedGuid === null ? guid : null;
      if (firstUpdate || firstGuid)
        await recordFeedFacts(deps.db, link, { updatedAt: firstUpdate, guid: firstGuid });
    }
    return outcome;
  }
  let images = item.images;
  let publishDate = item.publishDate;
  // The declared time is kept only with a page that was read: a page not read now is asked for again.
  let pageReadUpdate: Date | null = content === null ? null : feedUpdatedAt;
  let otherLinks: string[] = [];
  if (content === null && contentWanted && deps.fetchContent) {
    const page = await deps.fetchContent(link);
    if (page) {
      content = blankToNull(page.text);
      if (images.length === 0) images = page.images;
      publishDate ??= page.publishedAt;
      pageReadUpdate = feedUpdatedAt;
      otherLinks = (page.otherLinks ?? []).flatMap((other) => canonicalizeLink(other) ?? []);
    }
  }
  // A sighting without content keeps the stored content (the write path's COALESCE), so a revision
  // must be enriched and indexed with it too, or its words stop being searchable. Only the source's own
  // article: another source cannot revise it, and a custom source's content is not the others' to use.
  if (stored?.source === source) content ??= stored.content;
  const input = enrichArticle(
    {
      link,
      source,
      title,
      summary,
      content,
      // A date more than a day ahead is broken; the sighting time is the best date there is.
      publishDate: plausibleDate(publishDate, now) ?? now,
      images,
      author: blankToNull(item.author),
      declaredLanguage: item.declaredLanguage,
    },
    deps.companies,
  );
  const outcome = await writeArticle(deps.db, input, {
    at: now,
    feedUpdatedAt: pageReadUpdate,
    feedGuid: guid,
    moveFrom: movedFrom,
  });
  if (outcome.kind === 'unchanged' && stored?.source === source && pageReadUpdate)
    await recordFeedFacts(deps.db, link, { updatedAt: pageReadUpdate, guid: null });
  if (outcome.kind === 'created' || stored?.source === source)
    await addLinkAliases(deps.db, link, otherLinks);
  if (outcome.kind === 'created') deps.events.emit('article.created', { article: outcome.article });
  if (outcome.kind === 'revised') deps.events.emit('article.revised', { article: outcome.article });
  return outcome.kind;
}
