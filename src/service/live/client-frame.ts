/**
 * @module A client's text frame → a ping, a valid subscription (feed/subscription.ts reads its fields), or the
 * error text the server answers with (`error {data}`), for either stream.
 */
import { LIVE_CLIENT_ACTIONS, LIVE_TEXT, type LiveStream } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { readSubscription, type Subscription } from '../feed/subscription';

export type ClientFrame =
  | { kind: 'ping'; t: number | undefined }
  | { kind: 'subscribe'; subscription: Subscription }
  | { kind: 'invalid'; message: string };

const invalid = (message: string): ClientFrame => ({ kind: 'invalid', message });

/** Reads one text frame of a connection on `stream` whose key is `caller`. */
export function readClientFrame(stream: LiveStream, text: string, caller: Caller): ClientFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid(LIVE_TEXT.invalidJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(LIVE_TEXT.notAnObject);
  const frame = value as Record<string, unknown>;
  const action = frame.action ?? 'subscribe';
  if (!(LIVE_CLIENT_ACTIONS as readonly unknown[]).includes(action)) return invalid(LIVE_TEXT.unknownAction);
  if (action === 'ping') return { kind: 'ping', t: typeof frame.t === 'number' ? frame.t : undefined };
  const reading = readSubscription(stream, frame, caller);
  return reading.ok ? { kind: 'subscribe', subscription: reading.subscription } : invalid(reading.message);
}
