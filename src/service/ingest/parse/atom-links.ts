/** @module Atom's link relations (RFC 4287), for Atom entries and for atom:link inside RSS items. */

export type AtomLink = { href?: string; rel?: string; type?: string };

/** Atom 1.0 names them html/xhtml; Atom 0.3 (still served by old blog engines) by MIME type. */
const HTML_TYPES = new Set(['html', 'xhtml', 'text/html', 'application/xhtml+xml']);

/** RFC 4287 also allows a relation as its full IANA IRI. */
const IANA_RELATION = 'http://www.iana.org/assignments/relation/';

export function isHtmlType(type: string | undefined): boolean {
  return HTML_TYPES.has(type?.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** RFC 4287: a link without rel is the alternate. */
function relation(link: AtomLink): string {
  return link.rel?.trim().toLowerCase().replace(IANA_RELATION, '') || 'alternate';
}

/**
 * The page of an alternate, else any alternate. The other relations (self, edit, replies, enclosure,
 * related…) name the feed, an API or an attachment, never the article, so they are no fallback.
 */
export function alternateLink(links: AtomLink[] | undefined): string | null {
  const alternates = (links ?? []).filter((l) => relation(l) === 'alternate');
  const isPage = (l: AtomLink) => !l.type || isHtmlType(l.type);
  return (alternates.find(isPage) ?? alternates[0])?.href ?? null;
}
