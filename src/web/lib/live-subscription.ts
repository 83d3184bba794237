/** @module The live subscription a search body stands for: the filters the WebSocket accepts (protocols §4). */
import { LiveSubscription, type SearchArticlesV2Body } from '../../contract';

/** A subscription frame without its clientNonce, which each sent frame gets anew. */
export type LiveFilters = Omit<LiveSubscription, 'clientNonce'>;

/** The search-body fields a subscription frame carries, read from the contract so a new one is not missed. */
export const SUBSCRIPTION_FIELDS: readonly string[] = LiveSubscription.keyof().options.filter(
  (key) => key !== 'clientNonce' && key !== 'includeUpdates' && key !== 'resumeAfter',
);

/** The search body's filters the socket accepts; paging, dates and ordering do not apply to a stream. */
export function subscriptionFilters(body: SearchArticlesV2Body, includeUpdates: boolean): LiveFilters {
  const kept = Object.entries(body).filter(([key]) => SUBSCRIPTION_FIELDS.includes(key));
  return LiveSubscription.parse({ ...Object.fromEntries(kept), includeUpdates });
}
