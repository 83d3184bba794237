/**
 * @module articleFrame: the sendArticle frame of one delivery. Subscribers with the same delivery options get
 * the same bytes, so the frame is serialised once per article and options (and per cursor on resumable
 * subscriptions, whose frames carry it) and shared through the candidate's frame cache.
 */
import type { LiveServerMessage, LiveStream } from '../../contract';
import type { Subscription } from '../feed/subscription';
import type { DeliveryCandidate } from '../feed/live-filter';
import { toLiveArticle, type DeliveryKind } from '../feed/present-live';

export function articleFrame(
  stream: LiveStream,
  candidate: DeliveryCandidate,
  kind: DeliveryKind,
  subscription: Subscription,
  cursor: number,
): string {
  const { includeUpdates, includeCompanies, includeContent, optIn } = subscription.delivery;
  const withCursor = subscription.resumeAfter !== null;
  const key = `${stream} ${kind} ${includeUpdates} ${includeCompanies} ${includeContent} ${optIn.join(',')} ${withCursor ? cursor : ''}`;
  const cached = candidate.frames?.get(key);
  if (cached !== undefined) return cached;
  const data = toLiveArticle(stream, candidate.article, subscription.delivery, kind, candidate.optIns);
  const message: LiveServerMessage = withCursor
    ? { action: 'sendArticle', data, cursor }
    : { action: 'sendArticle', data };
  const frame = JSON.stringify(message);
  candidate.frames?.set(key, frame);
  return frame;
}
