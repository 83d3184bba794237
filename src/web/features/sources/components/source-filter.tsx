/** @module Source picker over /v2/sources: restrict to, opt in on top of the default set, or exclude; searchable. */
import { useId, useMemo, useState } from 'react';
import type { SourceV2 } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { useSources } from '../api/get-sources';
import {
  summarizeSources,
  type SourceMode,
  type SourceSelection,
  modeOf,
  withMode,
} from '../lib/source-modes';
import { describeSource, matchesSource } from '../lib/source-search';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';

interface Props {
  value: SourceSelection;
  onChange: (next: SourceSelection) => void;
}

const MODES: { mode: SourceMode; label: string }[] = [
  { mode: 'auto', label: 'as default' },
  { mode: 'only', label: 'only' },
  { mode: 'optIn', label: 'opt in' },
  { mode: 'exclude', label: 'exclude' },
];

function SourceRow({
  source,
  value,
  onChange,
}: {
  source: SourceV2;
  value: SourceSelection;
  onChange: Props['onChange'];
}) {
  return (
    <li className="flex items-center justify-between gap-1 py-0.5">
      <span className="min-w-0">
        <span className="block truncate" title={source.domain}>
          {source.domain}
        </span>
        <span className="block text-xs text-slate-500" data-testid="source-meta">
          {describeSource(source)}
        </span>
      </span>
      <Select
        aria-label={`Use of ${source.domain}`}
        scale="xs"
        className="shrink-0"
        value={modeOf(value, source.domain)}
        onChange={(e) => onChange(withMode(value, source.domain, e.target.value as SourceMode))}
      >
        {MODES.map(({ mode, label }) => (
          <option key={mode} value={mode}>
            {label}
          </option>
        ))}
      </Select>
    </li>
  );
}

export function SourceFilter({ value, onChange }: Props) {
  const id = useId();
  const sources = useSources();
  const [needle, setNeedle] = useState('');
  const shown = useMemo(
    () => (sources.data ?? []).filter((s) => matchesSource(s, needle)),
    [sources.data, needle],
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-1 text-sm">
      <legend className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">Sources</legend>
      <p className="text-xs" data-testid="source-summary">
        {summarizeSources(value, sources.data ?? [])}
      </p>
      {sources.isError && (
        <ApiErrorNotice error={sources.error} what="sources" onRetry={() => void sources.refetch()} />
      )}
      <label htmlFor={id} className="sr-only">
        Search sources
      </label>
      <Input
        id={id}
        type="search"
        placeholder="Domain, country or language"
        value={needle}
        onChange={(e) => setNeedle(e.target.value)}
      />
      {/* A fixed height, not a maximum: the list filling in (or narrowing to a search) moves nothing below. */}
      <ul className="h-56 overflow-y-auto">
        {shown.map((source) => (
          <SourceRow key={source.domain} source={source} value={value} onChange={onChange} />
        ))}
      </ul>
    </fieldset>
  );
}
