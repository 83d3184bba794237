/** @module Date range: relative presets or absolute UTC bounds, with the local time printed beside each. */
import { useId } from 'react';
import { RANGE_PRESETS, type ExplorerSearch } from '../../../lib/explorer-state';
import { formatLocal } from '../../../lib/format';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';

type Range = Pick<ExplorerSearch, 'range' | 'from' | 'to'>;

interface Props {
  value: Range;
  onChange: (next: Range) => void;
}

/** `<Input type=datetime-local>` speaks `YYYY-MM-DDTHH:mm`; we read and write it as UTC. */
export function toInput(iso: string): string {
  return iso ? iso.slice(0, 16) : '';
}

export function fromInput(local: string): string {
  return local ? `${local}:00.000Z` : '';
}

/** One bound of an absolute range, typed and shown in UTC with the local time beside it. */
export function Bound({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-xs">
        {label} (UTC)
      </label>
      <Input
        id={id}
        type="datetime-local"
        value={toInput(value)}
        onChange={(e) => onChange(fromInput(e.target.value))}
        scale="sm"
      />
      {value && <span className="text-xs text-slate-500">local: {formatLocal(value)}</span>}
    </div>
  );
}

export function DateRangeFilter({ value, onChange }: Props) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
        Published
      </legend>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Relative range">
        {(['', ...RANGE_PRESETS] as const).map((preset) => (
          <Button
            key={preset || 'any'}
            aria-pressed={value.range === preset && (preset !== '' || (!value.from && !value.to))}
            variant="secondary"
            scale="xs"
            onClick={() => onChange({ range: preset, from: '', to: '' })}
          >
            {preset ? `last ${preset}` : 'any time'}
          </Button>
        ))}
        {value.range && !(RANGE_PRESETS as readonly string[]).includes(value.range) && (
          <span className="rounded bg-blue-600 px-2 text-xs text-white" data-testid="rolling-range">
            last {value.range} (rolling)
          </span>
        )}
      </div>
      <Bound label="From" value={value.from} onChange={(from) => onChange({ ...value, range: '', from })} />
      <Bound label="To" value={value.to} onChange={(to) => onChange({ ...value, range: '', to })} />
    </fieldset>
  );
}
