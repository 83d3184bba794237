/** @module Sources page rows: kind, search, filter and sort. */
import { describe, expect, it } from 'vitest';
import type { SourceV2 } from '../../../../contract';
import { kindOf, sourceRows } from './source-table';

const source = (domain: string, extra: Partial<SourceV2> = {}): SourceV2 => ({
  domain,
  isDefaultSource: false,
  originCountry: 'US',
  languages: ['en'],
  ...extra,
});
const details = (
  articles: number,
  lastSuccessAt: string | null = null,
  lastErrorAt: string | null = null,
) => ({
  articles,
  enabled: true,
  polled: lastSuccessAt !== null || lastErrorAt !== null,
  lastSuccessAt,
  lastErrorAt,
  lastError: lastErrorAt ? 'fetch: HTTP 503' : null,
});

const catalogue = [
  source('www.wire.example', { isDefaultSource: true, details: details(50, '2026-11-26T10:00:00Z') }),
  source('optin.niche.example', { details: details(5, null, '2026-11-26T12:00:00Z') }),
  source('desk.mine.example', {
    isDefaultSource: true,
    isCustomSource: true,
    originCountry: 'DE',
    languages: ['de'],
    details: details(9),
  }),
  source('plain.example'),
];

describe('kindOf', () => {
  it('custom before default, the rest opt-in', () => {
    expect(catalogue.map(kindOf)).toEqual(['default', 'optIn', 'custom', 'optIn']);
  });
});

describe('sourceRows', () => {
  const domains = (rows: SourceV2[]) => rows.map((s) => s.domain);

  it('searches domains, and matches a country or language code exactly', () => {
    expect(domains(sourceRows(catalogue, { q: 'NICHE', kind: 'all', sort: 'domain' }))).toEqual([
      'optin.niche.example',
    ]);
    expect(domains(sourceRows(catalogue, { q: 'de', kind: 'all', sort: 'domain' }))).toEqual([
      'desk.mine.example',
    ]);
  });

  it('filters by kind', () => {
    expect(domains(sourceRows(catalogue, { q: '', kind: 'optIn', sort: 'domain' }))).toEqual([
      'optin.niche.example',
      'plain.example',
    ]);
    expect(domains(sourceRows(catalogue, { q: '', kind: 'custom', sort: 'domain' }))).toEqual([
      'desk.mine.example',
    ]);
  });

  it('sorts by articles (most first), last success and last error (latest first); sources without details last', () => {
    expect(domains(sourceRows(catalogue, { q: '', kind: 'all', sort: 'articles' }))).toEqual([
      'www.wire.example',
      'desk.mine.example',
      'optin.niche.example',
      'plain.example',
    ]);
    expect(domains(sourceRows(catalogue, { q: '', kind: 'all', sort: 'lastError' }))[0]).toBe(
      'optin.niche.example',
    );
    expect(domains(sourceRows(catalogue, { q: '', kind: 'all', sort: 'lastSuccess' }))[0]).toBe(
      'www.wire.example',
    );
  });
});
