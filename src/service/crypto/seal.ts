/**
 * @module Sealed values: a JSON payload encrypted and authenticated with AES-256-GCM under a key derived
 * (HKDF-SHA256) from a secret kept in the store (stored-secret.ts: the OAuth secret, the webhooks secret), as
 * base64url(iv ‖ ciphertext ‖ tag) with a random 12-byte IV. Opening anything else — another key's seal, a
 * tampered or truncated one, or the same seal spelled otherwise — gives null.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { decodeCanonicalBase64url } from './base64url';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(payload: unknown): string;
  /** The payload, parsed from JSON; null when `sealed` was not sealed by this key or was changed. */
  open(sealed: string): unknown;
}

/** A 32-byte key of its own for each use (`info`), so one kind of seal never opens as another. */
export function deriveKey(secret: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
}

export function createSealer(key: Buffer): Sealer {
  return {
    seal(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed) {
      const bytes = decodeCanonicalBase64url(sealed);
      if (!bytes || bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}
