import { describe, expect, it } from 'vitest';
import { CATEGORIES, SENTIMENTS } from '../../contract';
import { SEED_RECORDS } from '../companies/company-record';
import { quorvaneRecord } from '../companies/testing/imported-company-record';
import { createCompanyMatcher } from './companies/match-companies';
import { enrichArticle, enrichmentText } from './enrich-article';

const base = {
  link: 'https://www.example.com/markets/apple-results',
  source: 'www.example.com',
  publishDate: new Date('2025-05-02T20:00:00Z'),
  images: [],
  content: null,
};

describe('enrichArticle', () => {
  it('should run every stage and keep the raw fields', () => {
    const input = enrichArticle({
      ...base,
      title: 'Apple shares jump after record iPhone sales beat Wall Street estimates',
      summary: 'Apple Inc. reported quarterly revenue well above analyst expectations in the United States.',
    });
    expect(input.link).toBe(base.link);
    expect(input.source).toBe(base.source);
    expect(input.publishDate).toEqual(base.publishDate);
    expect(input.language).toBe('en');
    expect(SENTIMENTS).toContain(input.sentiment);
    expect(input.confidence).toBeGreaterThanOrEqual(0);
    expect(input.confidence).toBeLessThanOrEqual(1);
    for (const c of input.categories) expect(CATEGORIES).toContain(c);
    expect(input.countries.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(Array.isArray(input.companies)).toBe(true);
  });

  it('should detect a language other than English', () => {
    const input = enrichArticle({
      ...base,
      title: 'Die Europäische Zentralbank hat die Leitzinsen erneut angehoben',
      summary:
        'Die Notenbank reagiert damit auf die anhaltend hohe Inflation im Euroraum, sagte die Präsidentin.',
    });
    expect(input.language).toBe('de');
  });
});

describe('enrichArticle with the store companies', () => {
  const quorvane = quorvaneRecord(1_000_000);
  const raw = { ...base, title: 'Quorvane Robotics shares jump after Apple Inc. order', summary: null };

  it('should tag from the matcher it is given, the bundled seed by default', () => {
    const withStore = enrichArticle(raw, createCompanyMatcher([...SEED_RECORDS, quorvane]));
    expect(withStore.companies.map((c) => c.ticker).sort()).toEqual(['AAPL', 'QRVN']);
    expect(enrichArticle(raw).companies.map((c) => c.ticker)).toEqual(['AAPL']);
  });
});

describe('enrichmentText', () => {
  it('should use only the first 2,000 characters of content', () => {
    const text = enrichmentText({ title: 'T', summary: null, content: 'x'.repeat(5_000) });
    expect(text).toBe(`T\n\n${'x'.repeat(2_000)}`);
  });
});
