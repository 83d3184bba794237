/**
 * @module The query editor's autocomplete: the token at the caret, its suggestions, the list's keys and
 * the pick. Nothing is pre-selected, so Enter runs what was typed until the user moves into the list.
 */
import { useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { useDebounced } from '../../../hooks/use-debounced';
import { useSuggestCompanies } from '../../../lib/suggest-companies';
import {
  applySuggestion,
  completionTarget,
  nextActive,
  suggestionsFor,
  type Suggestion,
} from '../lib/suggest';

export function useQueryCompletion(
  text: string,
  setText: (text: string) => void,
  sources: string[],
  input: RefObject<HTMLTextAreaElement | null>,
) {
  const [caret, setCaret] = useState(text.length);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const target = completionTarget(text, caret);
  const companies = useSuggestCompanies(useDebounced(target.lookup, 200));
  const items = open ? suggestionsFor(target.token, { sources, companies: companies.companies }) : [];

  const pick = (item: Suggestion) => {
    if (!target.token) return;
    const next = applySuggestion(text, target.token, item);
    setText(next.text);
    setCaret(next.caret);
    setOpen(false);
    setActive(-1);
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  /** Handles a key meant for the list; false when it is not (the editor's own keys then apply). */
  const onListKey = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    const chosen = items[active];
    if (items.length && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setActive((i) => nextActive(i, items.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (items.length && e.key === 'Tab') {
      e.preventDefault();
      pick(chosen ?? (items[0] as Suggestion));
    } else if (chosen && e.key === 'Enter') {
      e.preventDefault();
      pick(chosen);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    } else return false;
    return true;
  };

  /** Typing opens the list for the token at the caret, with nothing selected. */
  const onType = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setCaret(e.target.selectionStart);
    setActive(-1);
    setOpen(true);
  };

  return { items, active, pick, onListKey, onType, setCaret, close: () => setOpen(false) };
}
