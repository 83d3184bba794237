import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../contract';
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
});
