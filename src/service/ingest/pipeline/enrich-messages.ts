/** @module What the enrich pool hands its worker threads: once per worker, then per batch (structured-clone safe). */
import type { MatchableCompany } from '../../model/company-record';
import type { RawArticle } from '../../enrich/enrich-article';
import type { ArticleInput } from '../../model/article';
import type { IndexedArticle } from '../../store/article-columns';

/** Given to each worker once, when it starts. */
export interface EnrichWorkerData {
  /** The reference companies to tag from (the store's); the bundled seed when absent. */
  companies?: readonly MatchableCompany[];
}

export interface EnrichRequest {
  raws: RawArticle[];
  /** Also build each article's indexed form (what the write path stores), so the write only stores it. */
  index: boolean;
}

/** An enriched article, with its indexed form when asked for. */
export interface PreparedArticle {
  input: ArticleInput;
  indexed?: IndexedArticle;
}
