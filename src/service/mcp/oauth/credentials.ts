/**
 * @module The two self-contained OAuth credentials (spec §5: no server-side state): client ids
 * (`nrc_` + a sealed registration) and authorization codes (a sealed grant, 120 s). Each kind has its
 * own derived key and a `typ` inside, so neither can be passed off as the other.
 */
import { z } from 'zod';
import { createSealer, deriveKey } from '../../crypto/seal';

export const CLIENT_ID_KEY_INFO = 'newsroom mcp oauth client_id v1';
export const CODE_KEY_INFO = 'newsroom mcp oauth code v1';
export const CLIENT_ID_PREFIX = 'nrc_';

export const ClientPayload = z.object({
  typ: z.literal('client'),
  redirect_uris: z.array(z.string()).min(1),
  client_name: z.string().optional(),
  /** Issued at, epoch seconds. */
  iat: z.number().int(),
});
export type ClientPayload = z.infer<typeof ClientPayload>;

export const CodePayload = z.object({
  typ: z.literal('code'),
  /** The API key the user entered: the access token this code is exchanged for. */
  key: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  scope: z.string().optional(),
  /** Expiry, epoch milliseconds. */
  exp: z.number().int(),
});
export type CodePayload = z.infer<typeof CodePayload>;

export interface OAuthCredentials {
  mintClientId(client: Omit<ClientPayload, 'typ'>): string;
  openClientId(clientId: string): ClientPayload | null;
  mintCode(grant: Omit<CodePayload, 'typ'>): string;
  openCode(code: string): CodePayload | null;
}

export function createOAuthCredentials(secret: Buffer): OAuthCredentials {
  const clients = createSealer(deriveKey(secret, CLIENT_ID_KEY_INFO));
  const codes = createSealer(deriveKey(secret, CODE_KEY_INFO));
  return {
    mintClientId: (client) => `${CLIENT_ID_PREFIX}${clients.seal({ typ: 'client', ...client })}`,
    openClientId(clientId) {
      if (!clientId.startsWith(CLIENT_ID_PREFIX)) return null;
      const parsed = ClientPayload.safeParse(clients.open(clientId.slice(CLIENT_ID_PREFIX.length)));
      return parsed.success ? parsed.data : null;
    },
    mintCode: (grant) => codes.seal({ typ: 'code', ...grant }),
    openCode(code) {
      const parsed = CodePayload.safeParse(codes.open(code));
      return parsed.success ? parsed.data : null;
    },
  };
}
