/** @module Per-language phrase tables of country words, built lazily from i18n-iso-countries and country-terms. */
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import { PhraseTable } from '../companies/tokens';
import { DEMONYMS, englishTerms } from './country-terms';

for (const locale of [en, de, fr, es]) countries.registerLocale(locale);

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;

/** Alpha-2 code, or null for a phrase that only blocks shorter matches inside it. */
export type CountryValue = string | null;

const tables = new Map<string, PhraseTable<CountryValue>>();

function countryNames(language: string): Map<string, string> {
  const byName = new Map<string, string | null>();
  for (const [code, names] of Object.entries(countries.getNames(language, { select: 'all' }))) {
    for (const name of names) {
      const prev = byName.get(name);
      // A name shared by two countries ("Congo") points to neither.
      byName.set(name, prev === undefined || prev === code ? code : null);
    }
  }
  return new Map([...byName].filter((e): e is [string, string] => e[1] !== null));
}

function build(language: string): PhraseTable<CountryValue> {
  const table = new PhraseTable<CountryValue>();
  const { terms, blocked } = englishTerms();
  for (const b of blocked) table.add(b, null, false);
  const langs = language === 'en' ? ['en'] : ['en', language];
  for (const lang of langs) for (const [name, code] of countryNames(lang)) table.add(name, code, true);
  for (const [code, list] of Object.entries(terms)) for (const t of list) table.add(t, code, true);
  for (const [code, list] of Object.entries(DEMONYMS[language] ?? {}))
    for (const t of list.split(';')) table.add(t, code, false);
  return table;
}

/** The table for a language; languages without their own names fall back to English. */
export function countryTable(language: string): PhraseTable<CountryValue> {
  const lang = (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  let table = tables.get(lang);
  if (table === undefined) {
    table = build(lang);
    tables.set(lang, table);
  }
  return table;
}
