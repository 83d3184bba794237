/**
 * @module The Sources page's body: a searchable table of the catalogue with article counts, the last
 * poll's success / error, the kind (default, opt-in, custom), and per source whether the explorer opts
 * it in or excludes it (its source filters, changed from here).
 */
import { useId } from 'react';
import type { SourceV2 } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { formatCount, formatUtc } from '../../../lib/format';
import { useSourceDetails } from '../api/get-source-details';
import { modeOf, withMode, type SourceSelection } from '../lib/source-modes';
import {
  KIND_LABEL,
  kindOf,
  SOURCE_KINDS,
  SOURCE_SORTS,
  sourceRows,
  type SourceKindFilter,
  type SourceSort,
} from '../lib/source-table';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';

export interface SourcesTableQuery {
  q: string;
  kind: SourceKindFilter;
  sort: SourceSort;
}

interface Props extends SourcesTableQuery {
  onQuery: (patch: Partial<SourcesTableQuery>) => void;
  selection: SourceSelection;
  onSelection: (next: SourceSelection) => void;
}

const KIND_TEXT: Record<SourceKindFilter, string> = {
  all: 'all kinds',
  default: 'default',
  optIn: 'opt-in',
  custom: 'custom',
};
const SORT_TEXT: Record<SourceSort, string> = {
  domain: 'domain',
  articles: 'most articles',
  lastSuccess: 'latest success',
  lastError: 'latest error',
};

function Polling({ source }: { source: SourceV2 }) {
  const d = source.details;
  if (!d) return <span className="text-slate-500">—</span>;
  if (!d.polled) return <span className="text-slate-500">not polled (imports only)</span>;
  return (
    <span className="flex flex-col">
      <span>{d.lastSuccessAt ? `ok ${formatUtc(d.lastSuccessAt)}` : 'no success yet'}</span>
      {d.lastErrorAt && (
        <span className="text-rose-700 dark:text-rose-300" title={d.lastError ?? undefined}>
          error {formatUtc(d.lastErrorAt)}: {d.lastError}
        </span>
      )}
    </span>
  );
}

export function SourcesTable({ q, kind, sort, onQuery, selection, onSelection }: Props) {
  const sources = useSourceDetails();
  const searchId = useId();
  if (sources.isPending) return <p className="text-sm">Loading sources…</p>;
  if (sources.isError) {
    return <ApiErrorNotice error={sources.error} what="the sources" onRetry={() => void sources.refetch()} />;
  }
  const rows = sourceRows(sources.data, { q, kind, sort });
  const detailed = sources.data.some((s) => s.details);
  const set = (domain: string, mode: ReturnType<typeof modeOf>) => {
    const current = modeOf(selection, domain);
    onSelection(withMode(selection, domain, current === mode ? 'auto' : mode));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={searchId} className="flex flex-col text-xs">
          Search
          <Input
            id={searchId}
            type="search"
            value={q}
            placeholder="domain, country or language"
            onChange={(e) => onQuery({ q: e.target.value })}
          />
        </label>
        <label className="flex flex-col text-xs">
          Kind
          <Select
            value={kind}
            onChange={(e) => onQuery({ kind: e.target.value as SourceKindFilter })}
            scale="md"
          >
            {SOURCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_TEXT[k]}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col text-xs">
          Sort by
          <Select value={sort} onChange={(e) => onQuery({ sort: e.target.value as SourceSort })} scale="md">
            {SOURCE_SORTS.map((s) => (
              <option key={s} value={s} disabled={s !== 'domain' && !detailed}>
                {SORT_TEXT[s]}
              </option>
            ))}
          </Select>
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
          {rows.length} of {sources.data.length} sources
        </p>
      </div>
      {!detailed && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          This API does not report article counts or polling (no <code>includeDetails</code>).
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm" aria-label="Sources">
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs dark:border-slate-700">
              <th className="px-2 py-1">Domain</th>
              <th className="px-2 py-1">Kind</th>
              <th className="px-2 py-1 text-right">Articles</th>
              <th className="px-2 py-1">Languages</th>
              <th className="px-2 py-1">Polling</th>
              <th className="px-2 py-1">In the explorer</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => {
              const sourceKind = kindOf(s);
              const mode = modeOf(selection, s.domain);
              return (
                <tr
                  key={s.domain}
                  className="border-b border-slate-200 align-top dark:border-slate-800"
                  data-domain={s.domain}
                >
                  <td className="px-2 py-1 font-medium">
                    {s.domain}
                    {s.details && !s.details.enabled && (
                      <span className="ml-1 text-xs text-slate-500">(disabled)</span>
                    )}
                  </td>
                  <td className="px-2 py-1">{KIND_LABEL[sourceKind]}</td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {s.details ? formatCount(s.details.articles) : '—'}
                  </td>
                  <td className="px-2 py-1">{s.languages.join(', ') || '—'}</td>
                  <td className="px-2 py-1 text-xs">
                    <Polling source={s} />
                  </td>
                  <td className="px-2 py-1">
                    <span className="flex gap-1">
                      {sourceKind !== 'default' && (
                        <Button
                          variant="secondary"
                          scale="xs"
                          aria-pressed={mode === 'optIn'}
                          aria-label={`Opt in ${s.domain}`}
                          onClick={() => set(s.domain, 'optIn')}
                        >
                          opt in
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        scale="xs"
                        aria-pressed={mode === 'exclude'}
                        aria-label={`Exclude ${s.domain}`}
                        onClick={() => set(s.domain, 'exclude')}
                      >
                        exclude
                      </Button>
                      {mode === 'only' && <span className="text-xs">only (set in the explorer)</span>}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
