/**
 * @module The valid date range of `from`/`to` (1970–9999), held alike by v2, v1, stats and MCP
 * `search_articles` on both stores: the last day of 9999 is searchable, anything outside is refused
 * with each surface's own body, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE, dateRangeSide, parseDateBound, VALIDATION_TEXT } from '../../contract';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { mcpClient } from '../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

const MIN = DATE_RANGE.min.toISOString();
const MAX = DATE_RANGE.max.toISOString();
const tooLate = VALIDATION_TEXT.maxDate('to', MAX);
const tooEarly = VALIDATION_TEXT.minDate('from', MIN);

describe('DATE_RANGE', () => {
  it.each([
    { name: 'first day', value: '1970-01-01', side: 'within' },
    { name: 'last day', value: '9999-12-31', side: 'within' },
    { name: 'last millisecond', value: '9999-12-31T23:59:59.999Z', side: 'within' },
    { name: 'day before', value: '1969-12-31', side: 'below' },
    { name: 'an offset pushing the instant before 1970', value: '1970-01-01T00:30+01:00', side: 'below' },
    { name: 'an offset pushing the instant into 10000', value: '9999-12-31T23:30-01:00', side: 'above' },
  ])('$name ($value) is $side', ({ value, side }) => {
    const bound = parseDateBound(value);
    if (!bound) throw new Error(`${value} does not parse`);
    expect(dateRangeSide(bound)).toBe(side);
  });
});

describe.each(ENGINES)('dates at the edges of the range [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const api = () => apiClient(service.url, service.keys.enterprise);

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  describe.skipIf(skip)('inside the range', () => {
    it('v2, v1, stats and MCP accept to = 9999-12-31 and from = 1970-01-01', async () => {
      const body = { from: '1970-01-01', to: '9999-12-31' };
      const v2 = await api().post<{ articles: unknown[] }>('/v2/articles', body);
      expect(v2.status).toBe(200);
      expect(v2.body.articles.length).toBeGreaterThan(0);
      expect((await api().get('/v1/articles', body)).status).toBe(200);
      expect((await api().post('/v2/articles/stats', body)).status).toBe(200);
      const tool = await mcpClient(service.url, service.keys.enterprise).toolDocument<{
        totalResults: number;
      }>('search_articles', body);
      expect(tool.totalResults).toBeGreaterThan(0);
    });

    it('an ISO `to` at the last millisecond of 9999 is accepted', async () => {
      const res = await api().post('/v2/articles', { to: '9999-12-31T23:59:59.999Z' });
      expect(res.status).toBe(200);
    });
  });

  describe.skipIf(skip)('outside the range', () => {
    it('v2 answers 400 with the spec body', async () => {
      const late = await api().post('/v2/articles', { to: '9999-12-31T23:30:00-01:00' });
      expect(late).toMatchObject({
        status: 400,
        body: { statusCode: 400, message: [tooLate], error: 'Bad Request' },
      });
      const early = await api().post('/v2/articles', { from: '1969-12-31' });
      expect(early.body).toEqual({ statusCode: 400, message: [tooEarly], error: 'Bad Request' });
    });

    it('v1 answers 422 with its validator body', async () => {
      const res = await api().get('/v1/articles', { from: '1969-12-31T23:59:59Z' });
      expect(res).toMatchObject({ status: 422, body: { status: 422, errors: { from: tooEarly } } });
    });

    it('stats answers 400 with the spec body', async () => {
      const res = await api().post('/v2/articles/stats', { to: '9999-12-31T23:00-05:00' });
      expect(res).toMatchObject({ status: 400, body: { statusCode: 400, message: [tooLate] } });
    });

    it('MCP search_articles answers -32602 with the REST text', async () => {
      const res = await mcpClient(service.url, service.keys.enterprise).callTool('search_articles', {
        from: '1969-07-20',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: -32602, data: { errors: [tooEarly] } } });
    });
  });
});
