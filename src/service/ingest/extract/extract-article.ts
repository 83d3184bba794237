/** @module extractArticle: a saved article page → title, body text, images and metadata (Readability over jsdom). */
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parseDate } from '../parse-date';
import { blockText } from './block-text';
import { contentImages } from './content-images';
import { isConsentWall, removeConsentUi } from './consent-wall';
import { pageMetadata } from './page-metadata';

export interface ExtractedArticle {
  title: string | null;
  /** Paragraphs joined by blank lines; '' when nothing article-like was found. */
  text: string;
  excerpt: string | null;
  /** og:image/twitter:image first, then images inside the article; absolute http(s), no duplicates. */
  images: string[];
  publishedAt: Date | null;
  siteName: string | null;
  language: string | null;
  /** The address the page gives itself (rel=canonical, else og:url). */
  canonicalUrl: string | null;
  /** A consent wall served in place of the article; the other fields are left empty. */
  consentWall: boolean;
}

/**
 * jsdom's defaults already neither run scripts nor load subresources; they are spelled out so a
 * future edit cannot turn page fetching on by accident. The silent console drops CSS parse noise.
 */
function parseDocument(html: string, url: string): Document {
  const { window } = new JSDOM(html, {
    url,
    runScripts: undefined,
    resources: undefined,
    pretendToBeVisual: false,
    virtualConsole: new VirtualConsole(),
  });
  return window.document;
}

const MIN_ARTICLE_CHARS = 200;

/** Page furniture by its HTML5/ARIA role: other stories' headlines, legal lines, menus. */
const NOT_ARTICLE =
  'aside, footer, nav, dialog, [role="complementary"], [role="contentinfo"], [role="navigation"], [role="dialog"]';

/**
 * Without a Readability result we still offer the page's paragraphs: better than nothing for search. A short
 * news brief lands here too, so the page's furniture must stay out or it would become the brief's text.
 */
function fallbackText(document: Document): string {
  const paragraphs = Array.from(document.querySelectorAll('body p'))
    .filter((p) => p.closest(NOT_ARTICLE) === null)
    .map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((text) => text.length >= 40);
  return paragraphs.join('\n\n');
}

const consentWallPage = (): ExtractedArticle => ({
  title: null,
  text: '',
  excerpt: null,
  images: [],
  publishedAt: null,
  siteName: null,
  language: null,
  canonicalUrl: null,
  consentWall: true,
});

/**
 * @example const page = extractArticle(res.body, res.url); page.text.split('\n\n') // paragraphs
 */
export function extractArticle(html: string, url: string): ExtractedArticle {
  const document = parseDocument(html, url);
  const metadata = pageMetadata(document, url);
  const hadConsentUi = removeConsentUi(document);
  // Readability mutates the document, so everything read from the page is read first.
  let text = fallbackText(document);
  const article = new Readability(document, { charThreshold: 300 }).parse();
  let images = metadata.leadImages;
  if (article?.content) {
    const container = parseDocument(`<body>${article.content}</body>`, url).body;
    const articleText = blockText(container);
    // Readability returns its best guess even when nothing passed its threshold (a nav bar, a
    // cookie wall); below a short paragraph's worth of text the plain <p> fallback is more honest.
    if (articleText.length >= MIN_ARTICLE_CHARS) {
      text = articleText;
      images = [...images, ...contentImages(container, url)];
    }
  }
  if (isConsentWall(text, hadConsentUi)) return consentWallPage();
  return {
    title: article?.title?.trim() || metadata.title,
    text,
    excerpt: article?.excerpt?.replace(/\s+/g, ' ').trim() || metadata.description,
    images: [...new Set(images)],
    publishedAt: metadata.publishedAt ?? parseDate(article?.publishedTime),
    siteName: article?.siteName?.trim() || metadata.siteName,
    language: metadata.language ?? (article?.lang?.trim() || null),
    canonicalUrl: metadata.canonicalUrl,
    consentWall: false,
  };
}
