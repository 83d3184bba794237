import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_COMPANIES } from '../../companies/seed-companies';
import { MAX_EVIDENCE, type CompanyJudgement } from '../../model/company-judgement';
import { bundledSeedMatcher } from '../companies/match-companies';
import { articleParts, joinParts, judgeArticle, type ArticleFields } from './judge-article';
import { JUDGE_SETTINGS } from './judge-companies';

const idOf = (ticker: string): number => {
  const c = SEED_COMPANIES.find((x) => x.ticker === ticker);
  if (c === undefined) throw new Error(`no seed company ${ticker}`);
  return c.companyId;
};

function judge(raw: ArticleFields, language = 'en'): Map<number, CompanyJudgement> {
  const mentions = bundledSeedMatcher().mentions(joinParts(articleParts(raw)), language);
  return new Map(judgeArticle(raw, language, mentions).map((j) => [j.companyId, j]));
}

const fieldOf = (raw: ArticleFields, field: 'title' | 'summary' | 'content'): string =>
  field === 'title' ? raw.title : (raw[field] ?? '');

describe('judgeCompanies', () => {
  it('judges two companies with opposite news in one headline apart', () => {
    const raw = { title: 'Apple beats forecasts while Samsung warns on profit' };
    const judged = judge(raw);
    const apple = judged.get(idOf('AAPL'));
    const samsung = judged.get(idOf('005930'));
    expect(apple?.sentiment).toBe('positive');
    expect(samsung?.sentiment).toBe('negative');
    expect(apple?.evidence.map((e) => e.text)).toEqual(['Apple beats forecasts']);
    expect(samsung?.evidence.map((e) => e.text)).toEqual(['Samsung warns on profit']);
  });

  it('reads a clause that only lists a name with the clause that follows it', () => {
    const judged = judge({ title: 'Barclays, Lloyds hit by higher bad-loan charges' });
    expect(judged.get(idOf('BARC'))?.sentiment).toBe('negative');
    expect(judged.get(idOf('LLOY'))?.evidence[0]?.text).toBe(
      'Barclays, Lloyds hit by higher bad-loan charges',
    );
  });

  it('reads the whole headline when it names one company', () => {
    const raw = { title: 'Tesla recalls 2 million cars over autopilot safety concerns, shares slide' };
    const tesla = judge(raw).get(idOf('TSLA'));
    expect(tesla?.sentiment).toBe('negative');
    expect(tesla?.sentimentScore).toBeLessThan(0);
    expect(tesla?.evidence).toEqual([
      { text: raw.title, field: 'title', start: 0, end: raw.title.length, sentiment: 'negative' },
    ]);
  });

  it('places evidence in the body field that holds it, offsets into that field', () => {
    const raw = {
      title: 'Markets close mixed on Friday',
      summary: 'Investors weighed central bank comments.',
      content: 'Stocks ended the week flat. Nvidia shares surged to a record after strong data-centre sales.',
    };
    const nvidia = judge(raw).get(idOf('NVDA'));
    const ev = nvidia?.evidence[0];
    expect(ev?.field).toBe('content');
    expect(ev && raw.content.slice(ev.start, ev.end)).toBe(ev?.text);
    expect(ev?.text).toBe('Nvidia shares surged to a record after strong data-centre sales.');
    expect(nvidia?.sentiment).toBe('positive');
  });

  it('keeps at most five pieces of evidence, the title first', () => {
    const content = Array.from(
      { length: 8 },
      (_, i) => `Microsoft opened office number ${i + 1} this week.`,
    ).join(' ');
    const ms = judge({ title: 'Microsoft expands in Europe', content }).get(idOf('MSFT'));
    expect(ms?.evidence).toHaveLength(MAX_EVIDENCE);
    expect(ms?.evidence[0]?.field).toBe('title');
  });

  it('rates the title subject above a company named once in passing in the body', () => {
    const judged = judge({
      title: 'Unilever lifts sales guidance after price rises',
      content:
        'The consumer goods group said volumes held up. Unilever also named a new finance chief. Rivals such as Diageo have struggled.',
    });
    const unilever = judged.get(idOf('ULVR'))?.salience ?? 0;
    const diageo = judged.get(idOf('DGE'))?.salience ?? 1;
    expect(unilever).toBeGreaterThanOrEqual(0.7);
    expect(diageo).toBeLessThan(0.3);
  });

  it('gives offsets into the field as stored when the text carries mojibake', () => {
    const raw = { title: 'BP costs rise by Â£3.9bn while Tesco shares slump' };
    const tesco = judge(raw).get(idOf('TSCO'));
    const ev = tesco?.evidence[0];
    expect(ev && raw.title.slice(ev.start, ev.end)).toBe('Tesco shares slump');
  });

  it('judges other languages with their lexicon', () => {
    const raw = { title: 'Siemens steigert den Gewinn deutlich' };
    const siemens = judge(raw, 'de').get(idOf('SIE'));
    expect(siemens?.sentiment).toBe('positive');
  });

  it('moves a company towards the events its own clauses report, not the other company’s', () => {
    const raw = { title: 'Regulator accuses Barclays of misleading savers while Lloyds wins approval' };
    const mentions = bundledSeedMatcher().mentions(raw.title, 'en');
    const at = (eventWeight: number): Map<number, CompanyJudgement> =>
      new Map(
        judgeArticle(raw, 'en', mentions, { ...JUDGE_SETTINGS, eventWeight }).map((j) => [j.companyId, j]),
      );
    const without = at(0);
    const withEvents = at(JUDGE_SETTINGS.eventWeight);
    const score = (m: Map<number, CompanyJudgement>, t: string): number =>
      m.get(idOf(t))?.sentimentScore ?? NaN;
    expect(score(withEvents, 'BARC')).toBeLessThan(score(without, 'BARC'));
    expect(score(withEvents, 'LLOY')).toBeGreaterThan(score(without, 'LLOY'));
    expect(withEvents.get(idOf('BARC'))?.sentiment).toBe('negative');
    expect(withEvents.get(idOf('LLOY'))?.sentiment).toBe('positive');
  });

  it('leans on the reported clause over a conceded one', () => {
    const raw = { title: 'Tesco posts record sales despite weak consumer demand and price war' };
    const mentions = bundledSeedMatcher().mentions(raw.title, 'en');
    const at = (concessionWeight: number): number =>
      judgeArticle(raw, 'en', mentions, { ...JUDGE_SETTINGS, concessionWeight })[0]?.sentimentScore ?? NaN;
    expect(at(JUDGE_SETTINGS.concessionWeight)).toBeGreaterThan(at(1));
    expect(at(0)).toBeGreaterThan(0);
    const tesco = judge(raw).get(idOf('TSCO'));
    expect(tesco?.sentiment).toBe('positive');
    expect(tesco?.evidence.map((e) => e.text)).toEqual([raw.title]);
  });

  it('leaves the lexicon languages to their lexicon (no English event words)', () => {
    const raw = { title: 'Siemens steigert den Gewinn deutlich, upgrade' };
    const mentions = bundledSeedMatcher().mentions(raw.title, 'de');
    const at = (eventWeight: number): CompanyJudgement[] =>
      judgeArticle(raw, 'de', mentions, { ...JUDGE_SETTINGS, eventWeight });
    expect(at(2)).toEqual(at(0));
  });

  it('judges nothing when nothing is tagged', () => {
    expect(judgeArticle({ title: 'Apple pie recipes for autumn' }, 'en', [])).toEqual([]);
  });
});

