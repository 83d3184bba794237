/**
 * @module A compact histogram of the whole query over time, above the results: the charts' stats request
 * (one request, shared through its query key) and the same filled buckets. Dragging across it (or
 * clicking one bar) zooms the date filter to those buckets; from the keyboard, arrows select bars, shift+arrow
 * widens, Enter zooms (src/web/features/sentiment-charts/lib/keyboard-brush.ts). Plain elements, no chart
 * library, so the results view stays light. Its box is there, the same height, before the counts arrive,
 * so the results under it never move.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { formatCount } from '../../../lib/format';
import { useArticleStats } from '../api/get-article-stats';
import { bucketLabel, fillTimeline } from '../lib/buckets';
import { isBrushKey, moveBrush, type BrushSelection } from '../lib/keyboard-brush';
import { brushedRange, chartBounds, statsBody } from '../lib/stats-body';

const BARS_CLASS =
  'flex h-12 cursor-crosshair touch-none select-none items-end gap-px border-b border-slate-300 outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-slate-700';

/** The same three lines as the histogram, empty: the space it will take while its counts are on the way. */
function HistogramPlaceholder() {
  return (
    <div className="flex flex-col gap-0.5" data-testid="query-histogram-placeholder" aria-hidden="true">
      <span className="text-xs text-slate-400">Counting matching articles over time…</span>
      <div className={BARS_CLASS} />
      <span className="text-[10px] text-transparent">·</span>
    </div>
  );
}

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
  const [keyed, setKeyed] = useState<BrushSelection | null>(null);
  const helpId = useId();
  if (!stats.data) return stats.isError ? null : <HistogramPlaceholder />;
  if (buckets.length === 0) return null;
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
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (isBrushKey(e.key)) {
      e.preventDefault();
      setKeyed(moveBrush(keyed, e.key, e.shiftKey, buckets.length));
    } else if (e.key === 'Enter' && keyed) {
      e.preventDefault();
      setKeyed(null);
      const range = brushedRange(buckets, keyed.lo, keyed.hi, state, now);
      if (range) onChange(range);
    } else if (e.key === 'Escape' && keyed) {
      e.preventDefault();
      setKeyed(null);
    }
  };
  const selection = drag
    ? { lo: Math.min(drag.anchor, drag.at), hi: Math.max(drag.anchor, drag.at) }
    : (keyed ?? { lo: -1, hi: -1 });
  const { lo, hi } = selection;
  const first = buckets[0];
  const last = buckets.at(-1);

  return (
    <figure className="flex flex-col gap-0.5" aria-label="Matching articles over time">
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>
          {formatCount(stats.data.total)} matching articles, one bar per {interval} (UTC)
          {state.minConfidence > 0 && `, confidence ≥ ${state.minConfidence.toFixed(2)}`}
        </span>
        <span id={helpId} aria-live="polite" data-testid="histogram-selection">
          {buckets[lo] && buckets[hi]
            ? `${bucketLabel(buckets[lo].start, interval)} – ${bucketLabel(buckets[hi].start, interval)}${keyed ? ' (Enter: zoom, Escape: cancel)' : ''}`
            : 'drag across the bars to zoom (or focus them: arrows, shift+arrows, Enter)'}
        </span>
      </figcaption>
      <div
        ref={area}
        data-testid="query-histogram"
        role="group"
        tabIndex={0}
        aria-label="Zoom the date range: arrow keys select bars, shift+arrow widens, Enter zooms"
        aria-describedby={helpId}
        className={BARS_CLASS}
        onKeyDown={onKey}
        onBlur={() => setKeyed(null)}
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
