/** @module "Columns": show or hide the grid's optional columns (remembered in this browser). */
import { COLUMN_LABELS, OPTIONAL_COLUMNS, type OptionalColumn } from '../lib/columns';
import { Input } from '../../../components/input';

interface Props {
  hidden: readonly OptionalColumn[];
  onToggle: (column: OptionalColumn, shown: boolean) => void;
}

export function ColumnMenu({ hidden, onToggle }: Props) {
  return (
    <details className="relative text-sm" data-testid="column-menu">
      <summary className="cursor-pointer select-none rounded border border-slate-300 px-2 dark:border-slate-700">
        Columns
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 flex w-40 flex-col gap-1 rounded border border-slate-300 bg-white p-2 shadow dark:border-slate-700 dark:bg-slate-900">
        <legend className="sr-only">Columns shown</legend>
        {OPTIONAL_COLUMNS.map((column) => (
          <label key={column} className="flex items-center gap-1">
            <Input
              type="checkbox"
              checked={!hidden.includes(column)}
              onChange={(e) => onToggle(column, e.target.checked)}
            />
            {COLUMN_LABELS[column]}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
