import { describe, expect, it } from 'vitest';
import { createCompanyDirectory } from './company-directory';
import { SEED_RECORDS } from './company-record';
import type { CompanyRecord } from '../model/company-record';

describe('createCompanyDirectory', () => {
  it('ranks an exact ticker, then ticker prefixes, then names and words inside them', () => {
    const tickers = createCompanyDirectory()
      .suggest('ma', 50)
      .map((c) => c.ticker);
    expect(tickers[0]).toBe('MA');
    expect(tickers.indexOf('MAR')).toBeGreaterThan(0);
    expect(tickers.indexOf('MAR')).toBeLessThan(tickers.indexOf('MPC'));
  });

  it('finds companies by the names the tagger knows, keeping the order of what their records find', () => {
    const withTagger = createCompanyDirectory();
    const recordsOnly = createCompanyDirectory(SEED_RECORDS, {});
    expect(withTagger.suggest('Mylan', 1)).toEqual([
      {
        companyId: 593,
        name: 'Viatris Inc.',
        ticker: 'VTRS',
        exchange: 'NASDAQ',
        country: 'US',
        matchedName: 'Mylan',
      },
    ]);
    expect(recordsOnly.suggest('Mylan', 1)).toEqual([]);
    const queries = new Set(
      SEED_RECORDS.flatMap((c) => [c.ticker, c.name.slice(0, 2), c.name.slice(0, 5), ...c.aliases]),
    );
    for (const q of queries) {
      const found = withTagger.suggest(q, 1000);
      const byTagger = new Set(found.filter((c) => c.matchedName !== undefined).map((c) => c.companyId));
      const ownOnly = found.filter((c) => !byTagger.has(c.companyId));
      expect(ownOnly, q).toEqual(recordsOnly.suggest(q, 1000).filter((c) => !byTagger.has(c.companyId)));
    }
  });

  it('reads a reloading catalog at each call and sends unknown fields empty', () => {
    let companies: readonly CompanyRecord[] = SEED_RECORDS;
    const directory = createCompanyDirectory({ companies: () => companies });
    expect(directory.suggest('quorvane', 5)).toEqual([]);
    companies = [
      ...SEED_RECORDS,
      {
        ...(SEED_RECORDS[0] as CompanyRecord),
        companyId: 1_000_000,
        source: 'sec',
        name: 'Quorvane Robotics Corp',
        aliases: [],
        ticker: 'QRVN',
        exchange: null,
        country: null,
      },
    ];
    expect(directory.suggest('quorvane', 5)).toEqual([
      { companyId: 1_000_000, name: 'Quorvane Robotics Corp', ticker: 'QRVN', exchange: '', country: '' },
    ]);
    expect(directory.search('robotics').map((c) => c.ticker)).toEqual(['QRVN']);
  });
});
