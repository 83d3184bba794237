/**
 * @module "Why is this empty?": what is known to hide results first — a ticker no company has, a source
 * the API does not know, matches in another language — then the filters that often do, each with a
 * one-click way out.
 */
import type { FacetCount } from '../../../../contract';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../components/button';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Tickers (filter or query) that no company in the directory has. */
  unknownTickers?: string[];
  /** Named sources the API does not list. */
  unknownSources?: string[];
  /** Matches of the same filters per language; undefined when not known. */
  languages?: FacetCount[];
}

type Reason = { text: string; fix?: { label: string; patch: Partial<ExplorerSearch> } };

export function emptyReasons(
  state: ExplorerSearch,
  { unknownTickers = [], unknownSources = [], languages }: Omit<Props, 'state' | 'onChange'>,
): Reason[] {
  const reasons: Reason[] = [];
  for (const ticker of unknownTickers) {
    const inFilter = state.tickers.some((t) => t.toUpperCase() === ticker);
    reasons.push({
      text: `No company with the ticker ${ticker} is known: check the symbol.`,
      fix: inFilter
        ? {
            label: `Remove ${ticker}`,
            patch: { tickers: state.tickers.filter((t) => t.toUpperCase() !== ticker) },
          }
        : undefined,
    });
  }
  for (const source of unknownSources) {
    reasons.push({
      text: `${source} is not a source this API knows.`,
      fix: {
        label: `Remove ${source}`,
        patch: {
          sources: state.sources.filter((s) => s !== source),
          optInSources: state.optInSources.filter((s) => s !== source),
        },
      },
    });
  }
  for (const other of (languages ?? []).filter((l) => l.value !== state.language && l.count > 0)) {
    reasons.push({
      text: `${formatCount(other.count)} ${other.count === 1 ? 'article matches' : 'articles match'} in "${other.value}" (one language is searched at a time).`,
      fix: { label: `Search in ${other.value}`, patch: { language: other.value } },
    });
  }
  if (!state.sources.length) {
    reasons.push({
      text: 'Only the default source set is searched.',
      fix: { label: 'Search all sources', patch: { sources: ['*'] } },
    });
  }
  if (state.range || state.from || state.to) {
    reasons.push({
      text: 'The date range may exclude older articles.',
      fix: { label: 'Any time', patch: { range: '', from: '', to: '' } },
    });
  }
  if (state.sentiments.length || state.minConfidence > 0) {
    reasons.push({
      text: 'Sentiment and confidence filters apply.',
      fix: { label: 'Any sentiment', patch: { sentiments: [], minConfidence: 0 } },
    });
  }
  if (state.page > 1)
    reasons.push({
      text: `You are on page ${state.page}.`,
      fix: { label: 'First page', patch: { page: 1 } },
    });
  const filters = state.tickers.length + state.countries.length + state.categories.length;
  if (filters)
    reasons.push({ text: 'All filters must match together (AND); tickers need tagged companies.' });
  // The language is named only when nothing more specific is known (other languages unknown).
  if (languages === undefined) {
    reasons.push({ text: `Only articles in "${state.language}" are searched (one language per request).` });
  }
  return reasons;
}

export function EmptyState({ state, onChange, ...known }: Props) {
  const reasons = emptyReasons(state, known);
  return (
    <div
      className="rounded border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700"
      data-testid="empty-state"
    >
      <p className="font-semibold">No articles match.</p>
      <ul className="mt-2 list-disc pl-5">
        {reasons.map((r) => (
          <li key={r.text}>
            {r.text}{' '}
            {r.fix && (
              <Button variant="link" scale="inline" onClick={() => onChange(r.fix?.patch ?? {})}>
                {r.fix.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
