/** @module The drawer's filterable values: each with + (include) and − (exclude, or why it cannot). */
import type { ListFilter } from '../../../lib/explorer-state';
import { Button } from '../../../components/button';

const NOUN: Record<ListFilter, string> = {
  sources: 'source',
  tickers: 'ticker',
  countries: 'country',
  categories: 'category',
  sentiments: 'sentiment',
};

export interface ChipActions {
  onInclude: (kind: ListFilter, value: string) => void;
  onExclude: (kind: ListFilter, value: string) => void;
  /** Why values of `kind` cannot be excluded now, or null. */
  excludeBlocked: (kind: ListFilter) => string | null;
}

interface Props extends ChipActions {
  label: string;
  kind: ListFilter;
  values: readonly string[];
  /** A longer name per value (company names for tickers). */
  names?: ReadonlyMap<string, string>;
}

export function DrawerChips({ label, kind, values, names, onInclude, onExclude, excludeBlocked }: Props) {
  const blocked = excludeBlocked(kind);
  return (
    <div className="flex flex-wrap items-center gap-1 text-xs">
      <span className="w-20 shrink-0 font-semibold">{label}</span>
      {values.length === 0 && <span className="text-slate-500">—</span>}
      {values.map((value) => {
        const name = names?.get(value);
        return (
          <span
            key={value}
            className="inline-flex items-center overflow-hidden rounded border border-slate-300 dark:border-slate-600"
            data-chip={`${kind}:${value}`}
          >
            <span className="px-1.5" title={name}>
              {value}
            </span>
            <Button
              variant="ghost"
              scale="inline"
              className="rounded-none border-l border-slate-300 px-1.5 leading-5 dark:border-slate-600"
              aria-label={`Include ${NOUN[kind]} ${value}`}
              title={`Only articles with ${NOUN[kind]} ${value}`}
              onClick={() => onInclude(kind, value)}
            >
              +
            </Button>
            <Button
              variant="ghost"
              scale="inline"
              className="rounded-none border-l border-slate-300 px-1.5 leading-5 dark:border-slate-600"
              aria-label={`Exclude ${NOUN[kind]} ${value}`}
              title={blocked ?? `No articles with ${NOUN[kind]} ${value}`}
              disabled={blocked !== null}
              onClick={() => onExclude(kind, value)}
            >
              −
            </Button>
          </span>
        );
      })}
    </div>
  );
}
