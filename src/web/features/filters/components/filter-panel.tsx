/** @module The filter sidebar: tickers, countries, categories, dates, language and order (sources come in as a slot). */
import type { ReactNode } from 'react';
import { ChipListInput } from '../../../components/chip-list-input';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { CategoryFilter } from './category-filter';
import { DateRangeFilter } from './date-range-filter';
import { OrderFields } from './order-fields';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  sourcesSlot: ReactNode;
  tickerSuggestions?: string[];
}

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'JP', 'CN', 'CA', 'IN', 'KR', 'HK', 'CH', 'NL'];

export function FilterPanel({ state, onChange, sourcesSlot, tickerSuggestions }: Props) {
  return (
    <form aria-label="Filters" className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      {sourcesSlot}
      <ChipListInput
        label="Tickers"
        values={state.tickers}
        onChange={(tickers) => onChange({ tickers })}
        suggestions={tickerSuggestions}
        placeholder="AAPL, NVDA or *"
        normalize={(v) => v.trim().toUpperCase()}
      />
      <ChipListInput
        label="Countries (article is about)"
        values={state.countries}
        onChange={(countries) => onChange({ countries })}
        suggestions={COUNTRIES}
        placeholder="US, DE…"
        normalize={(v) => v.trim().toUpperCase().slice(0, 2)}
      />
      <CategoryFilter value={state.categories} onChange={(categories) => onChange({ categories })} />
      <DateRangeFilter value={state} onChange={(range) => onChange(range)} />
      <OrderFields value={state} onChange={onChange} />
    </form>
  );
}
