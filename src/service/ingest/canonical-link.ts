/**
 * @module canonicalizeLink: one article per canonical link. Lower-case scheme and host, no fragment,
 * no default port, no tracking parameters; everything else (path case, other parameters) is kept.
 */

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gclsrc',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'igshid',
  'yclid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'cmpid',
  'ncid',
  'ocid',
  'sr_share',
  'guccounter',
  'guce_referrer',
  'guce_referrer_sig',
]);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/** Returns the canonical form of an http(s) URL, or null when `link` is not one. */
export function canonicalizeLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  const kept = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
  url.search = '';
  for (const [name, value] of kept) url.searchParams.append(name, value);
  // URL already lower-cases scheme and host and drops default ports.
  return url.toString();
}
