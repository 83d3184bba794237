/** @module The live feed's backfill: the latest matches of its filters, newest indexed first, from search. */
import { ArticlePageV2 } from '../../../../contract';
import { send } from '../../../lib/api-client';
import type { Backfill } from './live-feed';

/** How many of the latest matches fill a new feed. */
export const BACKFILL_SIZE = 50;

export const backfillFromSearch: Backfill = async (filters, signal) => {
  const { includeUpdates: _updates, resumeAfter: _resume, ...search } = filters;
  const result = await send(ArticlePageV2, {
    method: 'POST',
    path: '/v2/articles',
    body: { ...search, orderBy: 'createdAt', pageSize: BACKFILL_SIZE },
    signal,
  });
  return result.ok ? result.data.articles : null;
};
