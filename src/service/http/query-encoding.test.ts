import { describe, expect, it } from 'vitest';
import { queryIsUtf8 } from './query-encoding';

describe('queryIsUtf8', () => {
  it.each([
    ['/v1/articles', true],
    ['/v1/articles?query=apple&sources=a,b', true],
    ['/v2/companies?q=B%C3%B6rse%20%E6%97%A5%E6%9C%AC', true],
    ['/v2/companies?q=%F0%9F%93%88', true],
    ['/v2/articles/by-link?link=%zz&x=100%', true],
    ['/v1/articles?query=%00', true],
    ['/v1/articles?query=%FF', false],
    ['/v1/articles?query=%C3', false],
    ['/v1/articles?query=%C3a', false],
    ['/v1/articles?query=%C0%AF', false],
    ['/v1/articles?query=%ED%A0%80', false],
    ['/v1/articles?a=ok&b=%E2%82', false],
    ['/v1/%FF/articles', true],
  ])('%s → %s', (url, expected) => {
    expect(queryIsUtf8(url)).toBe(expected);
  });
});
