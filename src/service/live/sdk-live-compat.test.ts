/**
 * Clients written for the hosted service must work against ours unchanged: finlight-client 3.0.1's
 * WebSocketClient connects to `/ws`, receives articles as it expects them, pings, and stops for good
 * when another of the key's connections takes over.
 */
import { FinlightApi, type Article } from 'finlight-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../events/article-events';
import { writeArticle } from '../store/articles-repo';
import { createApiKey } from '../store/keys-repo';
import type { Plan } from '../config/plans';
import type { ArticleInput } from '../model/article';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { createMemoryLiveSignals } from '../events/live-signals';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

interface SdkOptions {
  apiKey: string;
  takeover?: boolean;
  onClose?: (code: number) => void;
}

function sdkClient(service: TestService, options: SdkOptions) {
  return new FinlightApi(
    {
      apiKey: options.apiKey,
      baseUrl: service.url,
      wssUrl: `${service.url.replace('http', 'ws')}/ws`,
      logger: quiet,
    },
    { takeover: options.takeover, onClose: options.onClose, pingInterval: 0.2 },
  );
}

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('finlight-client 3.0.1 WebSocketClient against our /ws', () => {
  let service: TestService;
  const events = createMemoryEventBus();
  beforeAll(async () => {
    const plans = plansWithoutBurst();
    // One connection per key, so that a second client must take over.
    plans.solo = { ...(plans.pro as Plan), websocketConnections: 1 };
    service = await startTestService({
      engine: 'pglite',
      plans,
      live: { events, signals: createMemoryLiveSignals() },
    });
  });
  afterAll(async () => service.close());

  it('receives the latest match and then new articles, typed as the SDK types them', async () => {
    const client = sdkClient(service, { apiKey: service.keys.pro as string });
    const received: Article[] = [];
    const running = client.websocket.connect(
      { query: 'platinum OR ticker:AAPL', includeEntities: true },
      (a) => received.push(a),
    );
    const latest = await waitFor(() => received[0], 'the latest match');
    expect(latest.link).toBe('https://www.wire.example/2025/11/apple-beats-estimates');
    expect(latest.publishDate).toBeInstanceOf(Date);
    expect(latest.confidence).toBe(0.9512);
    expect(latest.companies?.[0]?.ticker).toBe('AAPL');

    const outcome = await writeArticle(service.db, {
      ...(FIXTURE_ARTICLES[0] as ArticleInput),
      link: 'https://www.wire.example/platinum-deficit',
      title: 'Platinum deficit widens',
      companies: [],
    });
    if (outcome.kind !== 'created') throw new Error('expected a new article');
    events.emit('article.created', { article: outcome.article });
    const fresh = await waitFor(() => received[1], 'the new article');
    expect(fresh).toMatchObject({
      link: 'https://www.wire.example/platinum-deficit',
      title: 'Platinum deficit widens',
    });
    client.websocket.stop();
    await running;
  });

  it('stops reconnecting once preempted by a takeover from another client of the key', async () => {
    const closes: number[] = [];
    const { key } = await createApiKey(service.db, { name: 'one-seat', plan: 'solo' });
    const first = sdkClient(service, { apiKey: key, onClose: (code) => closes.push(code) });
    const firstReceived: Article[] = [];
    const firstRunning = first.websocket.connect({}, (a) => firstReceived.push(a));
    await waitFor(() => firstReceived[0], 'the first client admitted');
    const second = sdkClient(service, { apiKey: key, takeover: true });
    const secondReceived: Article[] = [];
    const secondRunning = second.websocket.connect({}, (a) => secondReceived.push(a));
    await waitFor(() => secondReceived[0], 'the second client admitted');
    // The preempted client leaves its connect loop by itself: it does not come back to take the slot again.
    await firstRunning;
    expect(closes).toEqual([1000]);
    second.websocket.stop();
    await secondRunning;
  });
});
