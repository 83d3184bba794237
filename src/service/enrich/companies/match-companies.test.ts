import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../model/company-record';
import { SEED_RECORDS } from '../../companies/company-record';
import { SEED_COMPANIES } from '../../companies/seed-companies';
import { createCompanyMatcher, matchCompanies } from './match-companies';

const tickersOf = (text: string): string[] => matchCompanies(text).map((c) => c.ticker);
const confidenceOf = (text: string, ticker: string): number =>
  Number(matchCompanies(text).find((c) => c.ticker === ticker)?.confidence ?? Number.NaN);

describe('matchCompanies', () => {
  it.each([
    { name: 'cashtag', text: '$AAPL and $MSFT lead the tech rally', want: ['AAPL', 'MSFT'] },
    { name: 'exchange-qualified in parentheses', text: 'Coca-Cola (NYSE:KO) raises dividend', want: ['KO'] },
    { name: 'LSE-qualified ticker with trailing dot in seed', text: 'BP (LSE: BP) cuts jobs', want: ['BP.'] },
    { name: 'full legal name', text: 'Exxon Mobil Corporation posts higher profit', want: ['XOM'] },
    { name: 'possessive', text: "Nvidia's revenue doubles", want: ['NVDA'] },
    { name: 'accents optional', text: 'Societe Generale and Hermès report results', want: ['GLE', 'RMS'] },
    { name: 'hyphen or space', text: 'Coca Cola and Mercedes Benz sign deal', want: ['KO', 'MBG'] },
    { name: 'longest name wins', text: 'Siemens Energy shares soar', want: ['ENR'] },
    { name: 'nested bank names', text: 'Agricultural Bank of China lifts lending', want: ['601288'] },
    { name: 'umlaut transliteration', text: 'Deutsche Boerse to buy data firm', want: ['DB1'] },
    { name: 'former name', text: 'Royal Dutch Shell pulls plug on Arctic exploration', want: ['SHEL'] },
    { name: 'bare unambiguous ticker', text: 'NVDA and MSFT rally into the close', want: ['NVDA', 'MSFT'] },
    {
      name: 'name glued to a section label',
      text: 'CompaniesTesco bumps up pay for store staff',
      want: ['TSCO'],
    },
    { name: 'ticker glued to a section label', text: 'MarketsBP promotes upstream boss', want: ['BP.'] },
    { name: 'UTF-8 read as Latin-1', text: 'Deutsche BÃ¶rse shares rise', want: ['DB1'] },
    {
      name: 'a surname alias with company context',
      text: 'Pearson shares fall as textbook sales slide',
      want: ['PSON'],
    },
    { name: 'a rating agency', text: "Moody's downgrades Italy's credit rating", want: ['MCO'] },
    { name: 'a former name', text: 'Royal Bank of Scotland to cut 1,000 jobs', want: ['NWG'] },
    {
      name: 'a one-word short name, capitalised',
      text: 'Booking lifts its outlook on travel demand',
      want: ['BKNG'],
    },
    {
      name: 'a name spelt from a lower-case letter',
      text: 'Shares in easyJet fall after warning',
      want: ['EZJ'],
    },
    { name: 'ADP beside payroll words', text: 'U.S. private payrolls rise by 129,000: ADP', want: ['ADP'] },
    { name: 'ICE beside exchange words', text: 'NYSE-owner ICE beats profit view', want: ['ICE'] },
    { name: "Eaton's ticker in parentheses", text: 'Eaton (ETN) raises outlook', want: ['ETN'] },
    { name: 'Strategy beside bitcoin', text: 'Strategy buys more bitcoin as shares rise', want: ['MSTR'] },
  ])('finds $name', ({ text, want }) => {
    expect(tickersOf(text).sort()).toEqual([...want].sort());
  });

  it.each([
    { name: 'Apple the fruit', text: 'Apple pie recipe wins county fair' },
    { name: 'Amazon the rainforest', text: 'Amazon rainforest fires rage on' },
    { name: 'inflation target', text: 'Fed keeps 2% inflation Target in place' },
    { name: 'travel visa', text: 'Student Visa applications fall sharply' },
    { name: 'shell company', text: 'Prosecutors say Shell companies hid the money' },
    { name: 'common-word tickers bare', text: 'IT is ALL about NOW, KEY and CAT' },
    { name: 'lower-case common word', text: 'a shell and an apple on the table' },
    { name: 'person named Ford', text: 'Ontario premier Doug Ford calls snap vote' },
    { name: 'exchange prefix is not the operator', text: 'LSE: VOD' },
    { name: 'futures symbol', text: '$ES_F cup-and-handle on the 15-minute' },
    { name: 'glued words that start no name', text: 'WhatsApp and YouTube executives meet' },
    { name: 'a cashtag read as a name', text: 'What a day. $SPY $SAGE' },
    { name: 'a moody market', text: 'A moody market shrugs off weak data' },
    { name: 'a Michelin star', text: 'Chef wins third Michelin star for seafood restaurant' },
    { name: 'a person named Hilton', text: 'Paris Hilton launches new perfume line' },
    { name: 'a neuron', text: 'Scientists map every axon in a fly brain' },
    { name: 'a bird', text: 'Kingfisher birds return to the river' },
    { name: 'a one-word name as a lower-case word', text: 'Ride-hailing app adds hourly booking option' },
    {
      name: 'a person named in a CEO story',
      text: 'Valeant Said to Name New CEO With Pearson Still Hospitalized',
    },
    {
      name: 'Groupe ADP, the Paris airports operator',
      text: "France's ADP loses 3 million euros a day in sales",
    },
    { name: 'ICE, the immigration agency', text: 'Lawsuit says ICE detained migrants at job sites' },
    { name: 'an exchange-traded note', text: 'Bank says it will delist its volatility ETN' },
    {
      name: 'a strategy in a title-case headline',
      text: 'Carmaker Outlines New EV Strategy As Shares Fall 3%',
    },
  ])('ignores $name', ({ text }) => {
    expect(tickersOf(text).filter((t) => t !== 'VOD')).toEqual([]);
  });

  it.each([
    { name: 'cashtag', text: '$TSLA slides', ticker: 'TSLA', min: 0.95, max: 1 },
    { name: 'exchange-qualified', text: '(NASDAQ: AAPL) rises', ticker: 'AAPL', min: 0.95, max: 1 },
    { name: 'full name', text: 'Exxon Mobil beats', ticker: 'XOM', min: 0.9, max: 0.9 },
    { name: 'name without legal suffix', text: 'Tesco cuts prices', ticker: 'TSCO', min: 0.9, max: 0.9 },
    { name: 'unambiguous alias', text: 'VW recalls cars', ticker: 'VOW3', min: 0.85, max: 0.85 },
    {
      name: 'context-dependent alias',
      text: 'Apple shares rise after iPhone launch',
      ticker: 'AAPL',
      min: 0.6,
      max: 0.75,
    },
    {
      name: 'ambiguous alias with finance words',
      text: 'Target shares slump',
      ticker: 'TGT',
      min: 0.6,
      max: 0.75,
    },
  ])('gives $name confidence in range', ({ text, ticker, min, max }) => {
    const c = confidenceOf(text, ticker);
    expect(c).toBeGreaterThanOrEqual(min);
    expect(c).toBeLessThanOrEqual(max);
  });

  it('returns each company once, best confidence first, as wire companies', () => {
    const got = matchCompanies('$AAPL: Apple Inc. says Apple shares hit a record');
    expect(got.map((c) => c.ticker)).toEqual(['AAPL']);
    expect(got[0]?.confidence).toBe('0.96');
    expect(got[0]?.primaryListing?.exchangeCode).toBe('XNAS');
  });

  it('accepts another reference set', () => {
    const only = SEED_COMPANIES.filter((c) => c.ticker === 'TSCO');
    expect(matchCompanies('Tesco and Apple Inc. results', { companies: only }).map((c) => c.ticker)).toEqual([
      'TSCO',
    ]);
  });
});

