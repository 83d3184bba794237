import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { loadPlans } from './plans';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      demo: true,
      demoArticles: 20_000,
      demoLiveSeconds: 30,
      databaseUrl: undefined,
      fetchPrivateHosts: [],
      pgliteMaxQueue: 128,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads NEWSROOM_FETCH_PRIVATE_HOSTS as lower-case host names and bare IP literals', () => {
    const config = loadConfig({ NEWSROOM_FETCH_PRIVATE_HOSTS: ' Feeds.Intranet.example, [::1],,10.0.0.7 ' });
    expect(config.fetchPrivateHosts).toEqual(['feeds.intranet.example', '::1', '10.0.0.7']);
    expect(() => loadConfig({ NEWSROOM_FETCH_PRIVATE_HOSTS: 'http://feeds.intranet.example/rss' })).toThrow(
      /NEWSROOM_FETCH_PRIVATE_HOSTS/,
    );
  });

  it('reads the webhook settings: private targets refused and retries at 10 s and 60 s by default', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, retryDelaysMs: [10_000, 60_000] });
    const set = loadConfig({ NEWSROOM_WEBHOOK_ALLOW_PRIVATE: '1', NEWSROOM_WEBHOOK_RETRY_DELAYS: '1, 5,30' });
    expect(set.webhooks).toEqual({ allowPrivate: true, retryDelaysMs: [1_000, 5_000, 30_000] });
    expect(loadConfig({ NEWSROOM_WEBHOOK_RETRY_DELAYS: '' }).webhooks.retryDelaysMs).toEqual([]);
    for (const bad of ['10,abc', '-1', '1.5']) {
      expect(() => loadConfig({ NEWSROOM_WEBHOOK_RETRY_DELAYS: bad }), bad).toThrow(
        /NEWSROOM_WEBHOOK_RETRY_DELAYS/,
      );
    }
    expect(() => loadConfig({ NEWSROOM_WEBHOOK_ALLOW_PRIVATE: 'maybe' })).toThrow(
      /NEWSROOM_WEBHOOK_ALLOW_PRIVATE/,
    );
  });

  it('reads NEWSROOM_PUBLIC_URL as an http(s) base without a trailing slash; absent by default', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ NEWSROOM_PUBLIC_URL: 'https://news.example.com' }).publicUrl).toBe(
      'https://news.example.com',
    );
    expect(loadConfig({ NEWSROOM_PUBLIC_URL: 'http://127.0.0.1:8080/newsroom' }).publicUrl).toBe(
      'http://127.0.0.1:8080/newsroom',
    );
    for (const bad of [
      'https://news.example.com/',
      'news.example.com',
      'ftp://news.example.com',
      'https://news.example.com?x=1',
      'https://news.example.com#top',
      'https://user:pw@news.example.com',
    ]) {
      expect(() => loadConfig({ NEWSROOM_PUBLIC_URL: bad }), bad).toThrow(/NEWSROOM_PUBLIC_URL/);
    }
  });

  it('reads NEWSROOM_PGLITE_MAX_QUEUE as a positive integer', () => {
    expect(loadConfig({ NEWSROOM_PGLITE_MAX_QUEUE: '16' }).pgliteMaxQueue).toBe(16);
    expect(() => loadConfig({ NEWSROOM_PGLITE_MAX_QUEUE: '0' })).toThrow(/NEWSROOM_PGLITE_MAX_QUEUE/);
  });

  it('reads NEWSROOM_REDIS_PREFIX; absent by default (derived from the store then)', () => {
    expect(loadConfig({}).redisPrefix).toBeUndefined();
    expect(loadConfig({ NEWSROOM_REDIS_PREFIX: 'news:eu-1' }).redisPrefix).toBe('news:eu-1');
    for (const bad of ['', 'two words', 'x'.repeat(101)]) {
      expect(() => loadConfig({ NEWSROOM_REDIS_PREFIX: bad }), bad).toThrow(/NEWSROOM_REDIS_PREFIX/);
    }
  });

  it('reads the story window: 72 hours by default, a positive number of hours', () => {
    expect(loadConfig({}).storyWindowHours).toBe(72);
    expect(loadConfig({ NEWSROOM_STORY_WINDOW_HOURS: '24' }).storyWindowHours).toBe(24);
    expect(() => loadConfig({ NEWSROOM_STORY_WINDOW_HOURS: '0' })).toThrow(/NEWSROOM_STORY_WINDOW_HOURS/);
  });

  it('reads the change-log retention: 30 days or 1,000,000 changes by default', () => {
    expect(loadConfig({}).changesRetention).toEqual({ maxAgeMs: 30 * 86_400_000, maxChanges: 1_000_000 });
    expect(
      loadConfig({ NEWSROOM_CHANGES_RETENTION_DAYS: '0.5', NEWSROOM_CHANGES_RETENTION_MAX: '5000' })
        .changesRetention,
    ).toEqual({ maxAgeMs: 43_200_000, maxChanges: 5000 });
    expect(() => loadConfig({ NEWSROOM_CHANGES_RETENTION_DAYS: '0' })).toThrow(
      /NEWSROOM_CHANGES_RETENTION_DAYS/,
    );
    expect(() => loadConfig({ NEWSROOM_CHANGES_RETENTION_MAX: 'all' })).toThrow(
      /NEWSROOM_CHANGES_RETENTION_MAX/,
    );
  });

  it('refuses bad values and lists every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NEWSROOM_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(problems.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'NEWSROOM_DEMO', 'PORT']);
    }
  });
});

describe('loadPlans', () => {
  it('ships free, pro and enterprise as protocols §3 sets them', () => {
    const plans = loadPlans();
    expect(plans.free).toMatchObject({ monthlyQuota: 5000, burst: { requests: 10, seconds: 10 } });
    expect(plans.pro).toMatchObject({
      monthlyQuota: 50000,
      burst: { requests: 30, seconds: 10 },
      websocketConnections: 2,
      webhooks: 2,
    });
    expect(plans.pro?.capabilities).toEqual({
      content: false,
      entities: true,
      websocket: true,
      webhooks: true,
    });
    expect(plans.enterprise).toMatchObject({
      monthlyQuota: null,
      burst: { requests: 100, seconds: 10 },
      websocketConnections: 10,
      webhooks: 20,
    });
  });

  it('refuses an invalid plans file with the file name and the problem', () => {
    const file = path.join(os.tmpdir(), `plans-${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ Gold: { monthlyQuota: -1 } }));
    expect(() => loadPlans(file)).toThrow(new RegExp(`invalid plans file ${file}`));
  });
});
