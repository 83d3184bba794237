/**
 * @module The raw side of a demo article: only what a feed would carry (link, source, text, date,
 * images, declared language). The generator's own labels stay behind; enrichment decides those.
 */
import type { RawArticle } from '../enrich/enrich-article';
import type { Stated } from '../model/stated';
import type { DemoCorpusItem } from './generate-corpus';

export function demoRawArticle({ article }: DemoCorpusItem): Stated<RawArticle> {
  return {
    link: article.link,
    source: article.source,
    title: article.title,
    summary: article.summary,
    content: article.content,
    publishDate: article.publishDate,
    images: article.images,
    // The generator writes no bylines; every demo article is first seen when it is loaded.
    author: null,
    firstSeenAt: null,
    declaredLanguage: article.language,
  };
}

/** The article as its revision reads; undefined when it is never revised. */
export function demoRevisedRawArticle(item: DemoCorpusItem): Stated<RawArticle> | undefined {
  const { revision } = item;
  if (revision === undefined) return undefined;
  const raw = demoRawArticle(item);
  return { ...raw, title: revision.title ?? raw.title, summary: revision.summary ?? raw.summary };
}
