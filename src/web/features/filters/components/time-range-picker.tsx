/**
 * @module The time picker beside the query: any time, a relative preset, a rolling range from a brushed
 * chart, or absolute UTC bounds. A native select and inputs, so it works from the keyboard as it is.
 */
import { useId, useState } from 'react';
import { RANGE_PRESETS, type ExplorerSearch } from '../../../lib/explorer-state';
import { rangeWords } from '../../../lib/range-words';
import { Select } from '../../../components/select';
import { Bound } from './date-range-filter';

type Range = Pick<ExplorerSearch, 'range' | 'from' | 'to'>;

const ABSOLUTE = 'absolute';

export function TimeRangePicker({ value, onChange }: { value: Range; onChange: (next: Range) => void }) {
  const id = useId();
  const [absolute, setAbsolute] = useState(false);
  const showBounds = absolute || (!value.range && (value.from !== '' || value.to !== ''));
  const selected = showBounds ? ABSOLUTE : value.range;
  const rolling =
    value.range && !(RANGE_PRESETS as readonly string[]).includes(value.range) ? value.range : null;
  return (
    <div className="flex flex-wrap items-end gap-2" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-col">
        <label
          id={`${id}-label`}
          htmlFor={id}
          className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400"
        >
          Time range
        </label>
        <Select
          id={id}
          scale="md"
          value={selected}
          onChange={(e) => {
            const next = e.target.value;
            setAbsolute(next === ABSOLUTE);
            if (next !== ABSOLUTE) onChange({ range: next as Range['range'], from: '', to: '' });
          }}
        >
          <option value="">any time</option>
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {rangeWords(preset)}
            </option>
          ))}
          {rolling && <option value={rolling}>{rangeWords(rolling)} (rolling)</option>}
          <option value={ABSOLUTE}>between dates…</option>
        </Select>
      </div>
      {showBounds && (
        <>
          <Bound
            label="From"
            value={value.from}
            onChange={(from) => onChange({ ...value, range: '', from })}
          />
          <Bound label="To" value={value.to} onChange={(to) => onChange({ ...value, range: '', to })} />
        </>
      )}
    </div>
  );
}
