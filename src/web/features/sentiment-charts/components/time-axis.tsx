/**
 * @module What the sentiment timeline and the compare chart share around their own series: the time axis
 * of bucket starts under the chart, and the caption's note of the span the brush covers until it is applied.
 */
import type { XAxisProps } from 'recharts';
import type { StatsInterval } from '../../../../contract';
import { bucketLabel } from '../lib/buckets';

/** The XAxis props of a true time axis over the buckets' starts; `perBucket` ends its label ("per day"). */
export function timeAxisProps(interval: StatsInterval, perBucket: string): XAxisProps {
  return {
    dataKey: 'start',
    type: 'number',
    scale: 'time',
    domain: ['dataMin', 'dataMax'],
    tickFormatter: (t: number) => bucketLabel(t, interval),
    fontSize: 11,
    label: { value: `Time (UTC), ${perBucket}`, position: 'insideBottom', offset: 0, fontSize: 11 },
    height: 46,
  };
}

/** The brushed span not applied yet (useChartBrush's `selection`), with the keys that settle it; none when null. */
export function BrushSelection({ selection }: { selection: string | null }) {
  if (!selection) return null;
  return (
    <span className="ml-2 font-normal text-slate-600 dark:text-slate-300" data-testid="brush-selection">
      {selection} (Enter: apply, Escape: cancel)
    </span>
  );
}
