import { describe, expect, it } from 'vitest';
import type { Company } from '../../../contract';
import { SEED_RECORDS } from '../../companies/company-record';
import type { CompanyRecord } from '../../model/company-record';
import { createCompanyMatcher, matchCompanies } from './match-companies';

/** Ticker and listing venue, sorted: a former listing's ticker may be a listed company's elsewhere (LIN). */
const listed = (companies: readonly Company[]): string[] =>
  companies.map((c) => `${c.ticker}@${c.primaryListing?.exchangeCode ?? ''}`).sort();
const found = (text: string): string[] => listed(matchCompanies(text));

describe('a former listing', () => {
  it.each([
    { text: 'Shire agrees Baxalta deal', want: ['BXLT@XNYS', 'SHP@XLON'] },
    { text: 'Shell to buy BG Group in $70bn takeover', want: ['BG.@XLON', 'SHEL@XLON'] },
    { text: 'SABMiller rejects AB InBev approach', want: ['ABI@XBRU', 'SAB@XLON'] },
    { text: 'Comcast outbids Fox to win control of Sky', want: ['CMCSA@XNAS', 'SKY@XLON'] },
    { text: 'Wm Morrison Supermarkets posts first sales rise in years', want: ['MRW@XLON'] },
    { text: 'Carillion collapses into liquidation', want: ['CLLN@XLON'] },
    { text: 'Monsanto weedkiller verdict hits Bayer', want: ['BAYN@XETR', 'MON@XNYS'] },
    { text: 'Linde AG and Praxair agree merger of equals', want: ['LIN@XETR', 'PX@XNYS'] },
    { text: 'Wirecard files for insolvency', want: ['WDI@XETR'] },
  ])('is found by name: $text', ({ text, want }) => expect(found(text)).toEqual(want));

  it('comes out as a plain wire company, like a listed one', () => {
    const [shire] = matchCompanies('Shire plc raises guidance');
    expect(shire).toMatchObject({ name: 'Shire plc', ticker: 'SHP', exchange: 'LONDON_STOCK_EXCHANGE' });
    expect(Object.keys(shire ?? {})).not.toContain('listed');
  });

  it.each([
    { name: 'a cashtag', text: '$SHP jumps on bid talk' },
    { name: 'a bare ticker', text: 'SHP shares rise 3% in London' },
    { name: 'an exchange-qualified ticker', text: 'Drugmaker jumps on bid talk (LON: SHP)' },
    { name: 'a US cashtag', text: '$TWTR and $MON slide' },
    { name: 'a NYSE-qualified ticker', text: 'Deal talk lifts NYSE: RHT' },
  ])('is never found by its old ticker: $name', ({ text }) => expect(found(text)).toEqual([]));

  it('leaves its old ticker to the company that has it now', () => {
    const mondayCorp: CompanyRecord = {
      ...(SEED_RECORDS[0] as CompanyRecord),
      companyId: 1_000_123,
      source: 'sec',
      name: 'Monday Holdings Inc',
      aliases: [],
      ticker: 'MON',
      exchange: 'NYSE',
      isin: null,
      isins: [],
      openfigi: null,
      primaryListing: { ticker: 'MON', exchangeCode: 'XNYS', exchangeCountry: 'US' },
      otherListings: [],
      cik: 1_000_123,
      listed: true,
    };
    const matcher = createCompanyMatcher([...SEED_RECORDS, mondayCorp]);
    expect(listed(matcher.match('$MON jumps after results'))).toEqual(['MON@XNYS']);
    expect(matcher.match('$MON jumps after results')[0]?.name).toBe('Monday Holdings Inc');
    expect(matcher.match('Monsanto faces new lawsuits')[0]?.name).toBe('Monsanto Company');
  });

  it('gives way to a listed company that goes by the same name', () => {
    expect(found('Linde shares rise on hydrogen demand')).toEqual(['LIN@XNAS']);
  });

  it('keeps its name from an unreviewed import of the same name, which its ticker still finds', () => {
    const issuer: CompanyRecord = {
      ...(SEED_RECORDS[0] as CompanyRecord),
      companyId: 1_000_124,
      source: 'sec',
      name: 'Carillion Holdings Inc',
      aliases: [],
      ticker: 'CRLN',
      exchange: 'NASDAQ',
      isin: null,
      isins: [],
      openfigi: null,
      primaryListing: { ticker: 'CRLN', exchangeCode: 'XNAS', exchangeCountry: 'US' },
      otherListings: [],
      cik: 1_000_124,
      listed: true,
    };
    const matcher = createCompanyMatcher([...SEED_RECORDS, issuer]);
    expect(matcher.match('Carillion collapses into liquidation').map((c) => c.name)).toEqual([
      'Carillion plc',
    ]);
    expect(matcher.match('$CRLN jumps 9% on contract win').map((c) => c.name)).toEqual([
      'Carillion Holdings Inc',
    ]);
  });
});

