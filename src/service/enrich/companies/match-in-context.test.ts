import { describe, expect, it } from 'vitest';
import type { Company } from '../../../contract';
import type { CompanyRecord } from '../../model/company-record';
import { SEED_RECORDS } from '../../companies/company-record';
import { enrichArticle } from '../enrich-article';
import { createCompanyMatcher, matchCompanies } from './match-companies';

/** Ticker and listing venue: Merck & Co and Merck KGaA share "MRK", Anglo American and American Airlines "AAL". */
const listed = (companies: readonly Company[]): string[] =>
  companies.map((c) => `${c.ticker}@${c.primaryListing?.exchangeCode ?? ''}`).sort();
const found = (text: string, language?: string): string[] => listed(matchCompanies(text, { language }));

const FILLER =
  'The rest of the report went on to describe the weather, the traffic and a local football match. ';

describe('a name that is an ordinary word in the text language', () => {
  it.each([
    { name: 'a Spanish verb', text: 'La noticia aviva el debate sobre los tipos', language: 'es' },
    {
      name: 'a Spanish verb opening a sentence',
      text: 'Aviva el debate sobre los tipos de interés',
      language: 'es',
    },
    { name: 'a Portuguese verb', text: 'O incêndio aviva memórias antigas na região', language: 'pt' },
    { name: 'a lower-case word in unknown language', text: 'la noticia aviva el debate' },
    { name: 'a German noun', text: 'Die Allianz der Länder fordert mehr Geld für Schulen', language: 'de' },
  ])('ignores $name', ({ text, language }) => expect(found(text, language)).toEqual([]));

  it.each([
    {
      name: 'in Spanish beside finance words',
      text: 'Las acciones de Aviva suben un 3%',
      language: 'es',
      want: ['AV.@XLON'],
    },
    { name: 'in English', text: 'Aviva raises dividend', language: 'en', want: ['AV.@XLON'] },
    {
      name: 'with no language given',
      text: 'Aviva agrees to buy Direct Line',
      language: undefined,
      // Direct Line Insurance Group, a former listing since Aviva bought it.
      want: ['AV.@XLON', 'DLG@XLON'],
    },
    {
      name: 'in German beside finance words',
      text: 'Die Allianz-Aktie steigt nach starkem Quartal',
      language: 'de',
      want: ['ALV@XETR'],
    },
  ])('finds it $name', ({ text, language, want }) => expect(found(text, language)).toEqual(want));
});

describe('enrichArticle', () => {
  const article = (title: string) => ({
    link: 'https://example.com/a',
    source: 'example',
    title,
    summary: null,
    content: null,
    publishDate: new Date('2026-11-10T00:00:00Z'),
    images: [],
  });

  it('hands the detected language to the matcher', () => {
    const spanish = enrichArticle(article('Aviva el debate sobre los tipos de interés en toda la zona euro'));
    expect(spanish.language).toBe('es');
    expect(spanish.companies).toEqual([]);
    const english = enrichArticle(
      article('Aviva raises its dividend after a strong year for its savings arm'),
    );
    expect(english.companies.map((c) => c.ticker)).toEqual(['AV.']);
  });
});

describe('a name two companies share', () => {
  const MERCK_US = 'MRK@XNYS';
  const MERCK_DE = 'MRK@XETR';

  it.each([
    {
      name: 'a German city',
      text: 'Merck, based in Darmstadt, raised its forecast',
      language: 'en',
      want: MERCK_DE,
    },
    { name: 'the DAX', text: 'Merck led the DAX higher on Tuesday', language: 'en', want: MERCK_DE },
    {
      name: 'a euro amount',
      text: 'Merck will spend €1 billion on a new plant',
      language: 'en',
      want: MERCK_DE,
    },
    {
      name: 'the NYSE',
      text: 'Merck shares fell on the NYSE after the trial data',
      language: 'en',
      want: MERCK_US,
    },
    { name: 'a US product', text: 'Merck said Keytruda sales rose', language: 'en', want: MERCK_US },
    {
      name: 'German text without cues',
      text: 'Merck hebt die Prognose für das Gesamtjahr an',
      language: 'de',
      want: MERCK_DE,
    },
    {
      name: 'English text without cues',
      text: 'Merck raises its full-year forecast',
      language: 'en',
      want: MERCK_US,
    },
    {
      name: 'US in German text',
      text: 'Der US-Pharmakonzern Merck hebt die Prognose an',
      language: 'de',
      want: MERCK_US,
    },
  ])('resolves to one company by $name', ({ text, language, want }) =>
    expect(found(text, language)).toEqual([want]),
  );

  it('keeps both when both are named', () => {
    expect(found('Merck KGaA and Merck & Co. settle their dispute over the name', 'en')).toEqual([
      MERCK_DE,
      MERCK_US,
    ]);
  });
});

