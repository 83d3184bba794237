/**
 * Watching the news with the official MCP SDK client, on both engines: a client that asks for a Streamable HTTP
 * protocol version gets the resources capability and a session; it lists the search template, reads the latest
 * matches (the search_articles shape), subscribes, and is sent notifications/resources/updated on its GET stream
 * when a new article matches (and nothing for one that does not); a reconnect with Last-Event-ID gets what was
 * missed; subscriptions are capped per key by plan; the stream needs the same Bearer auth and a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchArticlesDocument } from '../../contract';
import { SAVED_SEARCH_RESOURCE_TEMPLATE, SEARCH_RESOURCE_TEMPLATE } from '../../contract/mcp/resources';
import { writeArticle } from '../store/articles-repo';
import { createApiKey } from '../store/keys-repo';
import { ENGINES } from '../testing/engines';
import { mcpClient } from '../testing/mcp-client';
import { loadMcpSdk, type McpSdk, type McpSdkClient } from '../testing/mcp-sdk';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { loadPlans } from '../config/plans';
import { pruneChanges } from '../feed/change-retention';
import { testArticle } from '../testing/test-article';

const sdk = await loadMcpSdk();
const APPLE_LINK = 'https://www.wire.example/2025/11/apple-beats-estimates';
const SUBSCRIPTION_CAP = 3;

const article = (title: string) => testArticle(title);

/** The URIs a client was told of, in order, and a way to wait for the next ones. */
function inbox() {
  const uris: string[] = [];
  let wake: () => void = () => undefined;
  return {
    uris,
    push(uri: string) {
      uris.push(uri);
      wake();
    },
    async until(count: number): Promise<string[]> {
      while (uris.length < count) await new Promise<void>((resolve) => (wake = resolve));
      return uris;
    },
  };
}

function need(value: McpSdk | null): McpSdk {
  if (!value) throw new Error('unreachable: the suite is skipped without the SDK');
  return value;
}

