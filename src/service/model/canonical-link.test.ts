import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeLink, legacyCanonicalLink } from './canonical-link';

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
    {
      name: 'keeps the query as published: bare names, semicolons, padding, escapes',
      input: 'https://a.example/x?id&p=a;b&ref=JjAwM==&q=a%20b+c&n=caf%E9',
      out: 'https://a.example/x?id&p=a;b&ref=JjAwM==&q=a%20b+c&n=caf%E9',
    },
    {
      name: 'drops tracking parameters whose names are escaped',
      input: 'https://a.example/x?utm%5Fsource=t&id=4',
      out: 'https://a.example/x?id=4',
    },
    {
      name: 'drops empty pairs',
      input: 'https://a.example/x?&a=1&&b=2&',
      out: 'https://a.example/x?a=1&b=2',
    },
    { name: 'drops an empty query', input: 'https://a.example/x?', out: 'https://a.example/x' },
    {
      name: 'keeps a tracking name as a value',
      input: 'https://a.example/x?tag=utm_source',
      out: 'https://a.example/x?tag=utm_source',
    },
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

  it('never keeps a tracking parameter, and keeps every other pair in order', () => {
    const pair = fc.tuple(
      fc.constantFrom('id', 'utm_source', 'UTM_Medium', 'fbclid', 'q', 'page', 'gclid', 'ref'),
      fc.stringMatching(/^[a-z0-9;=%+]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => {
        const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
        const out = canonicalizeLink(`https://a.example/x?${query}`) ?? '';
        const keptPairs = pairs
          .filter(([k]) => !/^utm_|^(fbclid|gclid)$/i.test(k))
          .map(([k, v]) => `${k}=${v}`);
        expect(out).toBe(`https://a.example/x${keptPairs.length > 0 ? `?${keptPairs.join('&')}` : ''}`);
      }),
    );
  });
});

describe('legacyCanonicalLink (the form stored before 2026-11-25)', () => {
  it('re-serialises the query as URLSearchParams did', () => {
    expect(legacyCanonicalLink('https://a.example/x?id&p=a;b&ref=JjAwM==&utm_source=t#f')).toBe(
      'https://a.example/x?id=&p=a%3Bb&ref=JjAwM%3D%3D',
    );
  });

  it.each([
    'https://a.example/x',
    'https://a.example/x?a=1&b=2',
    'https://a.example/x?utm_source=t',
    'not a url',
  ])('is null when it equals the canonical form or there is none: %j', (input) => {
    expect(legacyCanonicalLink(input)).toBeNull();
  });

  it('is the same for a link and for its canonical form (lookups may start from either)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const canonical = canonicalizeLink(url);
        if (canonical !== null) expect(legacyCanonicalLink(canonical)).toBe(legacyCanonicalLink(url));
      }),
    );
  });
});
