/**
 * @module Tool-server session ids: self-contained like the OAuth codes (a sealed payload under a key derived
 * from the OAuth secret every instance shares), so any instance can open a session another issued and none
 * keeps a session table. A session id is bound to the key it was issued to: presented with another key it is
 * no session at all.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createSealer, deriveKey } from '../crypto/seal';

export const SESSION_KEY_INFO = 'newsroom mcp session v1';

const SessionPayload = z.object({
  typ: z.literal('session'),
  /** The API key's id. */
  key: z.number().int(),
  /** What makes two sessions of one key two. */
  sid: z.string(),
  /** Issued at, epoch milliseconds. */
  iat: z.number().int(),
});

export interface McpSession {
  /** The header's value, as issued: the name its subscriptions are stored under. */
  id: string;
  keyId: number;
}

export interface SessionIds {
  issue(keyId: number): string;
  /** The session `id` names when it was issued to `keyId`; null for anything else. */
  open(id: string | undefined, keyId: number): McpSession | null;
}

export function createSessionIds(secret: Buffer, now: () => number = Date.now): SessionIds {
  const sealer = createSealer(deriveKey(secret, SESSION_KEY_INFO));
  return {
    issue: (keyId) => sealer.seal({ typ: 'session', key: keyId, sid: randomUUID(), iat: now() }),
    open(id, keyId) {
      // Session ids are visible ASCII (spec); a sealed one is base64url, far below this bound.
      if (id === undefined || id.length > 512) return null;
      const parsed = SessionPayload.safeParse(sealer.open(id));
      if (!parsed.success || parsed.data.key !== keyId) return null;
      return { id, keyId };
    },
  };
}
