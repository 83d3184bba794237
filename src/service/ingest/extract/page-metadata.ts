/** @module pageMetadata: what the page says about itself (OpenGraph, meta, html lang), read before Readability mutates it. */
import { resolveUrl } from '../parse/html-text';
import { publishedDate } from './published-date';

export interface PageMetadata {
  title: string | null;
  description: string | null;
  siteName: string | null;
  language: string | null;
  leadImages: string[];
  publishedAt: Date | null;
  /** The address the page gives itself (rel=canonical, else og:url), absolute http(s). */
  canonicalUrl: string | null;
}

function meta(document: Document, ...selectors: string[]): string | null {
  for (const selector of selectors) {
    const value = document.querySelector(selector)?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

function leadImages(document: Document, base: string): string[] {
  const selectors =
    'meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"], meta[name="twitter:image"], meta[name="twitter:image:src"]';
  const urls = Array.from(document.querySelectorAll(selectors)).map((m) =>
    resolveUrl(m.getAttribute('content'), base),
  );
  return urls.filter((url): url is string => url !== null);
}

export function pageMetadata(document: Document, base: string): PageMetadata {
  return {
    title:
      meta(document, 'meta[property="og:title"]', 'meta[name="twitter:title"]') ??
      (document.title.trim() || null),
    description: meta(document, 'meta[property="og:description"]', 'meta[name="description"]'),
    siteName: meta(document, 'meta[property="og:site_name"]', 'meta[name="application-name"]'),
    language:
      document.documentElement.getAttribute('lang')?.trim() ||
      meta(document, 'meta[http-equiv="content-language" i]', 'meta[property="og:locale"]'),
    leadImages: leadImages(document, base),
    publishedAt: publishedDate(document),
    canonicalUrl:
      resolveUrl(document.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href'), base) ??
      resolveUrl(meta(document, 'meta[property="og:url"]'), base),
  };
}
