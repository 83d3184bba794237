/**
 * @module endedOffArticle: whether an article link's redirects ended on a page that is not the article — a
 * consent wall (consent.yahoo.com, consent.google.com), a login or subscribe page, or the site's home page
 * (where removed articles are sent). Such a page's text must not be stored as the article's body.
 */

const WALL_HOST_LABELS = new Set(['consent', 'guce', 'login', 'signin', 'auth', 'sso', 'accounts']);
const WALL_SEGMENTS = new Set([
  'consent',
  'collectconsent',
  'cookie-consent',
  'gdpr',
  'login',
  'log-in',
  'signin',
  'sign-in',
  'subscribe',
  'paywall',
]);

/** A gate names the page to return to in its query (continue=, returnTo=, location=…). */
function carriesTarget(final: URL, requested: URL): boolean {
  for (const value of final.searchParams.values()) {
    try {
      const back = new URL(value, final);
      if (back.pathname === requested.pathname && back.pathname !== '/') return true;
    } catch {
      // Not a URL: an ordinary parameter.
    }
  }
  return false;
}

/** WordPress serves articles at /?p=123 too; only campaign tags may ride along on the home page. */
function isHomePage(url: URL): boolean {
  return url.pathname === '/' && [...url.searchParams.keys()].every((key) => key.startsWith('utm_'));
}

export function endedOffArticle(requestedUrl: string, finalUrl: string): boolean {
  const requested = new URL(requestedUrl);
  const final = new URL(finalUrl);
  if (final.href === requested.href) return false;
  const hostLabel = final.hostname.split('.')[0] ?? '';
  const segments = final.pathname.toLowerCase().split('/');
  return (
    WALL_HOST_LABELS.has(hostLabel) ||
    segments.some((segment) => WALL_SEGMENTS.has(segment.replace(/\.\w+$/, ''))) ||
    (isHomePage(final) && requested.pathname !== '/') ||
    carriesTarget(final, requested)
  );
}
