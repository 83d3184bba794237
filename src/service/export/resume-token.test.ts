import { describe, expect, it } from 'vitest';
import { decodeResumeToken, encodeResumeToken, exportDigest } from './resume-token';

describe('export resume tokens', () => {
  const position = { orderValue: '2025-01-01T00:02:00.000123Z', link: 'https://www.wire.example/a' };

  it('name one export whatever the key order or format of its body', () => {
    const digest = exportDigest({ query: 'oil', sources: ['a', 'b'], format: 'csv' });
    expect(exportDigest({ format: 'ndjson', sources: ['a', 'b'], query: 'oil' })).toBe(digest);
    expect(exportDigest({ sources: ['b', 'a'], query: 'oil' })).not.toBe(digest);
    expect(exportDigest({ query: 'oil', sources: ['a', 'b'], resumeToken: 'x' })).toBe(digest);
  });

  it('round-trip a position, null order values included', () => {
    const digest = exportDigest({});
    expect(decodeResumeToken(encodeResumeToken(digest, position), digest)).toEqual({ ok: true, position });
    const nulls = { orderValue: null, link: 'https://x.example/' };
    expect(decodeResumeToken(encodeResumeToken(digest, nulls), digest)).toEqual({
      ok: true,
      position: nulls,
    });
  });

  it('tell a token of another export from one that is none', () => {
    const token = encodeResumeToken(exportDigest({ query: 'oil' }), position);
    expect(decodeResumeToken(token, exportDigest({ query: 'gas' }))).toEqual({ ok: false, reason: 'other' });
    const forged = (o: unknown) =>
      Buffer.from(JSON.stringify({ e: exportDigest({}), o, l: 'x' })).toString('base64url');
    for (const bad of ['', '!!!', forged('2025-02-30T00:00:00.000000Z'), forged('2025-01-01'), forged(5)]) {
      expect(decodeResumeToken(bad, exportDigest({}))).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
