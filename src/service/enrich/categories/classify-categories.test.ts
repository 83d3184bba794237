import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../contract';
import { isInflectionOf } from './category-index';
import { classifyCategories } from './classify-categories';

describe('classifyCategories', () => {
  it.each([
    {
      name: 'chip earnings',
      text: 'Nvidia revenue beats forecasts on AI chip demand',
      lang: 'en',
      has: ['technology', 'business'],
    },
    {
      name: 'oil supply',
      text: 'Oil prices climb as OPEC+ extends output cuts',
      lang: 'en',
      has: ['energy', 'commodities'],
    },
    {
      name: 'central bank',
      text: 'Fed holds interest rates steady as inflation cools',
      lang: 'en',
      has: ['economy'],
    },
    { name: 'crypto', text: 'Bitcoin tops $100,000 as crypto rally broadens', lang: 'en', has: ['crypto'] },
    { name: 'cyber', text: 'Hackers breach insurer in ransomware attack', lang: 'en', has: ['security'] },
    { name: 'drug approval', text: 'FDA approves new cancer drug', lang: 'en', has: ['health'] },
    { name: 'climate', text: 'Global carbon emissions hit record', lang: 'en', has: ['climate'] },
    {
      name: 'war and sanctions',
      text: 'New sanctions as war in Ukraine drags on',
      lang: 'en',
      has: ['geopolitics'],
    },
    { name: 'election', text: 'Voters head to the polls in general election', lang: 'en', has: ['politics'] },
    { name: 'antitrust', text: 'Regulators fine Google in antitrust case', lang: 'en', has: ['regulation'] },
    {
      name: 'stock indices',
      text: 'Wall Street ends lower as Treasury yields climb',
      lang: 'en',
      has: ['markets'],
    },
    { name: 'metals', text: 'Copper and gold prices slide', lang: 'en', has: ['commodities'] },
    { name: 'German', text: 'Die Inflation steigt, EZB unter Druck', lang: 'de', has: ['economy'] },
    { name: 'French', text: 'Le prix du pétrole bondit', lang: 'fr', has: ['energy'] },
    { name: 'Spanish', text: 'El bitcoin alcanza un nuevo máximo', lang: 'es', has: ['crypto'] },
  ])('labels $name', ({ text, lang, has }) => {
    const got = classifyCategories(text, lang);
    for (const c of has) expect(got).toContain(c);
  });

  it.each([
    { name: 'no finance content', text: 'The cat sat on the mat' },
    { name: 'empty text', text: '' },
  ])('returns nothing for $name', ({ text }) => {
    expect(classifyCategories(text, 'en')).toEqual([]);
  });

  it('returns at most three known categories, strongest first', () => {
    const got = classifyCategories(
      'Oil prices jump as war sanctions hit crude exports; bitcoin, stocks and bond yields swing; hackers strike hospitals',
      'en',
    );
    expect(got.length).toBeLessThanOrEqual(3);
    for (const c of got) expect(CATEGORIES).toContain(c);
  });

  it.each([
    { text: 'Buy or sell? Analysts split on the carmaker', not: 'commodities' }, // "or" stems like "ore"
    { text: 'General Electric names a new finance chief', not: 'technology' }, // "general" ~ "generative"
    { text: 'General Electric names a new finance chief', not: 'energy' }, // "electric" ~ "electricity"
    { text: 'Shareholders vote against the pay package at the carmaker', not: 'politics' },
    { text: 'Union workers extend their strike at the tractor plant', not: 'geopolitics' },
    { text: 'Search giant announces shutdown of its photo app', not: 'politics' },
    { text: 'Private equity firm Silver Lake takes a stake in the game studio', not: 'commodities' },
    { text: 'Telecom rivals escalate their war of words over fibre access', not: 'geopolitics' },
    { text: 'Cloud growth fuels a profit beat at the software maker', not: 'energy' }, // "fuel" the verb
    { text: 'The tariff threat adds fuel to the debate over chip exports', not: 'energy' },
    { text: 'The lender plans an orderly wind down of its loan book', not: 'energy' }, // "wind" the verb
    { text: 'Fund manager winds down its index fund', not: 'energy' },
    { text: 'Ex-banker found guilty in second insider trading trial', not: 'health' }, // a court trial
    { text: 'Factbox: who loses and who gains from the collapse', not: 'health' }, // not the WHO
    { text: 'Tour operator securing flights for stranded customers', not: 'security' },
  ])('does not read $not into "$text"', ({ text, not }) => {
    expect(classifyCategories(text, 'en')).not.toContain(not);
  });

  it.each([
    { text: 'Air strikes hit fuel depots near the border', has: 'geopolitics' },
    { text: 'Government shutdown enters its third week', has: 'politics' },
    { text: 'Lawmakers vote on the budget as the election nears', has: 'politics' },
    { text: 'Silver climbs to a two-year high as the dollar weakens', has: 'commodities' },
    { text: 'Regulators ruled the merger must be blocked', has: 'regulation' },
    { text: 'Airlines warn as jet fuel costs climb', has: 'energy' },
    { text: 'Carmaker pays penalty for fuel economy shortfall', has: 'energy' },
    { text: 'Drugmaker shares jump on late-stage trial data', has: 'health' },
  ])('still labels $has in "$text"', ({ text, has }) => {
    expect(classifyCategories(text, 'en')).toContain(has);
  });
});

describe('isInflectionOf', () => {
  const word = fc.stringMatching(/^[a-z]{1,12}$/);

  it('accepts the rule word itself and its regular endings', () => {
    fc.assert(
      fc.property(word, fc.constantFrom('', 's', 'es', 'ed', 'd', 'ing', 'er'), (w, ending) =>
        isInflectionOf(w + ending, w),
      ),
    );
  });

  it.each([
    ['ruling', 'rule'],
    ['banned', 'ban'],
    ['policy', 'policies'],
    ['acquired', 'acquire'],
    ['crisis', 'crises'],
    ['securities', 'security'],
  ])('accepts "%s" as a form of the rule word "%s"', (text, rule) => {
    expect(isInflectionOf(text, rule)).toBe(true);
  });

  it.each([
    ['or', 'ore'],
    ['general', 'generative'],
    ['electric', 'electricity'],
    ['elec', 'elections'],
    ['securing', 'security'],
  ])('rejects "%s", which only stems like the rule word "%s"', (text, rule) => {
    expect(isInflectionOf(text, rule)).toBe(false);
  });

  it('never accepts a word that differs within the first three letters', () => {
    fc.assert(
      fc.property(word, word, (text, rule) => {
        const differs = [0, 1, 2].some((i) => i < rule.length && text[i] !== rule[i]);
        return !differs || !isInflectionOf(text, rule);
      }),
    );
  });
});
