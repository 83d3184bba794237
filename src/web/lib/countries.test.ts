/** @module Countries by code or name, short display names, aliases. */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, searchCountries } from './countries';

describe('countries', () => {
  it('covers the ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'JP', 'IN']));
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });

  it('names a code; not a country → undefined', () => {
    expect(countryName('de')).toBe('Germany');
    expect(countryName('US')).toBe('United States');
    expect(countryName('ZZ')).toBeUndefined();
  });

  it.each([
    { name: 'exact code first', query: 'de', first: 'DE' },
    { name: 'name prefix', query: 'germ', first: 'DE' },
    { name: 'alias', query: 'uk', first: 'GB' },
    { name: 'alias inside a name', query: 'ivory', first: 'CI' },
    { name: 'upper-case name', query: 'JAPAN', first: 'JP' },
  ])('$name', ({ query, first }) => {
    expect(searchCountries(query)[0]?.code).toBe(first);
  });

  it('returns nothing for blank or unknown text, and at most the limit', () => {
    expect(searchCountries('  ')).toEqual([]);
    expect(searchCountries('qqqq')).toEqual([]);
    expect(searchCountries('a', 5)).toHaveLength(5);
  });
});
