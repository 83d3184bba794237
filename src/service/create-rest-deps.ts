/** @module Builds the service functions the REST surface calls, over one store. */
import { createAccountSummary } from './account/account-summary';
import { readChangeFeed } from './feed/change-feed';
import { readOptIns } from './feed/opt-in-readers';
import { createCompanyDirectory } from './companies/company-directory';
import type { RestDeps } from './rest/rest-deps';
import { DEFAULT_LIVE_TIMINGS } from './live/live-server';
import { createArticleExport } from './search/article-export';
import { createArticleSearch } from './search/article-search';
import { createSavedSearchService } from './saved-searches/saved-search-service';
import { computeArticleStats } from './search/article-stats';
import type { Limiter } from './auth/limits';
import type { Db, Queryable } from './store/db';
import { listSources } from './store/sources-repo';

/** `limiter`: the one the service admits requests with, whose leases an export's further units share. */
export function createRestDeps(
  db: Db,
  options: { limiter: Limiter; walkDb?: Queryable; plainDb?: Queryable },
): RestDeps {
  const { limiter } = options;
  const articles = createArticleSearch(db, { walkDb: options.walkDb, plainDb: options.plainDb });
  return {
    articles,
    sources: { list: (viewerKeyId) => listSources(db, viewerKeyId) },
    stats: (req) => computeArticleStats(db, req),
    companies: createCompanyDirectory(),
    optIns: (records, flags, context) => readOptIns(db, records, flags, context),
    changes: { read: (request) => readChangeFeed(db, request) },
    exports: {
      articles: createArticleExport(db),
      chargeUnit: (caller) => limiter.consumeQuota(caller.key.id, caller.plan),
    },
    savedSearches: createSavedSearchService({ db, articles }),
    account: createAccountSummary({
      db,
      staleAfterMs: DEFAULT_LIVE_TIMINGS.staleAfterMs,
      settleUsage: () => limiter.settle(),
    }),
  };
}
