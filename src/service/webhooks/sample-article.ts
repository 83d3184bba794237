/**
 * @module The article a test delivery carries when no stored article matches the webhook yet: plainly a
 * sample (a `.invalid` link and source, a title that says so), in the shape of a real one: the record the
 * store would give back of it, so a new article field needs nothing here.
 */
import type { ArticleRecord } from '../model/article';
import { recordAsWritten } from '../store/article-columns';

export const SAMPLE_ARTICLE_LINK = 'https://newsroom.invalid/webhook-test';

export function sampleArticle(at: Date): ArticleRecord {
  return recordAsWritten(
    {
      link: SAMPLE_ARTICLE_LINK,
      source: 'newsroom.invalid',
      title: 'Newsroom webhook test delivery',
      summary:
        'A sample sent by POST /v2/webhooks/:id/test because no stored article matches this webhook yet.',
      content: null,
      publishDate: at,
      language: 'en',
      sentiment: 'neutral',
      confidence: 1,
      images: [],
      countries: [],
      categories: [],
      companies: [],
    },
    at,
    0,
  );
}
