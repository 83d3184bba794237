/**
 * @module A webhook URL's check at create and patch: http(s), no credentials in it, and — unless the operator
 * allows private targets — neither an IP literal nor a name that resolves to a loopback, private, link-local or
 * metadata address (the poller's address policy). Deliveries check again on connect (webhook-sender.ts).
 */
import dns from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_TEXT } from '../../contract';
import { isBlockedAddress } from '../ingest/fetch/address-policy';

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveAll: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The validation text that refuses `raw`, or null when it may be used. */
export async function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; resolve?: ResolveHost },
): Promise<string | null> {
  if (!URL.canParse(raw)) return WEBHOOK_TEXT.invalidUrl;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return WEBHOOK_TEXT.urlScheme;
  if (url.username !== '' || url.password !== '') return WEBHOOK_TEXT.urlCredentials;
  if (options.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isBlockedAddress(host) ? WEBHOOK_TEXT.privateUrl : null;
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveAll)(host);
  } catch {
    // A name that does not resolve now may later; each delivery is checked on connect all the same.
    return null;
  }
  return addresses.some((a) => isBlockedAddress(a)) ? WEBHOOK_TEXT.privateUrl : null;
}
