/** @module API key format: `nr_` + 40 base62 characters, stored only as its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_BODY_LENGTH = 40;
const KEY_SHAPE = /^nr_[0-9A-Za-z]{40}$/;

/** A fresh random key; rejection sampling keeps every base62 character equally likely. */
export function generateApiKey(): string {
  let body = '';
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && body.length < KEY_BODY_LENGTH) body += BASE62[byte % 62];
    }
  }
  return `nr_${body}`;
}

/** True when `value` has the shape of a key; anything else is refused without a look-up. */
export function hasApiKeyShape(value: string): boolean {
  return KEY_SHAPE.test(value);
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** What operators see to tell keys apart: the first characters, never enough to use. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, 8);
}
