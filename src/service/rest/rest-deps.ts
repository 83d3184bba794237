/** @module What the REST routes need from the service layer (plain interfaces; built in app.ts). */
import type { AccountResponse, ArticleStatsResponse } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import type { LimitVerdict } from '../auth/limits';
import type { ChangeFeedPage, ChangeFeedRequest } from '../feed/change-feed';
import type { ReadOptIns } from '../feed/opt-in-readers';
import type { CompanyDirectory } from '../companies/company-directory';
import type { SavedSearchService } from '../saved-searches/saved-search-service';
import type { ArticleExport } from '../search/article-export';
import type { ArticleSearch } from '../search/article-search';
import type { StatsRequest } from '../search/article-stats';
import type { SourceCatalog } from '../sources/source-catalog';
import type { WebhookService } from '../webhooks/webhook-service';

export interface RestDeps {
  articles: ArticleSearch;
  sources: SourceCatalog;
  stats(req: StatsRequest): Promise<ArticleStatsResponse>;
  companies: CompanyDirectory;
  /** The store-read values of the opt-in flags for a page of articles (feed/opt-in-readers.ts). */
  optIns: ReadOptIns;
  /** GET /v2/changes: the matching changes after a cursor. */
  changes: { read(request: ChangeFeedRequest): Promise<ChangeFeedPage> };
  /** The caller's plan, usage and live connections (GET /v2/account). */
  account(caller: Caller): Promise<AccountResponse>;
  /** POST /v2/articles/export: the matches chunk by chunk, and the quota units past the request's own. */
  exports: {
    articles: ArticleExport;
    /** One more unit of the caller's monthly quota (never the burst: one request streams many units). */
    chargeUnit(caller: Caller): Promise<LimitVerdict>;
  };
  /** /v2/saved-searches: the key's saved searches and their dry run. */
  savedSearches: SavedSearchService;
  /** The webhooks API; without it `/v2/webhooks` is not served. */
  webhooks?: WebhookService;
}
