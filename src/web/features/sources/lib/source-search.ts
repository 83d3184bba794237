/** @module A source's origin country and languages in words, and the search over domain, country and language. */
import type { SourceV2 } from '../../../../contract';
import { countryName } from '../../../lib/countries';

/** "default · United Kingdom (GB) · en, de" */
export function describeSource(source: SourceV2): string {
  const country = source.originCountry
    ? `${countryName(source.originCountry) ?? source.originCountry} (${source.originCountry})`
    : 'country unknown';
  const languages = source.languages.length ? source.languages.join(', ') : 'language unknown';
  return [source.isDefaultSource ? 'default' : 'opt-in', country, languages].join(' · ');
}

/**
 * Whether a source matches the search text: part of its domain or of its country's name, or exactly
 * its country code or one of its languages (two letters match too much as a substring).
 */
export function matchesSource(source: SourceV2, needle: string): boolean {
  const q = needle.trim().toLowerCase();
  if (!q) return true;
  if (source.domain.includes(q)) return true;
  const country = source.originCountry.toLowerCase();
  if (q === country || source.languages.some((l) => l.toLowerCase() === q)) return true;
  return q.length > 2 && (countryName(source.originCountry) ?? '').toLowerCase().includes(q);
}
