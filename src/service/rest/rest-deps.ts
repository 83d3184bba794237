/** @module What the REST routes need from the service layer (plain interfaces; built in app.ts). */
import type { ArticleSearch } from '../search/article-search';
import type { SourceRecord } from '../store/sources-repo';

export interface SourceCatalog {
  list(): Promise<SourceRecord[]>;
}

export interface RestDeps {
  articles: ArticleSearch;
  sources: SourceCatalog;
}
