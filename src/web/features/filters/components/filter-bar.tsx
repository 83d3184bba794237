/**
 * @module The filter bar under the query: every active filter as a pill (src/web/features/filters/lib/
 * active-filters.ts), each editable in place (click or Enter on its value) and removable with its own
 * button, and one button clearing them all.
 */
import { useEffect, useRef, useState } from 'react';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { activeFilters } from '../lib/active-filters';
import { Button } from '../../../components/button';
import { PillEditorForm } from './pill-editor-form';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
}

export function FilterBar({ state, onChange }: Props) {
  const pills = activeFilters(state);
  const [editing, setEditing] = useState<string | null>(null);
  // After an edit, focus goes back to the pill at the same place, once the editor has closed.
  const refocus = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-pill-edit]');
    buttons?.[Math.min(refocus.current, buttons.length - 1)]?.focus();
    refocus.current = null;
  });
  const editingPill = pills.find((p) => p.id === editing);
  if (editing !== null && !editingPill) setEditing(null);

  return (
    <div className="flex min-h-7 flex-wrap items-center gap-1 text-xs" data-testid="filter-bar">
      {pills.length === 0 ? (
        <span className="text-slate-500">No filters: every source of the default set, any time.</span>
      ) : (
        <>
          <ul ref={list} aria-label="Active filters" className="flex flex-wrap gap-1">
            {pills.map((pill, index) => (
              // Keyed by place: a pill edited to a new value stays the same element, so it keeps the focus.
              <li
                key={`${pill.label}:${index}`}
                data-filter={pill.id}
                className="flex min-h-6 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 pl-2 dark:border-slate-600 dark:bg-slate-800"
              >
                {pill.id === editing ? (
                  <PillEditorForm
                    label={pill.label}
                    editor={pill.editor}
                    onApply={(patch) => {
                      refocus.current = index;
                      setEditing(null);
                      onChange(patch);
                    }}
                    onCancel={() => {
                      refocus.current = index;
                      setEditing(null);
                    }}
                  />
                ) : (
                  <Button
                    variant="ghost"
                    scale="inline"
                    className="min-h-6 text-left"
                    data-pill-edit=""
                    aria-label={`Edit filter ${pill.label} ${pill.value}`}
                    title="Edit this filter"
                    onClick={() => setEditing(pill.id)}
                  >
                    <span className="text-slate-500">{pill.label}:</span> {pill.value}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  scale="inline"
                  className="min-h-6 min-w-6 rounded-full"
                  aria-label={`Remove filter ${pill.label} ${pill.value}`}
                  onClick={() => {
                    setEditing(null);
                    onChange(pill.remove);
                  }}
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
