/**
 * The live WebSocket streams over real sockets against a started service (protocols §4): upgrade
 * refusals, admit and the latest match, delivery in order, updates, the raw stream, errors that keep the
 * socket open, and the closing rules (takeover, blocked key, frame rate, lifetime, slow consumer, shutdown).
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../testing/service-process';
import { LIVE_TEXT, type ArticleV2, type LiveServerMessage } from '../../contract';
import { createMemoryEventBus } from '../events/article-events';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import { createApiKey, revokeApiKey } from '../store/keys-repo';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { apiClient } from '../testing/http-client';
import { liveRefusal, openLiveClient, type LiveClient } from '../testing/live-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { createMemoryLiveSignals } from '../events/live-signals';
import type { LiveTimings } from './live-server';
import type { Plan } from '../config/plans';

function article(overrides: Partial<ArticleInput> & { link: string }): ArticleInput {
  return { ...(FIXTURE_ARTICLES[0] as ArticleInput), companies: [], ...overrides };
}

function expectAction<A extends LiveServerMessage['action']>(
  message: LiveServerMessage,
  action: A,
): Extract<LiveServerMessage, { action: A }> {
  expect(message.action, JSON.stringify(message)).toBe(action);
  return message as Extract<LiveServerMessage, { action: A }>;
}

async function nextArticle(client: LiveClient): Promise<ArticleV2> {
  return expectAction(await client.next(), 'sendArticle').data as ArticleV2;
}

interface LiveTestService extends TestService {
  /** Stores an article through the write path and announces it, as ingestion does. */
  publish(input: ArticleInput): Promise<void>;
}

async function startLiveService(
  engine: 'pglite' | 'postgres',
  timings: Partial<LiveTimings> = {},
  plans = plansWithoutBurst(),
): Promise<LiveTestService> {
  const events = createMemoryEventBus();
  const service = await startTestService({
    engine,
    plans,
    live: { events, signals: createMemoryLiveSignals(), timings },
  });
  return {
    ...service,
    async publish(input) {
      const outcome = await writeArticle(service.db, input);
      if (outcome.kind === 'created') events.emit('article.created', { article: outcome.article });
      if (outcome.kind === 'revised') events.emit('article.revised', { article: outcome.article });
    },
  };
}

