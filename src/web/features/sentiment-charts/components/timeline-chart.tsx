/**
 * @module Sentiment over time on a true time axis (stacked counts, empty buckets as zero) with the average
 * confidence in percent; dragging the brush sets the date filter once the handle is released.
 */
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
import { useChartBrush } from '../hooks/use-chart-brush';
import { bucketLabel, type FilledBucket } from '../lib/buckets';
import { BrushSelection, timeAxisProps } from './time-axis';

export const SENTIMENT_COLORS = { positive: '#059669', neutral: '#94a3b8', negative: '#e11d48' } as const;

interface Props {
  buckets: FilledBucket[];
  interval: StatsInterval;
  /** The brushed buckets (indices into `buckets`), once the drag ends. */
  onBrushed: (start: number, end: number) => void;
  /** Bars of stories (first seen in the bucket) instead of articles by sentiment. */
  count?: 'articles' | 'stories';
}

export function TimelineChart({ buckets, interval, onBrushed, count = 'articles' }: Props) {
  const brush = useChartBrush(buckets, interval, onBrushed);
  const label = (t: number) => bucketLabel(t, interval);

  return (
    <figure
      aria-label={count === 'stories' ? `Stories per ${interval} (UTC)` : `Sentiment per ${interval} (UTC)`}
      onKeyDown={brush.onKeyDown}
    >
      <figcaption className="text-sm font-semibold">
        {count === 'stories' ? 'Stories' : 'Sentiment'} per {interval} (UTC) · drag the handles below the
        chart to set the date filter
        <BrushSelection selection={brush.selection} />
      </figcaption>
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={buckets} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis {...timeAxisProps(interval, `one bar per ${interval}`)} />
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
          {brush.shown && <Brush key={brush.key} {...brush.props} />}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