describe.each(ENGINES)('MCP resources through the SDK client [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const open: McpSdkClient[] = [];

  /** A client of `key` with its own session (the SDK asks for its latest protocol version). */
  async function connect(key: string, told?: ReturnType<typeof inbox>) {
    const mcp = need(sdk);
    const client = new mcp.Client({ name: 'newsroom-watch-test', version: '1.0.0' });
    if (told)
      client.setNotificationHandler(mcp.ResourceUpdatedNotificationSchema, (n) => told.push(n.params.uri));
    const transport = new mcp.StreamableHTTPClientTransport(new URL(`${service.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    open.push(client);
    return { client, transport };
  }

  /** A client joining an existing session, with no stream open until it asks for one. */
  async function rejoin(key: string, sessionId: string, told: ReturnType<typeof inbox>) {
    const mcp = need(sdk);
    const client = new mcp.Client({ name: 'newsroom-watch-test', version: '1.0.0' });
    client.setNotificationHandler(mcp.ResourceUpdatedNotificationSchema, (n) => told.push(n.params.uri));
    const transport = new mcp.StreamableHTTPClientTransport(new URL(`${service.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
      sessionId,
    });
    await client.connect(transport);
    open.push(client);
    return { client, transport };
  }

  const freshKey = async (plan: string) =>
    (await createApiKey(service.db, { name: `watch-${plan}`, plan })).key;

  beforeAll(async () => {
    if (skip || !sdk) return;
    const plans = plansWithoutBurst();
    const pro = loadPlans().pro;
    if (!pro) throw new Error('the shipped plans have a pro plan');
    service = await startTestService({
      engine,
      plans: {
        ...plans,
        pro: { ...pro, burst: null, monthlyQuota: null, mcpSubscriptions: SUBSCRIPTION_CAP },
      },
      mcp: { watchPollMs: 200 },
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await service?.close();
  });

  it.skipIf(skip || !sdk)(
    'initialize gives the resources capability and a session; tools are unchanged',
    async () => {
      const { client, transport } = await connect(service.keys.pro as string);
      expect(client.getServerCapabilities()).toEqual({
        tools: {},
        resources: { subscribe: true, listChanged: false },
      });
      expect(transport.sessionId).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(client.getInstructions()).toMatch(/newsroom:\/\/search/);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search_articles', 'get_article_by_link', 'list_sources']);
    },
  );

  it.skipIf(skip || !sdk)(
    'lists the search template and reads the latest matches in the search shape',
    async () => {
      const { client } = await connect(service.keys.pro as string);
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
        SEARCH_RESOURCE_TEMPLATE,
        SAVED_SEARCH_RESOURCE_TEMPLATE,
      ]);
      expect(SEARCH_RESOURCE_TEMPLATE).toMatch(
        /^newsroom:\/\/search\{\?query,sources,.*,tickers,.*includeUpdates\}$/,
      );
      expect((await client.listResources()).resources).toEqual([]);

      const uri = 'newsroom://search?tickers=AAPL&includeEntities=true';
      const read = await client.readResource({ uri });
      expect(read.contents).toHaveLength(1);
      const [content] = read.contents;
      expect(content).toMatchObject({ uri, mimeType: 'application/json' });
      const document = SearchArticlesDocument.parse(
        JSON.parse(content && 'text' in content ? content.text : ''),
      );
      expect(document.articles.map((a) => a.link)).toContain(APPLE_LINK);
      expect(document).toMatchObject({ page: 1, pageSize: 20 });
      expect(document.articles[0]?.companies).toBeDefined();
      expect(content?._meta).toEqual({
        'newsroom/untrustedFields': ['$.articles[*].title', '$.articles[*].summary', '$.articles[*].content'],
      });
    },
  );

  it.skipIf(skip || !sdk)(
    'refuses a URI it does not know, a parameter it does not take, and what the plan lacks',
    async () => {
      const mcp = need(sdk);
      const { client } = await connect(service.keys.pro as string);
      const missing = client.readResource({ uri: 'newsroom://elsewhere' });
      await expect(missing).rejects.toBeInstanceOf(mcp.McpError);
      await expect(missing).rejects.toMatchObject({
        code: -32002,
        data: { errors: ['No resource newsroom://elsewhere'] },
      });
      await expect(client.readResource({ uri: 'newsroom://search?ticker=AAPL' })).rejects.toThrow(
        /Unknown resource parameter: ticker/,
      );
      await expect(client.readResource({ uri: 'newsroom://search?includeContent=true' })).rejects.toThrow(
        /-32602/,
      );
      await expect(client.subscribeResource({ uri: 'newsroom://search?minConfidence=2' })).rejects.toThrow(
        /minConfidence/,
      );
    },
  );

  it.skipIf(skip || !sdk)(
    "a key's saved searches (/v2/saved-searches) are its resources: listed, read and watched; another key's are not",
    async () => {
      const key = await freshKey('pro');
      const created = await fetch(`${service.url}/v2/saved-searches`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Beaver watch', search: { query: 'beavers', pageSize: 5 } }),
      });
      expect(created.status).toBe(201);
      const { savedSearch } = (await created.json()) as { savedSearch: { id: string | number } };
      const uri = `newsroom://saved-searches/${savedSearch.id}`;

      const told = inbox();
      const { client } = await connect(key, told);
      expect((await client.listResources()).resources).toMatchObject([{ uri, name: 'Beaver watch' }]);
      await client.subscribeResource({ uri });
      await writeArticle(service.db, article('Beavers dam the mill stream'));
      expect(await told.until(1)).toEqual([uri]);
      const read = await client.readResource({ uri });
      const first = read.contents[0];
      const latest = SearchArticlesDocument.parse(JSON.parse(first && 'text' in first ? first.text : ''));
      expect(latest.articles[0]?.title).toBe('Beavers dam the mill stream');

      const { client: stranger } = await connect(await freshKey('pro'));
      expect((await stranger.listResources()).resources).toEqual([]);
      await expect(stranger.readResource({ uri })).rejects.toMatchObject({ code: -32002 });
    },
  );

  it.skipIf(skip || !sdk)('a new matching article is notified; one that does not match is not', async () => {
    const told = inbox();
    const { client } = await connect(service.keys.pro as string, told);
    const otters = 'newsroom://search?query=otters';
    const herons = 'newsroom://search?query=herons&sources=www.wire.example';
    await client.subscribeResource({ uri: otters });
    await client.subscribeResource({ uri: herons });

    await writeArticle(service.db, article('Otters return to the harbour'));
    expect(await told.until(1)).toEqual([otters]);
    await writeArticle(service.db, article('Herons nest by the quay'));
    // Both subscriptions are checked in each round, in order: an otters notice would have come first.
    expect(await told.until(2)).toEqual([otters, herons]);

    const read = await client.readResource({ uri: herons });
    const first = read.contents[0];
    const latest = SearchArticlesDocument.parse(JSON.parse(first && 'text' in first ? first.text : ''));
    expect(latest.articles[0]?.title).toBe('Herons nest by the quay');

    await client.unsubscribeResource({ uri: otters });
    await writeArticle(service.db, article('Otters and herons share the estuary'));
    expect(await told.until(3)).toEqual([otters, herons, herons]);
  });

  it.skipIf(skip || !sdk)(
    'a reconnect with Last-Event-ID is sent the notification missed meanwhile',
    async () => {
      const key = service.keys.pro as string;
      const { transport: first } = await connect(key);
      const sessionId = first.sessionId ?? '';
      const uri = 'newsroom://search?query=walruses';
      const ice = 'newsroom://search?query=ice';

      const before = inbox();
      const watching = await rejoin(key, sessionId, before);
      let lastEventId = '';
      // An empty id opens a new stream (no Last-Event-ID) whose event ids the test keeps.
      await watching.transport.resumeStream('', { onresumptiontoken: (id) => (lastEventId = id) });
      await watching.client.subscribeResource({ uri: ice });
      await watching.client.subscribeResource({ uri });
      await writeArticle(service.db, article('Walruses haul out on the ice'));
      expect(await before.until(2)).toEqual([ice, uri]);
      const seen = lastEventId;
      expect(seen).toMatch(/^\d+$/);
      await watching.client.close();

      await writeArticle(service.db, article('A quiet day in the newsroom'));
      await writeArticle(service.db, article('Walruses crowd the beach'));

      const after = inbox();
      const back = await rejoin(key, sessionId, after);
      await back.transport.resumeStream(seen, { onresumptiontoken: (id) => (lastEventId = id) });
      expect(await after.until(1)).toEqual([uri]);
      expect(Number(lastEventId)).toBeGreaterThan(Number(seen));
      // Nothing before Last-Event-ID is told again: the ice article was seen, so only walruses news follows.
      await writeArticle(service.db, article('Walruses again'));
      expect(await after.until(2)).toEqual([uri, uri]);
    },
  );

  it.skipIf(skip || !sdk)('caps subscriptions per key across its sessions, by plan', async () => {
    const mcp = need(sdk);
    const key = await freshKey('pro');
    const one = (await connect(key)).client;
    const two = (await connect(key)).client;
    await one.subscribeResource({ uri: 'newsroom://search?query=alpha' });
    await one.subscribeResource({ uri: 'newsroom://search?query=alpha' });
    await one.subscribeResource({ uri: 'newsroom://search?query=beta' });
    await two.subscribeResource({ uri: 'newsroom://search?query=gamma' });
    const over = two.subscribeResource({ uri: 'newsroom://search?query=delta' });
    await expect(over).rejects.toBeInstanceOf(mcp.McpError);
    await expect(over).rejects.toMatchObject({
      code: -32003,
      data: {
        errors: [
          `The pro plan allows at most ${SUBSCRIPTION_CAP} resource subscriptions per key: unsubscribe from one first`,
        ],
      },
    });
    await one.unsubscribeResource({ uri: 'newsroom://search?query=beta' });
    await expect(two.subscribeResource({ uri: 'newsroom://search?query=delta' })).resolves.toEqual({});

    const free = (await connect(await freshKey('free'))).client;
    await expect(free.subscribeResource({ uri: 'newsroom://search?query=alpha' })).rejects.toMatchObject({
      code: -32003,
      data: { errors: ['The free plan allows no resource subscriptions'] },
    });
  });

  it.skipIf(skip || !sdk)(
    'the stream and the subscriptions need the Bearer key and a session of that key',
    async () => {
      const { transport } = await connect(service.keys.pro as string);
      const sessionId = transport.sessionId ?? '';
      const metadataUrl = `${service.url}/.well-known/oauth-protected-resource/mcp`;

      const anonymous = await fetch(`${service.url}/mcp`, {
        headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId },
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}"`);
      expect(await anonymous.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32001, message: 'Unauthorized' },
        id: null,
      });

      const otherKey = await fetch(`${service.url}/mcp`, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${service.keys.enterprise}`,
          'mcp-session-id': sessionId,
        },
      });
      expect(otherKey.status).toBe(404);
      expect(await otherKey.json()).toMatchObject({ error: { code: -32004 } });

      const subscribe = {
        jsonrpc: '2.0',
        id: 5,
        method: 'resources/subscribe',
        params: { uri: 'newsroom://search' },
      };
      const pro = mcpClient(service.url, service.keys.pro);
      const without = await pro.rpc(subscribe);
      expect(without.status).toBe(400);
      expect(without.body).toMatchObject({
        error: { code: -32600, data: { errors: [expect.stringMatching(/Mcp-Session-Id/)] } },
      });
      const tampered = `${sessionId.slice(0, -1)}${sessionId.endsWith('A') ? 'B' : 'A'}`;
      const forged = await pro.rpc(subscribe, { 'mcp-session-id': tampered });
      expect(forged.status).toBe(404);
      expect(forged.body).toEqual({
        jsonrpc: '2.0',
        error: {
          code: -32004,
          message: 'Session not found',
          data: { errors: ['Session not found: initialize again'] },
        },
        id: 5,
      });

      const badResume = await fetch(`${service.url}/mcp`, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${service.keys.pro}`,
          'mcp-session-id': sessionId,
          'last-event-id': '99999999',
        },
      });
      expect(badResume.status).toBe(400);
      expect(await badResume.json()).toMatchObject({
        error: {
          code: -32600,
          data: { errors: [expect.stringMatching(/^Cursor 99999999 is ahead of the change log/)] },
        },
      });
    },
  );

  it.skipIf(skip || !sdk)(
    'a Last-Event-ID the log no longer holds tells every subscription to re-read',
    async () => {
      const key = service.keys.enterprise as string;
      const { transport } = await connect(key);
      const sessionId = transport.sessionId ?? '';
      const uris = ['newsroom://search?query=puffins', 'newsroom://search?query=gannets'];
      const before = inbox();
      const watching = await rejoin(key, sessionId, before);
      let lastEventId = '';
      await watching.transport.resumeStream('', { onresumptiontoken: (id) => (lastEventId = id) });
      for (const uri of uris) await watching.client.subscribeResource({ uri });
      await writeArticle(service.db, article('Puffins return to the cliffs'));
      expect(await before.until(1)).toEqual([uris[0]]);
      const seen = lastEventId;
      await watching.client.close();

      // Neither matches, and retention then drops every change but the last: what lay after `seen` is unknown.
      await writeArticle(service.db, article('A calm sea today'));
      await writeArticle(service.db, article('Fog over the harbour'));
      expect(await pruneChanges(service.db, { maxAgeMs: 30 * 24 * 3600_000, maxChanges: 1 })).toBeGreaterThan(
        0,
      );

      const after = inbox();
      const back = await rejoin(key, sessionId, after);
      await back.transport.resumeStream(seen);
      expect(await after.until(2)).toEqual(uris);
    },
  );
});
