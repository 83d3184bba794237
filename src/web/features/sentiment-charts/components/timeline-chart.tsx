/** @module Sentiment over time (stacked counts) with average confidence; brushing picks a date range. */
import { useEffect, useState } from 'react';
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
import type { ArticleStatsResponse } from '../../../../contract';
import { brushedRange } from '../lib/stats-body';

export const SENTIMENT_COLORS = { positive: '#059669', neutral: '#94a3b8', negative: '#e11d48' } as const;

interface Props {
  stats: ArticleStatsResponse;
  onRange: (range: { from: string; to: string }) => void;
}

function label(bucket: string, interval: 'hour' | 'day'): string {
  return interval === 'hour' ? `${bucket.slice(5, 10)} ${bucket.slice(11, 16)}` : bucket.slice(0, 10);
}

export function TimelineChart({ stats, onRange }: Props) {
  const [brush, setBrush] = useState<{ start: number; end: number } | null>(null);
  const data = stats.timeline.map((b) => ({
    ...b,
    label: label(b.bucket, stats.interval),
    conf: b.averageConfidence,
  }));

  useEffect(() => {
    if (!brush || (brush.start === 0 && brush.end === data.length - 1)) return;
    // Applied after the handle rests, so dragging does not fire a request per pixel.
    const timer = setTimeout(() => {
      const range = brushedRange(
        stats.timeline.map((b) => b.bucket),
        stats.interval,
        brush.start,
        brush.end,
      );
      if (range) onRange(range);
    }, 600);
    return () => clearTimeout(timer);
  }, [brush, data.length, stats, onRange]);

  return (
    <figure aria-label={`Sentiment per ${stats.interval} (UTC)`}>
      <figcaption className="text-sm font-semibold">
        Sentiment per {stats.interval} (UTC) · drag the handles to set the date filter
      </figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis yAxisId="n" allowDecimals={false} fontSize={11} />
          <YAxis yAxisId="c" orientation="right" domain={[0, 1]} fontSize={11} />
          <Tooltip />
          <Legend />
          {(['negative', 'neutral', 'positive'] as const).map((s) => (
            <Bar
              key={s}
              yAxisId="n"
              dataKey={s}
              stackId="s"
              fill={SENTIMENT_COLORS[s]}
              isAnimationActive={false}
            />
          ))}
          <Line
            yAxisId="c"
            dataKey="conf"
            name="avg confidence"
            stroke="#2563eb"
            dot={false}
            isAnimationActive={false}
          />
          {data.length > 1 && (
            <Brush
              dataKey="label"
              height={20}
              onChange={(r) => setBrush({ start: r.startIndex ?? 0, end: r.endIndex ?? 0 })}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
