/** @module contentImages: the pictures inside an extracted article, by their real URL. */
import { isPixelSize, resolveUrl } from '../parse/html-text';

/** Lazy loaders keep the real URL here and a placeholder (spacer, blurred data: URI) in src. */
const LAZY_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original'];

/** The candidate with the largest width or density descriptor ("a.jpg 320w, b.jpg 1280w" → b.jpg). */
function largestCandidate(srcset: string | null): string | null {
  let best: { url: string; size: number } | null = null;
  for (const candidate of (srcset ?? '').split(/,\s+/)) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const size = Number.parseFloat(descriptor ?? '1') || 1;
    if (url && (best === null || size > best.size)) best = { url, size };
  }
  return best?.url ?? null;
}

function imageUrl(img: Element, base: string): string | null {
  const candidates = [
    ...LAZY_ATTRIBUTES.map((name) => img.getAttribute(name)),
    img.getAttribute('src'),
    largestCandidate(img.getAttribute('srcset') ?? img.getAttribute('data-srcset')),
  ];
  for (const raw of candidates) {
    const url = resolveUrl(raw, base);
    if (url) return url;
  }
  return null;
}

export function contentImages(container: Element, base: string): string[] {
  return Array.from(container.querySelectorAll('img'))
    .filter((img) => !isPixelSize(img.getAttribute('width'), img.getAttribute('height')))
    .map((img) => imageUrl(img, base))
    .filter((url): url is string => url !== null);
}
