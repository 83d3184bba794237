/**
 * @module Resume tokens of an export: where the stream stopped (a keyset position) and which export it was
 * (a digest of its body), as base64url JSON. Not secret and not signed: a forged token can only start the
 * same caller's export somewhere else, with its filters and scope applied as always.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { KeysetPosition } from '../search/keyset-sql';

const Token = z.object({
  /** The export's digest (exportDigest). */
  e: z.string(),
  o: z.string().nullable(),
  l: z.string(),
});

/** JSON with object keys sorted at every depth: equal bodies give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Names one export: its validated body without the token and the format (a CSV may resume as NDJSON). */
export function exportDigest(body: Record<string, unknown>): string {
  const { resumeToken: _token, format: _format, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('base64url').slice(0, 16);
}

export function encodeResumeToken(digest: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ e: digest, o: position.orderValue, l: position.link })).toString(
    'base64url',
  );
}

const MICROSECOND_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The keyset form of an order value (the store casts it; a day that does not exist must not reach it). */
function isMicrosecondInstant(value: string): boolean {
  if (!MICROSECOND_INSTANT.test(value)) return false;
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === value.slice(0, 23);
}

export type DecodedToken =
  { ok: true; position: KeysetPosition } | { ok: false; reason: 'invalid' | 'other' };

/** The position a token continues after, when it is one of the export named by `digest`. */
export function decodeResumeToken(token: string, digest: string): DecodedToken {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const result = Token.safeParse(parsed);
  if (!result.success) return { ok: false, reason: 'invalid' };
  const { e, o, l } = result.data;
  if (o !== null && !isMicrosecondInstant(o)) return { ok: false, reason: 'invalid' };
  if (e !== digest) return { ok: false, reason: 'other' };
  return { ok: true, position: { orderValue: o, link: l } };
}
