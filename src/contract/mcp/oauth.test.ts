/** @module The OAuth bodies: redirect URIs and client registration. */
import { describe, expect, it } from 'vitest';
import { ClientRegistrationRequest, OAUTH_TEXT, redirectUriProblem } from './oauth';

describe('redirectUriProblem', () => {
  it.each([
    { name: 'https anywhere', uri: 'https://claude.ai/api/mcp/auth_callback', problem: null },
    { name: 'http on 127.0.0.1', uri: 'http://127.0.0.1:33418/callback', problem: null },
    { name: 'http on [::1]', uri: 'http://[::1]:8000/cb', problem: null },
    { name: 'http on localhost', uri: 'http://localhost:6274/oauth/callback', problem: null },
    { name: 'https with a query', uri: 'https://app.example/cb?tenant=a', problem: null },
    { name: 'http elsewhere', uri: 'http://app.example/cb', problem: OAUTH_TEXT.redirectUriScheme },
    { name: 'http on 127.0.0.2', uri: 'http://127.0.0.2/cb', problem: OAUTH_TEXT.redirectUriScheme },
    {
      name: 'http on localhost.evil',
      uri: 'http://localhost.evil/cb',
      problem: OAUTH_TEXT.redirectUriScheme,
    },
    { name: 'a custom scheme', uri: 'cursor://anysphere/cb', problem: OAUTH_TEXT.redirectUriScheme },
    { name: 'javascript:', uri: 'javascript:alert(1)', problem: OAUTH_TEXT.redirectUriScheme },
    { name: 'a fragment', uri: 'https://app.example/cb#x', problem: OAUTH_TEXT.redirectUriFragment },
    { name: 'a relative path', uri: '/callback', problem: OAUTH_TEXT.redirectUriAbsolute },
    { name: 'a space', uri: 'https://app.example/c b', problem: OAUTH_TEXT.redirectUriAbsolute },
    { name: 'a quote', uri: 'https://app.example/"cb', problem: OAUTH_TEXT.redirectUriAbsolute },
    {
      name: 'over 512 characters',
      uri: `https://app.example/${'a'.repeat(500)}`,
      problem: OAUTH_TEXT.redirectUriLength,
    },
  ])('$name', ({ uri, problem }) => {
    expect(redirectUriProblem(uri)).toBe(problem);
  });
});

describe('ClientRegistrationRequest', () => {
  const valid = { redirect_uris: ['http://127.0.0.1:9/cb'] };
  it('accepts the metadata MCP clients send, refresh_token included', () => {
    const parsed = ClientRegistrationRequest.safeParse({
      ...valid,
      client_name: 'Inspector',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      scope: 'news',
      logo_uri: 'https://x.example/logo.png',
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    { name: 'no redirect_uris', body: {} },
    { name: 'an empty list', body: { redirect_uris: [] } },
    { name: 'six URIs', body: { redirect_uris: Array(6).fill('https://a.example/cb') } },
    { name: 'implicit grant', body: { ...valid, grant_types: ['implicit'] } },
    { name: 'client_credentials only', body: { ...valid, grant_types: ['client_credentials'] } },
    { name: 'response type token', body: { ...valid, response_types: ['token'] } },
    { name: 'a client secret method', body: { ...valid, token_endpoint_auth_method: 'client_secret_post' } },
    { name: 'a long client_name', body: { ...valid, client_name: 'n'.repeat(201) } },
  ])('refuses $name', ({ body }) => {
    expect(ClientRegistrationRequest.safeParse(body).success).toBe(false);
  });
});
