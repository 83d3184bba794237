/** @module The results view: status + live region, errors, histogram, empty state, grid, pager, export. */
import type { ReactNode } from 'react';
import type { ArticleV2, SearchArticlesV2Body } from '../../../contract';
import { ApiErrorNotice } from '../../components/api-error-notice';
import { LiveRegion } from '../../components/live-region';
import { EmptyState } from '../../features/articles/components/empty-state';
import { ExportMenu } from '../../features/articles/components/export-menu';
import { Pager } from '../../features/articles/components/pager';
import { ResultGrid } from '../../features/articles/components/result-grid';
import type { FilterKind } from '../../features/articles/components/result-row';
import type { useSearchArticles } from '../../features/articles/api/search-articles';
import { withFilterValue, type ExplorerSearch } from '../../lib/explorer-state';
import { problemOf } from '../../lib/api-problem';

interface Props {
  state: ExplorerSearch;
  results: ReturnType<typeof useSearchArticles>;
  filters: SearchArticlesV2Body;
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (article: ArticleV2) => void;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Shown above the results (the query's histogram). */
  above?: ReactNode;
}

function announce(results: Props['results'], page: number): string {
  if (results.isError)
    return problemOf(results.error).kind === 'query' ? 'Query error.' : 'Loading results failed.';
  if (!results.data || results.isPlaceholderData) return 'Loading results…';
  const n = results.data.articles.length;
  return n ? `${n} articles on page ${page}.` : 'No articles match.';
}

export function ResultsSection({
  state,
  results,
  filters,
  selected,
  onSelect,
  onOpen,
  onChange,
  above,
}: Props) {
  const articles = results.data?.articles ?? [];
  // A clicked source narrows: it replaces the "every source" wildcard rather than joining it.
  const addFilter = (kind: FilterKind, value: string) =>
    onChange({ ...withFilterValue(state, kind, value), page: 1 });
  return (
    <section id="panel-results" role="tabpanel" aria-labelledby="tab-results" className="flex flex-col gap-2">
      <LiveRegion message={announce(results, state.page)} />
      {above}
      {results.isError && problemOf(results.error).kind !== 'query' && (
        <ApiErrorNotice error={results.error} what="articles" onRetry={() => void results.refetch()} />
      )}
      {results.isPending && <p className="text-sm">Loading articles…</p>}
      {results.isSuccess && articles.length === 0 && !results.isPlaceholderData && (
        <EmptyState state={state} onChange={onChange} />
      )}
      {articles.length > 0 && (
        <>
          <ResultGrid
            articles={articles}
            stale={results.isPlaceholderData}
            selected={selected}
            onSelect={onSelect}
            onOpen={onOpen}
            onAddFilter={addFilter}
            entitiesRequested={state.entities}
            onRequestEntities={() => onChange({ entities: true })}
            orderBy={state.orderBy}
          />
          <Pager
            page={state.page}
            size={state.size}
            rows={articles.length}
            onPage={(page) => onChange({ page })}
            onSize={(size) => onChange({ size, page: 1 })}
          />
        </>
      )}
      <ExportMenu filters={filters} />
    </section>
  );
}
