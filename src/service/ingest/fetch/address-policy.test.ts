import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddedIpv4, ipv6Bytes, isBlockedAddress } from './address-policy';

const octets = (v4: string): number[] => v4.split('.').map(Number);
const hex = (a: number, b: number): string => ((a << 8) | b).toString(16);

/** The IPv6 forms that carry `v4`, each as a translator or tunnel would write it. */
function carriers(v4: string): Record<string, string> {
  const [a = 0, b = 0, c = 0, d = 0] = octets(v4);
  const x = (n: number) => n ^ 0xff;
  return {
    mapped: `::ffff:${hex(a, b)}:${hex(c, d)}`,
    mappedDotted: `::ffff:${v4}`,
    nat64: `64:ff9b::${hex(a, b)}:${hex(c, d)}`,
    nat64Dotted: `64:ff9b::${v4}`,
    sixToFour: `2002:${hex(a, b)}:${hex(c, d)}::1`,
    teredoClient: `2001:0:4136:e378:8000:63bf:${hex(x(a), x(b))}:${hex(x(c), x(d))}`,
    teredoServer: `2001:0:${hex(a, b)}:${hex(c, d)}:8000:63bf:3fff:fdd2`,
  };
}

describe('isBlockedAddress', () => {
  it.each([
    { name: 'loopback', address: '127.0.0.1', blocked: true },
    { name: 'metadata', address: '169.254.169.254', blocked: true },
    { name: 'public IPv4', address: '93.184.216.34', blocked: false },
    { name: 'IPv6 loopback', address: '::1', blocked: true },
    { name: 'bracketed IPv6 loopback', address: '[::1]', blocked: true },
    { name: 'link-local with a zone', address: 'fe80::1%eth0', blocked: true },
    { name: 'public IPv6', address: '2606:4700:4700::1111', blocked: false },
    {
      name: 'NAT64 of the metadata address (the reported case)',
      address: '64:ff9b::a9fe:a9fe',
      blocked: true,
    },
    { name: 'NAT64 of a public address', address: '64:ff9b::5db8:d822', blocked: false },
    { name: 'local-use NAT64, even of a public address', address: '64:ff9b:1::5db8:d822', blocked: true },
    { name: '6to4 of 10.0.0.1', address: '2002:a00:1::', blocked: true },
    { name: '6to4 of a public address', address: '2002:5db8:d822::1', blocked: false },
    {
      name: 'Teredo with client 192.168.1.1',
      address: '2001:0:4136:e378:8000:63bf:3f57:fefe',
      blocked: true,
    },
    { name: 'IPv4-mapped in hex', address: '::ffff:7f00:1', blocked: true },
    { name: 'not an IP at all', address: 'example.com', blocked: true },
  ])('$name ($address) → blocked: $blocked', ({ address, blocked }) => {
    expect(isBlockedAddress(address)).toBe(blocked);
  });

  it('reads IPv6 literals as Node does (property)', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const list = new BlockList();
        list.addAddress(address, 'ipv6');
        const bytes = ipv6Bytes(address);
        const words = Array.from(
          { length: 8 },
          (_, i) => ((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0),
        );
        expect(list.check(words.map((w) => w.toString(16)).join(':'), 'ipv6')).toBe(true);
      }),
    );
  });

  it('judges every IPv6 form carrying an IPv4 address as that address (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const expected = isBlockedAddress(v4);
        for (const [form, address] of Object.entries(carriers(v4))) {
          expect(isBlockedAddress(address), `${form} ${address} of ${v4}`).toBe(expected);
        }
      }),
    );
  });

  it('always refuses the carriers of private IPv4 ranges (property)', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateV4, (parts) => {
        for (const address of Object.values(carriers(parts.join('.'))))
          expect(isBlockedAddress(address)).toBe(true);
      }),
    );
  });

  it('decodes the embedded address of each form', () => {
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toEqual(['169.254.169.254']);
    expect(embeddedIpv4('2002:c0a8:101::')).toEqual(['192.168.1.1']);
    expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3f57:fefe')).toEqual(['65.54.227.120', '192.168.1.1']);
    expect(embeddedIpv4('2606:4700:4700::1111')).toEqual([]);
  });
});