describe('a former name that is also an ordinary word, place or person', () => {
  it.each([
    { text: 'Sky raises prices for broadband customers', want: ['SKY@XLON'] },
    { text: 'Sky shares jump 5% as Comcast bid looms', want: ['CMCSA@XNAS', 'SKY@XLON'] },
    { text: 'Shire says synergy goals from Baxalta deal higher', want: ['BXLT@XNYS', 'SHP@XLON'] },
    { text: 'Shire shares fall 4% after drug trial setback', want: ['SHP@XLON'] },
    { text: 'Staples to close 70 stores as sales slump', want: ['SPLS@XNAS'] },
    { text: 'Sprint and T-Mobile agree merger', want: ['S@XNYS', 'TMUS@XNAS'] },
    { text: 'Cobham agrees £4bn takeover by Advent', want: ['COB@XLON'] },
  ])('is found in company context: $text', ({ text, want }) => expect(found(text)).toEqual(want));

  it.each([
    { name: 'the sky, lower case', text: 'Clear skies: the sky over London stays blue all week' },
    { name: 'the sky as an idiom', text: 'Sky is the limit for emerging markets, fund managers say' },
    { name: 'a county', text: 'Aberdeenshire council approves new housing plan' },
    { name: 'the shires', text: 'Tories fear losing the Shire vote in rural county seats' },
    { name: 'consumer staples', text: 'Consumer Staples lead the market higher as investors turn defensive' },
    { name: 'a sprint', text: 'Bolt wins Sprint title at the Olympic athletics final' },
    { name: 'a canal', text: 'Suez Canal traffic falls as ships avoid the Red Sea' },
    { name: 'a person', text: 'Cory Booker launches his presidential campaign' },
    { name: 'a lower-case phrase', text: 'the trader has a direct line to the chief executive' },
  ])('is not found as $name', ({ text }) => expect(found(text)).toEqual([]));

  it('is not read inside a compound name further into the text', () => {
    expect(found('Uber and CitySprint face MPs over gig economy')).toEqual(['UBER@XNYS']);
    expect(found('MarketsShire up 2.5% on Baxalta deal')).toEqual(['BXLT@XNYS', 'SHP@XLON']);
  });

  it('needs the full name where the short one says too little: BG Group, not BG', () => {
    expect(found('Shell and BG shareholders to vote on deal')).toEqual(['SHEL@XLON']);
    expect(found('Smith says rates will rise')).toEqual([]);
    expect(found('DS Smith agrees takeover by International Paper')).toEqual(['SMDS@XLON']);
  });

  it('is not read inside a channel or a later company that carries its name', () => {
    expect(found('Minister tells Sky News the budget is on track')).toEqual([]);
    expect(found('Yahoo Finance survey finds investors upbeat')).toEqual([]);
    expect(found('Binance chief posted on X, formerly Twitter, that he made mistakes')).toEqual([]);
    expect(found('CRH backs Lafarge Holcim asset buy')).toEqual(['CRH@XNYS']);
  });

  it('is not tagged where news only cites a platform as the place someone wrote', () => {
    expect(found('The minister said in a post on LinkedIn that talks had stalled')).toEqual([]);
    expect(found('Nvidia chief tweeted on Twitter that demand was strong')).toEqual(['NVDA@XNAS']);
    expect(found('Musk completes $44bn takeover of Twitter')).toEqual(['TWTR@XNYS']);
    expect(found('Microsoft to buy LinkedIn for $26.2bn')).toEqual(['LNKD@XNYS', 'MSFT@XNAS']);
  });
});
