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

/** IPv4-mapped (::ffff:a.b.c.d) and NAT64-free embedded forms are checked as the IPv4 they carry. */
function embeddedIpv4(address: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? null;
}

/** True when `address` (an IP literal) is loopback, private, link-local, CGNAT, multicast or unspecified. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, 'ipv4');
  const v4 = embeddedIpv4(bare);
  if (v4 !== null) return blocked.check(v4, 'ipv4');
  return blocked.check(bare, 'ipv6');
}
