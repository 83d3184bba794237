/**
 * @module The result grid: ARIA grid, one Tab stop (roving tabindex), stale rows dimmed while the next page
 * loads; the time column sorts from its header, optional columns can be hidden (remembered).
 */
import { Fragment, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ORDER_BY, type ArticleV2, type Order, type OrderBy } from '../../../../contract';
import { useHiddenColumns } from '../hooks/use-hidden-columns';
import { ColumnMenu } from './column-menu';
import { COLUMN_VISIBILITY, type Column } from './grid-columns';
import { ResultRow, type FilterKind } from './result-row';

// Loaded when a story is first expanded: the initial bundle stays as it was.
const StoryArticles = lazy(() => import('./story-articles'));
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';

interface Props {
  articles: ArticleV2[];
  /** Each row is a story (its first-seen match, with storyId and storySize). */
  folded: boolean;
  /** Opens an article the grid lists under a story's row. */
  onOpenLink: (link: string) => void;
  /** Rows of the previous request, kept on screen while the next one loads. */
  stale: boolean;
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (article: ArticleV2) => void;
  onAddFilter: (kind: FilterKind, value: string) => void;
  /** The time column shows the date the results are ordered by. */
  orderBy: OrderBy;
  order: Order;
  onSort: (sort: { orderBy: OrderBy; order: Order }) => void;
  /** False when the key's plan has no companies: the Tickers column says so. */
  entitled: boolean | null;
  /** Rows of the last valid query while the query being edited is invalid: dimmed, described by this id. */
  outdatedBy?: string;
  /** The companies the filters name, whose own sentiment a column can show; and the one shown (or null). */
  companyColumn?: { named: readonly string[]; shown: string | null; onShow: (ticker: string) => void };
}

const TIME_HEADER: Record<OrderBy, string> = {
  publishDate: 'Published (UTC)',
  createdAt: 'Added (UTC)',
  revisedDate: 'Revised (UTC)',
};

const HEADERS: Record<Exclude<Column, 'time'>, string> = {
  source: 'Source',
  title: 'Title',
  sentiment: 'Sentiment',
  tickers: 'Tickers',
  countries: 'Countries',
  categories: 'Categories',
};

function TimeHeader({ orderBy, order, onSort }: Pick<Props, 'orderBy' | 'order' | 'onSort'>) {
  const next: Order = order === 'DESC' ? 'ASC' : 'DESC';
  return (
    <span className="flex items-center gap-1">
      <Button
        variant="ghost"
        scale="inline"
        className="font-semibold uppercase hover:underline"
        title={`Sort ${next === 'DESC' ? 'newest' : 'oldest'} first`}
        onClick={() => onSort({ orderBy, order: next })}
      >
        {TIME_HEADER[orderBy]} <span aria-hidden="true">{order === 'DESC' ? '▼' : '▲'}</span>
      </Button>
      <Select
        aria-label="Sort by date"
        scale="xs"
        className="font-normal normal-case"
        value={orderBy}
        onChange={(e) => onSort({ orderBy: e.target.value as OrderBy, order })}
      >
        {ORDER_BY.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </span>
  );
}

/** The stories expanded in place, by story id (kept across pages: a story stays open where it shows again). */
function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return [expanded, toggle] as const;
}

