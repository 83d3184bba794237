/** @module The live subscription in words, hidden defaults included, for the summary above the feed. */
import type { LiveFilters } from '../../../lib/live-subscription';

export interface FilterLine {
  label: string;
  value: string;
}

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(', ') : null);

function sourcesLine(filters: LiveFilters): string {
  if (filters.sources?.includes('*')) return 'every source';
  const named = list(filters.sources);
  if (named) return named;
  const optIn = list(filters.optInSources);
  return optIn ? `the default source set plus ${optIn}` : 'the default source set';
}

export function describeFilters(filters: LiveFilters): FilterLine[] {
  const lines: FilterLine[] = [
    { label: 'Query', value: filters.query ? filters.query : 'any text' },
    { label: 'Sources', value: sourcesLine(filters) },
  ];
  const optional: [string, string | null][] = [
    ['Excluded sources', list(filters.excludeSources)],
    ['Tickers', list(filters.tickers)],
    ['Countries', list(filters.countries)],
    ['Categories', list(filters.categories)],
  ];
  for (const [label, value] of optional) if (value) lines.push({ label, value });
  lines.push({ label: 'Language', value: filters.language ?? 'en (the default)' });
  lines.push({ label: 'Companies', value: filters.includeEntities ? 'included' : 'not requested' });
  if (filters.includeContent) lines.push({ label: 'Full text', value: 'included' });
  if (filters.excludeEmptyContent) lines.push({ label: 'Empty content', value: 'skipped' });
  lines.push({
    label: 'Delivers',
    value: filters.includeUpdates ? 'new articles and revisions' : 'new articles only',
  });
  lines.push({
    label: 'Stories',
    value: filters.includeStory
      ? 'each once: later copies are counted on its row (articles not grouped yet show as they come)'
      : 'every copy shown',
  });
  return lines;
}
