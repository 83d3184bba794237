/**
 * @module The raw side of a demo article: only what a feed would carry (link, source, text, date,
 * images, declared language). The generator's own labels stay behind; enrichment decides those.
 */
import type { RawArticle } from '../enrich/enrich-article';
import { toPipelineItem, toRawArticle } from '../ingest/pipeline/to-pipeline-item';
import type { Stated } from '../model/stated';
import type { DemoCorpusItem } from './generate-corpus';

export function demoRawArticle({ article }: DemoCorpusItem): Stated<RawArticle> {
  // Generated text needs no settling: the raw article is the item's own fields.
  const item = toPipelineItem({ kind: 'generated', article, language: article.language });
  const { link, source, title, summary, content, images } = item;
  return toRawArticle(item, {
    link,
    source,
    title,
    summary,
    content,
    publishDate: article.publishDate,
    images,
  });
}

/** The article as its revision reads; undefined when it is never revised. */
export function demoRevisedRawArticle(item: DemoCorpusItem): Stated<RawArticle> | undefined {
  const { revision } = item;
  if (revision === undefined) return undefined;
  const raw = demoRawArticle(item);
  return { ...raw, title: revision.title ?? raw.title, summary: revision.summary ?? raw.summary };
}
