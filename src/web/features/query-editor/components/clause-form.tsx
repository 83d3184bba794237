/** @module The builder's clause form: kind, value (closed sets as lists, tickers suggested), NOT; add or save in place. */
import { useId, useState } from 'react';
import { CATEGORIES, EXCHANGES, SENTIMENTS } from '../../../../contract';
import { useDebounced } from '../../../hooks/use-debounced';
import { FIELD_NAMES, type LeafNode } from '../../../lib/query-language';
import { takesTicker } from '../../../lib/query-tokens';
import { useSuggestCompanies } from '../../../lib/suggest-companies';
import type { GroupOp } from '../lib/builder-tree';
import { kindOf, type ClauseKind } from '../lib/clause';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';

const CLOSED: Partial<Record<ClauseKind, readonly string[]>> = {
  category: CATEGORIES,
  exchange: EXCHANGES,
  sentiment: SENTIMENTS,
};

interface Props {
  /** The form's accessible name ("Add a clause", "Edit clause ticker:AAPL"). */
  title: string;
  submitLabel: string;
  initial?: { leaf: LeafNode; negated: boolean };
  /** The quick-add bar's "Join with" choice. */
  join?: { op: GroupOp; onOp: (op: GroupOp) => void };
  /** Applies the clause; returns why it cannot be used, or null when it was applied. */
  onSubmit: (kind: ClauseKind, value: string, negated: boolean) => string | null;
  onCancel?: () => void;
  cancelLabel?: string;
  autoFocus?: boolean;
}

/** A closed-set value as the list spells it, or the first entry when the value is not in the set. */
function closedValue(kind: ClauseKind, value: string): string {
  const set = CLOSED[kind];
  if (!set) return value;
  return set.find((v) => v.toLowerCase() === value.toLowerCase()) ?? set[0] ?? '';
}

function TickerOptions({ id, value }: { id: string; value: string }) {
  const { companies } = useSuggestCompanies(useDebounced(value, 200));
  return (
    <datalist id={id}>
      {companies.map((c) => (
        <option key={c.companyId} value={c.ticker}>
          {c.name} · {c.exchange}
        </option>
      ))}
    </datalist>
  );
}

export function ClauseForm({
  title,
  submitLabel,
  initial,
  join,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancel',
  autoFocus,
}: Props) {
  const ids = { value: useId(), list: useId(), error: useId() };
  const [kind, setKind] = useState<ClauseKind>(initial ? kindOf(initial.leaf) : 'ticker');
  const [value, setValue] = useState(initial ? closedValue(kindOf(initial.leaf), initial.leaf.value) : '');
  const [negated, setNegated] = useState(initial?.negated ?? false);
  const [error, setError] = useState<string | null>(null);
  const closed = CLOSED[kind];

  const submit = () => {
    // The list spells closed values one way; an unchanged value keeps the text's own spelling.
    const original = initial?.leaf;
    const unchanged =
      original && closed && kindOf(original) === kind && original.value.toLowerCase() === value.toLowerCase();
    const problem = onSubmit(kind, unchanged ? original.value : value, negated);
    setError(problem);
    if (!problem && !initial) setValue(closed ? value : '');
  };

  return (
    <form
      aria-label={title}
      className="flex flex-wrap items-center gap-1 text-xs"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      {join && (
        <Select
          aria-label="Join with"
          value={join.op}
          onChange={(e) => join.onOp(e.target.value as GroupOp)}
          scale="xs"
        >
          <option value="and">AND</option>
          <option value="or">OR</option>
        </Select>
      )}
      <label className="flex items-center gap-0.5">
        <Input type="checkbox" checked={negated} onChange={(e) => setNegated(e.target.checked)} /> NOT
      </label>
      <Select
        aria-label="Clause kind"
        value={kind}
        onChange={(e) => {
          const next = e.target.value as ClauseKind;
          setKind(next);
          if (CLOSED[next]) setValue(closedValue(next, value));
          setError(null);
        }}
        scale="xs"
      >
        <option value="term">word</option>
        <option value="phrase">phrase</option>
        {FIELD_NAMES.map((f) => (
          <option key={f} value={f}>
            {f}:
          </option>
        ))}
      </Select>
      <label htmlFor={ids.value} className="sr-only">
        Clause value
      </label>
      {closed ? (
        <Select id={ids.value} value={value} onChange={(e) => setValue(e.target.value)} scale="xs">
          {closed.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          id={ids.value}
          autoFocus={autoFocus}
          value={value}
          list={takesTicker(kind) ? ids.list : undefined}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          scale="xs"
          placeholder={kind === 'phrase' ? 'several words' : 'value'}
        />
      )}
      {takesTicker(kind) && <TickerOptions id={ids.list} value={value} />}
      <Button type="submit" variant="secondary" scale="sm">
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="link" scale="inline" className="px-1" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {error && (
        <p id={ids.error} role="alert" className="basis-full text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
