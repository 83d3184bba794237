/**
 * @module A webhook's secrets at rest: the signing secret (shown once) and the extra auth values, sealed with
 * AES-256-GCM under keys derived from the store's webhooks secret (`meta`), so every instance can open them
 * to sign and send, and the database alone gives neither away.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookAuthInput } from '../../contract';
import { createSealer, deriveKey } from '../crypto/seal';
import { loadStoredSecret } from '../store/stored-secret';
import type { Queryable } from '../store/db';
import type { StoredAuth, WebhookAuthKind } from '../store/webhooks-repo';

export const WEBHOOKS_SECRET_META_KEY = 'webhooks.secret';
const SECRET_KEY_INFO = 'newsroom webhook signing secret v1';
const AUTH_KEY_INFO = 'newsroom webhook auth v1';
/** Prefix of a signing secret; the HMAC key is the whole string's UTF-8 bytes (as finlight-client uses it). */
export const SIGNING_SECRET_PREFIX = 'whsec_';

/** The extra header a delivery carries. */
export interface AuthHeader {
  name: string;
  value: string;
}

export interface WebhookSealer {
  sealSecret(secret: string): string;
  openSecret(sealed: string): string;
  sealAuth(auth: WebhookAuthInput): StoredAuth;
  openAuth(kind: WebhookAuthKind, header: string | null, sealed: string): AuthHeader;
}

export function newSigningSecret(): string {
  return SIGNING_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

function opened(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`webhooks: a stored ${what} does not open with this store's webhooks secret`);
  }
  return value as Record<string, unknown>;
}

export function createWebhookSealer(storeSecret: Buffer): WebhookSealer {
  const secrets = createSealer(deriveKey(storeSecret, SECRET_KEY_INFO));
  const auths = createSealer(deriveKey(storeSecret, AUTH_KEY_INFO));
  return {
    sealSecret: (secret) => secrets.seal({ secret }),
    openSecret: (sealed) => String(opened(secrets.open(sealed), 'signing secret').secret),
    sealAuth(auth) {
      if ('header' in auth)
        return { kind: 'header', header: auth.header, sealed: auths.seal({ value: auth.value }) };
      return { kind: 'basic', header: null, sealed: auths.seal(auth.basic) };
    },
    openAuth(kind, header, sealed) {
      const payload = opened(auths.open(sealed), 'auth value');
      if (kind === 'header') return { name: header ?? '', value: String(payload.value) };
      const credentials = `${String(payload.username)}:${String(payload.password)}`;
      return { name: 'Authorization', value: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` };
    },
  };
}

export async function loadWebhookSealer(db: Queryable): Promise<WebhookSealer> {
  return createWebhookSealer(await loadStoredSecret(db, WEBHOOKS_SECRET_META_KEY));
}
