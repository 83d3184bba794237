/**
 * The signature (protocols §5) against finlight-client's own verification, for any body and timestamp; sealed
 * secrets and auth values open only under the store secret that sealed them; the URL check at create/patch.
 */
import fc from 'fast-check';
import { WebhookService } from 'finlight-client';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_TEXT } from '../../contract';
import { createWebhookSealer, newSigningSecret } from './webhook-secrets';
import { signDelivery } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url';

describe('signDelivery', () => {
  it('is what finlight-client verifies, for any article body and timestamp', () => {
    fc.assert(
      fc.property(fc.string(), fc.date({ noInvalidDate: true }), (title, at) => {
        const secret = newSigningSecret();
        const body = JSON.stringify({ link: 'https://www.wire.example/a', title });
        const timestamp = new Date(
          Math.min(Date.now(), Math.max(Date.now() - 60_000, at.getTime())),
        ).toISOString();
        const signature = signDelivery(secret, timestamp, body);
        expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
        expect(WebhookService.constructEvent(body, signature, secret, timestamp).title).toBe(title);
        expect(() => WebhookService.constructEvent(`${body} `, signature, secret, timestamp)).toThrow();
      }),
      { numRuns: 50 },
    );
  });
});

describe('webhook sealer', () => {
  it('opens what it sealed, and nothing sealed under another store secret', () => {
    const sealer = createWebhookSealer(Buffer.alloc(32, 1));
    const other = createWebhookSealer(Buffer.alloc(32, 2));
    const sealed = sealer.sealSecret('whsec_abc');
    expect(sealed).not.toContain('whsec_abc');
    expect(sealer.openSecret(sealed)).toBe('whsec_abc');
    expect(() => other.openSecret(sealed)).toThrow(/does not open/);
    const basic = sealer.sealAuth({ basic: { username: 'ops', password: 'pa:55' } });
    expect(basic).toMatchObject({ kind: 'basic', header: null });
    expect(sealer.openAuth('basic', null, basic.sealed)).toEqual({
      name: 'Authorization',
      value: `Basic ${Buffer.from('ops:pa:55').toString('base64')}`,
    });
    const header = sealer.sealAuth({ header: 'X-Token', value: 't0k' });
    expect(sealer.openAuth('header', header.header, header.sealed)).toEqual({
      name: 'X-Token',
      value: 't0k',
    });
  });
});

describe('checkWebhookUrl', () => {
  const resolve = async (host: string) =>
    host === 'rebind.example' ? ['93.184.215.14', '127.0.0.1'] : ['93.184.215.14'];
  it.each([
    { name: 'a public name', url: 'https://hooks.example.com/x', expected: null },
    {
      name: 'a name with one private address',
      url: 'https://rebind.example/x',
      expected: WEBHOOK_TEXT.privateUrl,
    },
    { name: 'metadata', url: 'http://169.254.169.254/', expected: WEBHOOK_TEXT.privateUrl },
    { name: 'IPv6 loopback', url: 'http://[::1]:8080/', expected: WEBHOOK_TEXT.privateUrl },
    { name: 'CGNAT', url: 'http://100.64.1.1/', expected: WEBHOOK_TEXT.privateUrl },
    { name: 'not http', url: 'file:///etc/passwd', expected: WEBHOOK_TEXT.urlScheme },
    { name: 'garbage', url: 'http//x', expected: WEBHOOK_TEXT.invalidUrl },
  ])('$name', async ({ url, expected }) => {
    expect(await checkWebhookUrl(url, { allowPrivate: false, resolve })).toBe(expected);
  });
  it('lets private targets through when the operator allows them', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9/x', { allowPrivate: true, resolve })).toBeNull();
  });
  it('does not refuse a name that does not resolve now (each delivery checks again)', async () => {
    const failing = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(
      await checkWebhookUrl('https://later.example/x', { allowPrivate: false, resolve: failing }),
    ).toBeNull();
  });
});
