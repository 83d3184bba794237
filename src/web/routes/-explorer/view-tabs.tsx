/** @module Results / Live / Charts / Request switch (part of the URL, so each view is linkable). */
import { VIEWS, type View } from '../../lib/explorer-state';
import { Button } from '../../components/button';

const LABEL: Record<View, string> = {
  results: 'Results',
  live: 'Live',
  charts: 'Sentiment charts',
  request: 'Request & copy as',
};

interface Props {
  view: View;
  onChange: (view: View) => void;
  /** A few words after a tab's label (the live feed's state or its unseen arrivals). */
  badges?: Partial<Record<View, string>>;
}

export function ViewTabs({ view, onChange, badges = {} }: Props) {
  return (
    <div
      role="tablist"
      aria-label="View"
      className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
    >
      {VIEWS.map((v) => (
        <Button
          key={v}
          role="tab"
          id={`tab-${v}`}
          aria-selected={v === view}
          aria-controls={`panel-${v}`}
          variant="ghost"
          scale="inline"
          className="-mb-px rounded-none border-b-2 border-transparent px-3 py-1 text-sm aria-selected:border-blue-600 aria-selected:font-semibold"
          onClick={() => onChange(v)}
        >
          {LABEL[v]}
          {/* A real space, so the tab's accessible name reads "Live on", not "Liveon". */}
          {badges[v] && ' '}
          {badges[v] && (
            <span className="ml-1 rounded-full bg-slate-200 px-1.5 text-xs font-normal dark:bg-slate-700">
              {badges[v]}
            </span>
          )}
        </Button>
      ))}
    </div>
  );
}
