/**
 * @module reenrichOutdated: one step of `npm run reenrich`, which re-scores the stored articles an older
 * enrichment version wrote (after a model change), in id order. Online: each step is one batch, and a running
 * service answers requests between steps (and between articles). Resumable: the pass's cursor (the last id
 * done) is kept in the meta table per target version, so an interrupted pass goes on where it stopped and a
 * newer version starts its own from the first article. Not news: it writes no change, so no live subscriber,
 * webhook or GET /v2/changes hears of it (a point-in-time search does see the new judgement from then on).
 */
import { ENRICHMENT_VERSION } from '../../enrich/enrich-article';
import { listOutdatedAfter } from '../../store/articles-repo';
import { deleteMeta, getMeta, setMeta } from '../../store/meta-repo';
import { reenrichArticles, type ReenrichDeps } from './reenrich-batch';

export interface ReenrichOutdatedResult {
  examined: number;
  changed: number;
  /** The last article id done after this step (the stored cursor); null before any, and once done. */
  cursor: number | null;
  /** True when no outdated article remains after the cursor. */
  done: boolean;
}

/** The meta key of the pass towards `version`. */
export const reenrichCursorKey = (version: number): string => `reenrich_cursor_v${version}`;

export async function reenrichOutdated(deps: ReenrichDeps, limit: number): Promise<ReenrichOutdatedResult> {
  const key = reenrichCursorKey(ENRICHMENT_VERSION);
  const stored = await getMeta(deps.db, key);
  const after = stored === null ? null : Number(stored);
  const articles = await listOutdatedAfter(deps.db, after, ENRICHMENT_VERSION, limit);
  const changed = await reenrichArticles(deps, articles);
  const last = articles.at(-1);
  const done = articles.length < limit;
  // A finished pass leaves no cursor: a later run looks from the first article again, for any an older
  // instance wrote meanwhile (during a rolling upgrade) below where this pass had reached.
  if (done) await deleteMeta(deps.db, key);
  else if (last) await setMeta(deps.db, key, String(last.id));
  return { examined: articles.length, changed, cursor: done ? null : (last?.id ?? after), done };
}
