/** @module PKCE S256 (RFC 7636 §4.6): BASE64URL(SHA-256(code_verifier)) compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(s256Challenge(verifier));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
