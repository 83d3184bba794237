/** Webhooks match a company's own judgement as live does: both candidates of an article carry its labels. */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../query';
import { liveFilterMatches, liveFilterOf } from '../feed/live-filter';
import type { ArticleRecord } from '../model/article';
import type { CompanyJudgement } from '../model/company-judgement';
import { toSearchRequest } from '../search/search-request';
import { APPLE, FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { deliveryCandidates } from './webhook-subscription';

const record: ArticleRecord = {
  ...(FIXTURE_ARTICLES[0] as ArticleRecord),
  companies: [APPLE],
  content: 'Apple shares fell after the report.',
  author: null,
  firstSeenAt: new Date('2026-01-01T00:00:00Z'),
  id: 7,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  revisedDate: null,
};

const negativeForApple: CompanyJudgement = {
  companyId: APPLE.companyId,
  sentiment: 'negative',
  sentimentScore: -0.7,
  sentimentConfidence: 0.8,
  salience: 0.9,
  evidence: [],
};

function filterOf(query: string) {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(`does not parse: ${query}`);
  return liveFilterOf(toSearchRequest({ sources: ['*'] }, parsed.ast, 1), parsed.ast);
}

describe('deliveryCandidates', () => {
  it.each(['enriched', 'raw'] as const)('the %s candidate matches on the stored judgement', (type) => {
    const judged = deliveryCandidates(record, null, [negativeForApple]);
    expect(liveFilterMatches(filterOf('negative:APC about:AAPL'), judged(type))).toBe(true);
    expect(liveFilterMatches(filterOf('positive:AAPL'), judged(type))).toBe(false);
    const unjudged = deliveryCandidates(record, null, []);
    expect(liveFilterMatches(filterOf('negative:AAPL'), unjudged(type))).toBe(false);
    expect(liveFilterMatches(filterOf('ticker:AAPL'), unjudged(type))).toBe(true);
  });
});
