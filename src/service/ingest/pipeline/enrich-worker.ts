/** @module The enrichment worker thread's task (run by the shared worker pool): enrichArticle over a batch, and
 * for imports the indexed form the write path stores (lexemes, facets), off the writer's thread. */
import { workerData } from 'node:worker_threads';
import { enrichArticle } from '../../enrich/enrich-article';
import { bundledSeedMatcher, createCompanyMatcher } from '../../enrich/companies/match-companies';
import { indexedForm } from '../../store/indexed-form';
import type { EnrichRequest, EnrichWorkerData, PreparedArticle } from './enrich-messages';

const { companies } = workerData as EnrichWorkerData;
// Built once per worker: indexing a large reference set costs far more than one batch's matching.
const matcher = companies ? createCompanyMatcher(companies) : bundledSeedMatcher();

export default function enrich({ raws, index }: EnrichRequest): PreparedArticle[] {
  return raws.map((raw) => {
    const input = enrichArticle(raw, matcher);
    return index ? { input, indexed: indexedForm(input) } : { input };
  });
}
