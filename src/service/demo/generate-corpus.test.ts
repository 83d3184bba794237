import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, Company } from '../../contract';
import { SEED_COMPANIES } from '../companies/seed-companies';
import { companyMentions } from './company-pick';
import { DEMO_SOURCES, DEMO_WINDOW_DAYS, generateDemoCorpus, type DemoCorpusItem } from './generate-corpus';
import { templateById } from './templates';

const NOW = new Date('2026-11-10T14:30:00.000Z');
const WINDOW_START = NOW.getTime() - DEMO_WINDOW_DAYS * 86_400_000;
let corpus: DemoCorpusItem[];
let elapsedMs = 0;

beforeAll(() => {
  const started = performance.now();
  corpus = generateDemoCorpus({ now: NOW });
  elapsedMs = performance.now() - started;
});

const share = (pred: (item: DemoCorpusItem) => boolean): number => corpus.filter(pred).length / corpus.length;
const text = ({ article: a }: DemoCorpusItem): string => `${a.title}\n${a.summary ?? ''}\n${a.content ?? ''}`;

describe('generateDemoCorpus', () => {
  it('generates 20,000 articles by default, well under two seconds', () => {
    expect(corpus).toHaveLength(20_000);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('is deterministic for the same options and differs for another seed', () => {
    const a = generateDemoCorpus({ now: NOW, count: 500, seed: 42 });
    const b = generateDemoCorpus({ now: NOW, count: 500, seed: 42 });
    const c = generateDemoCorpus({ now: NOW, count: 500, seed: 43 });
    expect(b).toEqual(a);
    expect(c.map((x) => x.article.title)).not.toEqual(a.map((x) => x.article.title));
    expect(generateDemoCorpus({ now: NOW, count: 7 })).toHaveLength(7);
  });

  it('spreads articles over the 90 days before now, oldest first, a few in the last hour', () => {
    const times = corpus.map((x) => x.article.publishDate.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(WINDOW_START);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const lastHour = times.filter((t) => t > NOW.getTime() - 3_600_000).length;
    expect(lastHour).toBeGreaterThanOrEqual(3);
    expect(lastHour).toBeLessThan(100);
    expect(Math.min(...times) - WINDOW_START).toBeLessThan(86_400_000);
  });

  it('publishes more on weekdays than on weekends', () => {
    const weekend = share((x) => [0, 6].includes(x.article.publishDate.getUTCDay()));
    expect(weekend).toBeLessThan(0.2);
    expect(weekend).toBeGreaterThan(0.03);
  });

  it('covers all 13 categories, some articles without any', () => {
    const seen = new Set(corpus.flatMap((x) => x.article.categories));
    expect([...seen].sort()).toEqual([...CATEGORIES].sort());
    expect(share((x) => x.article.categories.length === 0)).toBeGreaterThan(0);
    for (const x of corpus) expect(x.article.categories.length).toBeLessThanOrEqual(3);
  });

  it('writes mostly English, plus German, French, Spanish and Japanese', () => {
    const en = share((x) => x.article.language === 'en');
    expect(en).toBeGreaterThan(0.68);
    expect(en).toBeLessThan(0.82);
    for (const lang of ['de', 'fr', 'es', 'ja'])
      expect(
        share((x) => x.article.language === lang),
        lang,
      ).toBeGreaterThan(0.03);
  });

  it('uses only the fictional .example sources, each in one of its languages', () => {
    const sources = new Map(DEMO_SOURCES.map((s) => [s.domain, s]));
    expect(DEMO_SOURCES.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_SOURCES.some((s) => !s.isDefaultSource)).toBe(true);
    for (const s of DEMO_SOURCES) expect(s.domain).toMatch(/^[a-z0-9.-]+\.example$/);
    for (const { article: a } of corpus) {
      expect(sources.get(a.source)?.languages).toContain(a.language);
      expect(new URL(a.link).host).toBe(a.source);
      for (const image of a.images) expect(new URL(image).host).toBe(a.source);
    }
  });

  it('gives every article a unique, canonical link', () => {
    const links = corpus.map((x) => x.article.link);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/[a-z0-9.-]+\.example\/\d{4}\/\d{2}\/[a-z0-9-]+-\d+$/);
      expect(new URL(link).toString()).toBe(link);
    }
  });

  it('labels sentiment as the template words it, with a plausible confidence', () => {
    for (const x of corpus) {
      const template = templateById(x.templateId);
      expect(template?.sentiment).toBe(x.article.sentiment);
      expect(template?.lang).toBe(x.article.language);
      expect(x.article.categories).toEqual(template?.categories);
      const [lo, hi] = x.article.sentiment === 'neutral' ? [0.55, 0.92] : [0.7, 0.99];
      expect(x.article.confidence).toBeGreaterThanOrEqual(lo);
      expect(x.article.confidence).toBeLessThanOrEqual(hi);
    }
    expect(new Set(corpus.map((x) => x.article.sentiment))).toEqual(
      new Set(['positive', 'neutral', 'negative']),
    );
  });

  it('never words an English positive headline with a negative cue, or the reverse', () => {
    const negative =
      /\b(slides?|falls?|drops?|slumps?|tumbles|cuts? \d|fined|halts|misses|outage|cyberattack|warns)\b/i;
    const positive = /\b(jumps?|rall(y|ies)|record high|beats?|beating|raises full-year|wins)\b/i;
    for (const { article: a } of corpus.filter((x) => x.article.language === 'en')) {
      if (a.sentiment === 'positive') expect(a.title, a.title).not.toMatch(negative);
      if (a.sentiment === 'negative') expect(a.title, a.title).not.toMatch(positive);
    }
  });

  it('tags the seed companies the text names, as valid wire companies', () => {
    const byId = new Map(SEED_COMPANIES.map((c) => [c.companyId, c]));
    for (const x of corpus) {
      for (const company of x.article.companies) {
        expect(Company.safeParse(company).success).toBe(true);
        const seed = byId.get(company.companyId);
        expect(seed?.ticker).toBe(company.ticker);
        expect(seed?.exchange).toBe(company.exchange);
        if (seed)
          expect(
            companyMentions(seed).some((m) => text(x).includes(m)),
            x.article.title,
          ).toBe(true);
        expect(Number(company.confidence)).toBeGreaterThanOrEqual(0.6);
        expect(x.article.countries).toContain(company.country);
      }
    }
    expect(share((x) => x.article.companies.length > 0)).toBeGreaterThan(0.4);
  });

  it('writes about listed companies only, and names no former listing by chance', () => {
    const former = new Set(SEED_COMPANIES.filter((c) => !c.listed).map((c) => c.companyId));
    const tagged = corpus.flatMap((x) => x.article.companies.filter((c) => former.has(c.companyId)));
    expect(tagged.map((c) => c.name)).toEqual([]);
  });

  it('lists countries as sorted, unique ISO codes', () => {
    for (const { article: a } of corpus) {
      for (const c of a.countries) expect(c).toMatch(/^[A-Z]{2}$/);
      expect(a.countries).toEqual([...new Set(a.countries)].sort());
    }
  });

  it('fills every slot', () => {
    for (const x of corpus) {
      expect(`${text(x)} ${x.revision?.title ?? ''} ${x.revision?.summary ?? ''}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('has content for about 60 % and a summary for most', () => {
    expect(share((x) => x.article.content !== null)).toBeCloseTo(0.6, 1);
    expect(share((x) => x.article.summary !== null)).toBeGreaterThan(0.88);
    expect(share((x) => x.article.images.length === 0)).toBeGreaterThan(0.05);
  });

  it('revises about 3 % of articles, changing the text, after publication and before now', () => {
    const revised = corpus.filter((x) => x.revision !== undefined);
    expect(revised.length / corpus.length).toBeGreaterThan(0.02);
    expect(revised.length / corpus.length).toBeLessThan(0.045);
    for (const { article: a, revision: r } of revised) {
      if (r === undefined) continue;
      expect(r.afterMinutes).toBeGreaterThan(0);
      expect(a.publishDate.getTime() + r.afterMinutes * 60_000).toBeLessThan(NOW.getTime());
      const changed =
        (r.title !== undefined && r.title !== a.title) ||
        (r.summary !== undefined && r.summary !== a.summary);
      expect(changed, a.title).toBe(true);
    }
  });
});
