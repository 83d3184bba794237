import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64urlRespellings } from '../../testing/base64url-respellings';
import { CODE_KEY_INFO, createOAuthCredentials } from './credentials';
import { s256Challenge, verifierMatches } from './pkce';
import { createSealer, deriveKey } from '../../crypto/seal';

const secret = randomBytes(32);
const credentials = createOAuthCredentials(secret);
const client = { redirect_uris: ['http://127.0.0.1:9/cb'], client_name: 'Test', iat: 1_700_000_000 };
const grant = {
  key: 'nr_0123456789012345678901234567890123456789',
  client_id: 'nrc_x',
  redirect_uri: 'http://127.0.0.1:9/cb',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  exp: 1_700_000_120_000,
};

/** Flips one bit of a base64url text's decoded bytes. */
function tamper(sealed: string, at: number): string {
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[at % bytes.length] = (bytes[at % bytes.length] ?? 0) ^ 1;
  return bytes.toString('base64url');
}

describe('sealed OAuth credentials', () => {
  it('a client id and a code open to what was sealed', () => {
    const clientId = credentials.mintClientId(client);
    expect(clientId.startsWith('nrc_')).toBe(true);
    expect(credentials.openClientId(clientId)).toEqual({ typ: 'client', ...client });
    expect(credentials.openCode(credentials.mintCode(grant))).toEqual({ typ: 'code', ...grant });
  });

  it('every seal is different (random IV) and opens with the same secret only', () => {
    const a = credentials.mintCode(grant);
    expect(credentials.mintCode(grant)).not.toBe(a);
    expect(createOAuthCredentials(Buffer.from(secret)).openCode(a)).not.toBeNull();
    expect(createOAuthCredentials(randomBytes(32)).openCode(a)).toBeNull();
  });

  it.each([0, 5, 11, 12, 30, -1])('a bit flipped at byte %i → null', (at) => {
    const code = credentials.mintCode(grant);
    const bytes = Buffer.from(code, 'base64url').length;
    expect(credentials.openCode(tamper(code, at < 0 ? bytes - 1 : at))).toBeNull();
  });

  it.each([
    { name: 'empty', value: '' },
    { name: 'not base64url', value: 'abc+/=' },
    { name: 'too short', value: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  ])('$name → null', ({ value }) => {
    expect(credentials.openCode(value)).toBeNull();
    expect(credentials.openClientId(`nrc_${value}`)).toBeNull();
  });

  it('a code or client id opens in its one canonical spelling only, whatever the payload’s length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (scope) => {
        const code = credentials.mintCode({ ...grant, scope });
        const clientId = credentials.mintClientId({ ...client, client_name: scope });
        expect(credentials.openCode(code)).not.toBeNull();
        for (const spelling of base64urlRespellings(code)) {
          expect(credentials.openCode(spelling), spelling).toBeNull();
        }
        for (const spelling of base64urlRespellings(clientId.slice(4))) {
          expect(credentials.openClientId(`nrc_${spelling}`), spelling).toBeNull();
        }
      }),
    );
  });

  it('a form token is accepted in its canonical spelling only', () => {
    const params = {
      response_type: 'code' as const,
      client_id: 'nrc_x',
      redirect_uri: 'http://127.0.0.1:9/cb',
      code_challenge: grant.code_challenge,
      code_challenge_method: 'S256' as const,
    };
    const token = credentials.mintFormToken(params, 2_000);
    expect(credentials.formTokenValid(token, params, 1_000)).toBe(true);
    const [exp, mac = ''] = token.split('.');
    for (const spelling of base64urlRespellings(mac)) {
      expect(credentials.formTokenValid(`${exp}.${spelling}`, params, 1_000), spelling).toBe(false);
    }
  });

  it('a client id is no code and a code is no client id (separate keys)', () => {
    const clientId = credentials.mintClientId(client);
    expect(credentials.openCode(clientId)).toBeNull();
    expect(credentials.openCode(clientId.slice(4))).toBeNull();
    expect(credentials.openClientId(`nrc_${credentials.mintCode(grant)}`)).toBeNull();
    expect(credentials.openClientId(clientId.slice(4))).toBeNull();
  });

  it('the typ inside refuses a payload of the other kind even under the right key', () => {
    const codeKey = createSealer(deriveKey(secret, CODE_KEY_INFO));
    expect(credentials.openCode(codeKey.seal({ ...grant, typ: 'client' }))).toBeNull();
    expect(credentials.openCode(codeKey.seal({ typ: 'client', ...client }))).toBeNull();
    expect(credentials.openCode(codeKey.seal({ ...grant, typ: 'code' }))).not.toBeNull();
  });
});

describe('PKCE S256', () => {
  it('matches RFC 7636 appendix B', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cN')).toBe(false);
    expect(verifierMatches(verifier, verifier)).toBe(false);
    expect(verifierMatches(verifier, '')).toBe(false);
  });
});
