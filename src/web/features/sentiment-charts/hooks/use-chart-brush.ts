/**
 * @module The brush under a Recharts time chart (the sentiment timeline, the compare chart): its props, the
 * span it covers while moved, and its keys. Recharts moves a focused handle with the arrow keys but only a
 * drag's end applies it: Enter applies what the keys brushed, Escape drops it.
 */
import { useState, type KeyboardEvent } from 'react';
import type { StatsInterval } from '../../../../contract';
import { bucketLabel } from '../lib/buckets';

/** Long enough that a slow drag whose pointer wanders off the brush is never ended for it (mouseup ends it). */
const BRUSH_LEAVE_MS = 3_600_000;

interface BrushRange {
  startIndex?: number;
  endIndex?: number;
}

export function useChartBrush(
  buckets: readonly { start: number }[],
  interval: StatsInterval,
  /** The brushed buckets (indices into `buckets`), once the drag ends or Enter applies it. */
  onBrushed: (start: number, end: number) => void,
) {
  const [pending, setPending] = useState<{ start: number; end: number } | null>(null);
  const first = buckets[0];
  const last = buckets.at(-1);
  const label = (t: number) => bucketLabel(t, interval);
  const from = pending ? buckets[pending.start] : undefined;
  const to = pending ? buckets[pending.end] : undefined;
  const shown = { start: (from ?? first)?.start ?? 0, end: (to ?? last)?.start ?? 0 };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!pending || (e.key !== 'Enter' && e.key !== 'Escape')) return;
    e.preventDefault();
    setPending(null);
    if (e.key === 'Enter') onBrushed(pending.start, pending.end);
  };

  return {
    /** Whether there is anything to brush (two buckets or more). */
    shown: buckets.length > 1,
    /** A new timeline (another range or filter) starts with the brush over all of it: the Brush's key. */
    key: `${first?.start ?? 0}-${last?.start ?? 0}-${buckets.length}`,
    /** The span being brushed and not applied yet, in words; null when none. */
    selection: from && to ? `${label(from.start)} – ${label(to.start)}` : null,
    onKeyDown,
    props: {
      // Recharts' own label reads "Min value: undefined" for time buckets.
      ariaLabel: `Date filter from ${label(shown.start)} to ${label(shown.end)}: arrow keys move the focused handle, Enter applies`,
      dataKey: 'start',
      height: 24,
      tickFormatter: label,
      leaveTimeOut: BRUSH_LEAVE_MS,
      onChange: (r: BrushRange) => setPending({ start: r.startIndex ?? 0, end: r.endIndex ?? 0 }),
      onDragEnd: (r: BrushRange) => {
        setPending(null);
        onBrushed(r.startIndex ?? 0, r.endIndex ?? buckets.length - 1);
      },
    },
  };
}
