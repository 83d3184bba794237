/**
 * @module Every filter the explorer applies, one pill each, with the patch that removes it: the filter bar
 * under the query reads this, so no filter hides in the sidebar.
 */
import type { ListFilterKey } from '../../../../contract';
import { explorerDefaults, type ExplorerSearch } from '../../../lib/explorer-state';
import { formatPercent, formatUtc } from '../../../lib/format';
import { rangeWords } from '../../../lib/range-words';
import { confidenceEditor, dateEditor, languageEditor, listEditor, type PillEditor } from './pill-editors';

export interface ActiveFilter {
  /** Unique within the bar (React key, test id). */
  id: string;
  /** What kind of filter, as the pill reads it: "Ticker", "Not source". */
  label: string;
  value: string;
  /** The state change that removes just this filter. */
  remove: Partial<ExplorerSearch>;
  /** How the pill's value is edited in place. */
  editor: PillEditor;
}

/** Each list filter's pill label, in the bar's order; a list filter added to the contract needs one here. */
const LIST_LABELS = {
  sources: 'Source',
  optInSources: 'Opted-in source',
  excludeSources: 'Not source',
  tickers: 'Ticker',
  countries: 'Country',
  categories: 'Category',
  sentiments: 'Sentiment',
} satisfies Record<ListFilterKey, string>;

function dateFilter(state: ExplorerSearch): ActiveFilter | null {
  const remove = { range: '', from: '', to: '' } as const;
  const editor = dateEditor(state);
  if (state.range) return { id: 'date', label: 'Published', value: rangeWords(state.range), remove, editor };
  if (!state.from && !state.to) return null;
  const value = state.from
    ? state.to
      ? `${formatUtc(state.from)} – ${formatUtc(state.to)}`
      : `since ${formatUtc(state.from)}`
    : `until ${formatUtc(state.to)}`;
  return { id: 'date', label: 'Published', value, remove, editor };
}

export function activeFilters(state: ExplorerSearch): ActiveFilter[] {
  const pills: ActiveFilter[] = [];
  const date = dateFilter(state);
  if (date) pills.push(date);
  for (const [key, label] of Object.entries(LIST_LABELS) as [ListFilterKey, string][]) {
    const list: readonly string[] = state[key];
    for (const value of list) {
      pills.push({
        id: `${key}:${value}`,
        label,
        value: key === 'sources' && value === '*' ? 'every source' : value,
        remove: { [key]: list.filter((v) => v !== value) },
        editor: listEditor(state, key, value),
      });
    }
  }
  if (state.minConfidence > 0) {
    pills.push({
      id: 'minConfidence',
      label: 'Confidence',
      value: `≥ ${formatPercent(state.minConfidence)}`,
      remove: { minConfidence: 0 },
      editor: confidenceEditor(state),
    });
  }
  if (state.language !== explorerDefaults.language) {
    pills.push({
      id: 'language',
      label: 'Language',
      value: state.language,
      remove: { language: explorerDefaults.language },
      editor: languageEditor(state),
    });
  }
  return pills;
}
