/**
 * WebSocket `resumeAfter` across a server restart, on both engines, as an operator runs things: the service
 * (startService), a client that reads two articles and goes away, the service stopped, articles imported with
 * the ingest CLI straight into the store meanwhile, the service started again, and the client resuming after
 * the last cursor it saw: each missed match once, in order, then live (an import through the running
 * service) without a gap or a duplicate.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '../../contract';
import { loadConfig } from '../config/env';
import { startService, type RunningService } from '../start-service';
import { ENGINES } from '../testing/engines';
import { runIngestCli } from '../testing/ingest-cli';
import { openLiveClient, type LiveClient } from '../testing/live-client';
import { openIsolatedPostgres } from '../testing/test-service';

const SOURCE = 'www.resume-wire.example';

const line = (slug: string, title: string) =>
  JSON.stringify({ link: `https://${SOURCE}/${slug}`, title, source: SOURCE, summary: `${title}.` });

async function nextArticle(
  client: LiveClient,
): Promise<Extract<LiveServerMessage, { action: 'sendArticle' }>> {
  for (;;) {
    const message = await client.next(15_000);
    if (message.action === 'sendArticle') return message;
    if (message.action !== 'admit') throw new Error(`unexpected frame ${JSON.stringify(message)}`);
  }
}

describe.each(ENGINES)('live resumeAfter across a restart ($engine)', ({ engine, skip }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-live-resume-'));
  let env: NodeJS.ProcessEnv;
  let dropSchema: (() => Promise<void>) | undefined;
  let service: RunningService | undefined;

  const ingest = async (name: string, lines: string[]) => {
    const file = path.join(dataDir, `${name}.jsonl`);
    writeFileSync(file, lines.join('\n'));
    const run = await runIngestCli(env, file);
    expect(run.code, run.stderr).toBe(0);
    return run.stdout;
  };
  const start = () => startService(loadConfig(env));

  beforeAll(async () => {
    if (skip) return;
    const { DATABASE_URL: _ignored, ...base } = process.env;
    env = {
      ...base,
      NEWSROOM_DATA_DIR: dataDir,
      PORT: '0',
      NEWSROOM_DEMO: '0',
      NEWSROOM_POLL: '0',
      LOG_LEVEL: 'silent',
    };
    if (engine === 'postgres') {
      const isolated = await openIsolatedPostgres();
      env.DATABASE_URL = isolated.url;
      dropSchema = isolated.drop;
    }
  });
  afterAll(async () => {
    await service?.close();
    await dropSchema?.();
  });

  it.skipIf(skip)(
    'replays what was imported while the client was away, once and in order, then goes on live',
    async () => {
      service = await start();
      const headers = { 'x-api-key': service.localKey };
      const subscription = { query: 'Harrowgate', sources: [SOURCE], resumeAfter: 'latest' as const };
      const first = await openLiveClient(service.url, '/ws', headers);
      first.send(subscription);
      const admit = await first.next();
      expect(admit).toMatchObject({ action: 'admit', cursor: expect.any(Number) });
      expect(
        await ingest('before', [line('a', 'Harrowgate opens a depot'), line('x', 'Unrelated news')]),
      ).toContain('Imported via the running service');
      const a = await nextArticle(first);
      expect(a.data.link).toBe(`https://${SOURCE}/a`);
      const seen = a.cursor;
      expect(seen).toBeGreaterThan(admit.action === 'admit' ? (admit.cursor ?? 0) : 0);
      first.close();
      await first.closed;
      await service.close();
      service = undefined;

      // The service is down: the CLI writes straight into the store.
      const away = await ingest('away', [
        line('b', 'Harrowgate hires'),
        line('y', 'Other news'),
        line('c', 'Harrowgate expands'),
        line('d', 'Harrowgate results'),
      ]);
      expect(away).not.toContain('running service');

      service = await start();
      const again = await openLiveClient(service.url, '/ws', { 'x-api-key': service.localKey });
      again.send({ ...subscription, resumeAfter: seen });
      expect(await again.next()).toMatchObject({ action: 'admit', cursor: seen });
      const replayed = [await nextArticle(again), await nextArticle(again), await nextArticle(again)];
      expect(replayed.map((m) => m.data.link)).toEqual(['b', 'c', 'd'].map((s) => `https://${SOURCE}/${s}`));
      const cursors = replayed.map((m) => m.cursor ?? 0);
      expect(cursors).toEqual([...cursors].sort((x, y) => x - y));
      expect(cursors[0]).toBeGreaterThan(seen ?? 0);
      // Live again, after the replay: the next import through the running service, and nothing twice.
      await ingest('after', [line('e', 'Harrowgate closes a depot')]);
      const live = await nextArticle(again);
      expect(live.data.link).toBe(`https://${SOURCE}/e`);
      expect(live.cursor).toBeGreaterThan(cursors[2] ?? 0);
      await expect(again.next(1_500)).rejects.toThrow(/no live frame/);
      again.close();
      await again.closed;
    },
    120_000,
  );
});
