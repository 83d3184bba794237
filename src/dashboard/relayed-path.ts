/**
 * @module The path a request names once its spelling is undone: what the router, a proxy in front or the
 * upstream may make of it. Percent-encoded unreserved characters are decoded (`%61pi` is `api`), an
 * encoded or back slash counts as a slash, repeated slashes as one, and dot segments are resolved (also
 * when encoded: `%2e%2e`). The guard judges this path, so no spelling of `/api` or `/ws` escapes it.
 * Explicit file extensions only: Vite's config loader reads this file.
 */

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** The path part of a request target (origin-form or absolute-form), before its query. */
export function rawPath(url: string | undefined): string {
  const target = (url ?? '/').split(/[?#]/)[0] ?? '';
  if (target.startsWith('/')) return target;
  return URL.canParse(target) ? new URL(target).pathname : `/${target}`;
}

function decodeSeparatorsAndUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    if (char === '/' || char === '\\') return '/';
    return UNRESERVED.test(char) ? char : escape;
  });
}

/** RFC 3986 §5.2.4 on a path that starts with `/` and has no empty segment but a trailing one. */
function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  for (const [i, segment] of segments.entries()) {
    if (segment !== '.' && segment !== '..') {
      kept.push(segment);
      continue;
    }
    if (segment === '..') kept.pop();
    if (i === segments.length - 1) kept.push('');
  }
  return `/${kept.join('/')}`;
}

/** The request's path with its spelling undone (see the module's note). */
export function normalisedPath(url: string | undefined): string {
  const slashed = decodeSeparatorsAndUnreserved(rawPath(url))
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return removeDotSegments(slashed);
}

/** Whether the request spells its path plainly: as written is as normalised. */
export function plainlySpelled(url: string | undefined): boolean {
  return (url ?? '/').startsWith('/') && rawPath(url) === normalisedPath(url);
}
