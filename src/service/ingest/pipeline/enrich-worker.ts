/** @module The enrichment worker thread's task (run by the shared worker pool): enrichArticle over a batch. */
import { workerData } from 'node:worker_threads';
import { enrichArticle } from '../../enrich/enrich-article';
import { bundledSeedMatcher, createCompanyMatcher } from '../../enrich/companies/match-companies';
import type { ArticleInput } from '../../model/article';
import type { EnrichRequest, EnrichWorkerData } from './enrich-messages';

const { companies } = workerData as EnrichWorkerData;
// Built once per worker: indexing a large reference set costs far more than one batch's matching.
const matcher = companies ? createCompanyMatcher(companies) : bundledSeedMatcher();

export default function enrich({ raws }: EnrichRequest): ArticleInput[] {
  return raws.map((raw) => enrichArticle(raw, matcher));
}
