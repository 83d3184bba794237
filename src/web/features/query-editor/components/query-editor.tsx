/**
 * @module The query editor: plain text with highlighting, live validation with the server's messages,
 * autocomplete, and a commit (Enter, Run, or a pause while the text is valid).
 */
import { forwardRef, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { optionId, SuggestionList } from '../../../components/suggestion-list';
import { useDebounced } from '../../../hooks/use-debounced';
import { checkQuery } from '../../../lib/query-language';
import { explainQueryProblem } from '../../../lib/query-problem';
import { useQueryCompletion } from '../hooks/use-query-completion';
import { useQueryHints } from '../hooks/use-query-hints';
import { HighlightedQuery } from './highlighted-query';
import { QueryBuilder } from './query-builder';
import { QueryMessage } from './query-message';

interface Props {
  value: string;
  onCommit: (query: string) => void;
  sources: string[];
  /** A 400 from the server for the committed query (its exact text). */
  serverError?: string | null;
  /** Told whether the text being edited is invalid (so the results can say they are of the last valid query). */
  onInvalidChange?: (invalid: boolean) => void;
}

export const QueryEditor = forwardRef<HTMLTextAreaElement, Props>(function QueryEditor(
  { value, onCommit, sources, serverError, onInvalidChange },
  ref,
) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [visual, setVisual] = useState(false);
  const ids = { help: useId(), list: useId(), label: useId() };
  const local = useRef<HTMLTextAreaElement | null>(null);

  // A new query from outside (URL, builder, saved query) replaces the text in the same render.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const check = useMemo(() => checkQuery(text), [text]);
  const problem = useMemo(
    () => (check.ok ? null : (explainQueryProblem(text, check) ?? check.message)),
    [check, text],
  );
  const reportInvalid = useEffectEvent((invalid: boolean) => onInvalidChange?.(invalid));
  useEffect(() => reportInvalid(!check.ok), [check.ok]);
  const debounced = useDebounced(text, 600);
  // Only the settled text commits; value/onCommit changing must not re-fire it.
  const commitSettled = useEffectEvent((settled: string) => {
    if (settled !== value && checkQuery(settled).ok) onCommit(settled);
  });
  useEffect(() => commitSettled(debounced), [debounced]);

  const hints = useQueryHints(debounced, sources);
  const completion = useQueryCompletion(text, setText, sources, local);
  const { items, active } = completion;

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (completion.onListKey(e)) return;
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      completion.close();
      if (check.ok) onCommit(text);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label
        id={ids.label}
        htmlFor={`${ids.list}-input`}
        className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400"
      >
        Query{' '}
        <span className="font-normal normal-case">
          (AND, OR, NOT, "phrases", ticker:, source:, country:, category:, sentiment:…)
        </span>
      </label>
      <div className="flex items-start gap-2">
        <div className="relative flex-1 rounded border border-slate-300 bg-white focus-within:border-blue-500 dark:border-slate-600 dark:bg-slate-900">
          <HighlightedQuery text={text} error={check.ok ? null : check} />
          <textarea
            id={`${ids.list}-input`}
            ref={(node) => {
              local.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            rows={2}
            spellCheck={false}
            value={text}
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={items[active] ? optionId(ids.list, active) : undefined}
            aria-invalid={!check.ok}
            aria-describedby={ids.help}
            className="query-layer relative block w-full resize-y bg-transparent text-transparent caret-slate-900 outline-none dark:caret-slate-100"
            onChange={(e) => {
              setText(e.target.value);
              completion.onType(e);
            }}
            onSelect={(e) => completion.setCaret(e.currentTarget.selectionStart)}
            onBlur={completion.close}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button disabled={!check.ok} onClick={() => onCommit(text)} variant="primary" scale="md">
          Run
        </Button>
      </div>
      {/* The suggestions open below the message and the hints, so they never cover them. */}
      <div className="relative">
        <QueryMessage
          id={ids.help}
          text={text}
          message={check.ok ? serverError : problem}
          hints={check.ok && text === debounced ? hints : []}
          onFix={(fixed) => {
            setText(fixed);
            onCommit(fixed);
          }}
        />
        {items.length > 0 && (
          <SuggestionList id={ids.list} items={items} active={active} onPick={completion.pick} />
        )}
      </div>
      <Button
        aria-expanded={visual}
        variant="link"
        scale="inline"
        className="self-start text-xs"
        onClick={() => setVisual((v) => !v)}
      >
        {visual ? 'Hide visual builder' : 'Visual builder'}
      </Button>
      {visual && (
        <QueryBuilder
          text={text}
          onChange={(next) => {
            setText(next);
            // Like typing: an edit that leaves the query invalid is shown (and explained), not sent.
            if (checkQuery(next).ok) onCommit(next);
          }}
        />
      )}
    </div>
  );
});
