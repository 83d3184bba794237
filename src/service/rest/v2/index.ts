/** @module REST v2: every route of the version, in two tables: counted routes, and free ones (no quota unit). */
import type { FastifyInstance } from 'fastify';
import type { RestDeps } from '../rest-deps';
import { registerSearchArticlesV2 } from './articles-route';
import { registerAccount } from './account-route';
import { registerArticleByLink } from './by-link-route';
import { registerChanges } from './changes-route';
import { registerExportArticles } from './export-route';
import { registerCompanies } from './companies-route';
import { registerEnrichment } from './enrichment-route';
import { registerSavedSearches } from './saved-searches-route';
import { registerSourcesV2 } from './sources-route';
import { registerArticleStats } from './stats-route';
import { registerStories } from './stories-route';
import { registerWebhooks } from './webhooks-route';

export function registerRestV2(app: FastifyInstance, deps: RestDeps): void {
  registerSearchArticlesV2(app, deps);
  registerArticleByLink(app, deps);
  registerSourcesV2(app, deps);
  registerArticleStats(app, deps);
  registerExportArticles(app, deps);
  registerCompanies(app, deps);
  registerChanges(app, deps);
  registerSavedSearches(app, deps.savedSearches);
  registerStories(app, deps);
  if (deps.webhooks) registerWebhooks(app, deps.webhooks);
}

/** Routes that check the key but count no unit of the quota or the burst (registered in a free scope). */
export function registerFreeRestV2(app: FastifyInstance, deps: RestDeps): void {
  registerAccount(app, deps);
  registerEnrichment(app);
}
