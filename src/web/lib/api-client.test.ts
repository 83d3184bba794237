/** @module The API client: success bodies are contract-checked, every failure becomes a typed problem. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticlePageV2, ERROR_TEXT, SourceListV2 } from '../../contract';
import { stubFetch } from '../testing/fetch-stub';
import { request, send } from './api-client';
import { ApiError } from './api-problem';

afterEach(() => vi.unstubAllGlobals());

const post = (body: unknown) => send(ArticlePageV2, { method: 'POST', path: '/v2/articles', body });

describe('send', () => {
  it('calls the /api proxy and returns the parsed body', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({
        status: 200,
        body: { status: 'ok', page: 1, pageSize: 20, articles: [] },
      }),
    });
    const result = await post({ query: 'x' });
    expect(result).toEqual({ ok: true, data: { status: 'ok', page: 1, pageSize: 20, articles: [] } });
    expect(calls[0]?.body).toEqual({ query: 'x' });
  });

  it.each([
    {
      name: '400 query syntax keeps the token and the exact message',
      status: 400,
      body: {
        statusCode: 400,
        message: [{ property: 'query', constraints: { query: ERROR_TEXT.querySyntax('ticker:') } }],
        error: 'Bad Request',
      },
      expected: {
        kind: 'query',
        status: 400,
        message: "Invalid query syntax near 'ticker:'",
        token: 'ticker:',
      },
    },
    {
      name: '400 too complex is a query problem without a token',
      status: 400,
      body: {
        statusCode: 400,
        message: [{ property: 'query', constraints: { query: ERROR_TEXT.queryTooComplex } }],
        error: 'Bad Request',
      },
      expected: { kind: 'query', status: 400, message: 'Query is too complex', token: null },
    },
    {
      name: '400 validation texts',
      status: 400,
      body: { statusCode: 400, message: ['pageSize must not be greater than 100'], error: 'Bad Request' },
      expected: { kind: 'bad_request', status: 400, messages: ['pageSize must not be greater than 100'] },
    },
    {
      name: '401',
      status: 401,
      body: { statusCode: 401, message: 'Unauthorized' },
      expected: { kind: 'unauthorized', status: 401 },
    },
    {
      name: '403 keeps the plan message',
      status: 403,
      body: { statusCode: 403, message: ERROR_TEXT.contentForbidden },
      expected: { kind: 'forbidden', status: 403, message: ERROR_TEXT.contentForbidden },
    },
    {
      name: '429 burst',
      status: 429,
      body: { statusCode: 429, message: ERROR_TEXT.burstExceeded(10, 10) },
      expected: {
        kind: 'rate_limited',
        status: 429,
        scope: 'burst',
        message: ERROR_TEXT.burstExceeded(10, 10),
      },
    },
    {
      name: '429 quota',
      status: 429,
      body: { statusCode: 429, message: ERROR_TEXT.quotaExceeded(5000) },
      expected: {
        kind: 'rate_limited',
        status: 429,
        scope: 'quota',
        message: ERROR_TEXT.quotaExceeded(5000),
      },
    },
    {
      name: '422 collects the field texts',
      status: 422,
      body: { status: 422, errors: { page: 'page must be an integer number' } },
      expected: { kind: 'bad_request', status: 422, messages: ['page must be an integer number'] },
    },
    {
      name: '502 from the proxy without a JSON body',
      status: 502,
      body: undefined,
      expected: { kind: 'server', status: 502, message: 'HTTP 502' },
    },
  ])('$name', async ({ status, body, expected }) => {
    stubFetch({ 'POST /api/v2/articles': () => ({ status, body }) });
    expect(await post({})).toEqual({ ok: false, problem: expected });
  });

  it('turns a network failure into a network problem', async () => {
    stubFetch({ 'GET /api/v2/sources': () => new TypeError('Failed to fetch') });
    expect(await send(SourceListV2, { method: 'GET', path: '/v2/sources' })).toEqual({
      ok: false,
      problem: { kind: 'network', message: 'Failed to fetch' },
    });
  });

  it('rejects a success body that breaks the contract', async () => {
    stubFetch({ 'GET /api/v2/sources': () => ({ status: 200, body: [{ domain: 1 }] }) });
    const result = await send(SourceListV2, { method: 'GET', path: '/v2/sources' });
    expect(result.ok === false && result.problem.kind).toBe('invalid_response');
  });

  it('encodes query parameters and leaves out undefined ones', async () => {
    const { calls } = stubFetch({ 'GET /api/v2/sources': () => ({ status: 200, body: [] }) });
    await send(SourceListV2, {
      method: 'GET',
      path: '/v2/sources',
      query: { link: 'https://a.b/c?d=1', x: undefined },
    });
    expect(calls[0]?.url.search).toBe('?link=https%3A%2F%2Fa.b%2Fc%3Fd%3D1');
  });
});

describe('request', () => {
  it('throws an ApiError carrying the problem', async () => {
    stubFetch({
      'GET /api/v2/sources': () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }),
    });
    const error = await request(SourceListV2, { method: 'GET', path: '/v2/sources' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.kind).toBe('unauthorized');
  });
});
