/** @module Image URLs from Media RSS (media:content / media:thumbnail / media:group) and enclosures. */
import type { MediaNs } from 'feedsmith';

type Media = MediaNs.ItemOrFeed | undefined;

function isImageContent(content: MediaNs.Content): boolean {
  if (content.medium) return content.medium === 'image';
  if (content.type) return content.type.startsWith('image/');
  // Untyped media:content is overwhelmingly a photo in news feeds; an extension check keeps out video.
  return !/\.(mp4|m4v|webm|mov|mp3|m4a|m3u8)(\?|$)/i.test(content.url ?? '');
}

export function mediaImages(media: Media): (string | undefined)[] {
  if (!media) return [];
  const groups = [media, ...(media.groups ?? [])];
  const contents = groups.flatMap((g) => (g.contents ?? []).filter(isImageContent).map((c) => c.url));
  const thumbnails = groups.flatMap((g) => (g.thumbnails ?? []).map((t) => t.url));
  return [...contents, ...thumbnails];
}

export function enclosureImages(
  enclosures: { url?: string; type?: string }[] | undefined,
): (string | undefined)[] {
  return (enclosures ?? []).filter((e) => e.type?.startsWith('image/') === true).map((e) => e.url);
}
