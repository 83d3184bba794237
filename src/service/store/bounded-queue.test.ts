/**
 * @module The bound in front of the embedded store: operations past it are refused at once (never queued),
 * a freed slot admits again, and over HTTP the refusal is a 503 with a clear body on REST and MCP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../../contract';
import { apiClient } from '../testing/http-client';
import { mcpClient } from '../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { isStoreBusy } from '../system/store-busy';
import { boundQueue } from './bounded-queue';
import type { Db } from './db';

/** A store whose every operation waits until released. */
function heldStore(): { db: Db; release(): void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const wait = async () => {
    await gate;
    return [];
  };
  const db: Db = {
    engine: 'pglite',
    query: wait,
    exec: async () => {
      await gate;
    },
    transaction: async (fn) => {
      await gate;
      return fn(db);
    },
    close: async () => undefined,
  };
  return { db, release: open };
}

describe('boundQueue', () => {
  it('passes the store’s LISTEN through, so change-log wake-ups reach this process', async () => {
    const heard: string[] = [];
    const listening: Db = {
      ...heldStore().db,
      listen: async (channel, onNotify) => {
        heard.push(channel);
        onNotify('');
        return async () => undefined;
      },
    };
    let notified = 0;
    const bounded = boundQueue(listening, 1);
    await bounded.listen?.('article_changes:public', () => (notified += 1));
    expect([heard, notified]).toEqual([['article_changes:public'], 1]);
    expect(boundQueue(heldStore().db, 1).listen).toBeUndefined();
  });

  it('refuses the operation past the bound at once, and admits again once one finishes', async () => {
    const held = heldStore();
    const bounded = boundQueue(held.db, 2);
    const first = bounded.query('SELECT 1');
    const second = bounded.transaction(async () => 'done');
    const third = bounded.exec('SELECT 1').catch((error: unknown) => error);
    expect(isStoreBusy(await third)).toBe(true);
    held.release();
    await expect(Promise.all([first, second])).resolves.toEqual([[], 'done']);
    await expect(bounded.query('SELECT 1')).resolves.toEqual([]);
  });

  it('counts a failed operation out again', async () => {
    const failing: Db = { ...heldStore().db, query: async () => Promise.reject(new Error('boom')) };
    const bounded = boundQueue(failing, 1);
    await expect(bounded.query('x')).rejects.toThrow('boom');
    await expect(bounded.query('x')).rejects.toThrow('boom');
  });
});

describe('a saturated embedded store over HTTP', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({
      engine: 'pglite',
      plans: plansWithoutBurst(),
      storeQueueLimit: 2,
      keyCacheTtlMs: 60_000,
    });
  });
  afterAll(async () => service.close());

  it('answers 503 with a clear body past the bound (REST and MCP), and serves again once it drains', async () => {
    const key = service.keys.pro ?? '';
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(200); // the key is cached now
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // One of the 2 slots held, one request queues behind it, the rest are refused at once. (A search may
    // run two statements at once, so the one queued request can use both slots once the store is free.)
    const holding = service.db.transaction(async () => gate);
    const search = () => apiClient(service.url, key).post('/v2/articles', { query: 'rates' });
    const queued = [search()];
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const refused = await Promise.all([search(), search()]);
      for (const res of refused) {
        expect(res).toMatchObject({ status: 503, body: { statusCode: 503, message: ERROR_TEXT.storeBusy } });
      }
      const tool = await mcpClient(service.url, key).callTool('list_sources', {});
      expect(tool.status).toBe(503);
      expect(tool.body).toMatchObject({ error: { code: -32603, data: { errors: [ERROR_TEXT.storeBusy] } } });
    } finally {
      release();
      await holding;
    }
    for (const res of await Promise.all(queued)) expect(res.status).toBe(200);
    expect((await search()).status).toBe(200);
  });
});
