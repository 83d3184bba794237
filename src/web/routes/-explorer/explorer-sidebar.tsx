/** @module The explorer's sidebar: filters and saved searches, folded behind a button below the lg breakpoint. */
import { memo, useState } from 'react';
import type { Company } from '../../../contract';
import { Button } from '../../components/button';
import { MAIN_ID } from '../../components/main-id';
import type { Facets } from '../../features/filters/api/get-facets';
import { FilterPanel } from '../../features/filters/components/filter-panel';
import { SavedSearchesPanel } from '../../features/saved-searches/components/saved-searches-panel';
import { SourceFilter } from '../../features/sources/components/source-filter';
import { sidebarFilterCount, type ExplorerSearch } from '../../lib/explorer-state';
import { formatCount } from '../../lib/format';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  onOpen: (state: ExplorerSearch) => void;
  facets: Facets | undefined;
  facetsFailed: boolean;
  entitled: boolean | null;
  /** Companies of the articles on hand: the ticker facet's rows per company. */
  companies: readonly Company[];
}

// Why memo: the live feed re-renders the page on every arrival (20/s at peak); the sidebar depends only on
// the URL state and the facets, so React skips it instead of re-rendering it each time.
export const ExplorerSidebar = memo(function ExplorerSidebar({
  state,
  onChange,
  onOpen,
  facets,
  facetsFailed,
  entitled,
  companies,
}: Props) {
  const [open, setOpen] = useState(false);
  const count = sidebarFilterCount(state);
  return (
    <>
      <Button
        aria-expanded={open}
        aria-controls="explorer-sidebar"
        variant="secondary"
        scale="md"
        className="justify-self-start lg:hidden"
        onClick={() => setOpen((o) => !o)}
      >
        Filters{count > 0 && ` (${count} set)`} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <aside
        id="explorer-sidebar"
        aria-label="Filters and saved searches"
        className={`${open ? 'flex' : 'hidden'} flex-col gap-6 lg:flex`}
      >
        <FilterPanel
          state={state}
          onChange={onChange}
          sourcesSlot={<SourceFilter value={state} onChange={onChange} />}
          facets={facets}
          facetsFailed={facetsFailed}
          entitled={entitled}
          companies={companies}
        />
        <SavedSearchesPanel state={state} onOpen={onOpen} />
        {/* On a phone the panel covers the results: it ends with the way back to them, and how many. */}
        <Button
          variant="primary"
          scale="md"
          className="sticky bottom-2 min-h-11 lg:hidden"
          data-testid="show-results"
          onClick={() => {
            setOpen(false);
            document.getElementById(MAIN_ID)?.focus();
          }}
        >
          {facets && !facetsFailed
            ? `Show ${formatCount(facets.total)} ${facets.total === 1 ? 'result' : 'results'}`
            : 'Show results'}
        </Button>
      </aside>
    </>
  );
});
