import { describe, expect, it } from 'vitest';
import { CHANGE_DOWN, CHANGE_UP, markNumericChanges } from './numeric-change-en';

const direction = (text: string): string[] =>
  markNumericChanges(text.toLowerCase()).match(/_cmp(?:up|down)_/g) ?? [];

describe('markNumericChanges', () => {
  it.each([
    ['net sales increased to eur 120 million from eur 95 million', [CHANGE_UP]],
    ['price target cut to $48 from $52 at a broker', [CHANGE_DOWN]],
    ['revenue grew from 1,500 to 1,650', [CHANGE_UP]],
    ['profit was 5.1 million, compared with 3.9 million', [CHANGE_UP]],
    ['EPS $1.52 vs. $1.55 a year ago', [CHANGE_DOWN]],
    ['EPS 1 cent vs 20 cents', [CHANGE_DOWN]],
    ['margin 12,5 % from 9,8 %', [CHANGE_UP]],
    ['sales rose to 1.2 billion from 900 million', [CHANGE_UP]],
    ['loss narrowed to 3 million from 5.2', [CHANGE_DOWN]],
    ['net sales eur 58.2 mn (eur 51.8 mn)', [CHANGE_UP]],
    ['earnings per share were eur 0.12 ( eur 0.31 ) .', [CHANGE_DOWN]],
    ['order intake eur 40 mn (2008: eur 35 mn)', [CHANGE_UP]],
  ])('%s → %j', (text, expected) => {
    expect(direction(text)).toEqual(expected);
  });

  it.each([
    ['sales in 2008 compared with 2007'],
    ['margin of 5 % compared with 3 million'],
    ['the price was 10 dollars, compared with 10 dollars'],
    ['the company moved from london to paris'],
    ['shares rose 4 % on monday'],
    ['operating loss eur 2.0 mn (operating profit eur 1.1 mn)'],
    ['net sales eur 10 mn (eur 10 mn)'],
    [''],
  ])('should mark nothing in %j', (text) => {
    expect(direction(text)).toEqual([]);
  });

  it('should not pair the second figure of "from X to Y" with a later "from"', () => {
    expect(direction('sales grew from 10 to 12 million from last year 9 million')).toEqual([CHANGE_UP]);
  });

  it('should keep the text and only append markers', () => {
    const text = 'profit rose to 7 from 5';
    expect(markNumericChanges(text).startsWith(text)).toBe(true);
  });
});
