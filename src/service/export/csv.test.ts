import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../companies/csv';
import { csvField, csvRecord } from './csv';

/** Text rich in what CSV must quote: quotes, commas, CR, LF, CRLF, plus any other character. */
const cell = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', ',', '\r', '\n', '\r\n', ';', ' '),
    fc.string({ unit: 'grapheme', maxLength: 1 }),
  ),
  maxLength: 12,
});

describe('CSV records (RFC 4180)', () => {
  it('read back as the fields written, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          expect(parseCsv(rows.map(csvRecord).join(''))).toEqual(rows);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('quotes only the fields that need it, doubling inner quotes', () => {
    expect(csvField('plain text; with semicolons')).toBe('plain text; with semicolons');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvRecord(['a', '', 'b'])).toBe('a,,b\r\n');
  });
});