const importedCompany = (companyId: number, name: string, ticker: string): CompanyRecord => ({
  companyId,
  source: 'sec',
  name,
  aliases: [],
  ticker,
  exchange: 'NYSE',
  country: null,
  sector: null,
  industry: null,
  isin: null,
  isins: [],
  openfigi: null,
  primaryListing: { ticker, exchangeCode: 'XNYS', exchangeCountry: 'US' },
  otherListings: [],
  cik: companyId,
  listed: true,
});

describe('matching imported companies', () => {
  const matcher = createCompanyMatcher([
    ...SEED_RECORDS,
    importedCompany(1_000_001, 'ZENTRIX TECH HOLDINGS INC', 'ZTX'),
    importedCompany(1_000_002, 'TARGET HOSPITALITY CORP.', 'TH'),
    importedCompany(1_000_003, 'BEST BUY CO INC', 'BBY'),
    importedCompany(1_000_004, 'GLOBAL PAYMENTS INC', 'GPN'),
    importedCompany(1_000_005, 'NOW INC', 'DNOW'),
    importedCompany(1_000_006, 'ALLSTATE CORP', 'ALL'),
    importedCompany(1_000_007, 'NEW YORK MORTGAGE TRUST INC', 'NYMT'),
    importedCompany(1_000_008, 'Madison Square Garden Sports Corp.', 'MSGS'),
    importedCompany(1_000_009, 'Madison Square Garden Entertainment Corp.', 'MSGE'),
    importedCompany(1_000_010, 'APPLE HOSPITALITY REIT INC', 'APLE'),
    importedCompany(1_000_011, 'ZENTRIX MOTORS INC', 'ZMO'),
    importedCompany(1_000_012, 'Zentrix Motors Corp /DE/', 'ZMC'),
  ]);
  const tickers = (text: string): string[] => matcher.match(text).map((c) => c.ticker);

  it.each([
    {
      name: 'a distinctive name of two words',
      text: 'Zentrix Tech rallies after Army contract',
      want: ['ZTX'],
    },
    { name: 'its legal name', text: 'Target Hospitality Corp. misses estimates', want: ['TH'] },
    { name: 'a cashtag', text: '$GPN and $BBY slide', want: ['GPN', 'BBY'] },
    { name: 'an exchange-qualified ticker', text: 'Allstate (NYSE: ALL) raises dividend', want: ['ALL'] },
    {
      name: 'a generic name beside its ticker',
      text: 'Global Payments (GPN) to buy Worldpay',
      // Worldpay Group, a former listing, by its name.
      want: ['GPN', 'WPG'],
    },
    { name: 'a short form beside its cashtag', text: 'Zentrix jumps; $ZTX up 9%', want: ['ZTX'] },
    {
      name: 'the seed owner of a shared word',
      text: 'Apple shares rise after iPhone launch',
      want: ['AAPL'],
    },
  ])('finds $name', ({ text, want }) => expect(tickers(text).sort()).toEqual([...want].sort()));

  it.each([
    { name: 'generic names as ordinary phrases', text: 'The Best Buy For Global Payments Is Now' },
    { name: 'common-word tickers written bare', text: 'ALL of NOW, BBY and TH are on sale' },
    { name: 'a lower-case phrase', text: 'zentrix tech and target hospitality are words here' },
    { name: 'a city a name shortens to', text: 'New York hits Juul with a lawsuit' },
    { name: 'a short form no ticker backs', text: 'Zentrix wins Army deal' },
    { name: 'a short form two imports share', text: 'Madison Square Garden Q2 EPS $3.93' },
    { name: 'a name two imports share', text: 'Zentrix Motors recalls 10,000 cars' },
  ])('ignores $name', ({ text }) => expect(tickers(text)).toEqual([]));

  it('tags an imported company below a reviewed seed name', () => {
    const [company] = matcher.match('Zentrix Tech Holdings Inc. files 10-K');
    expect(company).toMatchObject({ ticker: 'ZTX', exchange: 'NYSE', isin: '', country: '' });
    expect(Number(company?.confidence)).toBeLessThan(0.9);
  });
});
