/**
 * @module Property: whatever request a fuzzer builds (method, path under /v1 /v2 /mcp /docs, headers,
 * body) gets a status below 500 and, for an error, a body in one of the contract's shapes — on both
 * stores (PostgreSQL skipped loudly when absent).
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
  body: string | null;
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
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?to=9999-12-31', '?from=0000-01-01', '?pageSize=1e9', '?link=%zz', '?page=1&page=2'),
  fc.stringMatching(/^\?[A-Za-z0-9=&%._-]{0,30}$/),
);
const path = fc
  .tuple(fc.constantFrom('/v1', '/v2', '/mcp', '/docs'), fc.array(segment, { maxLength: 4 }), query)
  .map(([root, segments, q]) => `${root}${segments.map((s) => `/${s}`).join('')}${q}`);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
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
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('gets a status below 500 and, for an error, a body in the contract’s shape', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzedRequest(Object.values(service.keys)), async (request) => {
        const answer = await send(service.url, request);
        expect(answer.status, `${request.method} ${request.path}: ${answer.text}`).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(
            isContractErrorBody(answer.status, answer, request.method),
            `${request.method} ${request.path} → ${answer.status} ${answer.text}`,
          ).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
