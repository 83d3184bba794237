/** @module Service configuration: read from the environment once at start, validated, then passed down. */
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** An http(s) origin with an optional path, as clients must reach it: no trailing slash, query or fragment. */
const publicUrl = z.string().refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !value.endsWith('/') &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}, 'must be an http(s) URL without a trailing slash, query or fragment (e.g. https://news.example.com)');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  NEWSROOM_DATA_DIR: z.string().min(1).default('./data'),
  NEWSROOM_DEMO: flag.default(true),
  NEWSROOM_DEMO_ARTICLES: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** With the demo on: one more demo article every this many seconds (the demo wire); 0 turns it off. */
  NEWSROOM_DEMO_LIVE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  NEWSROOM_PLANS_FILE: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Start of the limiter's Redis keys; by default one derived from the store, so deployments do not share bursts. */
  NEWSROOM_REDIS_PREFIX: z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'printable characters without spaces, at most 100')
    .optional(),
  /** Where clients reach the service (behind a proxy, or when listening on all interfaces); used in the MCP OAuth metadata. */
  NEWSROOM_PUBLIC_URL: publicUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines on a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  NEWSROOM_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Embedded store only: operations that may wait for it at once; past that, requests are answered 503. */
  NEWSROOM_PGLITE_MAX_QUEUE: z.coerce.number().int().min(1).max(100_000).default(128),
  /** Change-log retention: changes older than this many days are removed (cursors below them expire). */
  NEWSROOM_CHANGES_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(30),
  /** Change-log retention: at most this many of the newest changes are kept. */
  NEWSROOM_CHANGES_RETENTION_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(1_000_000),
  /** Stories: articles further apart than this many hours are never one story. */
  NEWSROOM_STORY_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(72),
  /** Poll the sources catalog's feeds (0 disables; imports and the API keep working). */
  NEWSROOM_POLL: flag.default(true),
  /** Sources one instance polls at once; the due sources beyond wait for a free slot, or for another instance. */
  NEWSROOM_POLL_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(16),
  /**
   * Hosts the poller and page fetcher may reach although they are (or resolve to) loopback or private addresses,
   * e.g. an intranet feed server. Everything else stays refused.
   */
  NEWSROOM_FETCH_PRIVATE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter((h) => h !== ''),
    )
    .pipe(
      z.array(z.string().regex(/^[a-z0-9.:-]+$/, 'a comma-separated list of host names or IP addresses')),
    ),
  /** Webhook URLs may be (or resolve to) loopback, private, link-local or metadata addresses (tests, intranets). */
  NEWSROOM_WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  /** Seconds between a failed webhook attempt and the next; one attempt more than delays. */
  NEWSROOM_WEBHOOK_RETRY_DELAYS: z
    .string()
    .default('10,60')
    .transform((v) => (v.trim() === '' ? [] : v.split(',').map((d) => Number(d.trim()))))
    .pipe(
      z
        .array(z.number().int().min(0).max(86_400), {
          error: 'a comma-separated list of whole seconds, e.g. 10,60',
        })
        .max(10, 'at most 10 retries'),
    ),
});

export interface ServiceConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  demoArticles: number;
  /** 0 = no demo wire. */
  demoLiveSeconds: number;
  plansFile: string | undefined;
  redisUrl: string | undefined;
  /** Absent: derived from the store (see auth/redis-limiter.ts). */
  redisPrefix: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFormat: z.infer<typeof EnvSchema>['LOG_FORMAT'];
  statementTimeoutMs: number;
  /** Embedded store only: the bound on operations waiting for it (see store/bounded-queue.ts). */
  pgliteMaxQueue: number;
  poll: boolean;
  pollConcurrency: number;
  fetchPrivateHosts: string[];
  /** The public base URL; absent = the service's own listen URL. */
  publicUrl: string | undefined;
  webhooks: { allowPrivate: boolean; retryDelaysMs: number[] };
  /** Change-log retention; whichever bound keeps fewer changes applies. */
  changesRetention: ChangeRetention;
  /** Stories: the window within which two articles can be one story. */
  storyWindowHours: number;
}

/** Change-log retention: changes older than `maxAgeMs`, and all but the newest `maxChanges`, are removed. */
export interface ChangeRetention {
  maxAgeMs: number;
  maxChanges: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`config: invalid environment:\n  ${problems.join('\n  ')}`);
  }
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.NEWSROOM_DATA_DIR),
    demo: e.NEWSROOM_DEMO,
    demoArticles: e.NEWSROOM_DEMO_ARTICLES,
    demoLiveSeconds: e.NEWSROOM_DEMO_LIVE_SECONDS,
    plansFile: e.NEWSROOM_PLANS_FILE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.NEWSROOM_REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    statementTimeoutMs: e.NEWSROOM_STATEMENT_TIMEOUT_MS,
    pgliteMaxQueue: e.NEWSROOM_PGLITE_MAX_QUEUE,
    poll: e.NEWSROOM_POLL,
    pollConcurrency: e.NEWSROOM_POLL_CONCURRENCY,
    fetchPrivateHosts: e.NEWSROOM_FETCH_PRIVATE_HOSTS,
    publicUrl: e.NEWSROOM_PUBLIC_URL,
    webhooks: {
      allowPrivate: e.NEWSROOM_WEBHOOK_ALLOW_PRIVATE,
      retryDelaysMs: e.NEWSROOM_WEBHOOK_RETRY_DELAYS.map((s) => s * 1000),
    },
    changesRetention: {
      maxAgeMs: Math.round(e.NEWSROOM_CHANGES_RETENTION_DAYS * 24 * 60 * 60 * 1000),
      maxChanges: e.NEWSROOM_CHANGES_RETENTION_MAX,
    },
    storyWindowHours: e.NEWSROOM_STORY_WINDOW_HOURS,
  };
}
