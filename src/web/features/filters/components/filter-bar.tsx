/**
 * @module The filter bar under the query: every active filter as a pill (src/web/features/filters/lib/
 * active-filters.ts), each removable with its own button, and one button clearing them all.
 */
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { activeFilters } from '../lib/active-filters';
import { Button } from '../../../components/button';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
}

export function FilterBar({ state, onChange }: Props) {
  const pills = activeFilters(state);
  return (
    <div className="flex min-h-7 flex-wrap items-center gap-1 text-xs" data-testid="filter-bar">
      {pills.length === 0 ? (
        <span className="text-slate-500">No filters: every source of the default set, any time.</span>
      ) : (
        <>
          <ul aria-label="Active filters" className="flex flex-wrap gap-1">
            {pills.map((pill) => (
              <li
                key={pill.id}
                data-filter={pill.id}
                className="flex min-h-6 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 pl-2 dark:border-slate-600 dark:bg-slate-800"
              >
                <span>
                  <span className="text-slate-500">{pill.label}:</span> {pill.value}
                </span>
                <Button
                  variant="ghost"
                  scale="inline"
                  className="min-h-6 min-w-6 rounded-full"
                  aria-label={`Remove filter ${pill.label} ${pill.value}`}
                  onClick={() => onChange(pill.remove)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </ul>
          {pills.length > 1 && (
            <Button
              variant="link"
              scale="inline"
              className="min-h-6"
              onClick={() =>
                onChange(Object.assign({}, ...pills.map((p) => p.remove)) as Partial<ExplorerSearch>)
              }
            >
              Clear all filters
            </Button>
          )}
        </>
      )}
    </div>
  );
}
