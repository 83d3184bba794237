import { it } from 'vitest';
import { startTestService } from './service/testing/test-service';

it('probe', async () => {
  const service = await startTestService({ engine: 'pglite' });
  const key = service.keys.pro;
  const init = await fetch(`${service.url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18' } }),
  });
  const session = init.headers.get('mcp-session-id') ?? '';
  await init.text();
  const ac = new AbortController();
  const t0 = Date.now();
  const res = await fetch(`${service.url}/mcp`, {
    headers: { authorization: `Bearer ${key}`, 'mcp-session-id': session, accept: 'text/event-stream' },
    signal: ac.signal,
  });
  const reader = res.body!.getReader();
  const timer = setTimeout(() => ac.abort(), 3000);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) { console.log('PROBE ended', Date.now() - t0); break; }
      console.log('PROBE chunk', Date.now() - t0, JSON.stringify(new TextDecoder().decode(value)));
    }
  } catch (e) { console.log('PROBE aborted', Date.now() - t0, String(e)); }
  clearTimeout(timer);
  const c0 = Date.now();
  await service.close();
  console.log('PROBE close took', Date.now() - c0);
}, 120_000);
