/**
 * @module One facet: its values with counts; click includes a value (again: removes it), alt-click (or −)
 * excludes it.
 */
import type { FacetCount } from '../../../../contract';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../components/button';

interface Props {
  title: string;
  items: FacetCount[];
  /** Values the filters already include: shown as such. */
  selected: readonly string[];
  /** A longer name for a value (country names). */
  label?: (value: string) => string;
  onInclude: (value: string) => void;
  /** Returns false when the value cannot be excluded (the list then says why). */
  onExclude: (value: string) => boolean;
  /** Text for a value with no matches (named sources). */
  zeroText?: string;
}

export function FacetList({ title, items, selected, label, onInclude, onExclude, zeroText }: Props) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col text-sm" data-testid={`facet-${title.toLowerCase()}`}>
      <h3 className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">{title}</h3>
      <ul className="flex flex-col">
        {items.map((item) => {
          const name = label?.(item.value) ?? item.value;
          const isSelected = selected.includes(item.value);
          return (
            <li key={item.value} className="flex items-center gap-1">
              <Button
                variant="ghost"
                scale="inline"
                className={`flex min-w-0 flex-1 items-center justify-between gap-1 px-1 text-left ${isSelected ? 'font-semibold' : ''}`}
                aria-pressed={isSelected}
                title={
                  isSelected ? `Remove ${name} from the filters` : `Include ${name} (alt-click: exclude)`
                }
                onClick={(e) => (e.altKey ? onExclude(item.value) : onInclude(item.value))}
              >
                <span className="truncate">{name}</span>
                <span className="shrink-0 text-xs tabular-nums text-slate-500">
                  {item.count === 0 && zeroText ? zeroText : formatCount(item.count)}
                </span>
              </Button>
              <Button
                variant="ghost"
                scale="xs"
                className="text-slate-500 hover:text-red-700"
                aria-label={`Exclude ${name}`}
                title={`Exclude ${name}`}
                onClick={() => onExclude(item.value)}
              >
                −
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
