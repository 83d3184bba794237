import { describe, expect, it } from 'vitest';
import { concededClauses } from './concessions';

const split = (text: string): { main: string[]; conceded: string[] } => {
  const { main, conceded } = concededClauses(text, [{ start: 0, end: text.length }]);
  const texts = (spans: { start: number; end: number }[]): string[] =>
    spans.map((s) => text.slice(s.start, s.end));
  return { main: texts(main), conceded: texts(conceded) };
};

describe('concededClauses', () => {
  it('concedes the clause after "despite", "although" or "though"', () => {
    expect(split('Retailer posts record sales despite weak consumer demand')).toEqual({
      main: ['Retailer posts record sales'],
      conceded: ['weak consumer demand'],
    });
    expect(split('Miner keeps its dividend although copper prices slump')).toEqual({
      main: ['Miner keeps its dividend'],
      conceded: ['copper prices slump'],
    });
  });

  it('concedes a clause that opens with the concession', () => {
    expect(split('Despite the strike, the airline raises its outlook')).toEqual({
      main: ['the airline raises its outlook'],
      conceded: ['Despite the strike'],
    });
  });

  it('leaves text without a concession whole, and other clause breaks reported', () => {
    const t = 'Bank profit falls, shares slide as costs rise';
    expect(split(t)).toEqual({ main: [t], conceded: [] });
    expect(split('Sales rise but margins fall')).toEqual({
      main: ['Sales rise but margins fall'],
      conceded: [],
    });
  });

  it('keeps every run’s clauses, in reading order', () => {
    const t = 'Apple rallies despite a probe; Intel slips though chips rally';
    const runs = [
      { start: 0, end: 29 },
      { start: 31, end: t.length },
    ];
    const { main, conceded } = concededClauses(t, runs);
    expect(main.map((s) => t.slice(s.start, s.end))).toEqual(['Apple rallies', 'Intel slips']);
    expect(conceded.map((s) => t.slice(s.start, s.end))).toEqual(['a probe', 'chips rally']);
  });
});
