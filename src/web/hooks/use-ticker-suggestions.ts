/**
 * @module Type-ahead for a chip list of tickers: the text being typed, debounced, looks companies up
 * (GET /v2/companies) and comes back as the ChipListInput props that offer them, upper-case tickers, and the
 * hint for an upstream without the look-up.
 */
import { useState } from 'react';
import type { ChipSuggestion } from '../components/chip-list-input';
import { useSuggestCompanies } from '../lib/suggest-companies';
import { useDebounced } from './use-debounced';

interface Options {
  /** What the debounced text looks up (e.g. nothing for a wildcard); the text itself by default. */
  lookup?: (draft: string) => string;
  /** Show the short or former name a company was found by ("Mylan → Viatris Inc. · NASDAQ"). */
  matchedName?: boolean;
}

interface TickerSuggestions {
  onDraftChange: (draft: string) => void;
  suggestions: ChipSuggestion[];
  normalize: (raw: string) => string;
  hint: string | undefined;
}

export function useTickerSuggestions({
  lookup = (draft) => draft,
  matchedName = false,
}: Options = {}): TickerSuggestions {
  const [draft, setDraft] = useState('');
  const { companies, available } = useSuggestCompanies(lookup(useDebounced(draft, 200)));
  return {
    onDraftChange: setDraft,
    suggestions: companies.map((c) => ({
      value: c.ticker,
      label: c.ticker,
      detail: `${matchedName && c.matchedName ? `${c.matchedName} → ` : ''}${c.name} · ${c.exchange}`,
    })),
    normalize: (v) => v.trim().toUpperCase(),
    hint: available ? undefined : 'No company suggestions: this API has no company look-up. Type tickers.',
  };
}
