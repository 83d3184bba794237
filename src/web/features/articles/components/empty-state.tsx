/** @module "Why is this empty?": the filters that most often hide results, each with a one-click way out. */
import type { ExplorerSearch } from '../../../lib/explorer-state';

interface Props {
  state: ExplorerSearch;
  onChange: (patch: Partial<ExplorerSearch>) => void;
}

export function EmptyState({ state, onChange }: Props) {
  const reasons: { text: string; fix?: { label: string; patch: Partial<ExplorerSearch> } }[] = [];
  reasons.push({
    text: `Only articles in "${state.lang}" are searched (language defaults to en, one language per request).`,
  });
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
  if (state.page > 1)
    reasons.push({
      text: `You are on page ${state.page}.`,
      fix: { label: 'First page', patch: { page: 1 } },
    });
  const filters = state.tickers.length + state.countries.length + state.categories.length;
  if (filters)
    reasons.push({ text: 'All filters must match together (AND); tickers need tagged companies.' });

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
              <button
                type="button"
                className="text-blue-700 underline dark:text-blue-300"
                onClick={() => onChange(r.fix?.patch ?? {})}
              >
                {r.fix.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
