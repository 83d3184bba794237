import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featuresEnglish } from '../sentiment/features-en';
import { eventLean } from './company-events';

const lean = (text: string): number => eventLean(featuresEnglish(text));

describe('eventLean', () => {
  it('counts what happens to a company against its holders as bad', () => {
    expect(lean('Regulator accuses the lender of misleading savers')).toBe(-1);
    expect(lean('Court invalidates the drugmaker’s patent amid bribery allegations')).toBe(-3);
  });

  it('counts approvals, upgrades and rebounds as good', () => {
    expect(lean('Broker upgrades the miner')).toBe(1);
    expect(lean('Watchdog approves the merger; shares rebound')).toBe(2);
  });

  it('turns a negated event word to the other side', () => {
    expect(lean('The chief executive was not accused of anything')).toBe(1);
    expect(lean('Regulators have not approved the drug')).toBe(-1);
  });

  it('counts each word once, and nothing in plain news', () => {
    expect(lean('Loss after loss after loss')).toBe(-1);
    expect(lean('The retailer opened a new store in Leeds on Monday')).toBe(0);
  });

  it('ignores bigrams and cue features, so the count stays within the words of the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('accused', 'upgrade', 'not', 'profit', 'rises', 'loss', 'the', 'bank'), {
          maxLength: 12,
        }),
        (words) => {
          expect(Math.abs(lean(words.join(' ')))).toBeLessThanOrEqual(words.length);
        },
      ),
    );
  });
});
