/**
 * @module The raw side of a demo article: only what a feed would carry (link, source, text, date,
 * images, declared language). The generator's own labels stay behind; enrichment decides those.
 */
import type { RawArticle } from '../enrich/enrich-article';
import type { DemoCorpusItem } from './generate-corpus';

export function demoRawArticle({ article }: DemoCorpusItem): RawArticle {
  return {
    link: article.link,
    source: article.source,
    title: article.title,
    summary: article.summary,
    content: article.content,
    publishDate: article.publishDate,
    images: article.images,
    declaredLanguage: article.language,
  };
}

/** The article as its revision reads; undefined when it is never revised. */
export function demoRevisedRawArticle(item: DemoCorpusItem): RawArticle | undefined {
  const { revision } = item;
  if (revision === undefined) return undefined;
  const raw = demoRawArticle(item);
  return { ...raw, title: revision.title ?? raw.title, summary: revision.summary ?? raw.summary };
}
