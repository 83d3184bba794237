import { describe, expect, it } from 'vitest';
import { cosine, isDev, scoreRows } from './entity-sentiment';

describe('the SemEval entity metric', () => {
  it('is the cosine of predicted and gold scores, an untagged company counting as 0', () => {
    expect(cosine([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosine([0.5, 0], [0.5, 0.5])).toBeCloseTo(Math.SQRT1_2);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });

  it('counts gold within ±0.1 as neutral in the 3-class accuracy', () => {
    const rows = [0.05, 0.3, -0.4].map((score) => ({ title: 't', companyId: 1, score }));
    const predictions = [
      { score: 0, label: 'neutral' as const },
      { score: 0.2, label: 'positive' as const },
      { score: 0.1, label: 'positive' as const },
    ];
    expect(scoreRows(rows, predictions).accuracy).toBeCloseTo(2 / 3);
  });

  it('splits by headline, deterministically', () => {
    expect(isDev('Tesco shares fall')).toBe(isDev('Tesco shares fall'));
    const titles = Array.from({ length: 400 }, (_, i) => `headline ${i}`);
    const dev = titles.filter(isDev).length;
    expect(dev).toBeGreaterThan(150);
    expect(dev).toBeLessThan(250);
  });
});
