import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
