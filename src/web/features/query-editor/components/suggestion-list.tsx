/** @module The autocomplete listbox (the textarea keeps focus and points at the active option). */
import type { Suggestion } from '../lib/suggest';

interface Props {
  id: string;
  items: Suggestion[];
  active: number;
  onPick: (item: Suggestion) => void;
}

export function SuggestionList({ id, items, active, onPick }: Props) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      className="absolute left-0 top-full z-30 mt-1 max-h-64 w-full max-w-md overflow-y-auto rounded border border-slate-300 bg-white text-sm shadow dark:border-slate-600 dark:bg-slate-900"
    >
      {items.map((item, index) => (
        <li
          key={`${item.insert}-${item.label}`}
          id={`${id}-${index}`}
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
