/**
 * @module The filter sidebar: sources (a slot), tickers, countries, categories, sentiment, dates, order,
 * then the facets of the current query. The facets come last because they arrive last and their length
 * varies: above the controls they pushed every control down when the counts came (layout shift 0.15).
 */
import type { ReactNode } from 'react';
import type { Company } from '../../../../contract';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import type { Facets } from '../api/get-facets';
import { CategoryFilter } from './category-filter';
import { CountryFilter } from './country-filter';
import { DateRangeFilter } from './date-range-filter';
import { FacetsPanel } from './facets-panel';
import { OrderFields } from './order-fields';
import { SentimentFilter } from './sentiment-filter';
import { TickerFilter } from './ticker-filter';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  sourcesSlot: ReactNode;
  /** The count and facets of the current query (undefined while the first answer loads). */
  facets: Facets | undefined;
  facetsFailed: boolean;
  /** Whether the key's plan includes companies; null while unknown. */
  entitled: boolean | null;
  /** Companies of the articles on hand: the ticker facet groups its tickers per company with them. */
  companies?: readonly Company[];
}

export function FilterPanel({
  state,
  onChange,
  sourcesSlot,
  facets,
  facetsFailed,
  entitled,
  companies,
}: Props) {
  return (
    <form aria-label="Filters" className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      {sourcesSlot}
      <TickerFilter value={state.tickers} onChange={(tickers) => onChange({ tickers })} />
      <CountryFilter value={state.countries} onChange={(countries) => onChange({ countries })} />
      <CategoryFilter value={state.categories} onChange={(categories) => onChange({ categories })} />
      <SentimentFilter value={state} counts={facets?.facets.sentiments} onChange={onChange} />
      <DateRangeFilter value={state} onChange={(range) => onChange(range)} />
      <OrderFields value={state} onChange={onChange} entitled={entitled} />
      <FacetsPanel
        state={state}
        facets={facets}
        failed={facetsFailed}
        onChange={onChange}
        companies={companies}
      />
    </form>
  );
}
