/**
 * @module canonicalizeLink: one article per canonical link. Lower-case scheme and host, no fragment,
 * no default port, no tracking parameters; everything else (path case, other parameters) is kept as the
 * publisher wrote it: `?id`, `a;b`, `==` and `%E9` mean different things to different servers.
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

/** A query parameter's name as servers read it ("utm%5Fsource" and "utm+x" decoded). */
function parameterName(pair: string): string {
  const raw = (pair.split('=', 1)[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function parseHttpUrl(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url;
}

/** Returns the canonical form of an http(s) URL, or null when `link` is not one. */
export function canonicalizeLink(link: string): string | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  // URL already lower-cases scheme and host, drops default ports and percent-encodes what must be;
  // the query's own bytes are kept, only whole tracking parameters (and empty pairs) go.
  const base = url.href.slice(0, url.href.length - url.search.length).replace(/\?$/, '');
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(parameterName(pair)));
  return kept.length > 0 ? `${base}?${kept.join('&')}` : base;
}

/**
 * The form canonicalizeLink gave before 2026-11-25, when it re-serialised the query (`?id` → `?id=`,
 * `;` → `%3B`, `%20` → `+`). Articles stored then keep that link until seen again; lookups try this form
 * too. Null when it is the canonical form or `link` is not an http(s) URL.
 */
export function legacyCanonicalLink(link: string): string | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  const kept = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
  url.search = '';
  for (const [name, value] of kept) url.searchParams.append(name, value);
  const legacy = url.toString();
  return legacy === canonicalizeLink(link) ? null : legacy;
}
