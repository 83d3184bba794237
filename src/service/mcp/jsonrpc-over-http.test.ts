/**
 * The tool server's transport over real HTTP (spec §4.3, §7.2): JSON-RPC envelopes and error codes
 * with their HTTP statuses, Bearer authentication, notifications, initialize and its version
 * negotiation, the methods that are not POST, CORS, and a fault that leaks nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InitializeResult } from '../../contract/mcp/jsonrpc';
import { generateApiKey } from '../crypto/api-key';
import { createApiKey, revokeApiKey } from '../store/keys-repo';
import { mcpClient } from '../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

const PARSE_ERROR = { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null };
const invalidRequest = (id: string | number | null) => ({
  jsonrpc: '2.0',
  error: { code: -32600, message: 'Invalid Request' },
  id,
});
const unauthorized = (id: string | number | null) => ({
  jsonrpc: '2.0',
  error: { code: -32001, message: 'Unauthorized' },
  id,
});
const initialize = (protocolVersion?: string, id: string | number = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: {
    ...(protocolVersion ? { protocolVersion } : {}),
    capabilities: {},
    clientInfo: { name: 'test', version: '1.0.0' },
  },
});

describe('the tool server over HTTP', () => {
  let service: TestService;
  let mcp: ReturnType<typeof mcpClient>;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst(), keyCacheTtlMs: 0 });
    mcp = mcpClient(service.url, service.keys.free);
  });
  afterAll(async () => service.close());

  describe('JSON-RPC envelopes', () => {
    it.each([
      { name: 'not JSON', body: 'jsonrpc 2.0 please' },
      { name: 'truncated JSON', body: '{"jsonrpc":"2.0","id":1,' },
      { name: 'an empty body', body: '' },
    ])('$name → 400 -32700 Parse error, id null', async ({ body }) => {
      const res = await mcp.rpc(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(PARSE_ERROR);
    });

    it('a body that is not JSON is a parse error whatever its Content-Type', async () => {
      const res = await mcp.rpc('ping', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(PARSE_ERROR);
    });

    it.each([
      { name: 'jsonrpc "1.0"', body: { jsonrpc: '1.0', id: 7, method: 'ping' }, id: 7 },
      { name: 'no jsonrpc', body: { id: 'a', method: 'ping' }, id: 'a' },
      { name: 'no method', body: { jsonrpc: '2.0', id: 8 }, id: 8 },
      { name: 'a method that is not a string', body: { jsonrpc: '2.0', id: 9, method: 42 }, id: 9 },
      {
        name: 'params that are not an object',
        body: { jsonrpc: '2.0', id: 10, method: 'ping', params: 'x' },
        id: 10,
      },
      { name: 'an id that is an object', body: { jsonrpc: '2.0', id: { n: 1 }, method: 'ping' }, id: null },
      { name: 'an id that is null', body: { jsonrpc: '2.0', id: null, method: 'ping' }, id: null },
      { name: 'a JSON string', body: '"ping"', id: null },
      { name: 'a batch', body: [{ jsonrpc: '2.0', id: 1, method: 'ping' }], id: null },
    ])('$name → 400 -32600 Invalid Request, id echoed when readable', async ({ body, id }) => {
      const res = await mcp.rpc(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidRequest(id));
    });

    it('an unknown method → 200 -32601 Method not found', async () => {
      const res = await mcp.rpc({ jsonrpc: '2.0', id: 'x-1', method: 'prompts/list' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        jsonrpc: '2.0',
        error: { code: -32601, message: 'Method not found' },
        id: 'x-1',
      });
    });

    it('a method named like an Object property is not found either', async () => {
      const res = await mcp.rpc({ jsonrpc: '2.0', id: 1, method: 'constructor' });
      expect(res.body).toMatchObject({ error: { code: -32601 } });
    });

    it('a notification → 202 with an empty body', async () => {
      for (const method of ['notifications/initialized', 'notifications/cancelled', 'tools/call']) {
        const res = await mcp.rpc({ jsonrpc: '2.0', method });
        expect(res.status, method).toBe(202);
        expect(res.text, method).toBe('');
      }
    });

    it('ping → {} and ids are echoed exactly, strings and numbers', async () => {
      for (const id of [0, 17, 2.5, -3, 'abc', '']) {
        const res = await mcp.rpc({ jsonrpc: '2.0', id, method: 'ping' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
        expect(res.body).toEqual({ jsonrpc: '2.0', result: {}, id });
      }
    });
  });

  describe('initialize', () => {
    it('answers the server info, the tools capability and instructions', async () => {
      const res = await mcp.rpc(initialize('2024-11-05'));
      expect(res.status).toBe(200);
      const result = InitializeResult.parse(res.body?.result);
      expect(result).toMatchObject({
        protocolVersion: '2024-11-05',
        capabilities: { tools: {} },
        serverInfo: { name: 'newsroom-news-api', version: '0.0.0-test' },
      });
      expect(result.instructions).toMatch(/search_articles/);
      expect(res.headers.get('mcp-session-id')).toBeNull();
    });

    it.each(['2025-03-26', '2025-06-18'])(
      'a supported version (%s) is answered as asked',
      async (version) => {
        const res = await mcp.rpc(initialize(version));
        expect(res.body?.result).toMatchObject({ protocolVersion: version });
      },
    );

    it.each([
      { name: 'a newer version', version: '2025-11-25' },
      { name: 'an unknown one', version: 'draft' },
      { name: 'none', version: undefined },
    ])('$name is answered with 2024-11-05', async ({ version }) => {
      const res = await mcp.rpc(initialize(version));
      expect(res.body?.result).toMatchObject({ protocolVersion: '2024-11-05' });
    });

    it.each([
      { name: 'the spec’s 2024-11-05', version: '2024-11-05' },
      { name: 'no version', version: undefined },
      { name: 'an unknown one', version: 'draft' },
    ])('$name: capabilities are exactly {tools: {}}, and no session', async ({ version }) => {
      const res = await mcp.rpc(initialize(version));
      expect(InitializeResult.parse(res.body?.result).capabilities).toEqual({ tools: {} });
      expect(res.headers.get('mcp-session-id')).toBeNull();
    });

    it.each(['2025-03-26', '2025-06-18', '2025-11-25'])(
      'asking for %s (Streamable HTTP) also gives the resources capability and a session',
      async (version) => {
        const res = await mcp.rpc(initialize(version));
        expect(InitializeResult.parse(res.body?.result).capabilities).toEqual({
          tools: {},
          resources: { subscribe: true, listChanged: false },
        });
        expect(res.headers.get('mcp-session-id')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      },
    );

    it('Mcp-Session-Id and MCP-Protocol-Version headers are accepted and ignored', async () => {
      const res = await mcp.rpc(
        { jsonrpc: '2.0', id: 3, method: 'ping' },
        { 'mcp-session-id': 'whatever', 'mcp-protocol-version': '2025-06-18' },
      );
      expect(res.body).toEqual({ jsonrpc: '2.0', result: {}, id: 3 });
    });
  });

  describe('authentication', () => {
    const metadataUrl = () => `${service.url}/.well-known/oauth-protected-resource/mcp`;

    it.each([
      { name: 'missing', header: undefined },
      { name: 'another scheme', header: (key: string) => `Basic ${key}` },
      { name: 'a Bearer without a token', header: () => 'Bearer ' },
      { name: 'a malformed key', header: () => 'Bearer abc' },
      { name: 'a well-formed unknown key', header: () => `Bearer ${generateApiKey()}` },
      { name: 'the key in X-API-KEY only', header: undefined, apiKey: true },
    ])('$name → 401 -32001 with WWW-Authenticate, the id echoed', async ({ header, apiKey }) => {
      const key = service.keys.free as string;
      const headers: Record<string, string> = {
        ...(header ? { authorization: header(key) } : {}),
        ...(apiKey ? { 'x-api-key': key } : {}),
      };
      const res = await mcpClient(service.url).rpc({ jsonrpc: '2.0', id: 42, method: 'ping' }, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized(42));
      expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl()}"`);
    });

    it('401 comes before parsing: an unreadable body gets id null', async () => {
      const res = await mcpClient(service.url).rpc('{oops');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized(null));
    });

    it('a revoked key → 401', async () => {
      const { key, record } = await createApiKey(service.db, { name: 'mcp-revoked', plan: 'free' });
      const client = mcpClient(service.url, key);
      expect((await client.rpc({ jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(200);
      await revokeApiKey(service.db, String(record.id));
      const res = await client.rpc({ jsonrpc: '2.0', id: 'r', method: 'ping' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized('r'));
    });

    it('the header name and the scheme are case-insensitive', async () => {
      const key = service.keys.free as string;
      for (const header of [`bearer ${key}`, `BEARER ${key}`, `Bearer   ${key}`]) {
        const res = await mcpClient(service.url).rpc(
          { jsonrpc: '2.0', id: 1, method: 'ping' },
          { AUTHORIZATION: header },
        );
        expect(res.status, header).toBe(200);
      }
    });

    it('REST authentication does not apply: the X-API-KEY scope never answers /mcp', async () => {
      const res = await mcpClient(service.url).rpc({ jsonrpc: '2.0', id: 1, method: 'ping' });
      expect(res.body).not.toHaveProperty('statusCode');
    });
  });

  describe('other HTTP methods and CORS', () => {
    it.each(['GET', 'DELETE'])('%s without a session → 405 with Allow: POST', async (method) => {
      const res = await fetch(`${service.url}/mcp`, {
        method,
        headers: { authorization: `Bearer ${service.keys.free}`, accept: 'text/event-stream' },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Method not allowed' },
        id: null,
      });
    });

    it('answers the preflight and exposes WWW-Authenticate to browser clients', async () => {
      const preflight = await fetch(`${service.url}/mcp`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://client.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, mcp-protocol-version',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID',
      );
      const refused = await mcpClient(service.url).rpc({ jsonrpc: '2.0', id: 1, method: 'ping' });
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(refused.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate, Mcp-Session-Id');
    });

    it('a body over 64 KiB → 413', async () => {
      const res = await mcp.rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'ping',
        params: { pad: 'x'.repeat(70_000) },
      });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 }, id: null });
    });
  });
});

describe('an unexpected fault on the tool server', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({
      engine: 'pglite',
      plans: plansWithoutBurst(),
      limiter: () => ({
        consume: async () => {
          throw new Error('kaboom: secret detail');
        },
        consumeQuota: async () => {
          throw new Error('kaboom: secret detail');
        },
        settle: async () => undefined,
        close: async () => undefined,
      }),
    });
  });
  afterAll(async () => service.close());

  it('→ 500 -32603 Internal error with the id, and no detail', async () => {
    const res = await mcpClient(service.url, service.keys.free).callTool('list_sources', {}, 'boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal error' },
      id: 'boom',
    });
    expect(res.text).not.toMatch(/kaboom|secret/);
  });
});
