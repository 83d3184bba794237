import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeLink } from './canonical-link';

describe('canonicalizeLink', () => {
  it.each([
    {
      name: 'lower-cases scheme and host',
      input: 'HTTPS://WWW.Example.COM/Path',
      out: 'https://www.example.com/Path',
    },
    { name: 'drops the fragment', input: 'https://a.example/x#section-2', out: 'https://a.example/x' },
    {
      name: 'drops utm_* parameters',
      input: 'https://a.example/x?utm_source=t&utm_MEDIUM=s&id=4',
      out: 'https://a.example/x?id=4',
    },
    { name: 'drops click ids', input: 'https://a.example/x?fbclid=1&gclid=2', out: 'https://a.example/x' },
    {
      name: 'keeps other parameters in order',
      input: 'https://a.example/x?b=2&a=1',
      out: 'https://a.example/x?b=2&a=1',
    },
    { name: 'drops the default port', input: 'https://a.example:443/x', out: 'https://a.example/x' },
    { name: 'trims white space', input: '  https://a.example/x  ', out: 'https://a.example/x' },
  ])('$name', ({ input, out }) => {
    expect(canonicalizeLink(input)).toBe(out);
  });

  it.each(['not a url', 'ftp://a.example/x', 'javascript:alert(1)', ''])('rejects %j', (input) => {
    expect(canonicalizeLink(input)).toBeNull();
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const once = canonicalizeLink(url);
        if (once !== null) expect(canonicalizeLink(once)).toBe(once);
      }),
    );
  });
});
