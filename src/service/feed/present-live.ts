/**
 * @module ArticleRecord → the article of a live stream: the v2 article on the enhanced stream, the raw
 * article on the raw stream; with includeUpdates both carry `revisedDate` and `isUpdate`.
 */
import type { ArticleV2, LiveStream, RawLiveArticle } from '../../contract';
import type { ArticleRecord } from '../model/article';
import type { ArticleOptIns } from './opt-in-readers';
import { toArticleV2 } from './present-article';
import type { DeliveryOptions } from './subscription';

/** Why an article is delivered: new, or sent again after a revision (only with includeUpdates). */
export type DeliveryKind = 'created' | 'revised';

function toRawArticle(a: ArticleRecord): RawLiveArticle {
  return {
    link: a.link,
    source: a.source,
    title: a.title,
    summary: a.summary,
    publishDate: a.publishDate.toISOString(),
    createdAt: a.createdAt.toISOString(),
    language: a.language,
    images: a.images,
    countries: a.countries,
    categories: a.categories,
  };
}

export function toLiveArticle(
  stream: LiveStream,
  article: ArticleRecord,
  delivery: DeliveryOptions,
  kind: DeliveryKind,
  optIns: ArticleOptIns = {},
): ArticleV2 | RawLiveArticle {
  const base: ArticleV2 | RawLiveArticle =
    stream === 'raw'
      ? toRawArticle(article)
      : toArticleV2(
          article,
          {
            includeCompanies: delivery.includeCompanies,
            includeContent: delivery.includeContent,
            optIn: delivery.optIn,
          },
          optIns,
        );
  if (!delivery.includeUpdates) return base;
  return {
    ...base,
    revisedDate: article.revisedDate ? article.revisedDate.toISOString() : null,
    isUpdate: kind === 'revised',
  };
}
