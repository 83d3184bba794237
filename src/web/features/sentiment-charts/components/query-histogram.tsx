/**
 * @module A compact histogram of the whole query over time, above the results: the charts' stats request
 * (one request, shared through its query key) and the same filled buckets. Dragging across it (or
 * clicking one bar) zooms the date filter to those buckets. Plain elements, no chart library, so the
 * results view stays light.
 */
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { formatCount } from '../../../lib/format';
import { useArticleStats } from '../api/get-article-stats';
import { bucketLabel, fillTimeline } from '../lib/buckets';
import { brushedRange, chartBounds, statsBody } from '../lib/stats-body';

interface Props {
  state: ExplorerSearch;
  now: Date;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Hold the request back until the page's rows have arrived. */
  deferred?: boolean;
}

export function QueryHistogram({ state, now, onChange, deferred = false }: Props) {
  const stats = useArticleStats(statsBody(state, now), { sample: false, enabled: !deferred });
  const bounds = chartBounds(state, now);
  const buckets = useMemo(
    () => (stats.data ? fillTimeline(stats.data, { from: bounds.from, to: bounds.to }) : []),
    [stats.data, bounds.from, bounds.to],
  );
  const area = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ anchor: number; at: number } | null>(null);
  if (!stats.data || buckets.length === 0) return null;
  const interval = stats.data.interval;
  const max = Math.max(1, ...buckets.map((b) => b.total));

  const indexAt = (clientX: number): number => {
    const rect = area.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    const fraction = Math.min(0.9999, Math.max(0, (clientX - rect.left) / rect.width));
    return Math.floor(fraction * buckets.length);
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const i = indexAt(e.clientX);
    setDrag({ anchor: i, at: i });
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, at: indexAt(e.clientX) });
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const at = indexAt(e.clientX);
    setDrag(null);
    const range = brushedRange(buckets, Math.min(drag.anchor, at), Math.max(drag.anchor, at), state, now);
    if (range) onChange(range);
  };
  const lo = drag ? Math.min(drag.anchor, drag.at) : -1;
  const hi = drag ? Math.max(drag.anchor, drag.at) : -1;
  const first = buckets[0];
  const last = buckets.at(-1);

  return (
    <figure className="flex flex-col gap-0.5" aria-label="Matching articles over time">
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>
          {formatCount(stats.data.total)} matching articles, one bar per {interval} (UTC)
          {state.minConfidence > 0 && `, confidence ≥ ${state.minConfidence.toFixed(2)}`}
        </span>
        <span>
          {drag && buckets[lo] && buckets[hi]
            ? `${bucketLabel(buckets[lo].start, interval)} – ${bucketLabel(buckets[hi].start, interval)}`
            : 'drag across the bars to zoom'}
        </span>
      </figcaption>
      <div
        ref={area}
        data-testid="query-histogram"
        className="flex h-12 cursor-crosshair touch-none select-none items-end gap-px border-b border-slate-300 dark:border-slate-700"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={() => setDrag(null)}
      >
        {buckets.map((b, i) => (
          <div
            key={b.start}
            className={`flex h-full flex-1 items-end ${i >= lo && i <= hi ? 'bg-blue-100 dark:bg-blue-950' : ''}`}
            title={`${bucketLabel(b.start, interval)}: ${formatCount(b.total)} articles`}
          >
            <div
              className="w-full bg-blue-500 dark:bg-blue-400"
              style={{ height: b.total ? `${Math.max(4, (b.total / max) * 100)}%` : 0 }}
            />
          </div>
        ))}
      </div>
      {first && last && (
        <div className="flex justify-between text-[10px] text-slate-500" aria-hidden="true">
          <span>{bucketLabel(first.start, interval)}</span>
          <span>{bucketLabel(last.start, interval)}</span>
        </div>
      )}
    </figure>
  );
}
