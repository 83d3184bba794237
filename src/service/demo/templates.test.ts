import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../contract';
import { SEED_COMPANIES, seedCompanyById } from '../companies/seed-companies';
import { JA_COMPANY_NAMES } from './lang-ja';
import {
  CHIPMAKERS,
  CRYPTO_TREASURY_TICKERS,
  DEFENCE_TICKERS,
  DRUGMAKERS,
  MINERS,
  OIL_MAJORS,
  PAYMENTS,
  POWER,
} from './picks';
import { PARAGRAPHS, TEMPLATES } from './templates';
import { COUNTRY_NAMES, LANGS } from './vocab';

const SLOTS = new Set(
  'co co_short co_name co_country co2 co2_name pct pct_idx pct_small pct_cpi pct_mid pct_big amount amount_m jobs cut_jobs n pmi pmi_low quarter q_short month year bank bank_long rate bps index level agency country country2 cmd cmd_price coin coin_price'.split(
    ' ',
  ),
);

describe('templates', () => {
  it.each(LANGS)('%s covers all 13 categories and all three polarities', (lang) => {
    const list = TEMPLATES[lang];
    expect(new Set(list.flatMap((t) => t.categories))).toEqual(new Set(CATEGORIES));
    expect(new Set(list.map((t) => t.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']));
    for (const category of CATEGORIES) expect(PARAGRAPHS[lang].context[category].length).toBeGreaterThan(0);
  });

  it('use only known slots, a second company only with a first, and at most three categories', () => {
    for (const t of Object.values(TEMPLATES).flat()) {
      const slots = [...t.titleSlots, ...t.summarySlots];
      for (const s of slots) expect(SLOTS.has(s), `${t.id}: {${s}}`).toBe(true);
      if (slots.some((s) => s.startsWith('co2')))
        expect(
          slots.some((s) => /^co(_|$)/.test(s)),
          t.id,
        ).toBe(true);
      expect(t.categories.length).toBeLessThanOrEqual(3);
    }
  });

  it('have unique ids', () => {
    const ids = Object.values(TEMPLATES).flatMap((list) => list.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('vocabulary', () => {
  it('names the country of every listed seed company (the ones the demo writes about) in every language', () => {
    for (const c of SEED_COMPANIES.filter((s) => s.listed))
      expect(COUNTRY_NAMES[c.country], c.country).toBeDefined();
  });

  it('refers only to seed companies, tickers and industries', () => {
    for (const id of Object.keys(JA_COMPANY_NAMES)) expect(seedCompanyById(Number(id)), id).toBeDefined();
    expect(seedCompanyById(253)?.ticker).toBe('7203');
    const tickers = new Set(SEED_COMPANIES.filter((c) => c.listed).map((c) => c.ticker));
    for (const t of [...DEFENCE_TICKERS, ...CRYPTO_TREASURY_TICKERS]) expect(tickers.has(t), t).toBe(true);
    const industries = new Set(SEED_COMPANIES.filter((c) => c.listed).map((c) => c.industry));
    for (const i of [...CHIPMAKERS, ...DRUGMAKERS, ...OIL_MAJORS, ...MINERS, ...PAYMENTS, ...POWER]) {
      expect(industries.has(i), i).toBe(true);
    }
  });
});
