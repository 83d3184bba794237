/**
 * @module What the explorer shows for its URL state: the page of results, the count and facets, and the live
 * feed, each request built from the one state (src/web/lib/effective-request.ts).
 */
import { useEffect, useMemo } from 'react';
import { useEntitlement } from '../../features/articles/api/get-entitlement';
import { useSearchArticles } from '../../features/articles/api/search-articles';
import { useFacets } from '../../features/filters/api/get-facets';
import { facetBody } from '../../features/filters/lib/facet-body';
import { useLiveFeed } from '../../features/live-feed/hooks/use-live-feed';
import { filterBody, searchBody } from '../../lib/effective-request';
import type { ExplorerSearch } from '../../lib/explorer-state';
import { subscriptionFilters } from '../../lib/live-subscription';
import { sentimentColumn } from '../../lib/named-companies';
import { useLiveBadge } from './use-live-badge';

export function useExplorerData(state: ExplorerSearch) {
  // Relative ranges resolve against the current minute, so keys stay stable within it.
  const minute = Math.floor(new Date().getTime() / 60_000);
  const at = useMemo(() => new Date(minute * 60_000), [minute]);
  // Companies are asked for unless the answers showed the plan has none: a key whose plan has them
  // gets the Tickers column and exports filled, with no extra request to find out.
  const { entities: entitled, learn } = useEntitlement();
  const requested = useMemo(
    () => (entitled !== false && !state.includeEntities ? { ...state, includeEntities: true } : state),
    [state, entitled],
  );
  // Each company's own judgement is asked for only while the grid shows a company's sentiment column.
  const judged = sentimentColumn(state) !== null;
  const body = useMemo(() => {
    const page = searchBody(requested, at);
    return judged ? { ...page, includeCompanySentiment: true } : page;
  }, [requested, at, judged]);
  const filters = useMemo(() => filterBody(requested, at), [requested, at]);
  const results = useSearchArticles(body);
  useEffect(() => {
    if (results.data && !results.isPlaceholderData)
      learn(results.data.articles, body.includeEntities === true);
  }, [results.data, results.isPlaceholderData, body.includeEntities, learn]);
  // The rows go first: on the embedded store queries run one at a time, and a stats request sent alongside
  // held the page's search behind it (bench:web: first rows 1.7 s with the search itself at 14 ms).
  const rowsFirst = results.isFetching;
  // One stats request gives the count line and the facets.
  // A folded grid counts stories too (the count line says both).
  const folding = !state.everyCopy;
  const facets = useFacets(
    useMemo(() => facetBody(filters, { stories: folding }), [filters, folding]),
    { enabled: !rowsFirst },
  );
  // The feed lives here, not in its view, so it keeps running (and counting) while another view is shown. Its
  // articles carry their story (once grouped), so the feed shows a story once and counts the copies.
  const liveFilters = useMemo(
    () => subscriptionFilters(folding ? { ...filters, includeStory: true } : filters, state.updates),
    [filters, state.updates, folding],
  );
  const live = useLiveFeed(liveFilters, { enabled: state.live });
  const liveBadge = useLiveBadge(live, state.live, state.view === 'live');
  const articles = useMemo(() => results.data?.articles ?? [], [results.data]);
  return { at, entitled, body, filters, results, articles, rowsFirst, facets, liveFilters, live, liveBadge };
}

export type ExplorerData = ReturnType<typeof useExplorerData>;
