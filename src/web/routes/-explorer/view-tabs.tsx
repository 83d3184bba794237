/** @module Results / Charts / Request switch (part of the URL, so each view is linkable). */
import { VIEWS, type View } from '../../lib/explorer-state';

const LABEL: Record<View, string> = {
  results: 'Results',
  charts: 'Sentiment charts',
  request: 'Request & copy as',
};

export function ViewTabs({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div
      role="tablist"
      aria-label="View"
      className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
    >
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          id={`tab-${v}`}
          aria-selected={v === view}
          aria-controls={`panel-${v}`}
          className="-mb-px border-b-2 border-transparent px-3 py-1 text-sm aria-selected:border-blue-600 aria-selected:font-semibold"
          onClick={() => onChange(v)}
        >
          {LABEL[v]}
        </button>
      ))}
    </div>
  );
}
