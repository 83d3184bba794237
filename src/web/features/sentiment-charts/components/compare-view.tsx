/**
 * @module "Compare companies" (a lazy chunk of its own): the picker, then one line per chosen company from the
 * stats' per-company sentiment over the current query and filters. Says plainly when nothing is chosen, when
 * one company is, when nothing judges them, and when the upstream cannot answer (no stats, or stats without
 * companySentiment).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { serviceStatsOptions } from '../api/get-article-stats';
import { compareSeries } from '../lib/compare-series';
import { brushedRange, chartBounds, compareBody } from '../lib/stats-body';
import { CompanyPicker } from './company-picker';
import { CompareChart } from './compare-chart';

interface Props {
  state: ExplorerSearch;
  now: Date;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Hold the request back until the page's rows have arrived. */
  deferred?: boolean;
}

function Note({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="rounded bg-slate-100 p-2 text-sm dark:bg-slate-800" data-testid={testId}>
      {children}
    </p>
  );
}

const list = (tickers: readonly string[]) => tickers.join(', ');

export default function CompareView({ state, now, onChange, deferred = false }: Props) {
  const body = compareBody(state, now);
  const stats = useQuery({
    ...serviceStatsOptions(body ?? {}),
    enabled: body !== null && !deferred,
    // The lines stay while a brushed range or another company loads, so the chart does not blink away.
    placeholderData: keepPreviousData,
  });
  const { from, to } = chartBounds(state, now);
  const companies = stats.data?.companies;
  const interval = stats.data?.interval;
  const data = useMemo(
    () =>
      interval && companies ? compareSeries({ interval, companies }, state.compare, { from, to }) : null,
    [interval, companies, state.compare, from, to],
  );

  const chosen = state.compare.length;
  let content: ReactNode = null;
  if (chosen === 0) {
    content = (
      <Note testId="compare-empty">
        Pick two to five companies above to draw each one’s own sentiment over time, over the current query
        and filters.
      </Note>
    );
  } else if (stats.isError) {
    content = (
      <ApiErrorNotice error={stats.error} what="company sentiment" onRetry={() => void stats.refetch()} />
    );
  } else if (stats.data === null) {
    content = (
      <Note testId="compare-unavailable">
        Comparing companies is not available on this service: it has no /v2/articles/stats.
      </Note>
    );
  } else if (stats.data && !companies) {
    content = (
      <Note testId="compare-unavailable">
        Comparing companies is not available on this service: its /v2/articles/stats does not give each
        company’s own sentiment (companySentiment).
      </Note>
    );
  } else if (!data) {
    content = <p className="text-sm">Loading company sentiment…</p>;
  } else if (data.lines.length === 0) {
    content = (
      <Note testId="compare-no-data">
        No article in this range and these filters judges {list(state.compare)}: nothing to draw. Widen the
        date range or the filters.
      </Note>
    );
  } else {
    content = (
      <>
        {chosen === 1 && <Note testId="compare-one">One company chosen: add another to compare.</Note>}
        {data.missing.length > 0 && (
          <Note testId="compare-missing">
            No article in this range and these filters judges {list(data.missing)}: no line for{' '}
            {data.missing.length === 1 ? 'it' : 'them'}.
          </Note>
        )}
        <CompareChart
          lines={data.lines}
          buckets={data.buckets}
          interval={interval ?? 'day'}
          onBrushed={(start, end) => {
            const range = brushedRange(data.buckets, start, end, state, now);
            if (range) onChange(range);
          }}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-3" data-testid="compare-view">
      <div className="max-w-xl">
        <CompanyPicker value={state.compare} onChange={(compare) => onChange({ compare })} />
      </div>
      {content}
    </div>
  );
}
