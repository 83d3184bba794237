/** @module A labelled list of values as removable chips, with an input that adds on Enter or comma. */
import { useId, useState } from 'react';

interface Props {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  suggestions?: string[];
  placeholder?: string;
  normalize?: (raw: string) => string;
}

export function ChipListInput({
  label,
  values,
  onChange,
  suggestions = [],
  placeholder,
  normalize = (v) => v.trim(),
}: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (raw: string) => {
    const value = normalize(raw);
    if (value && !values.includes(value)) onChange([...values, value]);
    setDraft('');
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
        {label}
      </label>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={`${label} selected`}>
          {values.map((value) => (
            <li
              key={value}
              className="flex items-center rounded-full bg-blue-100 px-2 text-xs text-blue-900 dark:bg-blue-900 dark:text-blue-100"
            >
              {value}
              <button
                type="button"
                className="ml-1"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        list={suggestions.length ? `${id}-list` : undefined}
        value={draft}
        placeholder={placeholder}
        className="rounded border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-600"
        onChange={(e) => {
          const next = e.target.value;
          if (next.endsWith(',')) add(next.slice(0, -1));
          else if (suggestions.includes(next)) add(next);
          else setDraft(next);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add(draft);
          } else if (e.key === 'Backspace' && draft === '' && values.length) {
            onChange(values.slice(0, -1));
          }
        }}
      />
      {suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </div>
  );
}
