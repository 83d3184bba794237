/**
 * `npm run sources` as an operator runs it (a child process) while a service holds the embedded store:
 * custom sources for a key's account through the admin API, and a refused change.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminToken, removeServiceLock, writeServiceLock } from '../system/data-dir';
import { createMemoryEventBus } from '../events/article-events';
import { startFixtureServer } from '../ingest/testing/fixture-server';
import { findSourceRecord } from '../store/sources-repo';
import { createApiKey } from '../store/keys-repo';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

const CLI = fileURLToPath(new URL('./sources.ts', import.meta.url));

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(dataDir: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  // The embedded store of dataDir, whatever the environment of the test run says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: { ...env, ...extraEnv, NEWSROOM_DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('sources CLI while a service holds the embedded store', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-sources-cli-'));
  let service: TestService;
  let ownerId: number;
  beforeAll(async () => {
    service = await startTestService({
      engine: 'pglite',
      plans: plansWithoutBurst(),
      adminToken: ensureAdminToken(dataDir),
      events: createMemoryEventBus(),
    });
    writeServiceLock(dataDir, { pid: process.pid, url: service.url, engine: 'pglite' });
    ownerId = (await createApiKey(service.db, { name: 'research-desk', plan: 'pro' })).record.id;
  });
  afterAll(async () => {
    removeServiceLock(dataDir);
    await service.close();
  });

  it('adds a custom source for a key named on the command line and lists its owner', async () => {
    const domain = 'notes.research-desk.example';
    const add = await runCli(dataDir, [
      'add',
      domain,
      '--feed',
      `https://${domain}/feed.xml`,
      '--for-key',
      'research-desk',
      '--no-check',
    ]);
    expect(add).toMatchObject({ code: 0, stderr: '' });
    expect(add.stdout).toBe(
      `Saved ${domain} as a custom source of key ${ownerId} via the running service at ${service.url}.\n`,
    );
    expect(await findSourceRecord(service.db, domain)).toMatchObject({
      customForKey: ownerId,
      feedUrls: [`https://${domain}/feed.xml`],
    });
    const list = await runCli(dataDir, ['list']);
    expect(list.code).toBe(0);
    const row = list.stdout.split('\n').find((line) => line.startsWith(`${domain} `));
    expect(row?.split(/\s{2,}/).slice(0, 3)).toEqual([domain, 'no', String(ownerId)]);
  }, 60_000);

  it('saves the feeds a web page announces when given the page, and refuses a page that announces none', async () => {
    const site = await startFixtureServer();
    try {
      site.setRoute('/', {
        contentType: 'text/html; charset=utf-8',
        body: '<html><head><link rel="alternate" type="application/rss+xml" href="/small-feed"></head></html>',
      });
      site.setRoute('/about', {
        contentType: 'text/html',
        body: '<html><head><title>About</title></head></html>',
      });
      const domain = 'www.page-given.example';
      const privateHost = { NEWSROOM_FETCH_PRIVATE_HOSTS: '127.0.0.1' };
      const add = await runCli(dataDir, ['add', domain, '--feed', `${site.url}/`], privateHost);
      expect(add).toMatchObject({ code: 0, stderr: '' });
      expect(add.stdout.split('\n')[0]).toBe(
        `${site.url}/: a web page; saving the feeds it announces: ${site.url}/small-feed`,
      );
      expect(await findSourceRecord(service.db, domain)).toMatchObject({
        feedUrls: [`${site.url}/small-feed`],
      });
      const refused = await runCli(
        dataDir,
        ['add', 'www.no-feed.example', '--feed', `${site.url}/about`],
        privateHost,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `Refused: ${site.url}/about is a web page that announces no feed; give the feed's URL.\n`,
      );
      expect(await findSourceRecord(service.db, 'www.no-feed.example')).toBeNull();
    } finally {
      await site.close();
    }
  }, 60_000);

  it('refuses a catalog domain as a custom source, with the reason and exit code 1', async () => {
    const add = await runCli(dataDir, [
      'add',
      'www.wire.example',
      '--feed',
      'https://x.example/f',
      '--for-key',
      String(ownerId),
      '--no-check',
    ]);
    expect(add.code).toBe(1);
    expect(add.stderr).toBe(
      'Refused: www.wire.example is a catalog source, searched by every key; a custom source needs a domain of its own.\n',
    );
    expect(await findSourceRecord(service.db, 'www.wire.example')).toMatchObject({ customForKey: null });
  }, 60_000);

  it('refuses --discover with --no-check instead of skipping the discovery, and saves nothing', async () => {
    const domain = 'www.discover-unchecked.example';
    const add = await runCli(dataDir, ['add', domain, '--discover', '--no-check']);
    expect(add.code).toBe(1);
    expect(add.stderr).toBe('--discover reads the home page, so it cannot be combined with --no-check.\n');
    expect(await findSourceRecord(service.db, domain)).toBeNull();
  }, 60_000);
});
