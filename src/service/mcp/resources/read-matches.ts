/** @module A watched query's latest matches, in the search_articles shape (protocols §6). */
import { MAX_RESULT_WINDOW, type SearchArticlesDocument } from '../../../contract';
import type { ArticleSearch } from '../../search/article-search';
import { toToolArticle } from '../present-tool-article';
import type { PreparedWatch } from './watched-filter';

export async function readMatches(
  articles: ArticleSearch,
  prepared: Extract<PreparedWatch, { ok: true }>,
): Promise<SearchArticlesDocument> {
  const req = prepared.search;
  const [records, totalResults] = await Promise.all([
    articles.searchPage(req),
    articles.countMatches(req, MAX_RESULT_WINDOW),
  ]);
  return {
    articles: records.map((r) => toToolArticle(r, prepared.presentation)),
    totalResults,
    page: req.page,
    pageSize: req.pageSize,
  };
}
