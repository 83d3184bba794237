import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidFigi, isValidIsin } from './isin';
import { SEED_COMPANIES } from './seed-companies';

describe('isValidIsin', () => {
  it.each(['US0378331005', 'DE0007164600', 'JP3633400001', 'GB00BP6MXD84', 'CNE100000RJ0', 'AN8068571086'])(
    'accepts %s',
    (isin) => expect(isValidIsin(isin)).toBe(true),
  );

  it.each([
    ['a wrong check digit', 'US0378331006'],
    ['lower case', 'us0378331005'],
    ['too short', 'US037833100'],
    ['a letter as check digit', 'US037833100X'],
    ['two swapped digits', 'US0378313005'],
  ])('rejects %s', (_, isin) => expect(isValidIsin(isin)).toBe(false));

  it('catches every single-digit change of a valid ISIN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 11 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const isin = 'US0378331005';
        const ch = isin.charAt(pos);
        if (!/\d/.test(ch)) return;
        const changed = isin.slice(0, pos) + String((Number(ch) + delta) % 10) + isin.slice(pos + 1);
        expect(isValidIsin(changed)).toBe(false);
      }),
    );
  });
});

describe('isValidFigi', () => {
  it.each(['BBG000B9XRY4', 'BBG000BPH459', 'BBG009S39JX6', 'BBG023CY9MM1'])('accepts %s', (figi) =>
    expect(isValidFigi(figi)).toBe(true),
  );

  it.each([
    ['a wrong check digit', 'BBG000B9XRY5'],
    ['a vowel', 'BBG000B9XRA4'],
    ['a prefix other than BBG', 'BBB000B9XRY4'],
    ['too long', 'BBG000B9XRY44'],
  ])('rejects %s', (_, figi) => expect(isValidFigi(figi)).toBe(false));
});

describe('the bundled seed', () => {
  it('carries only ISINs with a valid check digit', () => {
    const bad = SEED_COMPANIES.flatMap((c) =>
      c.isins.filter((i) => !isValidIsin(i)).map((i) => `${c.ticker}: ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it('carries only well-formed FIGIs (BBG, 8 consonants or digits, check digit)', () => {
    const bad = SEED_COMPANIES.filter((c) => c.openfigi !== null && !isValidFigi(c.openfigi));
    expect(bad.map((c) => `${c.ticker}: ${c.openfigi ?? ''}`)).toEqual([]);
  });
});