export function ResultGrid({
  articles,
  folded,
  onOpenLink,
  stale,
  selected,
  onSelect,
  onOpen,
  onAddFilter,
  orderBy,
  order,
  onSort,
  entitled,
  outdatedBy,
  companyColumn,
}: Props) {
  const body = useRef<HTMLTableSectionElement>(null);
  const storyRowId = useId();
  const [expanded, toggleStory] = useExpanded();
  const [hidden, toggleColumn] = useHiddenColumns();
  const columns = (Object.keys(COLUMN_VISIBILITY) as Column[]).filter(
    (c) => !(hidden as readonly string[]).includes(c),
  );
  const sentimentFor = companyColumn?.shown ?? null;
  // The company's column follows the article's sentiment (or the title when that is hidden); row cells alike.
  const companyAfter: Column = columns.includes('sentiment') ? 'sentiment' : 'title';

  useEffect(() => {
    const row = body.current?.querySelector<HTMLElement>(`[data-row="${selected}"]`);
    if (row && body.current?.contains(document.activeElement)) row.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-end gap-2">
        {companyColumn && companyColumn.named.length > 0 && (
          <label className="flex items-center gap-1 text-sm">
            Sentiment for
            <Select
              scale="sm"
              value={sentimentFor ?? ''}
              onChange={(e) => companyColumn.onShow(e.target.value)}
              title="Add a column with that company’s own sentiment in each article"
            >
              <option value="">no company (article only)</option>
              {companyColumn.named.map((ticker) => (
                <option key={ticker} value={ticker}>
                  {ticker}
                </option>
              ))}
            </Select>
          </label>
        )}
        <ColumnMenu hidden={hidden} onToggle={toggleColumn} />
      </div>
      <div className="@container overflow-x-auto">
        <table
          role="grid"
          aria-label="Articles"
          aria-rowcount={articles.length + 1}
          aria-busy={stale}
          aria-describedby={outdatedBy}
          data-outdated={outdatedBy ? true : undefined}
          className={`w-full border-collapse text-sm ${stale || outdatedBy ? 'opacity-50' : ''}`}
        >
          <thead className="sticky top-0 bg-white dark:bg-slate-950">
            <tr role="row" aria-rowindex={1}>
              {columns.map((column) => [
                <th
                  key={column}
                  role="columnheader"
                  scope="col"
                  aria-sort={column === 'time' ? (order === 'DESC' ? 'descending' : 'ascending') : undefined}
                  className={`px-2 py-1 text-left text-xs font-semibold uppercase ${COLUMN_VISIBILITY[column]}`}
                  title={
                    column === 'tickers' && entitled === false
                      ? 'This key’s plan has no companies (entities)'
                      : undefined
                  }
                >
                  {column === 'time' ? (
                    <TimeHeader orderBy={orderBy} order={order} onSort={onSort} />
                  ) : (
                    HEADERS[column]
                  )}
                </th>,
                sentimentFor !== null && column === companyAfter && (
                  <th
                    key="company-sentiment"
                    role="columnheader"
                    scope="col"
                    className="px-2 py-1 text-left text-xs font-semibold uppercase"
                    title={`${sentimentFor}’s own sentiment in each article (its judgement, not the article’s label)`}
                  >
                    Sentiment for {sentimentFor}
                  </th>
                ),
              ])}
            </tr>
          </thead>
          <tbody ref={body}>
            {articles.map((article, index) => {
              const { storyId, storySize = 1 } = article;
              const story =
                folded && storyId !== undefined && storySize > 1
                  ? {
                      others: storySize - 1,
                      expanded: expanded.has(storyId),
                      onToggle: () => toggleStory(storyId),
                      controls: `${storyRowId}-${index}`,
                    }
                  : undefined;
              return (
                <Fragment key={article.link}>
                  <ResultRow
                    article={article}
                    index={index}
                    selected={index === selected}
                    onSelect={() => onSelect(index)}
                    onOpen={() => onOpen(article)}
                    onAddFilter={onAddFilter}
                    orderBy={orderBy}
                    columns={columns}
                    sentimentFor={sentimentFor}
                    story={story}
                  />
                  {story?.expanded && storyId !== undefined && (
                    <tr
                      role="row"
                      id={story.controls}
                      className="border-b border-slate-200 dark:border-slate-800"
                    >
                      <td
                        role="gridcell"
                        colSpan={columns.length}
                        className="bg-slate-50 px-4 py-2 dark:bg-slate-900"
                      >
                        <Suspense fallback={<p className="text-xs text-slate-500">Loading the story…</p>}>
                          <StoryArticles
                            storyId={storyId}
                            current={article.link}
                            hideCurrent
                            onOpen={onOpenLink}
                            label={`Other sources of “${article.title}”`}
                          />
                        </Suspense>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
