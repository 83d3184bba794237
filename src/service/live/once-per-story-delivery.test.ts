/**
 * oncePerStory over real HTTP and WebSocket on both engines: two copies of one story from two publishers reach a
 * `/ws` subscription and a webhook that ask for it once, a revision of the sent copy follows includeUpdates, and
 * without the flag both copies go out. Grouping is run by the test right after each write (as the service's loop
 * does); deliveries that need the story wait for it, and an article the grouper never reaches goes out ungrouped
 * once the hold is over. Misuse gets the exact 400 and error texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage, Webhook, WebhookDelivery, WebhookWithSecret } from '../../contract';
import { enrichArticle } from '../enrich/enrich-article';
import { createMemoryEventBus } from '../events/article-events';
import { createMemoryLiveSignals } from '../events/live-signals';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import { groupAllStories } from '../store/assign-stories';
import { latestCursor } from '../store/change-log';
import { readStoryFields } from '../store/stories-repo';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { openLiveClient, type LiveClient } from '../testing/live-client';
import { until } from '../testing/service-process';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

const MARK = 'Zentrivo';
const FILTER = { query: MARK, sources: ['*'] };
/** Long enough that a copy grouped right after its write is never released ungrouped first. */
const HOLD_MS = 8_000;
const TITLE = `${MARK} Holdings sells its loyalty business to focus on being a pure-play crypto firm`;

const copy = (source: string, slug: string, title: string): ArticleInput =>
  enrichArticle({
    link: `https://${source}/once/${slug}`,
    source,
    title,
    summary: `${title}, the company said on Tuesday.`,
    content: null,
    publishDate: new Date(),
    images: [],
    declaredLanguage: 'en',
  });

const linkOf = (message: LiveServerMessage): string => {
  if (message.action !== 'sendArticle') throw new Error(`not an article: ${JSON.stringify(message)}`);
  return message.data.link;
};

