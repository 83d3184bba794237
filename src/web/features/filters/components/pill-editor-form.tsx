/**
 * @module A pill's value edited in place: a text box, a choice or two UTC bounds (src/web/features/filters/
 * lib/pill-editors.ts). Enter applies, Escape cancels; a value the filter cannot take keeps the editor
 * open and says why.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import type { PillEditor } from '../lib/pill-editors';
import { fromInput, toInput } from './date-range-filter';

interface Props {
  /** What is edited, as the pill reads it ("Ticker"). */
  label: string;
  editor: PillEditor;
  onApply: (patch: Partial<ExplorerSearch>) => void;
  onCancel: () => void;
}

export function PillEditorForm({ label, editor, onApply, onCancel }: Props) {
  const id = useId();
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const [text, setText] = useState(editor.kind === 'dates' ? '' : editor.initial);
  const [from, setFrom] = useState(editor.kind === 'dates' ? editor.from : '');
  const [to, setTo] = useState(editor.kind === 'dates' ? editor.to : '');
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => first.current?.focus(), []);

  const apply = () => {
    const patch = editor.kind === 'dates' ? editor.apply(from, to) : editor.apply(text);
    if (patch) onApply(patch);
    else
      setInvalid(
        editor.kind === 'text'
          ? `Not a valid value: ${editor.hint}.`
          : editor.kind === 'dates'
            ? 'The start must come before the end.'
            : 'Not one of the choices.',
      );
  };
  // A select takes no implicit submission: Enter and Escape are handled for every field alike.
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  };
  const field = 'min-h-6';
  return (
    <span
      role="group"
      aria-label={`Edit filter ${label}`}
      className="flex flex-wrap items-center gap-1 py-0.5"
      onKeyDown={onKeyDown}
    >
      <span className="text-slate-500" id={`${id}-label`}>
        {label}:
      </span>
      {editor.kind === 'text' && (
        <Input
          ref={first}
          scale="xs"
          className={`${field} w-36`}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid !== null}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(null);
          }}
        />
      )}
      {editor.kind === 'choice' && (
        <Select
          ref={first}
          scale="xs"
          className={field}
          aria-labelledby={`${id}-label`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        >
          {editor.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
      {editor.kind === 'dates' && (
        <>
          <Input
            ref={first}
            type="datetime-local"
            scale="xs"
            className={field}
            aria-label={`${label} from (UTC)`}
            aria-invalid={invalid !== null}
            value={toInput(from)}
            onChange={(e) => {
              setFrom(fromInput(e.target.value));
              setInvalid(null);
            }}
          />
          <span aria-hidden="true">–</span>
          <Input
            type="datetime-local"
            scale="xs"
            className={field}
            aria-label={`${label} to (UTC)`}
            aria-invalid={invalid !== null}
            value={toInput(to)}
            onChange={(e) => {
              setTo(fromInput(e.target.value));
              setInvalid(null);
            }}
          />
        </>
      )}
      <Button variant="primary" scale="xs" className="min-h-6" onClick={apply}>
        Apply
      </Button>
      <Button variant="ghost" scale="xs" className="min-h-6" onClick={onCancel}>
        Cancel
      </Button>
      <span id={`${id}-hint`} className={invalid ? 'text-red-700 dark:text-red-400' : 'sr-only'} role="alert">
        {invalid ?? (editor.kind === 'text' ? `${editor.hint}; Enter applies, Escape cancels` : '')}
      </span>
    </span>
  );
}
