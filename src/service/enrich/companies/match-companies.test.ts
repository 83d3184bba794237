import { describe, expect, it } from 'vitest';
import { SEED_COMPANIES } from '../../companies/seed-companies';
import { matchCompanies } from './match-companies';

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
