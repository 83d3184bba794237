/** @module The grid's "Sentiment for <TICKER>" cell: the company's own judgement, found by any listing, or why none. */
import { describe, expect, it } from 'vitest';
import { APPLE } from '../../../../contract/testing/companies';
import { article } from '../../../testing/fixtures';
import { companyJudgement } from './company-judgement';

describe('companyJudgement', () => {
  it("is the company's own label, score and confidence, found by its ticker or another listing's", () => {
    const judged = {
      ...APPLE,
      sentiment: 'negative',
      sentimentScore: -0.6,
      sentimentConfidence: 0.8,
      salience: 0.9,
    } as const;
    const a = article(1, { sentiment: 'positive', companies: [judged] });
    const expected = { judged: true, sentiment: 'negative', score: -0.6, confidence: 0.8, salience: 0.9 };
    expect(companyJudgement(a, 'AAPL')).toEqual(expected);
    expect(companyJudgement(a, 'apc')).toEqual(expected);
  });

  it('says why there is none: no companies in the answer, not tagged, or tagged but not judged', () => {
    expect(companyJudgement(article(1), 'AAPL')).toMatchObject({
      judged: false,
      why: expect.stringMatching(/plan has no entities/),
    });
    expect(companyJudgement(article(1, { companies: [] }), 'AAPL')).toEqual({
      judged: false,
      why: 'AAPL is not tagged in this article.',
    });
    expect(companyJudgement(article(1, { companies: [APPLE] }), 'AAPL')).toMatchObject({
      judged: false,
      why: expect.stringMatching(/tagged but not judged/),
    });
  });
});
