/** @module The explorer page: composes the features around one URL state. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ArticleV2 } from '../../../contract';
import { MAIN_ID } from '../../components/main-id';
import { ShortcutSheet } from '../../components/shortcut-sheet';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { TimeRangePicker } from '../../features/filters/components/time-range-picker';
import { QueryEditor } from '../../features/query-editor/components/query-editor';
import { useSources } from '../../features/sources/api/get-sources';
import { problemOf } from '../../lib/api-problem';
import { writeLastExplorerState } from '../../lib/last-explorer-state';
import { ExplorerDrawer } from './explorer-drawer';
import { ExplorerSidebar } from './explorer-sidebar';
import { ExplorerViews } from './explorer-views';
import { useExplorerData } from './use-explorer-data';
import { useExplorerState } from './use-explorer-state';
import { useShortcuts } from './use-shortcuts';
import { ViewTabs } from './view-tabs';

export function ExplorerPage() {
  const { state, update, replace } = useExplorerState();
  useEffect(() => writeLastExplorerState(state), [state]);
  const data = useExplorerData(state);
  const { articles } = data;
  const sources = useSources();
  const [selected, setSelected] = useState(0);
  const [help, setHelp] = useState(false);
  // The query being typed does not parse: the results on screen are the last valid query's.
  const [draftInvalid, setDraftInvalid] = useState(false);
  const queryInput = useRef<HTMLTextAreaElement>(null);
  const queryProblem = data.results.isError ? problemOf(data.results.error) : null;
  const queryError = queryProblem?.kind === 'query' ? queryProblem.message : null;
  // The ticker facet groups listings per company with the companies the page's articles carry.
  const companies = useMemo(() => articles.flatMap((a) => a.companies ?? []), [articles]);
  const sourceDomains = useMemo(() => (sources.data ?? []).map((s) => s.domain), [sources.data]);

  const openArticle = useCallback((article: ArticleV2) => update({ article: article.link }), [update]);
  const commitQuery = useCallback((q: string) => update({ query: q }), [update]);
  // Memoised for the same reason as the sidebar: live arrivals re-render this page, not the editor.
  const editor = useMemo(
    () => (
      <QueryEditor
        ref={queryInput}
        value={state.query}
        onCommit={commitQuery}
        sources={sourceDomains}
        serverError={queryError}
        onInvalidChange={setDraftInvalid}
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
      <ExplorerSidebar
        state={state}
        onChange={update}
        onOpen={replace}
        facets={data.facets.data}
        facetsFailed={data.facets.isError}
        entitled={data.entitled}
        companies={companies}
      />
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
          badges={{ live: data.liveBadge }}
        />
        <ExplorerViews
          state={state}
          data={data}
          sources={sources.data?.map((s) => s.domain) ?? null}
          selected={selected}
          onSelect={setSelected}
          onOpen={openArticle}
          onChange={update}
          onRestore={replace}
          draftInvalid={draftInvalid}
        />
      </main>
      {state.article && (
        <ExplorerDrawer state={state} articles={articles} onChange={update} openAt={openAt} />
      )}
      {help && <ShortcutSheet onClose={() => setHelp(false)} />}
    </div>
  );
}
