/** @module Tickers filter with company suggestions (ticker + name) from GET /v2/companies; off on an upstream without it. */
import { useState } from 'react';
import { ChipListInput } from '../../../components/chip-list-input';
import { useDebounced } from '../../../hooks/use-debounced';
import { useSuggestCompanies } from '../../../lib/suggest-companies';

interface Props {
  value: string[];
  onChange: (tickers: string[]) => void;
}

export function TickerFilter({ value, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const lookup = useDebounced(draft, 200);
  const { companies, available } = useSuggestCompanies(lookup === '*' ? '' : lookup);
  return (
    <ChipListInput
      label="Tickers"
      values={value}
      onChange={onChange}
      onDraftChange={setDraft}
      suggestions={companies.map((c) => ({
        value: c.ticker,
        label: c.ticker,
        detail: `${c.name} · ${c.exchange}`,
      }))}
      placeholder="Ticker or company; * for any"
      normalize={(v) => v.trim().toUpperCase()}
      hint={available ? undefined : 'No company suggestions: this API has no company look-up. Type tickers.'}
    />
  );
}