describe.each(ENGINES)('live streams ($engine)', ({ engine, skip }) => {
  let service: LiveTestService;
  const clients: LiveClient[] = [];
  const open = async (path: string, headers: Record<string, string>) => {
    const client = await openLiveClient(service.url, path, headers);
    clients.push(client);
    return client;
  };
  const as = (plan: string, extra: Record<string, string> = {}) => ({
    'x-api-key': service.keys[plan] as string,
    ...extra,
  });

  beforeAll(async () => {
    if (!skip) service = await startLiveService(engine);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) {
      client.close();
      await client.closed;
    }
    // The server releases a connection's lease after it sees the close: the next test's key must find it free.
    if (!skip) {
      await until('live leases released', async () => {
        const [row] = await service.db.query<{ n: number | string }>('SELECT count(*) AS n FROM ws_leases');
        return Number(row?.n) === 0;
      });
    }
  });
  afterAll(async () => {
    if (!skip) await service.close();
  });

  it.skipIf(skip)(
    'refuses upgrades in the REST error shape: bad key 401, plan without WebSocket 403',
    async () => {
      expect(await liveRefusal(service.url, '/ws')).toEqual({
        status: 401,
        body: { statusCode: 401, message: 'Unauthorized' },
      });
      expect(await liveRefusal(service.url, '/ws', { 'x-api-key': 'nr_not-a-key' })).toMatchObject({
        status: 401,
      });
      expect(await liveRefusal(service.url, '/ws/raw', as('free'))).toEqual({
        status: 403,
        body: { statusCode: 403, message: LIVE_TEXT.websocketForbidden },
      });
      expect(await liveRefusal(service.url, '/ws/elsewhere', as('pro'))).toMatchObject({ status: 404 });
    },
  );

  it.skipIf(skip)('answers a plain GET of a stream address with 426', async () => {
    const response = await apiClient(service.url).get('/ws');
    expect(response).toMatchObject({ status: 426, body: { statusCode: 426, message: 'Upgrade Required' } });
  });

  it.skipIf(skip)(
    'admits a subscription, echoes the nonce, then sends the latest match as search lists it',
    async () => {
      const client = await open('/ws', as('pro'));
      client.send({ query: 'ticker:AAPL OR ticker:NVDA', clientNonce: 'nonce-1' });
      const admit = expectAction(await client.next(), 'admit');
      expect(admit).toMatchObject({ clientNonce: 'nonce-1' });
      expect(admit.leaseId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Math.abs(admit.serverNow - Date.now())).toBeLessThan(60_000);
      const searched = await apiClient(service.url, service.keys.pro).post<{ articles: ArticleV2[] }>(
        '/v2/articles',
        {
          query: 'ticker:AAPL OR ticker:NVDA',
          pageSize: 1,
        },
      );
      expect(await nextArticle(client)).toEqual(searched.body.articles[0]);
    },
  );

  it.skipIf(skip)('takes the key from the apiKey query parameter, for browsers', async () => {
    const client = await open(`/ws?apiKey=${service.keys.enterprise}`, {});
    client.send({ query: 'nothing-matches-this-word' });
    expect((await client.next()).action).toBe('admit');
  });

  it.skipIf(skip)(
    'charges a resume replay one quota unit per page, as GET /v2/changes does per call; "latest" none',
    async () => {
      // The limiter writes usage in batches: what it counted so far first.
      const used = async () => {
        await service.limiter.settle();
        const rows = await service.db.query<{ n: string | number }>(
          'SELECT coalesce(sum(used), 0) AS n FROM usage_counters',
        );
        return Number(rows[0]?.n ?? 0);
      };
      const link = 'https://www.wire.example/replay-charged';
      await service.publish(article({ link, title: 'Quillmore replay charged' }));
      const client = await open('/ws', as('pro'));
      const before = await used();
      client.send({ query: 'quillmore', resumeAfter: 'latest' });
      expectAction(await client.next(), 'admit');
      expect(await used()).toBe(before);
      client.send({ query: 'quillmore', resumeAfter: 0 });
      expectAction(await client.next(), 'admit');
      expect((await nextArticle(client)).link).toBe(link);
      expect(await used()).toBe(before + 1);
    },
  );

  it.skipIf(skip)('delivers new matches in ingestion order and skips the rest', async () => {
    const client = await open('/ws', as('pro'));
    client.send({ query: 'copper', countries: ['CL'] });
    expectAction(await client.next(), 'admit');
    const [first, other, second] = ['copper-1', 'copper-other-country', 'copper-2'].map(
      (slug) => `https://www.wire.example/${slug}`,
    ) as [string, string, string];
    await service.publish(article({ link: first, title: 'Copper rallies', countries: ['CL'] }));
    await service.publish(article({ link: other, title: 'Copper slips', countries: ['PE'] }));
    await service.publish(article({ link: second, title: 'Copper output falls', countries: ['CL'] }));
    expect((await nextArticle(client)).link).toBe(first);
    expect((await nextArticle(client)).link).toBe(second);
  });

  it.skipIf(skip)(
    'sends revisions again only with includeUpdates, marked isUpdate with revisedDate',
    async () => {
      const plain = await open('/ws', as('enterprise'));
      const updates = await open('/ws', as('enterprise'));
      plain.send({ query: 'nickel' });
      updates.send({ query: 'nickel', includeUpdates: true });
      expectAction(await plain.next(), 'admit');
      expectAction(await updates.next(), 'admit');
      const link = 'https://www.wire.example/nickel-mine';
      await service.publish(article({ link, title: 'Nickel mine opens' }));
      await service.publish(article({ link, title: 'Nickel mine opens after delay' }));
      await service.publish(
        article({ link: 'https://www.wire.example/nickel-2', title: 'Nickel demand grows' }),
      );
      expect(await nextArticle(updates)).toMatchObject({ link, isUpdate: false, revisedDate: null });
      const revised = await nextArticle(updates);
      expect(revised).toMatchObject({ link, title: 'Nickel mine opens after delay', isUpdate: true });
      expect(revised.revisedDate).toEqual(expect.any(String));
      expect(await nextArticle(plain)).toEqual(expect.not.objectContaining({ isUpdate: expect.anything() }));
      expect((await nextArticle(plain)).link).toBe('https://www.wire.example/nickel-2');
    },
  );

  it.skipIf(skip)(
    'keeps the socket open after an invalid subscription and admits a corrected one',
    async () => {
      const client = await open('/ws', as('pro'));
      client.send({ query: 'ticker:' });
      expect(await client.next()).toEqual({ action: 'error', data: "Invalid query syntax near 'ticker:'" });
      client.send({ includeContent: true });
      expect(await client.next()).toEqual({
        action: 'error',
        data: 'Your subscription does not allow calling the extended article content',
      });
      client.send('not json');
      expect(await client.next()).toEqual({ action: 'error', data: LIVE_TEXT.invalidJson });
      client.send({ action: 'ping', t: 42 });
      expect(await client.next()).toEqual({ action: 'pong', t: 42 });
      client.send({ query: 'zinc', clientNonce: 'second' });
      expect(await client.next()).toMatchObject({ action: 'admit', clientNonce: 'second' });
    },
  );

  it.skipIf(skip)('filters by sentiments, minConfidence and sentiment: as search does', async () => {
    const body = await open('/ws', as('pro'));
    const text = await open('/ws', as('pro'));
    body.send({ query: 'tin', sentiments: ['negative'], minConfidence: 0.7 });
    text.send({ query: 'tin -sentiment:positive' });
    expectAction(await body.next(), 'admit');
    expectAction(await text.next(), 'admit');
    const link = (slug: string) => `https://www.wire.example/${slug}`;
    await service.publish(article({ link: link('tin-up'), title: 'Tin rallies', sentiment: 'positive' }));
    await service.publish(
      article({ link: link('tin-unsure'), title: 'Tin slips', sentiment: 'negative', confidence: 0.69 }),
    );
    await service.publish(
      article({ link: link('tin-down'), title: 'Tin slumps', sentiment: 'negative', confidence: 0.7 }),
    );
    expect((await nextArticle(body)).link).toBe(link('tin-down'));
    expect((await nextArticle(text)).link).toBe(link('tin-unsure'));
    expect((await nextArticle(text)).link).toBe(link('tin-down'));
    body.send({ sentiments: ['bearish'] });
    expect(await body.next()).toEqual({
      action: 'error',
      data: 'each value in sentiments must be one of the following values: positive, neutral, negative',
    });
  });

  it.skipIf(skip)('replaces the filters with a later subscription on the same socket', async () => {
    const client = await open('/ws', as('pro'));
    client.send({ query: 'cobalt' });
    expectAction(await client.next(), 'admit');
    client.send({ query: 'lithium' });
    expectAction(await client.next(), 'admit');
    await service.publish(article({ link: 'https://www.wire.example/cobalt', title: 'Cobalt output' }));
    await service.publish(article({ link: 'https://www.wire.example/lithium', title: 'Lithium output' }));
    expect((await nextArticle(client)).link).toBe('https://www.wire.example/lithium');
  });

  it.skipIf(skip)(
    'streams raw articles: no latest match, raw fields, and only source/title/summary fields',
    async () => {
      const client = await open('/ws/raw', as('pro'));
      client.send({ query: 'ticker:AAPL' });
      expect(await client.next()).toEqual({ action: 'error', data: LIVE_TEXT.rawQueryField('ticker') });
      client.send({ query: 'title:tin', tickers: ['AAPL'] });
      expect(await client.next()).toEqual({ action: 'error', data: LIVE_TEXT.rawFilter('tickers') });
      client.send({ query: 'title:tin' });
      expectAction(await client.next(), 'admit');
      await service.publish(
        article({ link: 'https://www.wire.example/tin', title: 'Tin prices climb', content: 'x' }),
      );
      const raw = expectAction(await client.next(), 'sendArticle').data;
      expect(Object.keys(raw).sort()).toEqual(
        [
          'categories',
          'countries',
          'createdAt',
          'images',
          'language',
          'link',
          'publishDate',
          'source',
          'summary',
          'title',
        ].sort(),
      );
    },
  );

  it.skipIf(skip)('never delivers another account\'s custom source, even to sources: ["*"]', async () => {
    const owner = await createApiKey(service.db, { name: 'owner', plan: 'pro' });
    await service.db.query(
      `INSERT INTO sources (domain, custom_for_key) VALUES ('desk.private.example', $1)`,
      [owner.record.id],
    );
    const stranger = await open('/ws', as('pro'));
    const mine = await open('/ws', { 'x-api-key': owner.key });
    for (const client of [stranger, mine]) {
      client.send({ query: 'tungsten', sources: ['*'] });
      expectAction(await client.next(), 'admit');
    }
    await service.publish(
      article({
        link: 'https://desk.private.example/tungsten',
        source: 'desk.private.example',
        title: 'Tungsten memo',
      }),
    );
    await service.publish(article({ link: 'https://www.wire.example/tungsten', title: 'Tungsten supply' }));
    expect((await nextArticle(mine)).link).toBe('https://desk.private.example/tungsten');
    expect((await nextArticle(stranger)).link).toBe('https://www.wire.example/tungsten');
  });
});

