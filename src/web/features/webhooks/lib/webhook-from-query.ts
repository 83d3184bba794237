/**
 * @module A webhook's filters from the explorer's current query: every stream filter of the search (a webhook
 * takes a live subscription's, src/contract/filter-keys.ts); a raw webhook keeps only what the raw stream
 * reads, and says what it dropped.
 */
import {
  RAW_WEBHOOK_FILTER_FIELDS,
  STREAM_FILTER_KEYS,
  type SearchArticlesV2Body,
  type WebhookFilters,
  type WebhookType,
} from '../../../../contract';
import { filtersNothing } from './filter-summary';

/** The filters of `search` a webhook of `type` takes, and the fields it had to leave out. */
export function webhookFilters(
  search: SearchArticlesV2Body,
  type: WebhookType,
): { filters: WebhookFilters; dropped: string[] } {
  const filters: WebhookFilters = {};
  const dropped: string[] = [];
  for (const field of STREAM_FILTER_KEYS) {
    const value = search[field];
    if (filtersNothing(value)) continue;
    if (type === 'raw' && !(RAW_WEBHOOK_FILTER_FIELDS as readonly string[]).includes(field)) {
      dropped.push(field);
      continue;
    }
    Object.assign(filters, { [field]: value });
  }
  return { filters, dropped };
}
