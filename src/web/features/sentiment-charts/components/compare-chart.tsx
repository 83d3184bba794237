/**
 * @module Several companies' own net sentiment per bucket, one line each, on the timeline's time axis: a
 * colour-blind-safe colour and a dash pattern per company (told apart without colour too), a legend with
 * the same samples, each company's score and counts on hover, and the timeline's brush (it sets the shared
 * date filter, so zooming redraws every line).
 */
import { useMemo } from 'react';
import {
  Brush,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StatsInterval } from '../../../../contract';
import { formatCount, formatScore } from '../../../lib/format';
import { useChartBrush } from '../hooks/use-chart-brush';
import { bucketLabel } from '../lib/buckets';
import type { CompareBucket, CompareLine } from '../lib/compare-series';
import { BrushSelection, timeAxisProps } from './time-axis';

/** Okabe–Ito colours that keep 3:1 against a light and a dark background, each with its own dash pattern. */
export const COMPARE_STYLES = [
  { color: '#0072B2', dash: '' },
  { color: '#D55E00', dash: '8 4' },
  { color: '#009E73', dash: '2 3' },
  { color: '#CC79A7', dash: '10 3 2 3' },
  { color: '#888888', dash: '4 2 1 2 1 2' },
] as const;

const articles = (n: number) => `${formatCount(n)} ${n === 1 ? 'article' : 'articles'}`;

const styleOf = (line: CompareLine) => COMPARE_STYLES[line.slot % COMPARE_STYLES.length] ?? COMPARE_STYLES[0];

function Sample({ line }: { line: CompareLine }) {
  const { color, dash } = styleOf(line);
  return (
    <svg width="28" height="8" aria-hidden="true" className="shrink-0">
      <line
        x1="0"
        y1="4"
        x2="28"
        y2="4"
        stroke={color}
        strokeWidth="2.5"
        strokeDasharray={dash || undefined}
      />
    </svg>
  );
}

export function CompareLegend({ lines }: { lines: readonly CompareLine[] }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {lines.map((line) => (
        <li key={line.companyId} className="flex items-center gap-1">
          <Sample line={line} />
          <span className="font-mono font-semibold">{line.ticker}</span>
          <span className="text-slate-600 dark:text-slate-300">
            {line.name} · {articles(line.count)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CompareTooltip({
  bucket,
  lines,
  interval,
}: {
  bucket: CompareBucket | undefined;
  lines: readonly CompareLine[];
  interval: StatsInterval;
}) {
  if (!bucket) return null;
  return (
    <div
      className="rounded border border-slate-300 bg-white p-2 text-xs shadow dark:border-slate-600 dark:bg-slate-900"
      data-testid="compare-tooltip"
    >
      <p className="font-semibold">{bucketLabel(bucket.start, interval)} (UTC)</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {lines.map((line, i) => {
          const cell = bucket.cells[i];
          return (
            <li key={line.companyId} className="flex items-center gap-1">
              <Sample line={line} />
              <span className="font-mono font-semibold">{line.ticker}</span>
              {cell ? (
                <span>
                  {cell.score === null ? 'no score (confidence 0)' : formatScore(cell.score)} ·{' '}
                  {articles(cell.count)}, {formatCount(cell.positive)} positive, {formatCount(cell.negative)}{' '}
                  negative
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-300">no article judges it</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface Props {
  lines: readonly CompareLine[];
  /** The same array while the data stays (a new one resets the brush mid-drag). */
  buckets: CompareBucket[];
  interval: StatsInterval;
  /** The brushed buckets (indices into `buckets`), once the drag ends or Enter applies it. */
  onBrushed: (start: number, end: number) => void;
}

export function CompareChart({ lines, buckets, interval, onBrushed }: Props) {
  const brush = useChartBrush(buckets, interval, onBrushed);
  const byStart = useMemo(() => new Map(buckets.map((b) => [b.start, b])), [buckets]);
  // Stable accessors too: Recharts redraws (and its brush restarts) when a line's dataKey changes.
  const scores = useMemo(() => lines.map((_, i) => (b: CompareBucket) => b.cells[i]?.score ?? null), [lines]);
  return (
    <figure aria-label={`Companies' own sentiment per ${interval} (UTC)`} onKeyDown={brush.onKeyDown}>
      <figcaption className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">
          Each company’s own net sentiment per {interval} (UTC) · drag the handles below the chart to set the
          date filter
          <BrushSelection selection={brush.selection} />
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-300">
          Net sentiment: the mean of the article scores towards the company (−1 negative … +1 positive),
          weighted by their confidence. Dots are buckets with articles that judge it; the lines join them.
        </span>
        <CompareLegend lines={lines} />
      </figcaption>
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={buckets} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis {...timeAxisProps(interval, `per ${interval}`)} />
          <YAxis
            domain={[-1, 1]}
            ticks={[-1, -0.5, 0, 0.5, 1]}
            tickFormatter={(v: number) => formatScore(v)}
            fontSize={11}
            label={{ value: 'Net sentiment', angle: -90, position: 'insideLeft', fontSize: 11 }}
          />
          <ReferenceLine y={0} stroke="#64748b" />
          <Tooltip
            content={({ active, label: at }) => (
              <CompareTooltip
                bucket={active ? byStart.get(Number(at)) : undefined}
                lines={lines}
                interval={interval}
              />
            )}
          />
          {lines.map((line, i) => {
            const { color, dash } = styleOf(line);
            return (
              <Line
                key={line.companyId}
                dataKey={scores[i]}
                name={line.ticker}
                stroke={color}
                strokeWidth={2}
                strokeDasharray={dash || undefined}
                dot={{ r: 2.5, fill: color, strokeDasharray: '' }}
                connectNulls
                isAnimationActive={false}
              />
            );
          })}
          {brush.shown && <Brush key={brush.key} {...brush.props} />}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
