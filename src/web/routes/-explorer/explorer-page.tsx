/** @module The explorer page: composes the features around one URL state. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AccountResponse, ArticleV2 } from '../../../contract';
import { accountOptions } from '../../features/account/api/get-account';
import type { FullTextAccess } from '../../features/articles/components/article-content';
import { ArticleDrawer } from '../../features/articles/components/article-drawer';
import { useEntitlement } from '../../features/articles/api/get-entitlement';
import { useSearchArticles } from '../../features/articles/api/search-articles';
import { useFacets } from '../../features/filters/api/get-facets';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { FilterPanel } from '../../features/filters/components/filter-panel';
import { TimeRangePicker } from '../../features/filters/components/time-range-picker';
import { facetBody } from '../../features/filters/lib/facet-body';
import { LiveView } from '../../features/live-feed/components/live-view';
import { useLiveFeed } from '../../features/live-feed/hooks/use-live-feed';
import { QueryEditor } from '../../features/query-editor/components/query-editor';
import { RequestPanel } from '../../features/request-panel/components/request-panel';
import { QueryHistogram } from '../../features/sentiment-charts/components/query-histogram';
import { SavedQueriesPanel } from '../../features/saved-queries/components/saved-queries-panel';
import { useSources } from '../../features/sources/api/get-sources';
import { SourceFilter } from '../../features/sources/components/source-filter';
import { MAIN_ID } from '../../components/main-id';
import { ShortcutSheet } from '../../components/shortcut-sheet';
import { problemOf } from '../../lib/api-problem';
import { filterBody, implicitRules, searchBody } from '../../lib/effective-request';
import { excludeBlocked, withoutFilterValue } from '../../lib/exclude-filter';
import { sidebarFilterCount, withFilterValue } from '../../lib/explorer-state';
import { writeLastExplorerState } from '../../lib/last-explorer-state';
import { subscriptionFilters } from '../../lib/live-subscription';
import { useExplorerState } from './use-explorer-state';
import { useLiveBadge } from './use-live-badge';
import { useShortcuts } from './use-shortcuts';
import { ViewTabs } from './view-tabs';
import { ResultsSection } from './results-section';
import { Button } from '../../components/button';

const SentimentCharts = lazy(() => import('../../features/sentiment-charts/components/sentiment-charts'));

/** What the open article's full-text button will do for this key: the plan says, else the API will. */
function fullTextAccess(account: AccountResponse | null | undefined): FullTextAccess {
  if (!account) return { kind: 'unknown' };
  return account.plan.capabilities.content
    ? { kind: 'allowed' }
    : { kind: 'forbidden', plan: account.plan.name };
}

