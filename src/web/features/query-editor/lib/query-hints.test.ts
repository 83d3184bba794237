import { describe, expect, it } from 'vitest';
import { checkQuery } from '../../../lib/query-language';
import { queryHints, tickerCandidates, type HintContext } from './query-hints';

const ctx: HintContext = {
  isTicker: (s) => ['AAPL', 'SAP', 'BRK.B'].includes(s),
  sources: ['www.reuters.com', 'www.ft.com', 'markets.ledger.example'],
};

function hints(text: string, context = ctx) {
  const check = checkQuery(text);
  if (!check.ok) throw new Error(`bad test query ${text}`);
  return queryHints(text, check.ast, context);
}

describe('queryHints', () => {
  it('a country by name suggests its code, in place', () => {
    expect(hints('energy country:Germany')).toEqual([
      {
        message: 'country: takes two-letter codes: “Germany” matches nothing; Germany is country:DE.',
        fixed: 'energy country:DE',
        label: 'Use country:DE',
      },
    ]);
    expect(hints('-country:"United Kingdom" oil')[0]?.fixed).toBe('-country:GB oil');
  });

  it('a valid code gives no hint; a two-letter non-country says so', () => {
    expect(hints('country:de')).toEqual([]);
    expect(hints('country:XY')).toEqual([
      { message: 'XY is not an ISO 3166-1 country code.', fixed: null, label: '' },
    ]);
  });

  it('a bare word that is also a ticker offers ticker:', () => {
    expect(hints('AAPL OR nvidia')).toEqual([
      {
        message:
          'AAPL searches the words of articles; ticker:AAPL finds the articles tagged with the company.',
        fixed: 'ticker:AAPL OR nvidia',
        label: 'Use ticker:AAPL',
      },
    ]);
    expect(hints('(earnings BRK.B)')[0]?.fixed).toBe('(earnings ticker:BRK.B)');
  });

  it('no ticker hint for words that are not tickers, lower-case words or phrases', () => {
    expect(hints('NVDA')).toEqual([]);
    expect(hints('aapl "AAPL"')).toEqual([]);
    expect(hints('ticker:AAPL')).toEqual([]);
  });

  it('a source without its host prefix suggests the known domain', () => {
    expect(hints('source:reuters.com')).toEqual([
      {
        message: 'No source is called reuters.com; sources are exact domains, such as www.reuters.com.',
        fixed: 'source:www.reuters.com',
        label: 'Use source:www.reuters.com',
      },
    ]);
    expect(hints('source:www.ft.com')).toEqual([]);
    expect(hints('source:nothing.example')[0]).toMatchObject({ fixed: null });
    expect(hints('source:nothing.example', { ...ctx, sources: [] })).toEqual([]);
  });

  it('tickerCandidates lists the bare words written like tickers, once', () => {
    const check = checkQuery('AAPL apple "MSFT" AAPL -SAP ticker:NVDA BRK.B');
    expect(check.ok && tickerCandidates(check.ast)).toEqual(['AAPL', 'SAP', 'BRK.B']);
  });
});
