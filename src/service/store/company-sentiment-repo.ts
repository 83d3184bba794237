/**
 * @module Reads the per-company judgement stored with articles (migration 023), for what asks for it: not part
 * of the record every search maps, since its evidence is the bulk of a row.
 */
import type { CompanyJudgement } from '../model/company-judgement';
import type { Queryable } from './db';

export interface StoredJudgement {
  companySentiment: CompanyJudgement[];
  enrichmentVersion: number;
}

const fromJson = (value: unknown): CompanyJudgement[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as CompanyJudgement[];

/** The judgement of each article of `ids` that exists, by id. */
export async function readCompanySentiment(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, StoredJudgement>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: unknown; company_sentiment: unknown; enrichment_version: unknown }>(
    'SELECT id, company_sentiment, enrichment_version FROM articles WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { companySentiment: fromJson(r.company_sentiment), enrichmentVersion: Number(r.enrichment_version) },
    ]),
  );
}
