/** @module The compare chart's companies: chips with type-ahead from GET /v2/companies, at most MAX_COMPARED. */
import { useState } from 'react';
import { ChipListInput } from '../../../components/chip-list-input';
import { useDebounced } from '../../../hooks/use-debounced';
import { MAX_COMPARED } from '../../../lib/explorer-state';
import { useSuggestCompanies } from '../../../lib/suggest-companies';

interface Props {
  value: string[];
  onChange: (tickers: string[]) => void;
}

export function CompanyPicker({ value, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const { companies, available } = useSuggestCompanies(useDebounced(draft, 200));
  return (
    <ChipListInput
      label="Companies to compare"
      values={value}
      onChange={onChange}
      onDraftChange={setDraft}
      suggestions={companies.map((c) => ({
        value: c.ticker,
        label: c.ticker,
        detail: `${c.matchedName ? `${c.matchedName} → ` : ''}${c.name} · ${c.exchange}`,
      }))}
      placeholder="Type a company or ticker"
      normalize={(v) => v.trim().toUpperCase()}
      hint={available ? undefined : 'No company suggestions: this API has no company look-up. Type tickers.'}
      max={{
        count: MAX_COMPARED,
        message: `${MAX_COMPARED} companies is the most one chart compares: remove one to add another.`,
      }}
    />
  );
}
