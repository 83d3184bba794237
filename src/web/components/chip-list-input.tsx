/**
 * @module A labelled list of values as removable chips, with a combobox that adds on Enter or comma and
 * offers the suggestions its owner looks up for the text being typed (arrows move, Enter or click picks).
 */
import { useId, useState } from 'react';
import { optionId, SuggestionList } from './suggestion-list';
import { Button } from './button';
import { Input } from './input';

export interface ChipSuggestion {
  /** What is added. */
  value: string;
  label: string;
  detail?: string;
}

interface Props {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Suggestions for the text being typed; the owner looks them up from `onDraftChange`. */
  suggestions?: ChipSuggestion[];
  onDraftChange?: (draft: string) => void;
  placeholder?: string;
  normalize?: (raw: string) => string;
  /** How a chip reads ("DE · Germany"); the value itself by default. */
  describe?: (value: string) => string;
  /** A line under the input (e.g. why there are no suggestions). */
  hint?: string;
  /** The most values it takes, and what it says (instead of the hint) once it holds that many. */
  max?: { count: number; message: string };
}

export function ChipListInput({
  label,
  values,
  onChange,
  suggestions = [],
  onDraftChange,
  placeholder,
  normalize = (v) => v.trim(),
  describe = (v) => v,
  hint,
  max,
}: Props) {
  const ids = { input: useId(), list: useId(), hint: useId() };
  const [draft, setDraftState] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const full = max !== undefined && values.length >= max.count;
  const note = full ? max.message : hint;
  const items = open && draft.trim() && !full ? suggestions.filter((s) => !values.includes(s.value)) : [];

  const setDraft = (next: string) => {
    setDraftState(next);
    setActive(0);
    onDraftChange?.(next);
  };
  const add = (raw: string) => {
    // At the limit the text stays in the box, so nothing typed is lost while a chip is removed.
    if (full) return;
    const value = normalize(raw);
    if (value && !values.includes(value)) onChange([...values, value]);
    setDraft('');
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (items.length && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const picked = items[active];
      add(picked ? picked.value : draft);
    } else if (e.key === 'Escape' && items.length) {
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Backspace' && draft === '' && values.length) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={ids.input}
        className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400"
      >
        {label}
      </label>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={`${label} selected`}>
          {values.map((value) => (
            <li
              key={value}
              className="flex items-center rounded-full bg-blue-100 px-2 text-xs text-blue-900 dark:bg-blue-900 dark:text-blue-100"
            >
              {describe(value)}
              <Button
                variant="ghost"
                scale="inline"
                className="ml-1"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Input
          id={ids.input}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={items.length ? optionId(ids.list, active) : undefined}
          aria-describedby={note ? ids.hint : undefined}
          autoComplete="off"
          value={draft}
          placeholder={placeholder}
          className="w-full"
          onChange={(e) => {
            const next = e.target.value;
            if (next.endsWith(',')) add(next.slice(0, -1));
            else {
              setDraft(next);
              setOpen(true);
            }
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {items.length > 0 && (
          <SuggestionList
            id={ids.list}
            items={items}
            active={active}
            label={`${label} suggestions`}
            onPick={(item) => add(item.value)}
          />
        )}
      </div>
      {note && (
        <p id={ids.hint} className="text-xs text-slate-500" aria-live="polite">
          {note}
        </p>
      )}
    </div>
  );
}
