/** @module Sources are described and found by domain, origin country (code or name) and language. */
import { describe, expect, it } from 'vitest';
import type { SourceV2 } from '../../../../contract';
import { describeSource, matchesSource } from './source-search';

const wire: SourceV2 = {
  domain: 'www.wire.example',
  isDefaultSource: true,
  originCountry: 'GB',
  languages: ['en', 'de'],
};
const bare: SourceV2 = { domain: 'notes.example', isDefaultSource: false, originCountry: '', languages: [] };

describe('describeSource', () => {
  it('says default or opt-in, the origin country by name and code, and the languages', () => {
    expect(describeSource(wire)).toBe('default · United Kingdom (GB) · en, de');
    expect(describeSource(bare)).toBe('opt-in · country unknown · language unknown');
  });
});

describe('matchesSource', () => {
  it.each([
    { name: 'empty search', needle: ' ', wire: true, bare: true },
    { name: 'part of a domain', needle: 'WIRE', wire: true, bare: false },
    { name: 'country code, exactly', needle: 'gb', wire: true, bare: false },
    { name: 'part of a country name', needle: 'kingdom', wire: true, bare: false },
    { name: 'a language', needle: 'de', wire: true, bare: false },
    { name: 'two letters are not a substring search', needle: 'ex', wire: true, bare: true },
    { name: 'no match', needle: 'fr', wire: false, bare: false },
  ])('$name', ({ needle, wire: wireMatches, bare: bareMatches }) => {
    expect(matchesSource(wire, needle)).toBe(wireMatches);
    expect(matchesSource(bare, needle)).toBe(bareMatches);
  });
});
