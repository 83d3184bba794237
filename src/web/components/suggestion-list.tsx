/** @module An autocomplete listbox; the input keeps focus and points at the active option (aria-activedescendant). */

export interface SuggestionItem {
  label: string;
  detail?: string;
}

interface Props<T extends SuggestionItem> {
  id: string;
  items: T[];
  active: number;
  onPick: (item: T) => void;
  label?: string;
}

/** The id of option `index` in the listbox `listId`, for aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

export function SuggestionList<T extends SuggestionItem>({
  id,
  items,
  active,
  onPick,
  label = 'Suggestions',
}: Props<T>) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className="absolute left-0 top-full z-30 mt-1 max-h-64 w-full min-w-56 max-w-md overflow-y-auto rounded border border-slate-300 bg-white text-sm shadow dark:border-slate-600 dark:bg-slate-900"
    >
      {items.map((item, index) => (
        <li
          key={`${item.label}-${item.detail ?? ''}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="flex cursor-pointer justify-between gap-2 px-2 py-0.5 aria-selected:bg-blue-100 dark:aria-selected:bg-blue-900"
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
        >
          <span className="font-mono">{item.label}</span>
          {item.detail && <span className="truncate text-xs text-slate-500">{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
