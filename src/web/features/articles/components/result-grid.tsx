/** @module The result grid: ARIA grid, one Tab stop (roving tabindex), stale rows dimmed while the next page loads. */
import { useEffect, useRef } from 'react';
import type { ArticleV2, OrderBy } from '../../../../contract';
import { COLUMN_VISIBILITY, type Column } from './grid-columns';
import { ResultRow, type FilterKind } from './result-row';

interface Props {
  articles: ArticleV2[];
  /** Rows of the previous request, kept on screen while the next one loads. */
  stale: boolean;
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (article: ArticleV2) => void;
  onAddFilter: (kind: FilterKind, value: string) => void;
  entitiesRequested: boolean;
  /** Turns on includeEntities, so the Tickers column fills. */
  onRequestEntities: () => void;
  /** The time column shows the date the results are ordered by. */
  orderBy: OrderBy;
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

export function ResultGrid({
  articles,
  stale,
  selected,
  onSelect,
  onOpen,
  onAddFilter,
  entitiesRequested,
  onRequestEntities,
  orderBy,
}: Props) {
  const body = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    const row = body.current?.querySelector<HTMLElement>(`[data-row="${selected}"]`);
    if (row && body.current?.contains(document.activeElement)) row.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <div className="@container overflow-x-auto">
      <table
        role="grid"
        aria-label="Articles"
        aria-rowcount={articles.length + 1}
        aria-busy={stale}
        className={`w-full border-collapse text-sm ${stale ? 'opacity-50' : ''}`}
      >
        <thead className="sticky top-0 bg-white dark:bg-slate-950">
          <tr role="row" aria-rowindex={1}>
            {(Object.keys(COLUMN_VISIBILITY) as Column[]).map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={`px-2 py-1 text-left text-xs font-semibold uppercase ${COLUMN_VISIBILITY[column]}`}
              >
                {column === 'time' ? TIME_HEADER[orderBy] : HEADERS[column]}
                {column === 'tickers' && !entitiesRequested && (
                  <button
                    type="button"
                    className="ml-1 font-normal normal-case text-blue-700 underline dark:text-blue-300"
                    title="Tickers come with the companies, which are only sent when asked for (includeEntities)"
                    onClick={onRequestEntities}
                  >
                    show
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {articles.map((article, index) => (
            <ResultRow
              key={article.link}
              article={article}
              index={index}
              selected={index === selected}
              onSelect={() => onSelect(index)}
              onOpen={() => onOpen(article)}
              onAddFilter={onAddFilter}
              orderBy={orderBy}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
