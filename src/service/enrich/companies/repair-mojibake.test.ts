import { describe, expect, it } from 'vitest';
import { repairMojibake } from './repair-mojibake';

describe('repairMojibake', () => {
  it.each([
    { name: 'umlaut', text: 'Deutsche BÃ¶rse', want: 'Deutsche Börse' },
    { name: 'pound sign', text: 'withdraw Â£3.9bn', want: 'withdraw £3.9bn' },
    { name: 'three-byte character', text: 'costs \u00e2\u0082\u00ac5m', want: 'costs €5m' },
    { name: 'Windows-1252 mojibake left alone', text: 'Nestlâ€™s', want: 'Nestlâ€™s' },
    {
      name: 'correct text untouched',
      text: 'São Paulo, Zürich, Société Générale',
      want: 'São Paulo, Zürich, Société Générale',
    },
    { name: 'a lead byte without its continuation', text: 'Ã and Â alone', want: 'Ã and Â alone' },
  ])('$name', ({ text, want }) => expect(repairMojibake(text)).toBe(want));
});
