/**
 * @module A webhook's filters from the explorer's current query: the search filters a webhook takes (a live
 * subscription's); a raw webhook keeps only what the raw stream reads, and says what it dropped.
 */
import {
  RAW_WEBHOOK_FILTER_FIELDS,
  type SearchArticlesV2Body,
  type WebhookFilters,
  type WebhookType,
} from '../../../../contract';

const ENRICHED_FIELDS = [
  'query',
  'sources',
  'optInSources',
  'excludeSources',
  'tickers',
  'countries',
  'categories',
  'language',
  'includeEntities',
] as const satisfies readonly (keyof WebhookFilters & keyof SearchArticlesV2Body)[];

/** The filters of `search` a webhook of `type` takes, and the fields it had to leave out. */
export function webhookFilters(
  search: SearchArticlesV2Body,
  type: WebhookType,
): { filters: WebhookFilters; dropped: string[] } {
  const filters: WebhookFilters = {};
  const dropped: string[] = [];
  for (const field of ENRICHED_FIELDS) {
    const value = search[field];
    if (value === undefined || value === false) continue;
    if (type === 'raw' && !(RAW_WEBHOOK_FILTER_FIELDS as readonly string[]).includes(field)) {
      dropped.push(field);
      continue;
    }
    Object.assign(filters, { [field]: value });
  }
  return { filters, dropped };
}