describe('an institution whose name contains a company name', () => {
  const withBankOfIndia = createCompanyMatcher([
    ...SEED_RECORDS,
    {
      companyId: 1_000_001,
      source: 'csv',
      name: 'Bank of India',
      aliases: [],
      ticker: 'BANKINDIA',
      exchange: null,
      country: 'IN',
      sector: null,
      industry: null,
      isin: null,
      isins: [],
      openfigi: null,
      primaryListing: { ticker: 'BANKINDIA', exchangeCode: 'XNSE', exchangeCountry: 'IN' },
      otherListings: [],
      cik: null,
      listed: true,
    } satisfies CompanyRecord,
  ]);

  it.each([
    { name: 'a central bank', text: "People's Bank of China cuts the reserve requirement ratio" },
    { name: 'a central bank, lower case', text: "the people's bank of china cut rates by 10 basis points" },
    { name: 'a policy bank', text: 'Agricultural Development Bank of China sells bonds' },
  ])('ignores $name', ({ text }) => expect(found(text)).toEqual([]));

  it('ignores a central bank that shadows an imported company', () => {
    expect(listed(withBankOfIndia.match('Reserve Bank of India holds repo rate'))).toEqual([]);
    expect(listed(withBankOfIndia.match('Bank of India shares rise 4%'))).toEqual(['BANKINDIA@XNSE']);
  });

  it.each([
    { text: 'Bank of China profit rises 5%', want: ['3988@XHKG'] },
    { text: "People's Bank of China fines Bank of China over reporting", want: ['3988@XHKG'] },
    { text: 'Agricultural Bank of China lifts lending', want: ['601288@XSHG'] },
  ])('still finds the company in "$text"', ({ text, want }) => expect(found(text)).toEqual(want));
});

describe('a ticker qualified by its exchange', () => {
  it.each([
    { text: 'Anglo American (LON: AAL) agrees to sell its coal mines', want: ['AAL@XLON'] },
    { text: 'Anglo American (AAL) agrees to sell its coal mines', want: ['AAL@XLON'] },
    { text: 'American Airlines (NASDAQ: AAL) cuts flights', want: ['AAL@XNAS'] },
    { text: 'Shares of LON: AAL rose after the sale', want: ['AAL@XLON'] },
  ])('resolves only on that exchange in "$text"', ({ text, want }) => expect(found(text)).toEqual(want));
});

describe('context around an ambiguous name', () => {
  it('does not read a later "company" as a shell company', () => {
    const text = 'Shell raised its dividend. The company did not respond to requests for comment.';
    expect(found(text)).toEqual(['SHEL@XLON']);
  });

  it('ignores a veto word far from the mention', () => {
    const text = `Shell raised its dividend after a strong quarter for LNG trading. ${FILLER.repeat(3)}Artillery fire was heard.`;
    expect(found(text)).toEqual(['SHEL@XLON']);
  });

  it('needs its evidence near the mention', () => {
    const text = `Visa rules for seasonal workers will change next spring, farmers were told. ${FILLER.repeat(3)}Tesco shares rose 2% on Tuesday.`;
    expect(found(text)).toEqual(['TSCO@XLON']);
  });

  it('still reads a shell company as a shell company', () => {
    expect(found('Prosecutors say Shell companies hid the money')).toEqual([]);
  });
});

describe('a name after an elided article', () => {
  it.each([
    {
      text: 'Les clients d’Orange ont été privés de service ; le titre a reculé de 0,3 %.',
      want: ['ORA@XPAR'],
    },
    { text: 'Amgen va racheter une activité d’EssilorLuxottica', want: ['AMGN@XNAS', 'EL@XPAR'] },
    { text: "L'Oréal relève ses prévisions", want: ['OR@XPAR'] },
  ])('finds it in "$text"', ({ text, want }) => expect(found(text, 'fr')).toEqual(want));

  it('splits nothing that starts no name', () => {
    expect(found("L'orange d'hiver est un fruit", 'fr')).toEqual([]);
  });
});

describe('names shared with places, festivals, fruit and namesakes', () => {
  it.each([
    ['the city of Aberdeen', 'Oil workers walk out in Aberdeen as North Sea talks fail', []],
    ['the asset manager', 'Aberdeen to raise 100 mln stg to seed new funds', ['ABDN@XLON']],
    ['a festival', 'Revellers pack the streets for Notting Hill Carnival', []],
    ['the cruise operator', 'Carnival cuts cruise bookings forecast', ['CCL@XNYS']],
    ['the fruit', 'A Persimmon tree shades the garden', []],
    ['the housebuilder', 'Persimmon profits jump as house prices rise', ['PSN@XLON']],
    ['Kyowa Kirin (a separate company)', 'Kyowa Kirin wins approval for new drug', []],
    ['Frasers Property (not Frasers Group)', 'Frasers Property posts higher earnings', []],
    ['the US pizza chain', "Domino's Pizza Inc raises US forecast", ['DPZ@XNAS']],
    ['its UK franchisee', "Domino's Pizza Group sales rise in UK and Ireland", ['DOM@XLON']],
    ['a former name', 'Sports Direct shares slump after profit warning', ['FRAS@XLON']],
  ])('%s', (_name, text, want) => expect(found(text, 'en')).toEqual(want));
});

describe('share and follow prompts', () => {
  it.each([
    ['a share button', 'Share this article on Twitter or Facebook', []],
    ['a follow prompt', 'Follow us on Facebook, Instagram and LinkedIn for updates', []],
    [
      'the company after "shares rose on"',
      'Shell shares rose on a Facebook deal',
      ['META@XNAS', 'SHEL@XLON'],
    ],
    ['the company in the news', 'Facebook shares its plans for a new data centre', ['META@XNAS']],
  ])('%s', (_name, text, want) => expect(found(text, 'en')).toEqual(want));
});
