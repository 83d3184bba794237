import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-after';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    { value: '120', ms: 120_000 },
    { value: ' 0 ', ms: 0 },
    { value: 'Wed, 25 Nov 2026 12:30:00 GMT', ms: 30 * 60_000 },
    { value: 'Wednesday, 25-Nov-26 13:00:00 GMT', ms: 60 * 60_000 },
    { value: 'Wed, 25 Nov 2026 11:00:00 GMT', ms: 0 },
    { value: '31536000', ms: MAX_RETRY_AFTER_MS },
    { value: 'Fri, 25 Nov 2030 12:00:00 GMT', ms: MAX_RETRY_AFTER_MS },
  ])('reads $value as $ms ms', ({ value, ms }) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it.each([null, undefined, '', 'soon', '-5', '1.5', 'Wed, 25 Nov 2026 12:30:00', 'Wed, 99 Foo 2026 GMT'])(
    'answers null for %j',
    (value) => {
      expect(parseRetryAfter(value, NOW)).toBeNull();
    },
  );

  it('never answers a negative wait or one beyond the cap', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.nat().map(String),
          fc.date().map((d) => d.toUTCString()),
        ),
        (value) => {
          const ms = parseRetryAfter(value, NOW);
          if (ms !== null) expect(ms >= 0 && ms <= MAX_RETRY_AFTER_MS).toBe(true);
        },
      ),
    );
  });
});