export function ExplorerPage() {
  const { state, update, replace } = useExplorerState();
  useEffect(() => writeLastExplorerState(state), [state]);
  const now = new Date();
  const minute = Math.floor(now.getTime() / 60_000);
  // Companies are asked for unless the answers showed the plan has none: a key whose plan has them
  // gets the Tickers column and exports filled, with no extra request to find out.
  const { entities: entitled, learn } = useEntitlement();
  const requested = useMemo(
    () => (entitled !== false && !state.includeEntities ? { ...state, includeEntities: true } : state),
    [state, entitled],
  );
  // Relative ranges resolve against the current minute, so keys stay stable within it.
  const body = useMemo(() => searchBody(requested, new Date(minute * 60_000)), [requested, minute]);
  const filters = useMemo(() => filterBody(requested, new Date(minute * 60_000)), [requested, minute]);
  const results = useSearchArticles(body);
  useEffect(() => {
    if (results.data && !results.isPlaceholderData)
      learn(results.data.articles, body.includeEntities === true);
  }, [results.data, results.isPlaceholderData, body.includeEntities, learn]);
  // The rows go first: on the embedded store queries run one at a time, and a stats request sent alongside
  // held the page's search behind it (bench:web: first rows 1.7 s with the search itself at 14 ms).
  const rowsFirst = results.isFetching;
  // One stats request gives the count line and the facets.
  const facets = useFacets(
    useMemo(() => facetBody(filters), [filters]),
    { enabled: !rowsFirst },
  );
  // The feed lives here, not in its view, so it keeps running (and counting) while another view is shown.
  const liveFilters = useMemo(() => subscriptionFilters(filters, state.updates), [filters, state.updates]);
  const live = useLiveFeed(liveFilters, { enabled: state.live });
  const liveBadge = useLiveBadge(live, state.live, state.view === 'live');
  const sources = useSources();
  const [selected, setSelected] = useState(0);
  const [help, setHelp] = useState(false);
  /** Below the lg breakpoint the sidebar folds away behind a button, so the results keep the width. */
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = sidebarFilterCount(state);
  const queryInput = useRef<HTMLTextAreaElement>(null);
  const articles = useMemo(() => results.data?.articles ?? [], [results.data]);
  const queryProblem = results.isError ? problemOf(results.error) : null;

  const openArticle = useCallback((article: ArticleV2) => update({ article: article.link }), [update]);
  const commitQuery = useCallback((q: string) => update({ query: q }), [update]);
  const sourceDomains = useMemo(() => (sources.data ?? []).map((s) => s.domain), [sources.data]);
  const queryError = queryProblem?.kind === 'query' ? queryProblem.message : null;
  // Why memoised elements: the live feed re-renders this page on every arrival (20/s at peak); the sidebar
  // and the editor depend only on the URL state, so React skips them instead of re-rendering them each time.
  const sidebar = useMemo(
    () => (
      <>
        <FilterPanel
          state={state}
          onChange={update}
          sourcesSlot={<SourceFilter value={state} onChange={update} />}
          facets={facets.data}
          facetsFailed={facets.isError}
          entitled={entitled}
        />
        <SavedQueriesPanel state={state} onOpen={replace} />
      </>
    ),
    [state, update, replace, facets.data, facets.isError, entitled],
  );
  const editor = useMemo(
    () => (
      <QueryEditor
        ref={queryInput}
        value={state.query}
        onCommit={commitQuery}
        sources={sourceDomains}
        serverError={queryError}
      />
    ),
    [state.query, commitQuery, sourceDomains, queryError],
  );

  const openAt = useCallback(
    (index: number) => {
      const article = articles[index];
      if (!article) return;
      setSelected(index);
      update({ article: article.link });
    },
    [articles, update],
  );
  const drawerIndex = state.article ? articles.findIndex((a) => a.link === state.article) : -1;
  // Asked for only while an article is open: the full-text button says what it will do for this key.
  const account = useQuery({ ...accountOptions(), enabled: state.article !== '' });
  useShortcuts({
    enabled: !help && !state.article,
    focusQuery: useCallback(() => queryInput.current?.focus(), []),
    move: useCallback(
      (delta) => setSelected((i) => Math.max(0, Math.min(articles.length - 1, i + delta))),
      [articles.length],
    ),
    open: useCallback(() => openAt(selected), [openAt, selected]),
    toggleHelp: useCallback(() => setHelp((h) => !h), []),
  });

  return (
    <div className="grid gap-4 p-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Button
        aria-expanded={filtersOpen}
        aria-controls="explorer-sidebar"
        variant="secondary"
        scale="md"
        className="justify-self-start lg:hidden"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        Filters{activeFilters > 0 && ` (${activeFilters} set)`}{' '}
        <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
      </Button>
      <aside
        id="explorer-sidebar"
        aria-label="Filters and saved queries"
        className={`${filtersOpen ? 'flex' : 'hidden'} flex-col gap-6 lg:flex`}
      >
        {sidebar}
      </aside>
      <main id={MAIN_ID} tabIndex={-1} className="flex min-w-0 flex-col gap-3 outline-none">
        <h1 className="sr-only">Article explorer</h1>
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-96">{editor}</div>
          <TimeRangePicker value={state} onChange={update} />
        </div>
        <FilterBar state={state} onChange={update} />
        <ViewTabs
          view={state.view}
          // Opening the Live tab is asking for the feed; stopping it is a button there.
          onChange={(view) => update(view === 'live' ? { view, live: true } : { view })}
          badges={{ live: liveBadge }}
        />
        {state.view === 'results' && (
          <ResultsSection
            state={state}
            results={results}
            filters={filters}
            facets={facets}
            entitled={entitled}
            sources={sources.data?.map((s) => s.domain) ?? null}
            selected={selected}
            onSelect={setSelected}
            onOpen={openArticle}
            onChange={update}
            above={
              <QueryHistogram
                state={state}
                now={new Date(minute * 60_000)}
                onChange={update}
                deferred={rowsFirst}
              />
            }
          />
        )}
        {state.view === 'live' && (
          <div id="panel-live" role="tabpanel" aria-labelledby="tab-live">
            <LiveView
              feed={live}
              filters={liveFilters}
              on={state.live}
              onToggle={(on) => update({ live: on })}
              onIncludeUpdates={(updates) => update({ updates })}
              onOpen={openArticle}
            />
          </div>
        )}
        {state.view === 'charts' && (
          <div id="panel-charts" role="tabpanel" aria-labelledby="tab-charts">
            <Suspense fallback={<p>Loading charts…</p>}>
              <SentimentCharts
                state={state}
                now={new Date(minute * 60_000)}
                onChange={update}
                deferred={rowsFirst}
              />
            </Suspense>
          </div>
        )}
        {state.view === 'request' && (
          <div id="panel-request" role="tabpanel" aria-labelledby="tab-request">
            <RequestPanel body={body} rules={implicitRules(state)} range={state.range} onRestore={replace} />
          </div>
        )}
      </main>
      {state.article && (
        <ArticleDrawer
          link={state.article}
          onClose={() => update({ article: '' })}
          onPrevious={drawerIndex > 0 ? () => openAt(drawerIndex - 1) : null}
          onNext={
            drawerIndex >= 0 && drawerIndex < articles.length - 1 ? () => openAt(drawerIndex + 1) : null
          }
          position={drawerIndex >= 0 ? { index: drawerIndex + 1, count: articles.length } : null}
          fullText={fullTextAccess(account.data)}
          onInclude={(kind, value) => update(withFilterValue(state, kind, value))}
          onExclude={(kind, value) => {
            const patch = withoutFilterValue(state, kind, value);
            if (patch) update(patch);
          }}
          excludeBlocked={(kind) => excludeBlocked(state, kind)}
          // Back to the row of the article shown last, which j/k may have moved away from the opener.
          returnFocus={() =>
            drawerIndex >= 0 ? document.querySelector<HTMLElement>(`[data-row="${drawerIndex}"]`) : null
          }
        />
      )}
      {help && <ShortcutSheet onClose={() => setHelp(false)} />}
    </div>
  );
}
