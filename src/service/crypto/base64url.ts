/**
 * @module Reading base64url credentials in their one canonical spelling (RFC 4648 §5, no padding, unused
 * bits zero). Node's decoder is lenient: it skips stray characters, takes padding and the standard
 * alphabet, and ignores the last character's unused bits, so several texts decode to the same bytes; a
 * credential whose use is noted by its text could then be used again under another spelling.
 */

/** The bytes `text` spells, or null when it is not their canonical spelling. */
export function decodeCanonicalBase64url(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}
