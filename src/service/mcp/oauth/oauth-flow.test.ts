/**
 * OAuth 2.0 + PKCE for the tool server over real HTTP (spec §5): discovery documents, dynamic client
 * registration, the authorization page and its form, the token endpoint and each way it refuses, and
 * codes that stay valid across instances sharing one PostgreSQL database.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorizationServerMetadata,
  ClientRegistrationResponse,
  ProtectedResourceMetadata,
  TokenError,
  TokenResponse,
} from '../../../contract/mcp/oauth';
import { createApiKey, revokeApiKey } from '../../store/keys-repo';
import { ENGINES } from '../../testing/engines';
import { mcpClient } from '../../testing/mcp-client';
import { authorizeAsUser, formFields } from '../../testing/oauth-user';
import {
  openIsolatedPostgres,
  plansWithoutBurst,
  startTestService,
  type TestService,
} from '../../testing/test-service';
import { s256Challenge } from './pkce';

const REDIRECT = 'http://127.0.0.1:53682/callback';
const HOSTILE_NAME = `<script>alert("x")</script> & 'friends'`;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const newVerifier = () => randomBytes(48).toString('base64url');

interface Flow {
  clientId: string;
  verifier: string;
  code: string;
}

describe('MCP OAuth', () => {
  let service: TestService;
  let clock = Date.now();
  const url = (path: string) => `${service.url}${path}`;

  async function register(body: unknown = { redirect_uris: [REDIRECT], client_name: 'Test client' }) {
    const res = await fetch(url('/mcp/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  async function clientId(redirectUris = [REDIRECT], clientName: string | undefined = 'Test client') {
    const res = await register({
      redirect_uris: redirectUris,
      ...(clientName ? { client_name: clientName } : {}),
    });
    return ClientRegistrationResponse.parse(res.body).client_id;
  }

  function authorizeUrl(params: Record<string, string | undefined>): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
    return url(`/mcp/authorize?${query.toString()}`);
  }

  const authorizeParams = (id: string, verifier: string, extra: Record<string, string | undefined> = {}) => ({
    response_type: 'code',
    client_id: id,
    redirect_uri: REDIRECT,
    code_challenge: s256Challenge(verifier),
    code_challenge_method: 'S256',
    state: 'st-1',
    ...extra,
  });

  async function obtainCode(key: string, extra: Record<string, string | undefined> = {}): Promise<Flow> {
    const id = await clientId();
    const verifier = newVerifier();
    const outcome = await authorizeAsUser(authorizeUrl(authorizeParams(id, verifier, extra)), key);
    expect(outcome.submitStatus).toBe(302);
    const location = new URL(outcome.location ?? '');
    const code = location.searchParams.get('code');
    if (!code) throw new Error(`no code in ${outcome.location}`);
    return { clientId: id, verifier, code };
  }

  async function token(fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
    const res = await fetch(url('/mcp/token'), {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: contentType.includes('json') ? JSON.stringify(fields) : new URLSearchParams(fields),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  const redeem = (flow: Flow, overrides: Record<string, string> = {}) =>
    token({
      grant_type: 'authorization_code',
      code: flow.code,
      redirect_uri: REDIRECT,
      client_id: flow.clientId,
      code_verifier: flow.verifier,
      ...overrides,
    });

  beforeAll(async () => {
    service = await startTestService({
      engine: 'pglite',
      plans: plansWithoutBurst(),
      keyCacheTtlMs: 0,
      mcp: { now: () => clock },
    });
  });
  afterAll(async () => service.close());

  describe('discovery', () => {
    const resourcePaths = [
      '/mcp/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-protected-resource',
    ];
    const serverPaths = [
      '/mcp/.well-known/oauth-authorization-server',
      '/.well-known/oauth-authorization-server/mcp',
      '/.well-known/oauth-authorization-server',
    ];

    it.each(resourcePaths)('%s: the protected resource metadata', async (path) => {
      const res = await fetch(url(path));
      expect(res.status).toBe(200);
      expect(ProtectedResourceMetadata.parse(await res.json())).toEqual({
        resource: `${service.url}/mcp`,
        authorization_servers: [`${service.url}/mcp`],
        bearer_methods_supported: ['header'],
        resource_name: 'Newsroom news API',
      });
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    });

    it.each(serverPaths)('%s: the authorization server metadata', async (path) => {
      const res = await fetch(url(path));
      expect(res.status).toBe(200);
      const mcp = `${service.url}/mcp`;
      expect(AuthorizationServerMetadata.parse(await res.json())).toEqual({
        issuer: mcp,
        authorization_endpoint: `${mcp}/authorize`,
        token_endpoint: `${mcp}/token`,
        registration_endpoint: `${mcp}/register`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
      });
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    });

    it.each([...resourcePaths, ...serverPaths, '/mcp/register', '/mcp/token'])(
      '%s answers the CORS preflight',
      async (path) => {
        const res = await fetch(url(path), {
          method: 'OPTIONS',
          headers: {
            origin: 'https://inspector.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type, mcp-protocol-version',
          },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type.*MCP-Protocol-Version/);
      },
    );

    it('the authorization page is not for other origins to fetch', async () => {
      const res = await fetch(url('/mcp/authorize'));
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('POST /mcp/register', () => {
    it('201 with a self-contained client id and what we support', async () => {
      const res = await register({
        redirect_uris: [REDIRECT, 'https://client.example/cb'],
        client_name: 'Inspector',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        scope: 'news',
        logo_uri: 'https://client.example/logo.png',
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const body = ClientRegistrationResponse.parse(res.body);
      expect(Object.keys(res.body)).toEqual([
        'client_id',
        'client_id_issued_at',
        'client_name',
        'redirect_uris',
        'grant_types',
        'response_types',
        'token_endpoint_auth_method',
      ]);
      expect(body).toMatchObject({
        client_id_issued_at: Math.floor(clock / 1000),
        client_name: 'Inspector',
        redirect_uris: [REDIRECT, 'https://client.example/cb'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      });
    });

    it('client_name is optional and then absent', async () => {
      const res = await register({ redirect_uris: ['http://[::1]:8000/cb'] });
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('client_name');
    });

    it.each([
      { name: 'http on a host that is not loopback', uris: ['http://client.example/cb'] },
      { name: 'a fragment', uris: ['https://client.example/cb#x'] },
      { name: 'a relative URI', uris: ['/cb'] },
      { name: 'none', uris: [] },
    ])('$name → 400 invalid_redirect_uri', async ({ uris }) => {
      const res = await register({ redirect_uris: uris });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_redirect_uri' });
      expect(typeof res.body.error_description).toBe('string');
    });

    it.each([
      { name: 'the implicit grant', body: { redirect_uris: [REDIRECT], grant_types: ['implicit'] } },
      { name: 'response type token', body: { redirect_uris: [REDIRECT], response_types: ['token'] } },
      {
        name: 'a client secret',
        body: { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_basic' },
      },
      { name: 'a 201-character name', body: { redirect_uris: [REDIRECT], client_name: 'n'.repeat(201) } },
      { name: 'a body that is not JSON', body: 'redirect_uris=x' },
      { name: 'a JSON list', body: [REDIRECT] },
    ])('$name → 400 invalid_client_metadata', async ({ body }) => {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_client_metadata' });
    });

    it('a body over 64 KiB → 413', async () => {
      const res = await register({ redirect_uris: [REDIRECT], pad: 'x'.repeat(70_000) });
      expect(res.status).toBe(413);
    });
  });

  describe('GET /mcp/authorize', () => {
    it('the page: who asks, where it returns, one key field, hidden request, cancel; safe headers', async () => {
      const id = await clientId([REDIRECT], HOSTILE_NAME);
      const verifier = newVerifier();
      const res = await fetch(
        authorizeUrl(authorizeParams(id, verifier, { scope: 'news', resource: `${service.url}/mcp` })),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await res.text();
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;');
      expect(html).toContain('127.0.0.1:53682');
      expect(html).toMatch(/<input id="api_key" name="api_key" type="password" autocomplete="off"/);
      expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"]*\.(css|js|woff2?|png|svg)/);
      expect(html).toContain('prefers-color-scheme: dark');
      expect(formFields(html)).toEqual({
        response_type: 'code',
        client_id: id,
        redirect_uri: REDIRECT,
        code_challenge: s256Challenge(verifier),
        code_challenge_method: 'S256',
        state: 'st-1',
        scope: 'news',
        resource: `${service.url}/mcp`,
        form_token: expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{43}$/),
      });
      const cancel = /<a class="secondary" href="([^"]+)">Cancel<\/a>/
        .exec(html)?.[1]
        ?.replace(/&amp;/g, '&');
      const cancelUrl = new URL(cancel ?? '');
      expect(`${cancelUrl.origin}${cancelUrl.pathname}`).toBe(REDIRECT);
      expect(cancelUrl.searchParams.get('error')).toBe('access_denied');
      expect(cancelUrl.searchParams.get('state')).toBe('st-1');
    });

    it.each([
      { name: 'an unknown client_id', params: (id: string) => ({ client_id: `${id.slice(0, -3)}AAA` }) },
      { name: 'a client_id that is not ours', params: () => ({ client_id: 'some-client' }) },
      { name: 'no client_id', params: () => ({ client_id: undefined }) },
      { name: 'a redirect_uri not registered', params: () => ({ redirect_uri: 'http://127.0.0.1:1/evil' }) },
      { name: 'no redirect_uri', params: () => ({ redirect_uri: undefined }) },
    ])('$name → 400 error page, never a redirect', async ({ params }) => {
      const id = await clientId();
      const res = await fetch(authorizeUrl({ ...authorizeParams(id, newVerifier()), ...params(id) }), {
        redirect: 'manual',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(await res.text()).toMatch(/Cannot connect to Newsroom/);
    });

    it.each([
      { name: 'no response_type', extra: { response_type: undefined }, error: 'invalid_request' },
      { name: 'no code_challenge', extra: { code_challenge: undefined }, error: 'invalid_request' },
      { name: 'a short code_challenge', extra: { code_challenge: 'abc' }, error: 'invalid_request' },
      { name: 'the plain method', extra: { code_challenge_method: 'plain' }, error: 'invalid_request' },
      {
        name: 'no code_challenge_method',
        extra: { code_challenge_method: undefined },
        error: 'invalid_request',
      },
      { name: 'a 1,025-character state', extra: { state: 's'.repeat(1025) }, error: 'invalid_request' },
    ])('$name → 302 to the client with error=$error', async ({ extra, error }) => {
      const id = await clientId();
      const res = await fetch(authorizeUrl(authorizeParams(id, newVerifier(), extra)), {
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('error_description')).toBeTruthy();
      expect(location.searchParams.get('state')).toBe('state' in extra ? null : 'st-1');
    });

    it.each(['token', 'code token', 'id_token', 'CODE', ''])(
      'response_type %j → 400 page naming unsupported_response_type, never a redirect (RFC 9700 §4.11.2)',
      async (responseType) => {
        const id = await clientId(['https://client.example/callback']);
        const params = {
          ...authorizeParams(id, newVerifier(), { response_type: responseType }),
          redirect_uri: 'https://client.example/callback',
        };
        const res = await fetch(authorizeUrl(params), { redirect: 'manual' });
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
        const html = await res.text();
        expect(html).toContain(
          '<p class="alert" role="alert">This application asked for a kind of authorization this server does not give (response_type). Start the connection again from the application.</p>',
        );
        expect(html).toContain(
          '<code id="error">unsupported_response_type</code> — <span id="error_description">response_type must be code</span>',
        );
        expect(html).not.toContain('client.example/callback');
      },
    );

    it('a parameter given twice → invalid_request', async () => {
      const id = await clientId();
      const res = await fetch(`${authorizeUrl(authorizeParams(id, newVerifier()))}&scope=a&scope=b`, {
        redirect: 'manual',
      });
      expect(new URL(res.headers.get('location') ?? '').searchParams.get('error_description')).toBe(
        'scope must be given once',
      );
    });
  });

  describe('POST /mcp/authorize/submit', () => {
    async function openForm(extra: Record<string, string | undefined> = {}) {
      const page = await fetch(authorizeUrl(authorizeParams(await clientId(), newVerifier(), extra)));
      return formFields(await page.text());
    }
    const submit = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(url('/mcp/authorize/submit'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ ...fields, api_key: service.keys.free as string }),
      });

    it.each<{ name: string; headers: Record<string, string> }>([
      { name: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
      { name: 'a cross-site Sec-Fetch-Site', headers: { 'sec-fetch-site': 'cross-site' } },
      { name: 'a same-site Sec-Fetch-Site', headers: { 'sec-fetch-site': 'same-site', origin: 'null' } },
      { name: 'an Origin that is not a URL', headers: { origin: 'garbage' } },
    ])('a form sent from another site ($name) → 403, no code', async ({ headers }) => {
      const res = await submit(await openForm(), headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('can only be sent from this server’s own authorization page');
    });

    it.each([
      { name: 'our own Origin', headers: (u: string) => ({ origin: new URL(u).origin }) },
      {
        name: 'same-origin Sec-Fetch-Site, Origin null',
        headers: () => ({ 'sec-fetch-site': 'same-origin', origin: 'null' }),
      },
      { name: 'no Origin at all (not a browser)', headers: () => ({}) },
    ])('a form from our page ($name) → 302 with a code', async ({ headers }) => {
      const res = await submit(await openForm(), headers(service.url));
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
    });

    it.each([
      { name: 'without the form token', change: (f: Record<string, string>) => ({ ...f, form_token: '' }) },
      {
        name: 'with a tampered token',
        change: (f: Record<string, string>) => ({ ...f, form_token: `${f.form_token?.slice(0, -2)}AA` }),
      },
      {
        name: 'with the parameters changed',
        change: (f: Record<string, string>) => ({ ...f, state: 'other' }),
      },
    ])('a form $name → 403, no code', async ({ change }) => {
      const res = await submit(change(await openForm()));
      expect(res.status).toBe(403);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('This form has expired or was not issued by this server');
    });

    it('a form token from another page’s request does not carry over', async () => {
      const mine = await openForm();
      const other = await openForm();
      const res = await submit({ ...mine, form_token: other.form_token ?? '' });
      expect(res.status).toBe(403);
    });

    it('a form submitted after its token expired → 403', async () => {
      const fields = await openForm();
      const shown = clock;
      try {
        clock = shown + 30 * 60 * 1000;
        expect((await submit(fields)).status).toBe(403);
      } finally {
        clock = shown;
      }
    });
    it('a wrong key → 401, the same page with a clear message and an empty key field', async () => {
      const id = await clientId();
      const outcome = await authorizeAsUser(authorizeUrl(authorizeParams(id, newVerifier())), 'nr_wrong');
      expect(outcome.submitStatus).toBe(401);
      expect(outcome.location).toBeNull();
      expect(outcome.html).toMatch(/role="alert"[^>]*>That API key was not accepted/);
      expect(outcome.html).not.toContain('nr_wrong');
      expect(outcome.html).toMatch(
        /<input id="api_key" name="api_key" type="password" autocomplete="off"(?![^>]*value=)/,
      );
      expect(formFields(outcome.html)).toMatchObject({ client_id: id, state: 'st-1' });
      expect(outcome.html).toContain('<form method="post" action="submit">');
    });

    it('a revoked key → 401', async () => {
      const { key, record } = await createApiKey(service.db, { name: 'oauth-revoked', plan: 'free' });
      await revokeApiKey(service.db, String(record.id));
      const id = await clientId();
      const outcome = await authorizeAsUser(authorizeUrl(authorizeParams(id, newVerifier())), key);
      expect(outcome.submitStatus).toBe(401);
    });

    it('the right key → 302 to the redirect URI with code and state', async () => {
      const id = await clientId();
      const outcome = await authorizeAsUser(
        authorizeUrl(authorizeParams(id, newVerifier())),
        ` ${service.keys.free as string}\n`,
      );
      expect(outcome.submitStatus).toBe(302);
      const location = new URL(outcome.location ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
      expect([...location.searchParams.keys()]).toEqual(['code', 'state']);
      expect(location.searchParams.get('state')).toBe('st-1');
      expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{60,}$/);
    });

    it('without state no state comes back; the redirect URI keeps its own query', async () => {
      const withQuery = 'https://client.example/cb?tenant=a%20b';
      const id = await clientId([withQuery]);
      const verifier = newVerifier();
      const outcome = await authorizeAsUser(
        authorizeUrl(authorizeParams(id, verifier, { redirect_uri: withQuery, state: undefined })),
        service.keys.free as string,
      );
      expect(outcome.location?.startsWith(`${withQuery}&code=`)).toBe(true);
      expect(new URL(outcome.location ?? '').searchParams.has('state')).toBe(false);
    });

    it('the form is checked again: a tampered challenge method is refused', async () => {
      const id = await clientId();
      const page = await fetch(authorizeUrl(authorizeParams(id, newVerifier())));
      const fields = { ...formFields(await page.text()), code_challenge_method: 'plain', api_key: 'x' };
      const res = await fetch(url('/mcp/authorize/submit'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
    });

    it('the form is checked again: a response_type changed to token → 400 page, never a redirect', async () => {
      const fields = { ...(await openForm()), response_type: 'token' };
      const res = await submit(fields);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('<code id="error">unsupported_response_type</code>');
    });
  });

  describe('POST /mcp/token', () => {
    it('exchanges the code and verifier for the API key as a Bearer token that works on /mcp', async () => {
      const key = service.keys.pro as string;
      const flow = await obtainCode(key);
      const res = await redeem(flow);
      expect(res.status).toBe(200);
      expect(TokenResponse.parse(res.body)).toEqual({ access_token: key, token_type: 'Bearer' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('pragma')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const ping = await mcpClient(service.url, String(res.body.access_token)).rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'ping',
      });
      expect(ping.status).toBe(200);
    });

    it('takes JSON too and echoes the scope asked for', async () => {
      const flow = await obtainCode(service.keys.free as string, { scope: 'news:read' });
      const res = await token(
        {
          grant_type: 'authorization_code',
          code: flow.code,
          redirect_uri: REDIRECT,
          client_id: flow.clientId,
          code_verifier: flow.verifier,
          resource: `${service.url}/mcp`,
        },
        'application/json',
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ access_token: service.keys.free, token_type: 'Bearer', scope: 'news:read' });
    });

    it('a code is redeemed once: the second redemption → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      expect((await redeem(flow)).status).toBe(200);
      const again = await redeem(flow);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: 'invalid_grant',
        error_description: 'The authorization code has already been used',
      });
    });

    it('a refused redemption does not use the code up', async () => {
      const flow = await obtainCode(service.keys.free as string);
      expect((await redeem(flow, { code_verifier: newVerifier() })).status).toBe(400);
      expect((await redeem(flow)).status).toBe(200);
    });

    it('a code redeemed without client_id → invalid_request', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const res = await token({
        grant_type: 'authorization_code',
        code: flow.code,
        redirect_uri: REDIRECT,
        code_verifier: flow.verifier,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_request', error_description: 'client_id is required' });
      expect((await redeem(flow)).status).toBe(200);
    });

    const invalidGrant = (description: string) => ({
      error: 'invalid_grant',
      error_description: description,
    });

    it('a wrong verifier → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const res = await redeem(flow, { code_verifier: newVerifier() });
      expect(res.status).toBe(400);
      expect(TokenError.parse(res.body)).toEqual(
        invalidGrant('code_verifier does not match the code_challenge'),
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('the challenge itself sent as verifier (what the plain method would do) → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const res = await redeem(flow, { code_verifier: s256Challenge(flow.verifier) });
      expect(res.body).toEqual(invalidGrant('code_verifier does not match the code_challenge'));
    });

    it('a different redirect_uri → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const res = await redeem(flow, { redirect_uri: 'http://127.0.0.1:53682/other' });
      expect(res.body).toEqual(invalidGrant('redirect_uri does not match the authorization request'));
    });

    it('another client’s id → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const res = await redeem(flow, { client_id: await clientId() });
      expect(res.body).toEqual(invalidGrant('The authorization code was issued to another client'));
    });

    it('an expired code (120 s) → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const issued = clock;
      try {
        clock = issued + 119_999;
        expect((await redeem(flow)).status).toBe(200);
        clock = issued + 120_000;
        expect((await redeem(flow)).body).toEqual(invalidGrant('The authorization code has expired'));
      } finally {
        clock = issued;
      }
    });

    it('a tampered code → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const bytes = Buffer.from(flow.code, 'base64url');
      bytes[20] = (bytes[20] ?? 0) ^ 0x40;
      const res = await redeem({ ...flow, code: bytes.toString('base64url') });
      expect(res.body).toEqual(invalidGrant('The authorization code is invalid'));
    });

    it('a client id passed as a code → invalid_grant', async () => {
      const flow = await obtainCode(service.keys.free as string);
      for (const code of [flow.clientId, flow.clientId.slice('nrc_'.length)]) {
        expect((await redeem({ ...flow, code })).body).toEqual(
          invalidGrant('The authorization code is invalid'),
        );
      }
    });

    it('a key revoked after the code was issued → invalid_grant', async () => {
      const { key, record } = await createApiKey(service.db, { name: 'oauth-later-revoked', plan: 'free' });
      const flow = await obtainCode(key);
      await revokeApiKey(service.db, String(record.id));
      expect((await redeem(flow)).body).toEqual(invalidGrant('The API key is no longer valid'));
    });

    it.each([
      { name: 'no grant_type', fields: { grant_type: undefined }, error: 'invalid_request' },
      {
        name: 'the refresh_token grant',
        fields: { grant_type: 'refresh_token' },
        error: 'unsupported_grant_type',
      },
      { name: 'no code', fields: { code: undefined }, error: 'invalid_request' },
      { name: 'no redirect_uri', fields: { redirect_uri: undefined }, error: 'invalid_request' },
      { name: 'no code_verifier', fields: { code_verifier: undefined }, error: 'invalid_request' },
      {
        name: 'a 42-character verifier',
        fields: { code_verifier: 'a'.repeat(42) },
        error: 'invalid_request',
      },
      {
        name: 'a verifier with a space',
        fields: { code_verifier: `${'a'.repeat(42)} b` },
        error: 'invalid_request',
      },
      {
        name: 'a 129-character verifier',
        fields: { code_verifier: 'a'.repeat(129) },
        error: 'invalid_request',
      },
    ])('$name → 400 $error', async ({ fields, error }) => {
      const flow = await obtainCode(service.keys.free as string);
      const body: Record<string, string> = {};
      const all: Record<string, string | undefined> = {
        grant_type: 'authorization_code',
        code: flow.code,
        redirect_uri: REDIRECT,
        code_verifier: flow.verifier,
        ...fields,
      };
      for (const [name, value] of Object.entries(all)) if (value !== undefined) body[name] = value;
      const res = await token(body);
      expect(res.status).toBe(400);
      expect(TokenError.parse(res.body).error).toBe(error);
    });

    it('a parameter given twice, or a body of another type → invalid_request', async () => {
      const flow = await obtainCode(service.keys.free as string);
      const twice = await fetch(url('/mcp/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=authorization_code&code=${flow.code}&code=${flow.code}&redirect_uri=${encodeURIComponent(REDIRECT)}&code_verifier=${flow.verifier}`,
      });
      expect(await twice.json()).toEqual({
        error: 'invalid_request',
        error_description: 'code must be given once',
      });
      const text = await token({ grant_type: 'authorization_code' }, 'text/plain');
      expect(text.status).toBe(400);
      expect(text.body).toMatchObject({ error: 'invalid_request' });
    });
  });

  describe('the public base URL', () => {
    let behindProxy: TestService;
    beforeAll(async () => {
      behindProxy = await startTestService({
        engine: 'pglite',
        plans: plansWithoutBurst(),
        mcp: { publicUrl: 'https://news.example.com/newsroom' },
      });
    });
    afterAll(async () => behindProxy.close());

    it('NEWSROOM_PUBLIC_URL is in every absolute URL: metadata and WWW-Authenticate', async () => {
      const base = 'https://news.example.com/newsroom';
      const resource = await (
        await fetch(`${behindProxy.url}/.well-known/oauth-protected-resource/mcp`)
      ).json();
      expect(resource).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [`${base}/mcp`] });
      const server = await (
        await fetch(`${behindProxy.url}/.well-known/oauth-authorization-server/mcp`)
      ).json();
      expect(server).toMatchObject({ issuer: `${base}/mcp`, token_endpoint: `${base}/mcp/token` });
      const refused = await mcpClient(behindProxy.url).rpc({ jsonrpc: '2.0', id: 1, method: 'ping' });
      expect(refused.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
      );
    });
  });
});

describe.skipIf(ENGINES[1]?.skip)('MCP OAuth across instances [postgres]', () => {
  it('the secret is made once in the database: a code minted on one instance redeems on another', async () => {
    const isolated = await openIsolatedPostgres();
    const options = {
      engine: 'postgres' as const,
      databaseUrl: isolated.url,
      plans: plansWithoutBurst(),
      seed: false,
    };
    const running: TestService[] = [];
    const start = async () => {
      const instance = await startTestService(options);
      running.push(instance);
      return instance;
    };
    try {
      const [first, second] = await Promise.all([start(), start()]);
      if (!first || !second) throw new Error('instances did not start');
      const { key } = await createApiKey(first.db, { name: 'shared', plan: 'free' });
      const registered = await fetch(`${first.url}/mcp/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: [REDIRECT] }),
      });
      const { client_id: clientId } = ClientRegistrationResponse.parse(await registered.json());
      const verifier = newVerifier();
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: REDIRECT,
        code_challenge: s256Challenge(verifier),
        code_challenge_method: 'S256',
      });
      // The page comes from the second instance, the form goes to the first, the token to the second.
      const page = await fetch(`${second.url}/mcp/authorize?${query.toString()}`);
      expect(page.status).toBe(200);
      const submitted = await fetch(`${first.url}/mcp/authorize/submit`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...formFields(await page.text()), api_key: key }),
      });
      const code = new URL(submitted.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const redeemOn = (instance: TestService) =>
        fetch(`${instance.url}/mcp/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: REDIRECT,
            client_id: clientId,
            code_verifier: verifier,
          }),
        });
      const res = await redeemOn(second);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ access_token: key, token_type: 'Bearer' });
      // Single use across instances: the other instance knows the code was redeemed.
      const used = {
        error: 'invalid_grant',
        error_description: 'The authorization code has already been used',
      };
      expect(await (await redeemOn(first)).json()).toEqual(used);
      // A restart keeps the secret (the code still opens) and the note that it was used.
      await Promise.all(running.splice(0).map((instance) => instance.close()));
      expect(await (await redeemOn(await start())).json()).toEqual(used);
    } finally {
      await Promise.all(running.map((instance) => instance.close()));
      await isolated.drop();
    }
  });
});
