/**
 * @module The charts panel (a lazy chunk): mix, timeline with brush, top sources/tickers, confidence threshold;
 * or, in its compare mode (a lazy chunk of its own), several companies' own sentiment side by side.
 */
import { lazy, Suspense, useMemo } from 'react';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { INTERVALS, withFilterValue, type ExplorerSearch } from '../../../lib/explorer-state';
import { confidenceWords, formatCount } from '../../../lib/format';
import { SAMPLE_PAGES } from '../../../lib/sample-articles';
import { useArticleStats } from '../api/get-article-stats';
import { fillTimeline, fits } from '../lib/buckets';
import { brushedRange, chartBounds, statsBody } from '../lib/stats-body';
import { SentimentMix } from './sentiment-mix';
import { TimelineChart } from './timeline-chart';
import { TopList } from './top-list';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';
import { Button } from '../../../components/button';

const CompareView = lazy(() => import('./compare-view'));

const MODES = [
  { mode: 'sentiment', label: 'Query sentiment' },
  { mode: 'compare', label: 'Compare companies' },
] as const;

interface Props {
  state: ExplorerSearch;
  now: Date;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Hold the request back until the page's rows have arrived. */
  deferred?: boolean;
}

export default function SentimentCharts({ state, now, onChange, deferred = false }: Props) {
  const comparing = state.chartMode === 'compare';
  const stats = useArticleStats(statsBody(state, now), { enabled: !deferred && !comparing });
  const bounds = chartBounds(state, now);
  const span = bounds.from !== undefined && bounds.to !== undefined ? bounds.to - bounds.from : null;
  const buckets = useMemo(
    () => (stats.data ? fillTimeline(stats.data, { from: bounds.from, to: bounds.to }) : []),
    [stats.data, bounds.from, bounds.to],
  );
  return (
    <section aria-labelledby="charts-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="charts-heading" className="font-semibold">
          Sentiment
        </h2>
        <div role="group" aria-label="Chart" className="flex gap-1">
          {MODES.map(({ mode, label }) => (
            <Button
              key={mode}
              scale="sm"
              aria-pressed={state.chartMode === mode}
              onClick={() => onChange({ chartMode: mode })}
            >
              {label}
            </Button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          Min. confidence {state.minConfidence.toFixed(2)}
          <Input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={state.minConfidence}
            aria-valuetext={confidenceWords(state.minConfidence)}
            onChange={(e) => onChange({ minConfidence: Number(e.target.value) })}
          />
        </label>
        <label className="flex items-center gap-1 text-sm">
          Buckets
          <Select
            value={state.interval}
            onChange={(e) => onChange({ interval: e.target.value as ExplorerSearch['interval'] })}
            scale="sm"
          >
            {INTERVALS.map((interval) => (
              <option
                key={interval}
                value={interval}
                // Without a start the span is unknown; a size that would draw more than MAX_BARS bars is not offered.
                disabled={interval !== 'auto' && (span === null || !fits(span, interval))}
              >
                {interval}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            className="shrink-0"
            checked={state.countStories}
            onChange={(e) => onChange({ countStories: e.target.checked })}
          />
          Count stories (each story once, not every copy)
        </label>
        {stats.data && state.interval !== 'auto' && stats.data.interval !== state.interval && (
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {span === null
              ? 'set a start date to choose the bucket size'
              : `${state.interval} buckets would draw too many bars`}
            : one bar per {stats.data.interval}
          </span>
        )}
      </div>
      {comparing && (
        <Suspense fallback={<p className="text-sm">Loading the compare view…</p>}>
          <CompareView state={state} now={now} onChange={onChange} deferred={deferred} />
        </Suspense>
      )}
      {!comparing && stats.isPending && <p className="text-sm">Loading statistics…</p>}
      {!comparing && stats.isError && (
        <ApiErrorNotice error={stats.error} what="statistics" onRetry={() => void stats.refetch()} />
      )}
      {!comparing && stats.data && (
        <>
          {stats.data.sampled && (
            <p
              className="rounded bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              data-testid="stats-sampled"
            >
              This service has no /v2/articles/stats: figures are computed in the browser from{' '}
              {stats.data.sampled.complete
                ? 'all'
                : `the first ${SAMPLE_PAGES} pages (${formatCount(stats.data.sampled.articles)})`}{' '}
              matching articles.
            </p>
          )}
          {state.countStories && (
            <p className="text-sm" data-testid="story-count">
              {stats.data.stories
                ? `${formatCount(stats.data.stories.total)} ${stats.data.stories.total === 1 ? 'story' : 'stories'} told by ${formatCount(stats.data.total)} ${stats.data.total === 1 ? 'article' : 'articles'}; each story counts once, in the bucket it was first seen in.`
                : 'This service does not count stories: the charts count articles.'}
            </p>
          )}
          <SentimentMix stats={stats.data} />
          <TimelineChart
            count={state.countStories && stats.data.stories ? 'stories' : 'articles'}
            buckets={buckets}
            interval={stats.data.interval}
            onBrushed={(start, end) => {
              const range = brushedRange(buckets, start, end, state, now);
              if (range) onChange(range);
            }}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TopList
              title="Top sources"
              items={stats.data.topSources.map((s) => ({ key: s.source, label: s.source, count: s.count }))}
              onPick={(s) => onChange(withFilterValue(state, 'sources', s))}
            />
            <TopList
              title="Top tickers"
              items={stats.data.topTickers.map((t) => ({
                key: t.ticker,
                label: `${t.ticker} · ${t.name}`,
                count: t.count,
              }))}
              onPick={(t) => onChange(withFilterValue(state, 'tickers', t))}
            />
          </div>
        </>
      )}
    </section>
  );
}
