import { describe, expect, it } from 'vitest';
import { SEED_COMPANIES } from '../companies/seed-companies';
import { companyForms, pickCompany } from './company-pick';
import { createRng } from './prng';
import { SOURCE_PROFILES } from './sources';
import { TEMPLATES } from './templates';
import { LANGS } from './vocab';

describe('pickCompany', () => {
  const former = new Set(SEED_COMPANIES.filter((c) => !c.listed).map((c) => c.companyId));

  it('has former listings in the seed to stay clear of', () => expect(former.size).toBeGreaterThan(100));

  it('never picks a former listing for a present-day article, nor as its peer', () => {
    const rng = createRng(7);
    const picked = new Set<number>();
    for (const lang of LANGS) {
      const sources = SOURCE_PROFILES.filter((s) => s.languages.includes(lang));
      for (const template of TEMPLATES[lang]) {
        for (const source of sources) {
          const company = pickCompany(rng, lang, source, template.pick);
          const peer = pickCompany(rng, lang, source, template.pick, company);
          picked.add(company.companyId).add(peer.companyId);
          companyForms(rng, company, lang);
        }
      }
    }
    expect([...picked].filter((id) => former.has(id))).toEqual([]);
    expect(picked.size).toBeGreaterThan(100);
  });

  it('falls back to listed companies when a template names none it can use', () => {
    const rng = createRng(11);
    const source = SOURCE_PROFILES[0];
    if (source === undefined) throw new Error('no demo source');
    for (let i = 0; i < 200; i++) {
      const company = pickCompany(rng, 'en', source, { tickers: ['SHP', 'SAB', 'TWTR'] });
      expect(company.listed, company.name).toBe(true);
    }
  });
});
