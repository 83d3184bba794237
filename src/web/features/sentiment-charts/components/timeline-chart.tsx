/**
 * @module Sentiment over time on a true time axis (stacked counts, empty buckets as zero) with the average
 * confidence in percent; dragging the brush sets the date filter once the handle is released.
 */
import { useState } from 'react';
import {
  Bar,
  Brush,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StatsInterval } from '../../../../contract';
import { formatPercent } from '../../../lib/format';
import { bucketLabel, type FilledBucket } from '../lib/buckets';

export const SENTIMENT_COLORS = { positive: '#059669', neutral: '#94a3b8', negative: '#e11d48' } as const;

/** Long enough that a slow drag whose pointer wanders off the brush is never ended for it (mouseup ends it). */
const BRUSH_LEAVE_MS = 3_600_000;

interface Props {
  buckets: FilledBucket[];
  interval: StatsInterval;
  /** The brushed buckets (indices into `buckets`), once the drag ends. */
  onBrushed: (start: number, end: number) => void;
  /** Bars of stories (first seen in the bucket) instead of articles by sentiment. */
  count?: 'articles' | 'stories';
}

export function TimelineChart({ buckets, interval, onBrushed, count = 'articles' }: Props) {
  const [pending, setPending] = useState<{ start: number; end: number } | null>(null);
  const first = buckets[0];
  const last = buckets.at(-1);
  // A new timeline (another range or filter) starts with the brush over all of it.
  const brushKey = `${first?.start ?? 0}-${last?.start ?? 0}-${buckets.length}`;
  const label = (t: number) => bucketLabel(t, interval);
  const selection = pending && buckets[pending.start] && buckets[pending.end];
  const brushed = {
    start: (pending ? buckets[pending.start] : first)?.start ?? 0,
    end: (pending ? buckets[pending.end] : last)?.start ?? 0,
  };

  // Recharts moves a focused handle with the arrow keys but only a drag's end applies it: Enter applies what
  // the keys brushed, Escape drops it.
  const onKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    if (!pending || (e.key !== 'Enter' && e.key !== 'Escape')) return;
    e.preventDefault();
    setPending(null);
    if (e.key === 'Enter') onBrushed(pending.start, pending.end);
  };

  return (
    <figure
      aria-label={count === 'stories' ? `Stories per ${interval} (UTC)` : `Sentiment per ${interval} (UTC)`}
      onKeyDown={onKeyDown}
    >
      <figcaption className="text-sm font-semibold">
        {count === 'stories' ? 'Stories' : 'Sentiment'} per {interval} (UTC) · drag the handles below the
        chart to set the date filter
        {selection && (
          <span className="ml-2 font-normal text-slate-600 dark:text-slate-300" data-testid="brush-selection">
            {label(selection.start)} – {label(selection.end)} (Enter: apply, Escape: cancel)
          </span>
        )}
      </figcaption>
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={buckets} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis
            dataKey="start"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={label}
            fontSize={11}
            label={{
              value: `Time (UTC), one bar per ${interval}`,
              position: 'insideBottom',
              offset: 0,
              fontSize: 11,
            }}
            height={46}
          />
          <YAxis
            yAxisId="n"
            allowDecimals={false}
            fontSize={11}
            label={{
              value: count === 'stories' ? 'Stories' : 'Articles',
              angle: -90,
              position: 'insideLeft',
              fontSize: 11,
            }}
          />
          <YAxis
            yAxisId="c"
            orientation="right"
            domain={[0, 1]}
            tickFormatter={(v: number) => formatPercent(v)}
            fontSize={11}
            label={{ value: 'Avg. confidence', angle: 90, position: 'insideRight', fontSize: 11 }}
          />
          <Tooltip
            labelFormatter={(t) => label(Number(t))}
            formatter={(value, name) =>
              name === 'avg confidence' && typeof value === 'number' ? formatPercent(value) : value
            }
          />
          <Legend verticalAlign="top" />
          {count === 'stories' ? (
            <Bar yAxisId="n" dataKey="stories" name="stories" fill="#0284c7" isAnimationActive={false} />
          ) : (
            (['negative', 'neutral', 'positive'] as const).map((s) => (
              <Bar
                key={s}
                yAxisId="n"
                dataKey={s}
                stackId="s"
                fill={SENTIMENT_COLORS[s]}
                isAnimationActive={false}
              />
            ))
          )}
          <Line
            yAxisId="c"
            dataKey="averageConfidence"
            name="avg confidence"
            stroke="#2563eb"
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
          {buckets.length > 1 && (
            <Brush
              key={brushKey}
              // Recharts' own label reads "Min value: undefined" for time buckets.
              ariaLabel={`Date filter from ${label(brushed.start)} to ${label(brushed.end)}: arrow keys move the focused handle, Enter applies`}
              dataKey="start"
              height={24}
              tickFormatter={label}
              leaveTimeOut={BRUSH_LEAVE_MS}
              onChange={(r) => setPending({ start: r.startIndex ?? 0, end: r.endIndex ?? 0 })}
              onDragEnd={(r) => {
                setPending(null);
                onBrushed(r.startIndex ?? 0, r.endIndex ?? buckets.length - 1);
              }}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
