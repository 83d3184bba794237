/**
 * @module Property: whatever request a fuzzer builds (method, path under /v1 /v2 /mcp /docs, headers,
 * body) gets a status below 500 and, for an error, a body in one of the contract's shapes — on both
 * stores (PostgreSQL skipped loudly when absent). Text values carry control characters (NUL included, which
 * PostgreSQL refuses outright), query strings percent-escapes that are not UTF-8, bodies bytes that are not.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

interface Fuzzed {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const RUNS = 300;

const segment = fc.oneof(
  fc.constantFrom(
    'articles',
    'by-link',
    'changes',
    'webhooks',
    'saved-searches',
    'dry-run',
    '1',
    'test',
    'extended',
    'sources',
    'stats',
    'companies',
    'static',
    'json',
    'authorize',
    'submit',
    'token',
    'register',
    '.well-known',
    'oauth-protected-resource',
    '..',
    '%2e%2e',
    '%2E.',
    '%zz',
    '%c0',
    '%00',
    '%2f',
    '',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/),
);
/** Percent-escapes of control characters (NUL, C0, DEL, C1) and of bytes that are not UTF-8. */
const badEscape = fc.constantFrom(
  '%00',
  '%01',
  '%09',
  '%0A',
  '%1F',
  '%7F',
  '%C2%85',
  '%FF',
  '%C3',
  '%C0%AF',
  '%ED%A0%80',
  '%E2%82',
  '%F4%90%80%80',
);
const textParameter = fc.constantFrom(
  'query',
  'query=source:',
  'query=author:',
  'query=ticker:',
  'sources',
  'excludeSources',
  'tickers',
  'countries',
  'link',
  'q',
  'status',
);
const badTextQuery = fc
  .tuple(
    textParameter,
    fc.stringMatching(/^[A-Za-z0-9.]{0,6}$/),
    badEscape,
    fc.stringMatching(/^[a-z]{0,4}$/),
  )
  .map(
    ([name, before, escape, after]) => `?${name}${name.includes('=') ? '' : '='}${before}${escape}${after}`,
  );
const longList = fc
  .constantFrom('sources', 'tickers', 'excludeSources', 'countries', 'categories')
  .map((name) => `?${name}=${Array.from({ length: 101 }, (_, i) => `v${i}`).join(',')}`);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?to=9999-12-31', '?from=0000-01-01', '?pageSize=1e9', '?link=%zz', '?page=1&page=2'),
  fc.stringMatching(/^\?[A-Za-z0-9=&%._-]{0,30}$/),
  badTextQuery,
  longList,
);
const path = fc
  .tuple(fc.constantFrom('/v1', '/v2', '/mcp', '/docs'), fc.array(segment, { maxLength: 4 }), query)
  .map(([root, segments, q]) => `${root}${segments.map((s) => `/${s}`).join('')}${q}`);

/** Text with control characters among ordinary ones (and, from 'binary', any code point, lone surrogates too). */
const controlText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom('\u0000', '\u0001', '\t', '\n', '\u001f', '\u007f', '\u0085'),
        fc.string({ maxLength: 3 }),
      ),
      {
        maxLength: 6,
      },
    )
    .map((parts) => parts.join('')),
);
const textList = fc.oneof(
  fc.array(controlText, { maxLength: 3 }),
  fc.integer({ min: 99, max: 102 }).map((n) => Array.from({ length: n }, (_, i) => `V${i}`)),
);
/** JSON text with bytes that are not UTF-8 spliced into a string value. */
const notUtf8Body = fc
  .tuple(fc.constantFrom([0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82]), fc.boolean())
  .map(([bytes, rpc]) =>
    Buffer.concat([
      Buffer.from(rpc ? '{"jsonrpc":"2.0","id":1,"method":"ping","x":"' : '{"query":"a'),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
  );

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        query: fc.oneof(
          controlText,
          controlText.map((t) => `source:${t}`),
          controlText.map((t) => `author:"${t}"`),
        ),
        sources: textList,
        excludeSources: textList,
        optInSources: textList,
        tickers: textList,
        countries: textList,
        link: controlText,
        url: controlText.map((t) => `https://hooks.example/${t}`),
        type: fc.constantFrom('enriched', 'raw'),
        facets: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      jsonrpc: fc.constant('2.0'),
      id: fc.constant(1),
      method: fc.constant('tools/call'),
      params: fc.record({
        name: fc.constantFrom('search_articles', 'get_article_by_link'),
        arguments: fc.record(
          { query: controlText, sources: textList, tickers: textList, link: controlText },
          { requiredKeys: [] },
        ),
      }),
    })
    .map((v) => JSON.stringify(v)),
  notUtf8Body,
  fc
    .record(
      {
        query: fc.string({ maxLength: 40 }),
        from: fc.constantFrom('1969-12-31', '9999-12-31', '10000-01-01', 'yesterday', '2025-02-30'),
        to: fc.constantFrom('9999-12-31', '9999-12-31T23:59:59.999-01:00', '1970-01-01'),
        pageSize: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
        page: fc.oneof(fc.integer(), fc.double()),
        sources: fc.oneof(fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }), fc.string()),
        jsonrpc: fc.constant('2.0'),
        method: fc.constantFrom('tools/call', 'initialize', 'ping', 'nope'),
        params: fc.jsonValue({ maxDepth: 2 }),
        grant_type: fc.constantFrom('authorization_code', 'password'),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
);