const NAMES = [
  'Apple',
  'Tesco',
  'Shell',
  'Barclays',
  'Nvidia',
  'Â£',
  'Société Générale',
  'BP',
  '$AAPL',
  'LON:BARC',
];
const WORDS = [
  'shares',
  'rose',
  'fell',
  'while',
  'but',
  'as',
  ',',
  ';',
  'profit',
  'warns',
  'beats',
  'é',
  '한국',
  '.',
  ' - ',
];
const text = fc
  .array(fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom(...WORDS), fc.string({ maxLength: 6 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(' '));

describe('judgeCompanies (properties)', () => {
  it('slices each field to its evidence, keeps scores in range and at most five pieces of evidence', () => {
    fc.assert(
      fc.property(text, fc.option(text), fc.option(text), (title, summary, content) => {
        const raw = { title, summary, content };
        for (const j of judge(raw).values()) {
          expect(j.evidence.length).toBeLessThanOrEqual(MAX_EVIDENCE);
          for (const e of j.evidence) expect(fieldOf(raw, e.field).slice(e.start, e.end)).toBe(e.text);
          expect(j.sentimentScore).toBeGreaterThanOrEqual(-1);
          expect(j.sentimentScore).toBeLessThanOrEqual(1);
          for (const x of [j.sentimentConfidence, j.salience]) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
