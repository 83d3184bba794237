/**
 * Quota and burst on the tool server: every tools/call, valid or not, is one unit of the same limiter
 * and plan as a REST request; a refusal is a 429 tool failure with the exact REST text. initialize,
 * tools/list and ping cost nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolResult } from '../../contract';
import { loadPlans, type PlanTable } from '../config/plans';
import { quotaPeriod } from '../auth/limits';
import { createApiKey, currentUsage } from '../store/keys-repo';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { mcpClient } from '../testing/mcp-client';
import { startTestService, type TestService } from '../testing/test-service';

const shipped = loadPlans();
const free = shipped.free as PlanTable[string];
const PLANS: PlanTable = {
  ...shipped,
  tinyquota: { ...free, monthlyQuota: 3, burst: null },
  tinyburst: { ...free, monthlyQuota: null, burst: { requests: 2, seconds: 10 } },
};

describe.each(ENGINES)('MCP quota and burst [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const newKey = async (plan: string) => createApiKey(service.db, { name: `mcp-${plan}`, plan });
  // The limiter writes usage in batches: what it counted so far first.
  const used = async (keyId: number) => {
    await service.limiter.settle();
    return currentUsage(service.db, keyId, quotaPeriod(new Date()));
  };

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: PLANS });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)(
    'tools/call counts one unit, valid or not; initialize, tools/list and ping none',
    async () => {
      const { key, record } = await newKey('tinyquota');
      const mcp = mcpClient(service.url, key);
      await mcp.rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2024-11-05' },
      });
      await mcp.rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
      await mcp.rpc({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
      await mcp.rpc({ jsonrpc: '2.0', id: 3, method: 'ping' });
      expect(await used(record.id)).toBe(0);
      expect((await mcp.callTool('list_sources')).status).toBe(200);
      expect(await used(record.id)).toBe(1);
      expect((await mcp.callTool('search_articles', { pageSize: 500 })).status).toBe(400);
      expect((await mcp.callTool('no_such_tool')).status).toBe(400);
      expect(await used(record.id)).toBe(3);
    },
  );

  it.skipIf(skip)(
    'the monthly quota: the call past it → 429 with the exact text, no Retry-After',
    async () => {
      const { key } = await newKey('tinyquota');
      const mcp = mcpClient(service.url, key);
      for (let i = 0; i < 3; i += 1) expect((await mcp.callTool('list_sources')).status).toBe(200);
      const refused = await mcp.callTool('list_sources', {}, 'q');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeNull();
      expect(refused.body).toEqual({
        jsonrpc: '2.0',
        result: {
          isError: true,
          content: [
            {
              type: 'text',
              text: 'Error: Throttling Exception: Exceeded token limit of 3 for the current period',
            },
          ],
        },
        id: 'q',
      });
      // Refused calls come before validation too; other methods keep working.
      expect((await mcp.callTool('search_articles', { pageSize: 500 })).status).toBe(429);
      expect((await mcp.rpc({ jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(200);
    },
  );

  it.skipIf(skip)('the burst: the third call within 10 s → 429 with the exact text', async () => {
    const { key } = await newKey('tinyburst');
    const mcp = mcpClient(service.url, key);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await mcp.callTool('list_sources', {}, i));
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 429]);
    expect(ToolResult.parse(statuses[2]?.body?.result).content[0]?.text).toBe(
      'Error: Throttling Exception: Exceeded rate limit of 2 requests per 10 seconds',
    );
  });

  it.skipIf(skip)('REST and MCP draw on one quota', async () => {
    const { key } = await newKey('tinyquota');
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(200);
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(200);
    expect((await mcpClient(service.url, key).callTool('list_sources')).status).toBe(200);
    expect((await mcpClient(service.url, key).callTool('list_sources')).status).toBe(429);
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(429);
  });
});
