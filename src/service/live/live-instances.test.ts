/**
 * Several service instances on one PostgreSQL database (protocols §3–4): an article announced on one
 * instance reaches subscribers on every instance, a key's connection limit holds across them, and a
 * takeover on one instance displaces the key's oldest connection on another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TEXT, type ArticleV2 } from '../../contract';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import type { Db } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { openPgDb } from '../store/pg-db';
import { upsertSource } from '../store/sources-repo';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { liveRefusal, openLiveClient } from '../testing/live-client';
import {
  isPostgresReachable,
  openIsolatedPostgres,
  plansWithoutBurst,
  startTestService,
  type TestService,
} from '../testing/test-service';
import { openLiveTransport, type LiveTransport } from '../events/live-transport';

const skip = !(await isPostgresReachable());

interface Instance {
  service: TestService;
  transport: LiveTransport;
  transportDb: Db;
}

describe.skipIf(skip)('live delivery across two instances on one PostgreSQL database', () => {
  let isolated: Awaited<ReturnType<typeof openIsolatedPostgres>>;
  let a: Instance;
  let b: Instance;
  let key: string;

  async function startInstance(url: string): Promise<Instance> {
    const transportDb = await openPgDb({ url, maxConnections: 2 });
    const transport = await openLiveTransport(transportDb, url, () => undefined);
    const service = await startTestService({
      engine: 'postgres',
      databaseUrl: url,
      plans: plansWithoutBurst(),
      live: { events: transport.events, signals: transport.signals },
    });
    return { service, transport, transportDb };
  }

  beforeAll(async () => {
    isolated = await openIsolatedPostgres();
    a = await startInstance(isolated.url);
    b = await startInstance(isolated.url);
    await upsertSource(a.service.db, { domain: 'www.wire.example', isDefault: true, originCountry: 'US' });
    key = (await createApiKey(a.service.db, { name: 'desk', plan: 'pro' })).key;
  });
  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance.service.close();
      await instance.transport.close();
      await instance.transportDb.close();
    }
    await isolated.drop();
  });

  async function publishOn(instance: Instance, input: ArticleInput): Promise<void> {
    const outcome = await writeArticle(instance.service.db, input);
    if (outcome.kind === 'created')
      instance.transport.events.emit('article.created', { article: outcome.article });
  }

  it('delivers an article announced on one instance to subscribers of both, and keeps the limit across them', async () => {
    const onA = await openLiveClient(a.service.url, '/ws', { 'x-api-key': key });
    const onB = await openLiveClient(b.service.url, '/ws/raw', { 'x-api-key': key });
    for (const client of [onA, onB]) {
      client.send({ query: 'palladium' });
      expect((await client.next()).action).toBe('admit');
    }
    const article: ArticleInput = {
      ...(FIXTURE_ARTICLES[0] as ArticleInput),
      link: 'https://www.wire.example/palladium',
      title: 'Palladium hits a record',
      companies: [],
    };
    await publishOn(a, article);
    const fromA = await onA.next();
    const fromB = await onB.next();
    expect(fromA).toMatchObject({ action: 'sendArticle', data: { link: article.link } });
    expect(fromB).toMatchObject({ action: 'sendArticle', data: { link: article.link } });
    expect((fromA as { data: ArticleV2 }).data.sentiment).toBe('positive');
    expect((fromB as { data: object }).data).not.toHaveProperty('sentiment');

    // Pro allows two connections: one on each instance uses them up, wherever the third asks.
    for (const instance of [a, b]) {
      expect(await liveRefusal(instance.service.url, '/ws', { 'x-api-key': key })).toEqual({
        status: 429,
        body: { statusCode: 429, message: LIVE_TEXT.connectionLimit(2) },
      });
    }

    // A takeover on B displaces the oldest connection, which lives on A.
    const third = await openLiveClient(b.service.url, '/ws', { 'x-api-key': key, 'x-takeover': 'true' });
    third.send({});
    const admitted = await third.next();
    expect(admitted.action).toBe('admit');
    const newLeaseId = (admitted as { leaseId: string }).leaseId;
    expect(await onA.next()).toEqual({ action: 'preempted', reason: 'takeover', newLeaseId });
    expect((await onA.closed).code).toBe(1000);
    for (const client of [onB, third]) {
      client.close();
      await client.closed;
    }
  });
});
