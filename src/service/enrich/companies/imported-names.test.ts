import { describe, expect, it } from 'vitest';
import { importedNameSurfaces, isDistinctive, shortName } from './imported-names';

describe('isDistinctive', () => {
  it.each([
    ['Palantir Technologies', true],
    ['Tractor Supply', true],
    ['Global Payments', false],
    ['Best Buy', false],
    ['Energy Transfer', false],
    ['Palantir', false],
    ['First Financial Institutions', false],
  ])('%s → %s', (name, want) => expect(isDistinctive(name)).toBe(want));
});

describe('shortName', () => {
  it.each([
    ['Palantir Technologies', 'Palantir'],
    ['Hong Kong Pharma Digital Technology', 'Hong Kong'],
    ['Global Payments', 'Global'],
    ['Société Générale', 'Societe Generale'],
  ])('%s → %s', (name, want) => expect(shortName(name)).toBe(want));
});

describe('importedNameSurfaces', () => {
  it('offers the registry name, the name without legal form, and a short form that never stands alone', () => {
    expect(importedNameSurfaces('PALANTIR TECHNOLOGIES INC. /DE/', [])).toEqual([
      { surface: 'PALANTIR TECHNOLOGIES INC.', alone: true },
      { surface: 'PALANTIR TECHNOLOGIES', alone: true },
      { surface: 'PALANTIR', alone: false },
    ]);
  });

  it('keeps a generic name from standing alone in any form', () => {
    expect(importedNameSurfaces('Global Payments Inc', ['GPN']).every((s) => !s.alone)).toBe(true);
  });
});
