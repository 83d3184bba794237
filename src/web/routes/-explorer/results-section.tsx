/** @module The results view: count line, status + live region, errors, histogram, empty state, grid, pager, export. */
import { useId, useMemo, type ReactNode } from 'react';
import type { ArticleV2, SearchArticlesV2Body } from '../../../contract';
import { ApiErrorNotice } from '../../components/api-error-notice';
import { LiveRegion } from '../../components/live-region';
import { useUnknownTickers } from '../../features/articles/api/get-unknown-tickers';
import { EmptyState } from '../../features/articles/components/empty-state';
import { ExportMenu } from '../../features/articles/components/export-menu';
import { Pager } from '../../features/articles/components/pager';
import { ResultCount } from '../../features/articles/components/result-count';
import { ResultGrid } from '../../features/articles/components/result-grid';
import type { FilterKind } from '../../features/articles/components/result-row';
import type { useSearchArticles } from '../../features/articles/api/search-articles';
import type { useFacets } from '../../features/filters/api/get-facets';
import { withFilterValue, type ExplorerSearch } from '../../lib/explorer-state';
import { problemOf } from '../../lib/api-problem';
import { namedCompanies, sentimentColumn } from '../../lib/named-companies';
import { checkQuery, fieldValues } from '../../lib/query-language';

interface Props {
  state: ExplorerSearch;
  results: ReturnType<typeof useSearchArticles>;
  filters: SearchArticlesV2Body;
  /** The count and facets of the same filters (one stats request). */
  facets: ReturnType<typeof useFacets>;
  entitled: boolean | null;
  /** The API's source domains; null while unknown. */
  sources: string[] | null;
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (article: ArticleV2) => void;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Shown above the results (the query's histogram). */
  above?: ReactNode;
  /** The query being edited does not parse: what is shown is the last valid query's (said, and dimmed). */
  draftInvalid?: boolean;
}

function announce(results: Props['results'], page: number): string {
  if (results.isError)
    return problemOf(results.error).kind === 'query' ? 'Query error.' : 'Loading results failed.';
  if (!results.data || results.isPlaceholderData) return 'Loading results…';
  const n = results.data.articles.length;
  const noun = results.data.folded ? 'stories' : 'articles';
  return n ? `${n} ${noun} on page ${page}.` : 'No articles match.';
}

export function ResultsSection({
  state,
  results,
  filters,
  facets,
  entitled,
  sources,
  selected,
  onSelect,
  onOpen,
  onChange,
  above,
  draftInvalid = false,
}: Props) {
  const outdatedId = useId();
  const articles = results.data?.articles ?? [];
  const empty = results.isSuccess && articles.length === 0 && !results.isPlaceholderData;
  const queryTickers = useMemo(() => {
    const check = checkQuery(state.query);
    return check.ok ? fieldValues(check.ast, 'ticker') : [];
  }, [state.query]);
  const unknownTickers = useUnknownTickers([...state.tickers, ...queryTickers], empty);
  const unknownSources =
    sources === null
      ? []
      : [...state.sources, ...state.optInSources].filter((s) => s !== '*' && !sources.includes(s));
  // A clicked source narrows: it replaces the "every source" wildcard rather than joining it.
  const addFilter = (kind: FilterKind, value: string) =>
    onChange({ ...withFilterValue(state, kind, value), page: 1 });
  const companyColumn = useMemo(
    () => ({
      named: namedCompanies(state),
      shown: sentimentColumn(state),
      onShow: (ticker: string) => onChange({ sentimentFor: ticker }),
    }),
    [state, onChange],
  );
  const folded = results.data?.folded ?? false;
  const count = facets.data
    ? {
        total: facets.data.total,
        exact: facets.data.exact,
        sampled: facets.data.sampled !== null,
        // Stories are said only where the rows are stories.
        stories: folded ? facets.data.stories : null,
      }
    : undefined;
  return (
    <section id="panel-results" role="tabpanel" aria-labelledby="tab-results" className="flex flex-col gap-2">
      <LiveRegion message={announce(results, state.page)} />
      {!results.isError && (
        <ResultCount count={count} stale={facets.isPlaceholderData} failed={facets.isError} />
      )}
      {/* Always in the page, so a screen reader hears it when it fills; empty it takes no space. */}
      <p
        id={outdatedId}
        role="status"
        data-testid="results-outdated"
        className={
          draftInvalid
            ? 'rounded bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100'
            : 'sr-only'
        }
      >
        {draftInvalid &&
          `Outdated: these are the results of the last valid query (${state.query.trim() ? `“${state.query.trim()}”` : 'no query'}). Fix the query above to update them.`}
      </p>
      {above}
      <label className="flex items-center gap-2 self-start text-sm">
        <input
          type="checkbox"
          // Not squeezed below 24 px by the hint wrapping beside it on a phone.
          className="shrink-0"
          checked={state.everyCopy}
          onChange={(e) => onChange({ everyCopy: e.target.checked })}
        />
        Show every copy
        <span className="text-xs text-slate-500">(off: each story once, with its other sources)</span>
      </label>
      {results.isError && problemOf(results.error).kind !== 'query' && (
        <ApiErrorNotice error={results.error} what="articles" onRetry={() => void results.refetch()} />
      )}
      {/* A screen tall, so what follows the grid (pager, export) is out of view before the rows arrive. */}
      {results.isPending && <p className="min-h-screen text-sm">Loading articles…</p>}
      {empty && (
        <EmptyState
          state={state}
          onChange={onChange}
          unknownTickers={unknownTickers}
          unknownSources={unknownSources}
          // A sample holds one language only: it cannot tell whether others match.
          languages={
            facets.isPlaceholderData || facets.data?.sampled ? undefined : facets.data?.facets.languages
          }
        />
      )}
      {articles.length > 0 && (
        <>
          <ResultGrid
            articles={articles}
            folded={folded}
            onOpenLink={(link) => onChange({ article: link })}
            stale={results.isPlaceholderData}
            selected={selected}
            onSelect={onSelect}
            onOpen={onOpen}
            onAddFilter={addFilter}
            orderBy={state.orderBy}
            order={state.order}
            onSort={(sort) => onChange(sort)}
            entitled={entitled}
            outdatedBy={draftInvalid ? outdatedId : undefined}
            companyColumn={companyColumn}
          />
          <Pager
            page={state.page}
            size={state.pageSize}
            rows={articles.length}
            onPage={(page) => onChange({ page })}
            onSize={(size) => onChange({ pageSize: size, page: 1 })}
          />
        </>
      )}
      <ExportMenu filters={filters} total={count?.exact ? count.total : undefined} />
    </section>
  );
}
