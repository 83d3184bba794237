/** @module The filter sidebar: tickers, countries, categories, dates, language and order (sources come in as a slot). */
import type { ReactNode } from 'react';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { CategoryFilter } from './category-filter';
import { CountryFilter } from './country-filter';
import { DateRangeFilter } from './date-range-filter';
import { OrderFields } from './order-fields';
import { TickerFilter } from './ticker-filter';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  sourcesSlot: ReactNode;
}

export function FilterPanel({ state, onChange, sourcesSlot }: Props) {
  return (
    <form aria-label="Filters" className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      {sourcesSlot}
      <TickerFilter value={state.tickers} onChange={(tickers) => onChange({ tickers })} />
      <CountryFilter value={state.countries} onChange={(countries) => onChange({ countries })} />
      <CategoryFilter value={state.categories} onChange={(categories) => onChange({ categories })} />
      <DateRangeFilter value={state} onChange={(range) => onChange(range)} />
      <OrderFields value={state} onChange={onChange} />
    </form>
  );
}
