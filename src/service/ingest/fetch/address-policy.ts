/** @module Address policy: which resolved IPs the fetcher may connect to (SSRF guard). */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  // ::/96 covers ::, ::1 and the deprecated IPv4-compatible form (::127.0.0.1).
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['fec0::', 10],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of a valid IPv6 literal (zone id dropped; a trailing dotted quad allowed). */
export function ipv6Bytes(address: string): Uint8Array {
  const text = address.replace(/%.*$/, '');
  const groups = (part: string): number[] => {
    if (part === '') return [];
    const out: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else out.push(Number.parseInt(piece, 16));
    }
    return out;
  };
  const [head = '', tail] = text.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const words = [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
  const bytes = new Uint8Array(16);
  words.forEach((word, i) => {
    bytes[2 * i] = word >> 8;
    bytes[2 * i + 1] = word & 0xff;
  });
  return bytes;
}

const dotted = (bytes: ArrayLike<number>, xor = 0): string =>
  Array.from(bytes, (b) => String(b ^ xor)).join('.');

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((value, i) => bytes[i] === value);

/**
 * The IPv4 addresses an IPv6 address stands for, each checked by the IPv4 rules: IPv4-mapped (::ffff:0:0/96),
 * NAT64 well-known (64:ff9b::/96, RFC 6052), 6to4 (2002::/16, RFC 3056: bits 16–47) and Teredo (2001::/32,
 * RFC 4380: the server in bits 32–63, the client obfuscated in the last 32). The local-use NAT64 prefix
 * (64:ff9b:1::/48) stays refused whole above: whatever it embeds goes to a translator on our own network.
 */
export function embeddedIpv4(address: string): string[] {
  const bytes = ipv6Bytes(address);
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return [dotted(bytes.subarray(12))];
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return [dotted(bytes.subarray(12))];
  if (startsWith(bytes, [0x20, 0x02])) return [dotted(bytes.subarray(2, 6))];
  if (startsWith(bytes, [0x20, 0x01, 0, 0]))
    return [dotted(bytes.subarray(4, 8)), dotted(bytes.subarray(12), 0xff)];
  return [];
}

/** True when `address` (an IP literal) is loopback, private, link-local, CGNAT, multicast or unspecified. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (blocked.check(bare, 'ipv6')) return true;
  return embeddedIpv4(bare).some((v4) => blocked.check(v4, 'ipv4'));
}
