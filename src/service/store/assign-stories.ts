/**
 * @module Puts newly written articles into stories, inside the write's transaction: the candidates sharing a
 * title word within the window (in the store, and earlier in the same batch), the best match's story or a
 * new one, and the first copy when the text is a reprint. A revision is regrouped only when its compared
 * text changed, so a story id, once given, never changes under an unchanged article.
 */
import type { ArticleRecord } from '../model/article';
import {
  createStories,
  findStoryCandidates,
  findStoryMember,
  lockStoryBuckets,
  saveStoryMembers,
  STORY_LOCK_BUCKETS,
  type NewStoryMember,
  type StoryMemberRow,
} from './stories-repo';
import type { Queryable } from './db';
import { LEAD_CHARS, storyFeatures, type StoryFeatures } from '../stories/story-features';
import { DEFAULT_STORY_OPTIONS, matchStories, type StoryMatchOptions } from '../stories/story-match';

/** Candidates read per article: the most overlapping first; more only lengthens the write. */
const CANDIDATES_PER_ARTICLE = 50;

type StoryArticle = Pick<
  ArticleRecord,
  'id' | 'title' | 'summary' | 'content' | 'language' | 'firstSeenAt' | 'companies'
>;

const leadOf = (a: StoryArticle): string | null =>
  a.summary?.trim() ? a.summary : a.content ? a.content.slice(0, LEAD_CHARS) : null;

/** FNV-1a: a stable 32-bit hash, the same in every instance. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const termBucket = (language: string, term: string): number =>
  fnv1a(`${language}\u0000${term}`) % STORY_LOCK_BUCKETS;

interface Pending {
  article: StoryArticle;
  features: StoryFeatures;
  textKey: string;
  /** Its current story, for a revision. */
  current: StoryMemberRow | null;
}

interface Placed {
  features: StoryFeatures;
  articleId: number;
  /** A story id, or -n for the n-th story this call creates. */
  storyId: number;
  reprintOf: number | null;
}

async function pendingOf(db: Queryable, article: StoryArticle, revised: boolean): Promise<Pending | null> {
  const lead = leadOf(article);
  const textKey = JSON.stringify([article.title, lead?.slice(0, LEAD_CHARS) ?? null, article.language]);
  const current = revised ? await findStoryMember(db, article.id) : null;
  if (current?.textKey === textKey) return null;
  const features = storyFeatures({
    language: article.language,
    seenAt: article.firstSeenAt,
    title: article.title,
    lead,
    companies: article.companies.map((c) => c.ticker),
  });
  return { article, features, textKey, current };
}

function bestMatch(
  pending: Pending,
  pool: Map<string, Placed[]>,
  options: StoryMatchOptions,
): { to: Placed | null; reprintOf: number | null } {
  const seen = new Set<number>();
  let to: Placed | null = null;
  let toScore = -1;
  let first: Placed | null = null;
  for (const term of pending.features.body) {
    for (const other of pool.get(term) ?? []) {
      if (seen.has(other.articleId) || other.articleId === pending.article.id) continue;
      seen.add(other.articleId);
      const m = matchStories(pending.features, other.features, options);
      if (!m.same) continue;
      const earlier = (a: Placed, b: Placed | null) =>
        b === null ||
        a.features.seenAt < b.features.seenAt ||
        (a.features.seenAt === b.features.seenAt && a.articleId < b.articleId);
      if (m.score > toScore || (m.score === toScore && earlier(other, to))) {
        to = other;
        toScore = m.score;
      }
      if (m.reprint && earlier(other, first)) first = other;
    }
  }
  const origin =
    first && first.features.seenAt <= pending.features.seenAt ? (first.reprintOf ?? first.articleId) : null;
  return { to, reprintOf: origin };
}

function addToPool(pool: Map<string, Placed[]>, placed: Placed): void {
  for (const term of placed.features.body) {
    const list = pool.get(term) ?? [];
    list.push(placed);
    pool.set(term, list);
  }
}

/**
 * Groups `articles`, just created (`revised` false: they have no story yet) or revised, in the caller's
 * transaction.
 */
export async function assignStories(
  db: Queryable,
  articles: readonly StoryArticle[],
  revised: boolean,
  options: StoryMatchOptions = DEFAULT_STORY_OPTIONS,
): Promise<void> {
  const pending: Pending[] = [];
  for (const article of articles) {
    const p = await pendingOf(db, article, revised);
    if (p) pending.push(p);
  }
  if (pending.length === 0) return;
  await lockStoryBuckets(
    db,
    pending.flatMap((p) => p.features.body.map((t) => termBucket(p.features.language, t))),
  );
  const windowMs = options.windowHours * 3_600_000;
  const found = await findStoryCandidates(
    db,
    pending.map((p) => ({
      language: p.features.language,
      terms: p.features.body,
      from: new Date(p.features.seenAt - windowMs),
      to: new Date(p.features.seenAt + windowMs),
    })),
    CANDIDATES_PER_ARTICLE,
  );
  const pool = new Map<string, Placed[]>();
  const batchIds = new Set(pending.map((p) => p.article.id));
  for (const c of found) {
    if (batchIds.has(c.articleId)) continue;
    addToPool(pool, {
      features: c.features as StoryFeatures,
      articleId: c.articleId,
      storyId: c.storyId,
      reprintOf: c.reprintOf,
    });
  }
  pending.sort((a, b) => a.features.seenAt - b.features.seenAt || a.article.id - b.article.id);
  let created = 0;
  const placed: Placed[] = [];
  for (const p of pending) {
    const { to, reprintOf } = bestMatch(p, pool, options);
    created += to === null ? 1 : 0;
    const next: Placed = {
      features: p.features,
      articleId: p.article.id,
      storyId: to?.storyId ?? -created,
      reprintOf,
    };
    placed.push(next);
    addToPool(pool, next);
  }
  const ids = await createStories(db, created);
  const members: NewStoryMember[] = placed.map((pl, i) => ({
    articleId: pl.articleId,
    storyId: pl.storyId < 0 ? (ids[-pl.storyId - 1] as number) : pl.storyId,
    reprintOf: pl.reprintOf,
    language: pl.features.language,
    seenAt: new Date(pl.features.seenAt),
    features: pl.features,
    textKey: (pending[i] as Pending).textKey,
    terms: pl.features.body,
  }));
  await saveStoryMembers(db, members, revised);
}
