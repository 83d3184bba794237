/**
 * @module A fake Newsroom service for tests and e2e: contract-valid bodies, the documented errors,
 * optional stats/companies endpoints (to exercise the dashboard's fallbacks) and a `/ws` socket.
 */
import type { IncomingHttpHeaders } from 'node:http';
import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { ERROR_TEXT, normalizeV2Body, SearchArticlesV2Body, type ArticleV2 } from '../../contract';
import { FAKE_COMPANIES, FAKE_SOURCES, makeCorpus } from './fake-corpus';
import { fakeSearch } from './fake-search';
import { fakeStats } from './fake-stats';

export interface FakeUpstreamOptions {
  apiKey: string;
  withStats?: boolean;
  withCompanies?: boolean;
  contentAllowed?: boolean;
  now?: Date;
}

export interface FakeUpstream {
  url: string;
  /** Headers of every HTTP request and WebSocket upgrade received, in order. */
  seen: { url: string; headers: IncomingHttpHeaders }[];
  /** The next N HTTP requests are answered with this status and body instead. */
  failNext(status: number, body: unknown, times?: number): void;
  /** The next WebSocket upgrade is refused with this status and JSON body. */
  refuseNextUpgrade(status: number, body: unknown): void;
  /** Text frames received on `/ws` sockets, in order. */
  liveFrames: string[];
  /** The service's side of the open `/ws` sockets, to send or close from a test. */
  liveSockets(): WebSocket[];
  close(): Promise<void>;
}

const badQuery = (token: string) => ({
  statusCode: 400,
  message: [{ property: 'query', constraints: { query: ERROR_TEXT.querySyntax(token) } }],
  error: 'Bad Request',
});

export async function startFakeUpstream(options: FakeUpstreamOptions): Promise<FakeUpstream> {
  const app = Fastify({ logger: false });
  const corpus = makeCorpus(options.now ?? new Date());
  const seen: FakeUpstream['seen'] = [];
  const failures: { status: number; body: unknown }[] = [];
  const upgradeRefusals: { status: number; body: unknown }[] = [];
  const liveFrames: string[] = [];

  app.addHook('onRequest', async (request, reply) => {
    seen.push({ url: request.url, headers: request.headers });
    const failure = failures.shift();
    if (failure) return reply.code(failure.status).send(failure.body);
    if (request.headers['x-api-key'] !== options.apiKey) {
      return reply.code(401).send({ statusCode: 401, message: ERROR_TEXT.unauthorized });
    }
  });

  const strip = (a: ArticleV2, entities: boolean | undefined, content: boolean | undefined): ArticleV2 => {
    const { companies, content: text, ...rest } = a;
    return { ...rest, ...(entities ? { companies } : {}), ...(content ? { content: text } : {}) };
  };

  app.post('/v2/articles', async (request, reply) => {
    const parsed = SearchArticlesV2Body.safeParse(normalizeV2Body(request.body));
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ statusCode: 400, message: parsed.error.issues.map((i) => i.message), error: 'Bad Request' });
    }
    const outcome = fakeSearch(corpus, FAKE_SOURCES, parsed.data);
    if (!outcome.ok) return reply.code(400).send(badQuery(outcome.token));
    const page = parsed.data.page ?? 1;
    const pageSize = parsed.data.pageSize ?? 20;
    const slice = outcome.articles.slice((page - 1) * pageSize, page * pageSize);
    return {
      status: 'ok',
      page,
      pageSize,
      articles: slice.map((a) => strip(a, parsed.data.includeEntities, false)),
    };
  });

  app.get<{ Querystring: Record<string, string> }>('/v2/articles/by-link', async (request, reply) => {
    const { link, includeEntities, includeContent } = request.query;
    if (includeContent === 'true' && !options.contentAllowed) {
      return reply.code(403).send({ statusCode: 403, message: ERROR_TEXT.contentForbidden });
    }
    const article = corpus.find((a) => a.link === link);
    if (!article) return reply.code(404).send({ statusCode: 404, message: ERROR_TEXT.articleNotFound });
    return { status: 'ok', article: strip(article, includeEntities === 'true', includeContent === 'true') };
  });

  app.get('/v2/sources', async () => FAKE_SOURCES);

  if (options.withStats !== false) {
    app.post('/v2/articles/stats', async (request, reply) => {
      const body = normalizeV2Body(request.body) as Record<string, unknown>;
      const parsed = SearchArticlesV2Body.safeParse(body);
      if (!parsed.success)
        return reply.code(400).send({ statusCode: 400, message: ['invalid'], error: 'Bad Request' });
      const outcome = fakeSearch(corpus, FAKE_SOURCES, parsed.data);
      if (!outcome.ok) return reply.code(400).send(badQuery(outcome.token));
      const minConfidence = typeof body.minConfidence === 'number' ? body.minConfidence : 0;
      return fakeStats(
        outcome.articles.filter((a) => Number(a.confidence) >= minConfidence),
        body.interval,
      );
    });
  }

  if (options.withCompanies !== false) {
    app.get<{ Querystring: { q?: string; limit?: string } }>('/v2/companies', async (request) => {
      const q = (request.query.q ?? '').toLowerCase();
      const hits = FAKE_COMPANIES.filter(
        (c) => c.name.toLowerCase().includes(q) || c.ticker.toLowerCase().startsWith(q),
      );
      const companies = hits.slice(0, Number(request.query.limit ?? 10));
      return {
        status: 'ok',
        companies: companies.map(({ companyId, name, ticker, exchange, country }) => ({
          companyId,
          name,
          ticker,
          exchange,
          country,
        })),
      };
    });
  }

  const wss = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (request, socket, head) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    const refusal = upgradeRefusals.shift();
    if (refusal) {
      const body = JSON.stringify(refusal.body);
      socket.end(
        `HTTP/1.1 ${refusal.status} Refused\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    if (request.headers['x-api-key'] !== options.apiKey) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      let admitted = false;
      ws.on('message', (data) => {
        const text = String(data);
        liveFrames.push(text);
        const frame = JSON.parse(text) as { action?: string; t?: number; clientNonce?: string };
        if (frame.action === 'ping') {
          ws.send(JSON.stringify({ action: 'pong', t: frame.t }));
          return;
        }
        ws.send(
          JSON.stringify({
            action: 'admit',
            leaseId: 'lease-1',
            serverNow: Date.now(),
            clientNonce: frame.clientNonce ?? null,
          }),
        );
        if (admitted) return;
        admitted = true;
        ws.send(JSON.stringify({ action: 'sendArticle', data: strip(corpus[0] as ArticleV2, false, false) }));
      });
    });
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    seen,
    failNext: (status, body, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push({ status, body });
    },
    refuseNextUpgrade: (status, body) => {
      upgradeRefusals.push({ status, body });
    },
    liveFrames,
    liveSockets: () => [...wss.clients],
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await app.close();
    },
  };
}
