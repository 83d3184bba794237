import { describe, expect, it } from 'vitest';
import { detectCountries } from './detect-countries';

describe('detectCountries', () => {
  it.each([
    { name: 'short form U.S.', text: 'U.S. stocks fall', lang: 'en', want: ['US'] },
    { name: 'US upper-case', text: 'US retail sales jump', lang: 'en', want: ['US'] },
    {
      name: 'UK and Britain',
      text: 'UK inflation rises as Britain braces for tax hikes',
      lang: 'en',
      want: ['GB'],
    },
    { name: 'South Korea', text: 'South Korea exports rise', lang: 'en', want: ['KR'] },
    { name: 'demonym', text: 'German factory orders slump', lang: 'en', want: ['DE'] },
    {
      name: 'capital as metonym',
      text: 'Beijing retaliates against Washington',
      lang: 'en',
      want: ['CN', 'US'],
    },
    {
      name: 'financial centres',
      text: 'Wall Street and Frankfurt traders brace',
      lang: 'en',
      want: ['US', 'DE'],
    },
    {
      name: 'central banks',
      text: 'Fed, Bank of Japan and PBOC in focus',
      lang: 'en',
      want: ['US', 'JP', 'CN'],
    },
    {
      name: 'most mentioned first',
      text: 'Japan and China: Japanese exporters hit, Tokyo responds',
      lang: 'en',
      want: ['JP', 'CN'],
    },
    { name: 'US state counts as US', text: 'New Mexico oil output hits record', lang: 'en', want: ['US'] },
    {
      name: 'German text',
      text: 'Die deutsche Wirtschaft schrumpft, China bremst',
      lang: 'de',
      want: ['DE', 'CN'],
    },
    { name: 'French text', text: 'Les États-Unis et la Chine négocient', lang: 'fr', want: ['US', 'CN'] },
    { name: 'Spanish text', text: 'La inflación en España baja', lang: 'es', want: ['ES'] },
    { name: 'unknown language falls back to English', text: 'Brazil raises rates', lang: 'pt', want: ['BR'] },
    {
      name: 'demonyms of smaller countries',
      text: 'Estonian and Latvian regulators open joint probe',
      lang: 'en',
      want: ['EE', 'LV'],
    },
    { name: 'a smaller capital', text: 'Volkswagen halts its Bratislava plant', lang: 'en', want: ['SK'] },
    { name: 'Macau as the press spells it', text: 'Macau casino revenue slumps', lang: 'en', want: ['MO'] },
    {
      name: 'Brexit is about the UK',
      text: 'Carmakers warn over disorderly Brexit',
      lang: 'en',
      want: ['GB'],
    },
    {
      name: 'English as the people',
      text: 'English councils call for a smoking ban',
      lang: 'en',
      want: ['GB'],
    },
    {
      name: 'a province beats its British',
      text: 'British Columbia approves LNG export project',
      lang: 'en',
      want: ['CA'],
    },
  ])('finds $name', ({ text, lang, want }) => {
    expect(detectCountries(text, lang)).toEqual(want);
  });

  it.each([
    { name: 'lower-case us', text: 'Let us see what happens' },
    { name: 'India inside Indiana is a US state', text: 'Indianapolis fund buys bonds' },
    { name: 'the bird', text: 'Thanksgiving turkey prices fall' },
    { name: 'a person called Chad', text: 'Chad Smith joins the board' },
    { name: 'a person called Jordan', text: 'Michael Jordan sells his stake' },
    { name: 'ECB and Brussels are not a country', text: 'ECB officials meet in Brussels' },
    { name: 'Latin America is a region', text: 'Latin America growth slows' },
    { name: 'company names with national words', text: 'Deutsche Bank and Bank of America shares rise' },
    { name: 'English as the language', text: 'Netflix adds more English-language shows' },
    { name: 'English before a capitalised name', text: 'English Premier League clubs lose revenue' },
    {
      name: 'company names with city words',
      text: 'Bristol-Myers Squibb and Boston Scientific beat estimates',
    },
    { name: 'a casino company named after a city', text: 'Las Vegas Sands reports record quarter' },
  ])('ignores $name', ({ text }) => {
    expect(detectCountries(text, 'en')).toEqual([]);
  });
});
