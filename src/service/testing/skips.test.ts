import { afterEach, describe, expect, it, vi } from 'vitest';
import { requiredServerUnreachable, underCi } from './skips';

describe('skips', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads CI as set unless empty, 0 or false', () => {
    expect(underCi({ CI: 'true' })).toBe(true);
    expect(underCi({ CI: '1' })).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'FALSE'])
      expect(underCi({ CI: off }), String(off)).toBe(false);
  });

  it('an unreachable server fails under CI with the reason, and is one SKIPPED: line elsewhere', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      requiredServerUnreachable('Redis tests', 'redis://x is not reachable', { CI: 'true' }),
    ).toThrow('Redis tests must run under CI, but redis://x is not reachable');
    expect(warn).not.toHaveBeenCalled();
    expect(requiredServerUnreachable('Redis tests', 'redis://x is not reachable', {})).toBe(false);
    expect(warn.mock.calls).toEqual([['SKIPPED: Redis tests: redis://x is not reachable']]);
  });
});
