import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

const AT = new Date('2026-11-03T14:30:05.123Z');

describe('exportFileName', () => {
  it('names the query and the UTC time to the second', () => {
    expect(exportFileName('ticker:AAPL -category:regulation', AT, 'csv')).toBe(
      'articles-ticker-AAPL-category-regulation-2026-11-03T14-30-05Z.csv',
    );
  });

  it('says all without a query, and keeps only file-name characters', () => {
    expect(exportFileName(undefined, AT, 'ndjson')).toBe('articles-all-2026-11-03T14-30-05Z.ndjson');
    expect(exportFileName('  "/" \\ * ? <> |  ', AT, 'csv')).toBe('articles-all-2026-11-03T14-30-05Z.csv');
    expect(exportFileName('"Société Générale"', AT, 'csv')).toBe(
      'articles-Societe-Generale-2026-11-03T14-30-05Z.csv',
    );
  });

  it('cuts a long query at 60 characters', () => {
    const name = exportFileName('word '.repeat(40), AT, 'csv');
    expect(name.length).toBeLessThanOrEqual('articles--2026-11-03T14-30-05Z.csv'.length + 60);
    expect(name).toMatch(/^articles-word(-word)+-2026-11-03T14-30-05Z\.csv$/);
  });
});
