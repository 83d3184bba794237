/**
 * The embedded store's kill -9: a service on PGlite killed with SIGKILL while deliveries are pending (and in
 * flight), restarted on the same data directory (its lock left behind by the dead process), loses none — a
 * receiver that deduplicates by X-Webhook-Id sees every change exactly once. PGlite is one process, so the
 * articles come in through `npm run ingest`, which hands them to the running service.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataFiles } from '../system/data-dir';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { WebhookWithSecret } from '../../contract';
import { apiClient } from '../testing/http-client';
import { serviceProcesses, until } from '../testing/service-process';
import { startWebhookReceiver } from '../testing/webhook-receiver';

const INGEST_CLI = fileURLToPath(new URL('../cli/ingest.ts', import.meta.url));

it('PGlite: a service killed with SIGKILL while deliveries are pending loses none after a restart', async () => {
  const receiver = await startWebhookReceiver();
  // Slow enough that most deliveries are pending (or in flight) when the service is killed.
  receiver.answer({ status: 200, delayMs: 150 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-webhooks-kill-pglite-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    NEWSROOM_DATA_DIR: dataDir,
    NEWSROOM_DEMO: '0',
    NEWSROOM_POLL: '0',
    NEWSROOM_DASHBOARD: '0',
    PORT: '0',
    LOG_LEVEL: 'silent',
    NEWSROOM_WEBHOOK_ALLOW_PRIVATE: '1',
    NEWSROOM_WEBHOOK_RETRY_DELAYS: '1,1',
  };
  const service = serviceProcesses(dataDir, env);
  const start = () => service.start();
  const children = service.children;
  try {
    const url = await start();
    const key = readFileSync(dataFiles(dataDir).localKey, 'utf8').trim();
    const created = await apiClient(url, key).post<{ webhook: WebhookWithSecret }>('/v2/webhooks', {
      url: receiver.url,
      type: 'raw',
      query: 'Orrinshaw',
      sources: ['*'],
    });
    expect(created.status).toBe(201);
    const count = 60;
    const links = Array.from(
      { length: count },
      (_, i) => `https://www.wire.example/2026/11/kill-pglite-${i}`,
    );
    const file = path.join(dataDir, 'articles.jsonl');
    writeFileSync(
      file,
      links
        .map((link, i) =>
          JSON.stringify({ link, title: `Orrinshaw Shipping update ${i}`, source: 'www.wire.example' }),
        )
        .join('\n'),
    );
    const ingested = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', INGEST_CLI, file], { env }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(ingested).toContain(`${count} new`);
    await receiver.waitFor(5, 60_000);
    children[0]?.kill('SIGKILL');
    await new Promise((r) => children[0]?.once('exit', r));
    expect(receiver.received.length).toBeLessThan(count);

    // Same data directory: the dead process's service lock and PGlite files are what the restart meets.
    await start();
    const delivered = () => new Set(receiver.received.map((r) => String(r.headers['x-webhook-id'])));
    await until('every change delivered after the restart', async () => delivered().size >= count, 120_000);
    const unique = new Map(receiver.received.map((r) => [String(r.headers['x-webhook-id']), r.body]));
    expect(unique.size).toBe(count);
    const received = [...unique.values()].map((b) => (JSON.parse(b) as { link: string }).link);
    expect(new Set(received)).toEqual(new Set(links));
  } finally {
    await service.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    await receiver.close();
  }
}, 240_000);
