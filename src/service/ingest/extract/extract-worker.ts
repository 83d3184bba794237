/** @module The extraction worker thread's task (run by the shared worker pool): extractArticle over one page. */
import { extractArticle, type ExtractedArticle } from './extract-article';
import type { ExtractRequest } from './extract-messages';

export default function extract({ html, url }: ExtractRequest): ExtractedArticle {
  return extractArticle(html, url);
}
