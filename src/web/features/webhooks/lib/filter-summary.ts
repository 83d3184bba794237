/** @module What a webhook filters, in one line, over every stream filter key (src/contract/filter-keys.ts). */
import { STREAM_FILTER_KEYS, type WebhookFilters } from '../../../../contract';

/** A value that filters nothing: absent, off, an empty list or a zero minimum. */
export function filtersNothing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** "query ticker:AAPL · sentiments negative · minConfidence 0.8", or "every new article". */
export function filterSummary(filters: { [K in keyof WebhookFilters]?: WebhookFilters[K] | null }): string {
  const parts: string[] = [];
  for (const key of STREAM_FILTER_KEYS) {
    const value = filters[key];
    if (filtersNothing(value)) continue;
    if (value === true) parts.push(key);
    else parts.push(`${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  return parts.join(' · ') || 'every new article';
}
