/**
 * @module One facet: its values with counts; click includes a value (again: removes it), alt-click (or −)
 * excludes it. Excluded values stay listed, struck through, and a click re-includes them.
 */
import type { FacetCount } from '../../../../contract';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../components/button';

interface Props {
  title: string;
  items: FacetCount[];
  /** Values the filters already include: shown as such. */
  selected: readonly string[];
  /** Values the filters exclude: listed struck through (after the counted ones), a click takes the exclusion off. */
  excluded?: readonly string[];
  /** A longer name for a value (country names). */
  label?: (value: string) => string;
  onInclude: (value: string) => void;
  /** Returns false when the value cannot be excluded (the list then says why). */
  onExclude: (value: string) => boolean;
  /** Takes an exclusion off. */
  onReinclude?: (value: string) => void;
  /** Text for a value with no matches (named sources). */
  zeroText?: string;
}

export function FacetList({
  title,
  items,
  selected,
  excluded = [],
  label,
  onInclude,
  onExclude,
  onReinclude,
  zeroText,
}: Props) {
  if (items.length === 0 && excluded.length === 0) return null;
  const counted = new Set(items.map((i) => i.value));
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
                className={`flex min-h-6 min-w-0 flex-1 items-center justify-between gap-1 px-1 text-left ${isSelected ? 'font-semibold' : ''}`}
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
                className="min-h-6 min-w-6 text-slate-500 hover:text-red-700"
                aria-label={`Exclude ${name}`}
                title={`Exclude ${name}`}
                onClick={() => onExclude(item.value)}
              >
                −
              </Button>
            </li>
          );
        })}
        {onReinclude &&
          excluded
            .filter((value) => !counted.has(value))
            .map((value) => {
              const name = label?.(value) ?? value;
              return (
                <li key={`excluded:${value}`} className="flex items-center gap-1" data-excluded="">
                  <Button
                    variant="ghost"
                    scale="inline"
                    className="flex min-h-6 min-w-0 flex-1 items-center justify-between gap-1 px-1 text-left text-slate-500"
                    aria-label={`Re-include ${name} (excluded)`}
                    title={`Excluded: click to include ${name} again`}
                    onClick={() => onReinclude(value)}
                  >
                    <s className="truncate">{name}</s>
                    <span className="shrink-0 text-xs">excluded</span>
                  </Button>
                </li>
              );
            })}
      </ul>
    </div>
  );
}
