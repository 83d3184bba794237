/** @module The result grid: ARIA grid, one Tab stop (roving tabindex), stale rows dimmed while the next page loads. */
import { useEffect, useRef } from 'react';
import type { ArticleV2, OrderBy } from '../../../../contract';
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
  /** The time column shows the date the results are ordered by. */
  orderBy: OrderBy;
}

const TIME_HEADER: Record<OrderBy, string> = {
  publishDate: 'Published (UTC)',
  createdAt: 'Added (UTC)',
  revisedDate: 'Revised (UTC)',
};
const HEADERS = ['Source', 'Title', 'Sentiment', 'Tickers', 'Countries', 'Categories'];

export function ResultGrid({
  articles,
  stale,
  selected,
  onSelect,
  onOpen,
  onAddFilter,
  entitiesRequested,
  orderBy,
}: Props) {
  const body = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    const row = body.current?.querySelector<HTMLElement>(`[data-row="${selected}"]`);
    if (row && body.current?.contains(document.activeElement)) row.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <div className="overflow-x-auto">
      <table
        role="grid"
        aria-label="Articles"
        aria-rowcount={articles.length + 1}
        aria-busy={stale}
        className={`w-full border-collapse text-sm ${stale ? 'opacity-50' : ''}`}
      >
        <thead className="sticky top-0 bg-white dark:bg-slate-950">
          <tr role="row" aria-rowindex={1}>
            {[TIME_HEADER[orderBy], ...HEADERS].map((h) => (
              <th
                key={h}
                role="columnheader"
                scope="col"
                className="px-2 py-1 text-left text-xs font-semibold uppercase"
              >
                {h}
                {h === 'Tickers' && !entitiesRequested && (
                  <span className="sr-only"> (turn on include companies)</span>
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