describe.each(ENGINES)('live connection limits and closing rules ($engine)', ({ engine, skip }) => {
  let service: LiveTestService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });
  const start = async (timings: Partial<LiveTimings> = {}, plans = plansWithoutBurst()) => {
    service = await startLiveService(engine, timings, plans);
    return service;
  };
  const key = (plan: string) => ({ 'x-api-key': service?.keys[plan] as string });

  it.skipIf(skip)(
    'refuses a connection beyond the plan with 429; takeover displaces the oldest',
    async () => {
      const s = await start();
      const first = await openLiveClient(s.url, '/ws', key('pro'));
      const second = await openLiveClient(s.url, '/ws/raw', key('pro'));
      first.send({});
      const firstLease = expectAction(await first.next(), 'admit').leaseId;
      expectAction(await first.next(), 'sendArticle'); // the latest match, before anything displaces it
      expect(await liveRefusal(s.url, '/ws', key('pro'))).toEqual({
        status: 429,
        body: { statusCode: 429, message: LIVE_TEXT.connectionLimit(2) },
      });
      const third = await openLiveClient(s.url, '/ws?takeover=true', key('pro'));
      third.send({});
      const thirdLease = expectAction(await third.next(), 'admit').leaseId;
      expect(thirdLease).not.toBe(firstLease);
      expect(await first.next()).toEqual({ action: 'preempted', reason: 'takeover', newLeaseId: thirdLease });
      expect((await first.closed).code).toBe(1000);
      // The slot the displaced connection held is not given back twice.
      expect(await liveRefusal(s.url, '/ws', key('pro'))).toMatchObject({ status: 429 });
      second.close();
      await second.closed;
      const fourth = await openLiveClient(s.url, '/ws', { ...key('pro'), 'x-takeover': 'false' });
      fourth.close();
      third.close();
      await Promise.all([fourth.closed, third.closed]);
    },
  );

  it.skipIf(skip)('gives the slot back when a handshake is malformed (ws answers it with 400)', async () => {
    const s = await start();
    for (let i = 0; i < 3; i += 1) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${s.url}/ws`, {
          headers: { ...key('pro'), connection: 'Upgrade', upgrade: 'websocket' },
        });
        request.on('response', (response) => resolve(response.statusCode ?? 0));
        request.on('upgrade', () => reject(new Error('upgraded without a Sec-WebSocket-Key')));
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(400);
    }
    // Pro allows two connections: both are still free.
    const clients = [
      await openLiveClient(s.url, '/ws', key('pro')),
      await openLiveClient(s.url, '/ws', key('pro')),
    ];
    for (const client of clients) {
      client.close();
      await client.closed;
    }
  });

  it.skipIf(skip)('blocks a revoked key: error "Key blocked", then close 1008', async () => {
    const s = await start({ keyCheckMs: 50 });
    const { key: secret } = await createApiKey(s.db, { name: 'to-revoke', plan: 'pro' });
    const client = await openLiveClient(s.url, '/ws', { 'x-api-key': secret });
    await revokeApiKey(s.db, 'to-revoke');
    expect(await client.next()).toEqual({ action: 'error', data: 'Key blocked' });
    expect((await client.closed).code).toBe(1008);
  });

  it.skipIf(skip)('answers too many frames with "Rate limit exceeded" and close 1013', async () => {
    const plans = plansWithoutBurst();
    plans.pro = { ...(plans.pro as Plan), burst: { requests: 3, seconds: 60 } };
    const s = await start({}, plans);
    const client = await openLiveClient(s.url, '/ws', key('pro'));
    for (const t of [1, 2, 3]) client.send({ action: 'ping', t });
    for (const t of [1, 2, 3]) expect(await client.next()).toEqual({ action: 'pong', t });
    client.send({ action: 'ping', t: 4 });
    expect(await client.next()).toEqual({ action: 'error', data: 'Rate limit exceeded' });
    expect((await client.closed).code).toBe(1013);
  });

  it.skipIf(skip)('closes a connection at its lifetime with 1001', async () => {
    const s = await start({ maxLifetimeMs: 300 });
    const client = await openLiveClient(s.url, '/ws', key('pro'));
    expect(await client.closed).toEqual({ code: 1001, reason: 'connection lifetime reached' });
  });

  it.skipIf(skip)(
    'closes a consumer that does not read with 1013 once its backlog passes the limit',
    async () => {
      // The paused client reads its close frame only once every article is published: on a loaded machine
      // that takes longer than the default grace for answering it, which would end in 1006, not 1013.
      const s = await start({ maxBufferedBytes: 256 * 1024, closeGraceMs: 120_000 });
      const client = await openLiveClient(s.url, '/ws', key('enterprise'));
      client.send({ query: 'backlog' });
      expectAction(await client.next(), 'admit');
      client.socket.pause();
      const body = 'backlog '.repeat(4_000);
      for (let i = 0; i < 400; i += 1) {
        await s.publish(
          article({ link: `https://www.wire.example/backlog-${i}`, title: `Backlog ${i}`, summary: body }),
        );
      }
      client.socket.resume();
      expect((await client.closed).code).toBe(1013);
    },
    60_000,
  );

  it.skipIf(skip)('closes every connection with 1001 when the service shuts down', async () => {
    const s = await start();
    const client = await openLiveClient(s.url, '/ws', key('pro'));
    await s.close();
    service = undefined;
    expect((await client.closed).code).toBe(1001);
  });
});