describe.each(ENGINES)('oncePerStory on /ws and webhooks [$engine]', ({ engine, skip }) => {
  let service: TestService;
  /** The change log's head just after the first copy was written: where a client that got it resumes. */
  let afterFirst = 0;
  const links: Record<'first' | 'second' | 'other', string> = { first: '', second: '', other: '' };
  const receivers: WebhookReceiver[] = [];
  const client = () => apiClient(service.url, service.keys.enterprise);

  async function publish(input: ArticleInput, group = true): Promise<number> {
    const outcome = await writeArticle(service.db, input);
    if (!outcome.article) throw new Error('not written');
    if (group) await groupAllStories(service.db);
    return outcome.article.id;
  }

  async function subscribe(frame: Record<string, unknown>, path = '/ws'): Promise<LiveClient> {
    const live = await openLiveClient(service.url, path, { 'x-api-key': service.keys.enterprise as string });
    live.send(frame);
    expect((await live.next()).action).toBe('admit');
    return live;
  }

  async function hook(
    body: Record<string, unknown>,
  ): Promise<{ webhook: WebhookWithSecret; receiver: WebhookReceiver }> {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const created = await client().post<{ webhook: WebhookWithSecret }>('/v2/webhooks', {
      url: receiver.url,
      type: 'enriched',
      ...body,
    });
    expect(created.status).toBe(201);
    return { webhook: created.body.webhook, receiver };
  }

  /** The deliveries the receiver got, by X-Webhook-Id (a retry repeats one). */
  const unique = (receiver: WebhookReceiver) =>
    new Map(receiver.received.map((r) => [String(r.headers['x-webhook-id']), r.body]));

  async function deliveryLog(id: string): Promise<WebhookDelivery[]> {
    const page = await client().get<{ deliveries: WebhookDelivery[] }>(`/v2/webhooks/${id}/deliveries`, {
      pageSize: '100',
    });
    expect(page.status).toBe(200);
    return page.body.deliveries;
  }

  /** What a webhook was enqueued (sorted: one batch's deliveries share their time in the log). */
  const enqueued = async (id: string) => (await deliveryLog(id)).map((d) => `${d.kind} ${d.link}`).sort();

  async function deliveryId(id: string, kind: WebhookDelivery['kind']): Promise<string> {
    return (await deliveryLog(id)).find((d) => d.kind === kind)?.id ?? '';
  }

  beforeAll(async () => {
    if (skip) return;
    const events = createMemoryEventBus();
    service = await startTestService({
      engine,
      plans: plansWithoutBurst(),
      events,
      live: { events, signals: createMemoryLiveSignals(), timings: { storyHoldMs: HOLD_MS } },
      webhooks: {
        policy: { retryDelaysMs: [300], timeoutMs: 5_000 },
        timings: { pollMs: 50, dispatchPollMs: 50, storyHoldMs: HOLD_MS },
      },
    });
    await groupAllStories(service.db);
  });
  afterAll(async () => {
    if (skip) return;
    for (const receiver of receivers) await receiver.close();
    await service.close();
  });

  it.skipIf(skip)(
    'two publishers, one story: sent once with oncePerStory (its revision too, with includeUpdates), twice without',
    async () => {
      const once = await subscribe({
        ...FILTER,
        oncePerStory: true,
        includeUpdates: true,
        includeStory: true,
      });
      const every = await subscribe({ ...FILTER });
      const onceHook = await hook({ ...FILTER, oncePerStory: true, includeUpdates: true });
      const everyHook = await hook({ ...FILTER });
      try {
        const first = copy('www.wire.example', 'first', TITLE);
        const firstId = await publish(first);
        afterFirst = await latestCursor(service.db);
        const second = copy('markets.example.org', 'second', TITLE);
        const secondId = await publish(second);
        const stories = await readStoryFields(service.db, [firstId, secondId]);
        // The premise: the grouping put both copies in one story.
        expect(stories.get(secondId)?.storyId).toBe(stories.get(firstId)?.storyId);

        await publish({ ...first, title: `${TITLE}, shares rise` });
        const other = copy(
          'www.wire.example',
          'other',
          `${MARK} Holdings names a new chief financial officer`,
        );
        await publish(other);
        Object.assign(links, { first: first.link, second: second.link, other: other.link });

        const sent = await once.next(20_000);
        expect(linkOf(sent)).toBe(first.link);
        if (sent.action !== 'sendArticle' || !('storyId' in sent.data)) throw new Error('no story fields');
        expect(sent.data.storyId).toBe(stories.get(firstId)?.storyId);
        const revision = await once.next(20_000);
        expect(linkOf(revision)).toBe(first.link);
        expect(revision.action === 'sendArticle' && revision.data.isUpdate).toBe(true);
        // The second copy was skipped: the next frame is the other story.
        expect(linkOf(await once.next(20_000))).toBe(other.link);

        expect([linkOf(await every.next(20_000)), linkOf(await every.next(20_000))]).toEqual([
          first.link,
          second.link,
        ]);
        expect(linkOf(await every.next(20_000))).toBe(other.link);

        // The outbox: what each webhook was enqueued, whatever retries its receiver saw.
        await until('three deliveries received', async () => unique(onceHook.receiver).size >= 3);
        expect(await enqueued(onceHook.webhook.id)).toEqual(
          [`created ${first.link}`, `revised ${first.link}`, `created ${other.link}`].sort(),
        );
        const body = unique(onceHook.receiver).get(await deliveryId(onceHook.webhook.id, 'revised'));
        expect(JSON.parse(body ?? '{}')).toMatchObject({ link: first.link, isUpdate: true });
        await until('three deliveries received', async () => unique(everyHook.receiver).size >= 3);
        expect(await enqueued(everyHook.webhook.id)).toEqual(
          [`created ${first.link}`, `created ${second.link}`, `created ${other.link}`].sort(),
        );
      } finally {
        once.close();
        every.close();
      }
    },
  );

  it.skipIf(skip)(
    'a resumed subscription knows the stories sent before its cursor: the second copy is not replayed',
    async () => {
      expect(afterFirst).toBeGreaterThan(0);
      const resumed = await openLiveClient(service.url, '/ws', {
        'x-api-key': service.keys.enterprise as string,
      });
      const plain = await openLiveClient(service.url, '/ws', {
        'x-api-key': service.keys.enterprise as string,
      });
      try {
        resumed.send({ ...FILTER, oncePerStory: true, includeUpdates: true, resumeAfter: afterFirst });
        plain.send({ ...FILTER, includeUpdates: true, resumeAfter: afterFirst });
        for (const live of [resumed, plain]) expect((await live.next()).action).toBe('admit');
        const replayed = [linkOf(await resumed.next(20_000)), linkOf(await resumed.next(20_000))];
        expect(replayed).toEqual([links.first, links.other]);
        const all = [];
        for (let i = 0; i < 3; i += 1) all.push(linkOf(await plain.next(20_000)));
        expect(all).toEqual([links.second, links.first, links.other]);
      } finally {
        resumed.close();
        plain.close();
      }
    },
  );

  it.skipIf(skip)('a webhook stores the flag: GET shows it, PATCH null removes it', async () => {
    const { webhook } = await hook({ ...FILTER, oncePerStory: true });
    expect(webhook.oncePerStory).toBe(true);
    const shown = await client().get<{ webhook: Webhook }>(`/v2/webhooks/${webhook.id}`);
    expect(shown.body.webhook.oncePerStory).toBe(true);
    const patched = await fetch(`${service.url}/v2/webhooks/${webhook.id}`, {
      method: 'PATCH',
      headers: { 'x-api-key': service.keys.enterprise as string, 'content-type': 'application/json' },
      body: JSON.stringify({ oncePerStory: null }),
    });
    expect(patched.status).toBe(200);
    const body = (await patched.json()) as { webhook: Webhook };
    expect('oncePerStory' in body.webhook).toBe(false);
  });

  it.skipIf(skip)('a value that is not a boolean is refused with the exact text', async () => {
    const created = await client().post('/v2/webhooks', {
      url: 'https://hooks.example.com/x',
      type: 'enriched',
      oncePerStory: 1,
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      statusCode: 400,
      message: ['oncePerStory must be a boolean value'],
    });
    const live = await openLiveClient(service.url, '/ws', { 'x-api-key': service.keys.enterprise as string });
    try {
      live.send({ ...FILTER, oncePerStory: 'maybe' });
      expect(await live.next()).toEqual({ action: 'error', data: 'oncePerStory must be a boolean value' });
    } finally {
      live.close();
    }
  });

  it.skipIf(skip)('the raw stream takes the flag', async () => {
    const raw = await subscribe({ ...FILTER, oncePerStory: true }, '/ws/raw');
    raw.close();
  });

  it.skipIf(skip)(
    'an article the grouper never reaches goes out ungrouped once the hold is over',
    async () => {
      const once = await subscribe({ ...FILTER, oncePerStory: true, includeStory: true });
      try {
        const lone = copy('www.wire.example', 'lone', `${MARK} Holdings opens an office in Lisbon`);
        // The enhanced stream first sends the latest match.
        expect(linkOf(await once.next(20_000))).toBe(links.other);
        await publish(lone, false);
        const sent = await once.next(HOLD_MS + 20_000);
        expect(linkOf(sent)).toBe(lone.link);
        expect(sent.action === 'sendArticle' && 'storyId' in sent.data).toBe(false);
      } finally {
        once.close();
      }
    },
  );
});
