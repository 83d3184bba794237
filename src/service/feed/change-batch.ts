/**
 * @module A page of the change log made ready for matching: each change with its article as stored now
 * (analysed once, with its source's standing in the catalog) as the candidates live filters take, for the
 * enhanced stream and for the raw one (whose text terms match title and summary only). Shared by the live
 * hub and GET /v2/changes, so both match with one meaning.
 */
import { prepareArticle, type PreparedArticle } from '../../query';
import type { JudgedCompany } from '../../query/judged';
import type { ArticleChange } from '../store/change-log';
import type { ArticleRecord } from '../model/article';
import { findArticlesByIds } from '../store/articles-repo';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import type { Queryable } from '../store/db';
import type { DeliveryCandidate, SourceStanding } from './live-filter';
import type { OptInHolder } from './opt-in-readers';

export interface ChangeCandidates {
  enhanced(): DeliveryCandidate;
  raw(): DeliveryCandidate;
  /** The article and its opt-in values, shared by both candidates (filled with fillOptIns before delivery). */
  holder: OptInHolder;
}

export interface LoadedChange {
  change: ArticleChange;
  /** Null when the article is no longer stored: a removal, or a change of an article deleted since. */
  candidates: ChangeCandidates | null;
}

export type SourceStandings = (domains: readonly string[]) => Promise<Map<string, SourceStanding>>;

/**
 * The candidates of one article, each prepared at most once and only when asked for; `companySentiment` is its
 * stored per-company judgement, which `about:` and `negative:` (…) filter on.
 */
export function candidatesOf(
  article: ArticleRecord,
  source: SourceStanding | null,
  companySentiment: readonly JudgedCompany[],
): ChangeCandidates {
  let full: DeliveryCandidate | undefined;
  let titleAndSummary: DeliveryCandidate | undefined;
  const holder: OptInHolder = { article, optIns: {} };
  const make = (prepared: PreparedArticle): DeliveryCandidate => ({
    article,
    prepared,
    source,
    frames: new Map(),
    optIns: holder.optIns,
  });
  const enhanced = (): DeliveryCandidate => (full ??= make(prepareArticle({ ...article, companySentiment })));
  const raw = (): DeliveryCandidate =>
    article.content
      ? (titleAndSummary ??= make(prepareArticle({ ...article, content: null, companySentiment })))
      : enhanced();
  return { enhanced, raw, holder };
}

/** The opt-in holders of a loaded page, one per article version. */
export function holdersOf(changes: readonly LoadedChange[]): OptInHolder[] {
  return [...new Set(changes.flatMap((c) => (c.candidates ? [c.candidates.holder] : [])))];
}

/** Loads the articles of `changes`, their judgements and their sources' standings in three queries. */
export async function loadChanges(
  db: Queryable,
  changes: readonly ArticleChange[],
  sourceStandings: SourceStandings,
): Promise<LoadedChange[]> {
  const ids = [...new Set(changes.filter((c) => c.kind !== 'removed').map((c) => c.articleId))];
  const articles = new Map((await findArticlesByIds(db, ids)).map((a) => [a.id, a]));
  const judgements = await readCompanySentiment(db, [...articles.keys()]);
  const standings = await sourceStandings([...new Set([...articles.values()].map((a) => a.source))]);
  const prepared = new Map<string, ChangeCandidates>();
  return changes.map((change) => {
    const stored = change.kind === 'removed' ? undefined : articles.get(change.articleId);
    if (!stored) return { change, candidates: null };
    // The text is the stored one, but a creation is told as one: not yet revised (its revision, if any,
    // is a change of its own, later in the log).
    const asCreated = change.kind === 'created' && stored.revisedDate !== null;
    const article = asCreated ? { ...stored, revisedDate: null } : stored;
    const key = `${article.id} ${asCreated}`;
    let candidates = prepared.get(key);
    if (!candidates) {
      candidates = candidatesOf(
        article,
        standings.get(article.source) ?? null,
        judgements.get(article.id)?.companySentiment ?? [],
      );
      prepared.set(key, candidates);
    }
    return { change, candidates };
  });
}
