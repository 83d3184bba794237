/**
 * @module The facets of the current query (one stats request, shared with the count line): sources,
 * tickers (one row per company), countries, categories and languages with counts; what is excluded stays
 * listed, struck through. Sentiment has its own control.
 */
import { useState } from 'react';
import { DEFAULT_LANGUAGE, type Company } from '../../../../contract';
import { countryName } from '../../../lib/countries';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { formatCount } from '../../../lib/format';
import type { Facets } from '../api/get-facets';
import { excludeHint, excludePatch, includePatch, QUERY_FIELD, type FacetKind } from '../lib/facet-actions';
import { queryExclusions, queryWithoutExclusion } from '../lib/query-exclusions';
import { groupTickers } from '../lib/ticker-groups';
import { FacetList } from './facet-list';

interface Props {
  state: ExplorerSearch;
  facets: Facets | undefined;
  failed: boolean;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Companies of the articles on hand (with their listings): how tickers are grouped per company. */
  companies?: readonly Company[];
}

export function FacetsPanel({ state, facets, failed, onChange, companies = [] }: Props) {
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
  const excludedIn = (kind: keyof typeof QUERY_FIELD) =>
    queryExclusions(state.query, QUERY_FIELD[kind]).map((e) => e.value);
  const reinclude = (kind: keyof typeof QUERY_FIELD) => (value: string) => {
    const query = queryWithoutExclusion(state.query, QUERY_FIELD[kind], value);
    if (query !== null) onChange({ query });
  };
  const groups = groupTickers(f.tickers, companies, facets.companies);
  const groupOf = (value: string) => groups.find((g) => g.value === value);
  const tickerSelected = groups
    .filter((g) => [g.value, ...g.tickers].some((t) => state.tickers.includes(t)))
    .map((g) => g.value);
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
        excluded={state.excludeSources}
        onReinclude={(source) =>
          onChange({ excludeSources: state.excludeSources.filter((s) => s !== source) })
        }
        zeroText="no articles"
      />
      <FacetList
        title="Tickers"
        items={groups.map((g) => ({ value: g.value, count: g.count }))}
        selected={tickerSelected}
        label={(value) => {
          const group = groupOf(value);
          if (!group) return value;
          return `${group.tickers.join(' · ')}${group.name ? ` (${group.name})` : ''}`;
        }}
        onInclude={(value) => {
          const group = groupOf(value);
          const members = group ? [group.value, ...group.tickers] : [value];
          // A second click on a company removes whichever of its tickers the filter holds.
          if (tickerSelected.includes(value))
            onChange({ tickers: state.tickers.filter((t) => !members.includes(t)) });
          else include('tickers')(value);
        }}
        onExclude={exclude('tickers')}
        excluded={excludedIn('tickers')}
        onReinclude={reinclude('tickers')}
      />
      <FacetList
        title="Countries"
        items={f.countries}
        selected={state.countries}
        label={(code) => `${countryName(code) ?? code} (${code})`}
        onInclude={include('countries')}
        onExclude={exclude('countries')}
        excluded={excludedIn('countries')}
        onReinclude={reinclude('countries')}
      />
      <FacetList
        title="Categories"
        items={f.categories}
        selected={state.categories}
        onInclude={include('categories')}
        onExclude={exclude('categories')}
        excluded={excludedIn('categories')}
        onReinclude={reinclude('categories')}
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
