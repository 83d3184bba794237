import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../contract';
import { classifyCategories } from '../categories/classify-categories';
import { detectCountries } from '../countries/detect-countries';
import { matchCompanies } from './match-companies';
import { PhraseTable, foldText, tokenize } from './tokens';

describe('tokenize', () => {
  it.each([
    { name: 'possessive dropped', text: "Apple's profit", want: ['apple', 'profit'] },
    { name: 'accents folded', text: 'Société Générale', want: ['societe', 'generale'] },
    { name: 'hyphen splits', text: 'Coca-Cola', want: ['coca', 'cola'] },
    { name: 'inner apostrophe kept', text: "L'Oréal", want: ["l'oreal"] },
    { name: 'dots split', text: 'U.S. stocks', want: ['u', 's', 'stocks'] },
  ])('$name', ({ text, want }) => {
    expect(tokenize(foldText(text)).map((t) => t.lower)).toEqual(want);
  });
});

describe('PhraseTable', () => {
  it.each([
    { name: 'longest phrase wins', text: 'New York and York', want: ['ny', 'york'] },
    { name: 'case-sensitive entry needs its capitals', text: 'let us go', want: [] },
    { name: 'case-sensitive entry in upper case', text: 'US AND YORK', want: ['us', 'york'] },
  ])('$name', ({ text, want }) => {
    const table = new PhraseTable<string>();
    table.add('New York', 'ny', false);
    table.add('York', 'york', false);
    table.add('US', 'us', true);
    expect(table.scan(tokenize(foldText(text))).map((h) => h.phrase.value)).toEqual(want);
  });
});

describe('enrich stages on arbitrary text', () => {
  it('never throw and return well-formed values', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('en', 'de', 'fr', 'es', 'xx'),
        (text, lang) => {
          const cats = classifyCategories(text, lang);
          expect(cats.length).toBeLessThanOrEqual(3);
          expect(new Set(cats).size).toBe(cats.length);
          for (const c of cats) expect(CATEGORIES).toContain(c);
          for (const code of detectCountries(text, lang)) expect(code).toMatch(/^[A-Z]{2}$/);
          const ids = matchCompanies(text).map((c) => c.companyId);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
