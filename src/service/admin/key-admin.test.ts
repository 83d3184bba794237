import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminToken, removeServiceLock, writeServiceLock } from '../system/data-dir';
import { loadConfig } from '../config/env';
import { apiClient } from '../testing/http-client';
import { startTestService, type TestService } from '../testing/test-service';
import { openKeyAdmin } from './key-admin';

describe('keys CLI while a service holds the embedded store', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-cli-'));
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', adminToken: ensureAdminToken(dataDir) });
    writeServiceLock(dataDir, { pid: process.pid, url: service.url, engine: 'pglite' });
  });
  afterAll(async () => {
    removeServiceLock(dataDir);
    await service.close();
  });

  it('creates, lists and revokes through the running service; the new key works at once', async () => {
    const admin = await openKeyAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    expect(admin.via).toBe(`the running service at ${service.url}`);
    const { key, record } = await admin.create('alice', 'pro');
    expect(key).toMatch(/^nr_[0-9A-Za-z]{40}$/);
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(200);
    const listed = await admin.list();
    expect(listed.find((k) => k.id === record.id)).toMatchObject({
      name: 'alice',
      plan: 'pro',
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await admin.revoke('alice')).map((k) => k.id)).toEqual([record.id]);
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(401);
    await expect(admin.create('bob', 'platinum')).rejects.toThrow(/plan must be one of the following values/);
  });

  it('refuses the admin API without the right token', async () => {
    const res = await fetch(`${service.url}/admin/keys`, { headers: { authorization: 'Bearer wrong' } });
    expect(res.status).toBe(401);
    expect((await fetch(`${service.url}/admin/keys`)).status).toBe(401);
  });
});

describe('keys CLI with no service running', () => {
  it('opens the embedded store itself', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-cli-'));
    const admin = await openKeyAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    try {
      expect(admin.via).toBe('the embedded store');
      const { record } = await admin.create('carol', 'free');
      expect((await admin.list()).map((k) => k.name)).toEqual(['carol']);
      expect((await admin.revoke(String(record.id))).length).toBe(1);
      expect(await admin.revoke('carol')).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
