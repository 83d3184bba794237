/**
 * @module Test support: the other spellings of a base64url text that a lenient decoder (Node's Buffer)
 * reads as the same bytes: other values of the last character's unused bits, `=` padding, the standard
 * alphabet, white space and stray characters. A credential must be one spelling only, or its single use
 * can be had again by respelling it.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The last character with each other value of the bits it carries beyond the data (none when 3 | bytes). */
function trailingBitSpellings(canonical: string, byteCount: number): string[] {
  const unusedBits = [0, 4, 2][byteCount % 3] ?? 0;
  if (unusedBits === 0) return [];
  const last = ALPHABET.indexOf(canonical.slice(-1));
  const spellings: string[] = [];
  for (let bits = 1; bits < 1 << unusedBits; bits += 1) {
    spellings.push(`${canonical.slice(0, -1)}${ALPHABET[last ^ bits] ?? ''}`);
  }
  return spellings;
}

/** Every spelling of `canonical`'s bytes other than itself, each decoding by Buffer to the same bytes. */
export function base64urlRespellings(canonical: string): string[] {
  const bytes = Buffer.from(canonical, 'base64url');
  const padded = `${canonical}${'='.repeat((4 - (canonical.length % 4)) % 4)}`;
  const standard = bytes.toString('base64');
  const middle = Math.floor(canonical.length / 2);
  const candidates = [
    ...trailingBitSpellings(canonical, bytes.length),
    padded,
    `${canonical}=`,
    standard,
    standard.replace(/=+$/, ''),
    `${canonical.slice(0, middle)}\n${canonical.slice(middle)}`,
    `${canonical.slice(0, middle)} ${canonical.slice(middle)}`,
    `${canonical.slice(0, middle)}.${canonical.slice(middle)}`,
    ` ${canonical}`,
  ];
  const distinct = [...new Set(candidates)].filter((spelling) => spelling !== canonical);
  for (const spelling of distinct) {
    if (!Buffer.from(spelling, 'base64url').equals(bytes)) {
      throw new Error(`not a respelling of the same bytes: ${spelling}`);
    }
  }
  return distinct;
}
