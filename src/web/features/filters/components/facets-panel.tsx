/**
 * @module The facets of the current query (one stats request, shared with the count line): sources,
 * tickers, countries, categories and languages with counts. Sentiment has its own control.
 */
import { useState } from 'react';
import { DEFAULT_LANGUAGE } from '../../../../contract';
import { countryName } from '../../../lib/countries';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { formatCount } from '../../../lib/format';
import type { Facets } from '../api/get-facets';
import { excludeHint, excludePatch, includePatch, type FacetKind } from '../lib/facet-actions';
import { FacetList } from './facet-list';

interface Props {
  state: ExplorerSearch;
  facets: Facets | undefined;
  failed: boolean;
  onChange: (patch: Partial<ExplorerSearch>) => void;
}

export function FacetsPanel({ state, facets, failed, onChange }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  if (failed) return <p className="text-xs text-slate-500">Facets are unavailable right now.</p>;
  if (!facets) return <p className="text-xs text-slate-500">Counting facets…</p>;
  const include = (kind: FacetKind) => (value: string) => {
    setNotice(null);
    onChange(includePatch(state, kind, value));
  };
  const exclude = (kind: FacetKind) => (value: string) => {
    const patch = excludePatch(state, kind, value);
    setNotice(patch ? null : excludeHint(kind));
    if (patch) onChange(patch);
    return patch !== null;
  };
  const f = facets.facets;
  return (
    <section aria-label="Facets of the current query" className="flex flex-col gap-3">
      <h2 className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
        In these results{' '}
        <span className="font-normal normal-case">(click: include · alt-click or −: exclude)</span>
      </h2>
      {facets.sampled && (
        <p className="text-xs text-amber-700 dark:text-amber-400">
          Counted from the first {formatCount(facets.sampled.articles)} articles: this API has no facet
          counts.
        </p>
      )}
      {notice && (
        <p role="status" className="text-xs text-amber-700 dark:text-amber-400">
          {notice}
        </p>
      )}
      <FacetList
        title="Sources"
        items={f.sources}
        selected={state.sources}
        onInclude={include('sources')}
        onExclude={exclude('sources')}
        zeroText="no articles"
      />
      <FacetList
        title="Tickers"
        items={f.tickers}
        selected={state.tickers}
        onInclude={include('tickers')}
        onExclude={exclude('tickers')}
      />
      <FacetList
        title="Countries"
        items={f.countries}
        selected={state.countries}
        label={(code) => `${countryName(code) ?? code} (${code})`}
        onInclude={include('countries')}
        onExclude={exclude('countries')}
      />
      <FacetList
        title="Categories"
        items={f.categories}
        selected={state.categories}
        onInclude={include('categories')}
        onExclude={exclude('categories')}
      />
      <FacetList
        title="Languages"
        items={f.languages}
        selected={[state.language]}
        label={(lang) => (lang === DEFAULT_LANGUAGE ? `${lang} (default)` : lang)}
        onInclude={include('languages')}
        onExclude={exclude('languages')}
      />
    </section>
  );
}
