import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticlePageV2, type ArticleV2 } from '../../../contract';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const W = 'https://www.wire.example/2025/11/';
const L = 'https://markets.ledger.example/';
const B = 'https://www.boersenblatt.example/';
const DEFAULT_ORDER = [
  `${W}nvidia-chip-export-rules`,
  `${W}apple-beats-estimates`,
  `${L}fed-holds-interest-rate`,
  `${L}oil-prices-jump`,
  `${B}sap-earnings-english`,
  `${W}bitcoin-slides`,
  `${W}f-tie-b`,
  `${W}f-tie-a`,
  `${L}old-news`,
];
const ALWAYS = [
  'categories',
  'confidence',
  'countries',
  'images',
  'language',
  'link',
  'publishDate',
  'sentiment',
  'source',
  'summary',
  'title',
];

interface Page {
  status: string;
  page: number;
  pageSize: number;
  articles: ArticleV2[];
}

describe.each(ENGINES)('POST /v2/articles [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const search = (body: unknown, plan = 'free') =>
    apiClient(service.url, service.keys[plan]).post<Page>('/v2/articles', body);
  const links = async (body: unknown, plan = 'free') =>
    (await search(body, plan)).body.articles.map((a) => a.link);

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  describe.skipIf(skip)('defaults and shape', () => {
    it('applies page 1, pageSize 20, publishDate DESC, language en and the default sources', async () => {
      const res = await search({});
      expect(res.status).toBe(200);
      expect(ArticlePageV2.parse(res.body)).toBeTruthy();
      expect(res.body).toMatchObject({ status: 'ok', page: 1, pageSize: 20 });
      expect(res.body.articles.map((a) => a.link)).toEqual(DEFAULT_ORDER);
    });

    it('accepts an empty body and no content type', async () => {
      const res = await fetch(`${service.url}/v2/articles`, {
        method: 'POST',
        headers: { 'x-api-key': service.keys.free as string },
      });
      expect(res.status).toBe(200);
    });

    it('returns exactly the always-present fields, dates with milliseconds, confidence as a string', async () => {
      const { body } = await search({ query: 'nvidia' });
      const article = body.articles[0] as ArticleV2;
      expect(Object.keys(article).sort()).toEqual(ALWAYS);
      expect(article.publishDate).toBe('2025-11-07T14:30:34.000Z');
      expect(article.confidence).toBe('0.88');
      const apple = (await search({ query: 'iphone' })).body.articles[0] as ArticleV2;
      expect(apple.confidence).toBe('0.9512');
      expect(apple.summary).toBe(
        'Apple reported record quarterly revenue, lifted by strong iPhone demand in China.',
      );
    });

    it('treats null as absent and numeric strings as numbers, and ignores unknown fields', async () => {
      const res = await search({
        pageSize: '2',
        page: '2',
        query: null,
        orderBy: null,
        source: 'x',
        extended: true,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 2, pageSize: 2 });
      expect(res.body.articles.map((a) => a.link)).toEqual(DEFAULT_ORDER.slice(2, 4));
    });
  });

  describe.skipIf(skip)('ordering', () => {
    it('ASC reverses the order, ties broken by link', async () => {
      expect(await links({ order: 'ASC' })).toEqual([...DEFAULT_ORDER].reverse());
    });

    it('orderBy=createdAt returns createdAt and sorts by it', async () => {
      const { body } = await search({ orderBy: 'createdAt', pageSize: 1 });
      expect(body.articles[0]).toMatchObject({ createdAt: '2025-11-07T14:31:34.000Z' });
      expect(body.articles[0]).not.toHaveProperty('revisedDate');
    });

    it.each(['DESC', 'ASC'])(
      'orderBy=revisedDate %s puts revised first and never-revised last',
      async (order) => {
        const { body } = await search({ orderBy: 'revisedDate', order });
        const revised = body.articles.slice(0, 2).map((a) => [a.link, a.revisedDate]);
        const expected = [
          [`${W}bitcoin-slides`, '2025-11-08T10:00:00.000Z'],
          [`${L}oil-prices-jump`, '2025-11-04T10:00:00.000Z'],
        ];
        expect(revised).toEqual(order === 'DESC' ? expected : [...expected].reverse());
        expect(body.articles.slice(2).every((a) => a.revisedDate === null)).toBe(true);
        expect(body.articles).toHaveLength(9);
        expect(body.articles[0]).not.toHaveProperty('createdAt');
      },
    );

    it('pages are stable and disjoint', async () => {
      const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => links({ pageSize: 2, page })));
      expect(pages.flat()).toEqual(DEFAULT_ORDER);
    });
  });

  describe.skipIf(skip)('source scope', () => {
    it.each([
      { name: 'sources replaces the default set', body: { sources: ['optin.niche.example'] }, count: 1 },
      { name: '* includes every source', body: { sources: ['*'] }, count: 10 },
      {
        name: 'optInSources adds to the defaults',
        body: { optInSources: ['optin.niche.example'] },
        count: 10,
      },
      { name: 'excludeSources removes', body: { excludeSources: ['www.wire.example'] }, count: 4 },
      { name: 'an unknown domain matches nothing', body: { sources: ['nowhere.example'] }, count: 0 },
      { name: 'domains are case-insensitive', body: { sources: ['WWW.Wire.Example'] }, count: 5 },
    ])('$name', async ({ body, count }) => {
      expect(await links(body)).toHaveLength(count);
    });
  });

  describe.skipIf(skip)('filters', () => {
    it.each([
      { name: 'tickers', body: { tickers: ['AAPL'] }, expected: [`${W}apple-beats-estimates`] },
      {
        name: 'tickers, any of the list, any case',
        body: { tickers: ['aapl', 'NVDA'] },
        expected: [`${W}nvidia-chip-export-rules`, `${W}apple-beats-estimates`],
      },
      {
        name: 'tickers * = any tagged company',
        body: { tickers: ['*'] },
        expected: [`${W}nvidia-chip-export-rules`, `${W}apple-beats-estimates`, `${B}sap-earnings-english`],
      },
      {
        name: 'countries',
        body: { countries: ['cn'] },
        expected: [`${W}nvidia-chip-export-rules`, `${W}apple-beats-estimates`],
      },
      {
        name: 'categories, any of the list',
        body: { categories: ['crypto', 'energy'] },
        expected: [`${L}oil-prices-jump`, `${W}bitcoin-slides`],
      },
      {
        name: 'filters combine with AND',
        body: { categories: ['technology'], countries: ['CN'], tickers: ['NVDA'] },
        expected: [`${W}nvidia-chip-export-rules`],
      },
      { name: 'language', body: { language: 'de' }, expected: [`${B}sap-cloud-wachstum`] },
      {
        name: 'date-only to includes the whole day',
        body: { from: '2025-11-05', to: '2025-11-06' },
        expected: [`${W}apple-beats-estimates`, `${L}fed-holds-interest-rate`],
      },
      {
        name: 'ISO without zone is UTC',
        body: { from: '2025-11-06T21:05' },
        expected: [`${W}nvidia-chip-export-rules`, `${W}apple-beats-estimates`],
      },
      {
        name: 'ISO with offset',
        body: { to: '2025-11-02T13:00:00+01:00' },
        expected: [`${W}bitcoin-slides`, `${W}f-tie-b`, `${W}f-tie-a`, `${L}old-news`],
      },
      {
        name: 'excludeEmptyContent',
        body: { excludeEmptyContent: true },
        expected: [`${W}apple-beats-estimates`, `${L}fed-holds-interest-rate`],
      },
      {
        name: 'query: a word, stemmed',
        body: { query: 'climbing' },
        expected: [`${W}apple-beats-estimates`],
      },
      {
        name: 'query: a phrase',
        body: { query: '"interest rate"' },
        expected: [`${L}fed-holds-interest-rate`],
      },
      {
        name: 'query: fields with OR',
        body: { query: 'ticker:NVDA OR ticker:aapl' },
        expected: [`${W}nvidia-chip-export-rules`, `${W}apple-beats-estimates`],
      },
      {
        name: 'query: the observed example',
        body: { query: '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.reuters.com AND "Elon Musk"' },
        expected: [],
      },
      {
        name: 'query: phrase and NOT',
        body: { query: '"Elon Musk" -ticker:AAPL' },
        expected: [`${W}bitcoin-slides`],
      },
    ])('$name', async ({ body, expected }) => {
      expect(await links(body)).toEqual(expected);
    });
  });

  describe.skipIf(skip)('plan-dependent fields', () => {
    it('includeEntities on a plan without entities: companies absent, no error', async () => {
      const { status, body } = await search({ tickers: ['AAPL'], includeEntities: true }, 'free');
      expect(status).toBe(200);
      expect(body.articles[0]).not.toHaveProperty('companies');
    });

    it('includeEntities on a plan with entities: full Company objects', async () => {
      const { body } = await search({ tickers: ['AAPL'], includeEntities: true }, 'pro');
      const company = body.articles[0]?.companies?.[0];
      expect(company).toMatchObject({
        companyId: 1,
        ticker: 'AAPL',
        isin: 'US0378331005',
        confidence: '0.97',
      });
      expect(company?.otherListings).toEqual([
        { ticker: 'APC', exchangeCode: 'XETR', exchangeCountry: 'DE' },
      ]);
    });

    it('includeContent without the capability → 403 with the exact text', async () => {
      const res = await search({ includeContent: true }, 'pro');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Your subscription does not allow calling the extended article content',
      });
    });

    it('includeContent with the capability returns content (null when none)', async () => {
      const { body } = await search({ includeContent: true, query: 'fed OR nvidia' }, 'enterprise');
      expect(body.articles.map((a) => a.content)).toEqual([
        null,
        'Policymakers voted to keep the target range unchanged.',
      ]);
    });
  });

  describe.skipIf(skip)('400 bodies', () => {
    const bad = (message: unknown) => ({ statusCode: 400, message, error: 'Bad Request' });
    it.each([
      {
        name: 'pageSize over 100',
        body: { pageSize: 101 },
        message: ['pageSize must not be greater than 100'],
      },
      { name: 'pageSize under 1', body: { pageSize: 0 }, message: ['pageSize must not be less than 1'] },
      {
        name: 'page * pageSize over 10000',
        body: { page: 101, pageSize: 100 },
        message: ['page * pageSize must not be greater than 10000'],
      },
      {
        name: 'orderBy not allowed',
        body: { orderBy: 'title' },
        message: ['orderBy must be one of the following values: publishDate, createdAt, revisedDate'],
      },
      {
        name: 'order not allowed',
        body: { order: 'up' },
        message: ['order must be one of the following values: ASC, DESC'],
      },
      {
        name: 'a bad date',
        body: { from: 'yesterday' },
        message: ['from must be a valid ISO 8601 date string'],
      },
      {
        name: 'from after to',
        body: { from: '2025-11-02', to: '2025-11-01' },
        message: ['from must not be after to'],
      },
      { name: 'a wrong type', body: { sources: 'www.wire.example' }, message: ['sources must be an array'] },
      {
        name: 'query syntax',
        body: { query: 'ticker:' },
        message: [{ property: 'query', constraints: { query: "Invalid query syntax near 'ticker:'" } }],
      },
      {
        name: 'query too long',
        body: { query: 'a '.repeat(1001) },
        message: [{ property: 'query', constraints: { query: 'Query is too complex' } }],
      },
    ])('$name', async ({ body, message }) => {
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(bad(message));
    });

    it('malformed JSON', async () => {
      const res = await apiClient(service.url, service.keys.free).post('/v2/articles', '{"query": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(bad(['Body must be valid JSON']));
    });
  });
});
