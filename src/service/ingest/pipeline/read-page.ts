/**
 * @module readPage: the page step of processItem. A sighting without content whose source wants it gets the
 * text, images, date and other addresses of its article page; any other sighting keeps its feed's fields.
 */
import { canonicalizeLink } from '../../model/canonical-link';
import { blankToNull } from './item-values';

/** The page text and what it adds; null when the page could not be read. */
export type FetchContent = (url: string) => Promise<{
  text: string;
  images: string[];
  publishedAt: Date | null;
  /** Other addresses of the page: where the link's redirects ended, and the address the page gives itself. */
  otherLinks?: string[];
} | null>;

export interface PageInput {
  link: string;
  content: string | null;
  images: string[];
  publishDate: Date | null;
  feedUpdatedAt: Date | null;
  /** The source wants page text (and a reader is there to fetch it). */
  contentWanted: boolean;
}

export interface PageReading {
  content: string | null;
  images: string[];
  publishDate: Date | null;
  /** The feed's declared time, kept only with a page that was read: a page not read now is asked for again. */
  pageReadUpdate: Date | null;
  /** Other canonical addresses of the page, to store as aliases of the article. */
  otherLinks: string[];
}

export async function readPage(
  fetchContent: FetchContent | undefined,
  input: PageInput,
): Promise<PageReading> {
  const kept: PageReading = {
    content: input.content,
    images: input.images,
    publishDate: input.publishDate,
    pageReadUpdate: input.content === null ? null : input.feedUpdatedAt,
    otherLinks: [],
  };
  if (input.content !== null || !input.contentWanted || !fetchContent) return kept;
  const page = await fetchContent(input.link);
  if (!page) return kept;
  return {
    content: blankToNull(page.text),
    images: input.images.length === 0 ? page.images : input.images,
    publishDate: input.publishDate ?? page.publishedAt,
    pageReadUpdate: input.feedUpdatedAt,
    otherLinks: (page.otherLinks ?? []).flatMap((other) => canonicalizeLink(other) ?? []),
  };
}
