/** @module Export: fetches up to EXPORT_CAP matching rows page by page (stops early when results run out). */
import type { ArticleV2, SearchArticlesV2Body } from '../../../../contract';
import { searchArticles } from './search-articles';

export const EXPORT_CAP = 1000;
const PAGE = 100;

export async function fetchForExport(
  filters: SearchArticlesV2Body,
  onProgress?: (rows: number) => void,
  signal?: AbortSignal,
): Promise<ArticleV2[]> {
  const rows: ArticleV2[] = [];
  for (let page = 1; rows.length < EXPORT_CAP; page += 1) {
    const result = await searchArticles({ ...filters, page, pageSize: PAGE }, signal);
    rows.push(...result.articles);
    onProgress?.(rows.length);
    if (result.articles.length < PAGE) break;
  }
  return rows.slice(0, EXPORT_CAP);
}
