/** @module What the enrich pool hands its worker threads: once per worker, then per batch (structured-clone safe). */
import type { MatchableCompany } from '../../companies/company-record';
import type { RawArticle } from '../../enrich/enrich-article';

/** Given to each worker once, when it starts. */
export interface EnrichWorkerData {
  /** The reference companies to tag from (the store's); the bundled seed when absent. */
  companies?: readonly MatchableCompany[];
}

export interface EnrichRequest {
  raws: RawArticle[];
}