function fuzzedRequest(keys: string[]): fc.Arbitrary<Fuzzed> {
  const contentType = fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  );
  const key = fc.constantFrom(undefined, 'nr_short', ...keys);
  return fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      path,
      contentType,
      key,
      bearer: fc.boolean(),
      origin: fc.constantFrom(undefined, 'https://evil.example', 'null'),
      body: fc.option(jsonBody, { nil: null }),
    })
    .map(({ method, path: p, contentType: ct, key: k, bearer, origin, body }) => {
      const headers: Record<string, string> = {};
      if (ct) headers['content-type'] = ct;
      if (k) headers[bearer ? 'authorization' : 'x-api-key'] = bearer ? `Bearer ${k}` : k;
      if (origin) headers.origin = origin;
      const sendsBody = body !== null && method !== 'GET' && method !== 'HEAD';
      // Framed explicitly: Node sends a DELETE's or OPTIONS' body unframed (the bytes after are another request).
      if (sendsBody) headers['content-length'] = String(Buffer.byteLength(body));
      return { method, path: p, headers, body: sendsBody ? body : null };
    });
}

/** The routes that read text (query strings or bodies), asked the right way with a working key and fuzzed text. */
function textRequest(key: string): fc.Arbitrary<Fuzzed> {
  const reads = fc.constantFrom(
    '/v1/articles',
    '/v1/articles/extended',
    '/v2/changes',
    '/v2/companies',
    '/v2/articles/by-link',
    '/v2/webhooks/1/deliveries',
  );
  const get = fc.tuple(reads, fc.oneof(badTextQuery, longList)).map(([route, q]) => ({
    method: 'GET',
    path: `${route}${q}`,
    headers: { 'x-api-key': key },
    body: null,
  }));
  const writes = fc.constantFrom(
    ['POST', '/v2/articles'],
    ['POST', '/v2/articles/stats'],
    ['POST', '/v2/webhooks'],
    ['PATCH', '/v2/webhooks/1'],
    ['POST', '/v2/webhooks/1/test'],
    ['POST', '/mcp'],
  );
  const post = fc
    .tuple(writes, fc.oneof(jsonBody, fc.constant('')))
    .map(([[method = 'POST', route = ''], body]) => ({
      method,
      path: route,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        ...(route === '/mcp'
          ? { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' }
          : { 'x-api-key': key }),
      },
      body,
    }));
  return fc.oneof(get, post);
}

function send(baseUrl: string, request: Fuzzed): Promise<Answer> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        // A fresh connection per request: a reused one that the server closed is the client's race, not ours.
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One of the error bodies the contract knows: REST (v2/v1), JSON-RPC, OAuth (RFC 6749), or an HTML page. */
function isContractErrorBody(status: number, answer: Answer, method: string): boolean {
  if (method === 'HEAD') return answer.text === '';
  if (answer.contentType.startsWith('text/html')) return true; // the OAuth authorization page's own errors
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return false;
  }
  if (!isRecord(body)) return false;
  const rest =
    body.statusCode === status &&
    (typeof body.message === 'string' || Array.isArray(body.message)) &&
    (status !== 400 || (Array.isArray(body.message) && body.error === 'Bad Request'));
  const v1 = status === 422 && body.status === 422 && isRecord(body.errors);
  const rpc = body.jsonrpc === '2.0' && isRecord(body.error) && typeof body.error.code === 'number';
  const oauth = typeof body.error === 'string' && typeof body.error_description === 'string';
  return rest || v1 || rpc || oauth;
}

describe.each(ENGINES)('any fuzzed request [$engine]', ({ engine, skip }) => {
  let service: TestService;

  beforeAll(async () => {
    if (skip) return;
    // Webhooks served (their filters are text inputs too); their deliveries go to a loopback port nobody serves.
    service = await startTestService({
      engine,
      plans: plansWithoutBurst(),
      webhooks: { resolve: async () => ['127.0.0.1'] },
    });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('gets a status below 500 and, for an error, a body in the contract’s shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fuzzedRequest(Object.values(service.keys)), textRequest(service.keys.enterprise as string)),
        async (request) => {
          const answer = await send(service.url, request);
          expect(answer.status, `${request.method} ${request.path}: ${answer.text}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(
              isContractErrorBody(answer.status, answer, request.method),
              `${request.method} ${request.path} → ${answer.status} ${answer.text}`,
            ).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
