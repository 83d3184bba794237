/**
 * @module The signature of a delivery (protocols §5): `sha256=` + lowercase hex HMAC-SHA256, keyed by the
 * secret's UTF-8 bytes, over `<timestamp>.<raw body>`, with the timestamp in ISO 8601 UTC milliseconds.
 * @example signDelivery('whsec_…', '2026-11-26T16:00:00.000Z', '{"link":"…"}') // 'sha256=9f…'
 */
import { createHmac } from 'node:crypto';

export function signDelivery(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}
