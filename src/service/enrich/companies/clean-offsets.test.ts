import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanWithOffsets } from './clean-offsets';
import { repairMojibake } from './repair-mojibake';
import { foldText } from './tokens';

describe('cleanWithOffsets', () => {
  it('maps a name after a repaired run back to where the original has it', () => {
    const text = 'Raised Â£3.9bn; Deutsche BÃ¶rse and Société Générale';
    const { clean, original } = cleanWithOffsets(text);
    const at = clean.indexOf('Societe');
    expect(text.slice(original(at), original(at + 'Societe Generale'.length))).toBe('Société Générale');
    const db = clean.indexOf('Deutsche Borse');
    expect(text.slice(original(db), original(db + 'Deutsche Borse'.length))).toBe('Deutsche BÃ¶rse');
  });

  it('cleans as the matcher always did, with offsets that never go backwards and end at the end', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('Â£', 'Ã¶', 'é', 'ﬁ', '한국', '’', 'e\u0301')), {
          maxLength: 12,
        }),
        (parts) => {
          const text = parts.join('');
          const { clean, original } = cleanWithOffsets(text);
          expect(clean).toBe(foldText(repairMojibake(text)));
          for (let i = 1; i <= clean.length; i += 1)
            expect(original(i)).toBeGreaterThanOrEqual(original(i - 1));
          expect(original(clean.length)).toBe(text.length);
        },
      ),
    );
  });
});
