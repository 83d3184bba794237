/**
 * @module PostgreSQL LISTEN/NOTIFY for several named channels over one listening connection per process.
 * Channel names are database-wide, so the real name carries the current schema: instances on other
 * schemas of the same database never hear each other. Delivery is at most once: the listening
 * connection reconnects with backoff after a failure, and what was notified while it was down is lost.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../store/db';
import { endQuietly, openListenSession, syncListens, type ListenSession } from './pg-listen-session';

/** PostgreSQL refuses payloads of 8000 bytes or more (default build). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;
/** Identifiers longer than this (NAMEDATALEN - 1) are truncated, which would merge channels. */
const MAX_CHANNEL_BYTES = 63;
const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,19}$/;

export interface PgNotifyChannel {
  /** The channel name on the server: the logical name scoped to the schema. */
  readonly serverName: string;
  /** Sends through the normal pool, so it is delivered after whatever committed before it. */
  notify(payload: string): Promise<void>;
  /** Subscribes; returns the function that unsubscribes. A throwing listener is reported, not rethrown. */
  listen(listener: (payload: string) => void): () => void;
}

export interface PgNotifyHub {
  /** The channel of this logical name (lower-case word, at most 20 characters); the same object each call. */
  channel(name: string): PgNotifyChannel;
  /**
   * Resolves once every channel that has listeners is LISTENed to on a live connection (after a
   * reconnect too); rejects when the hub is closed first.
   */
  listening(): Promise<void>;
  /** Ends the listening connection and stops reconnecting; idempotent. */
  close(): Promise<void>;
}

export interface PgNotifyHubOptions {
  /** The server to listen on: the same database as `db`. */
  connectionString: string;
  /** Sends the notifications and tells the current schema. */
  db: Queryable;
  /** Each failure of the listening connection, once per reconnection attempt, and throwing listeners. */
  onError: (error: unknown) => void;
  /** Shown in pg_stat_activity for the listening connection. */
  applicationName?: string;
  /** Delay before the first reconnection attempt, doubled after each failed one up to maxMs. */
  backoff?: { initialMs: number; maxMs: number };
  /**
   * A connection that died silently (a NAT or load balancer dropping it) sends no error: a `SELECT 1`
   * every `everyMs` that takes longer than `timeoutMs` counts as a failure. `timeoutMs` also bounds
   * each connection attempt.
   */
  healthCheck?: { everyMs: number; timeoutMs: number };
}

/** A failure of the listening connection; the next attempt follows in `retryInMs`. */
export class PgNotifyConnectionError extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'PgNotifyConnectionError';
  }
}

/** `name:schema`, or `name#<hash of schema>` when that would exceed 63 bytes; the two forms never meet. */
export function serverChannelName(name: string, schema: string): string {
  const plain = `${name}:${schema}`;
  if (Buffer.byteLength(plain) <= MAX_CHANNEL_BYTES) return plain;
  return `${name}#${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

export async function openPgNotifyHub(options: PgNotifyHubOptions): Promise<PgNotifyHub> {
  const { db } = options;
  const backoff = options.backoff ?? { initialMs: 500, maxMs: 30_000 };
  const healthCheck = options.healthCheck ?? { everyMs: 30_000, timeoutMs: 10_000 };
  // The reconnection loop runs unattended: a throwing error handler must not end it.
  const onError = (error: unknown): void => {
    try {
      options.onError(error);
    } catch {
      // nowhere left to report it
    }
  };
  const schemaRows = await db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  const schema = schemaRows[0]?.schema;
  if (!schema) throw new Error('pg-notify: the connection has no current schema (check search_path)');

  const channels = new Map<string, PgNotifyChannel>();
  /** Listeners by server channel name; a channel is LISTENed to while its set is not empty. */
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let session: ListenSession | null = null;
  let closed = false;
  let syncing: Promise<void> = Promise.resolve();
  let waiters: { resolve(): void; reject(error: Error): void }[] = [];
  let wakeSleeper: (() => void) | undefined;

  const inSync = (s: ListenSession | null): s is ListenSession =>
    s !== null && [...listeners.keys()].every((name) => s.active.has(name));

  function settleWaiters(): void {
    if (closed) {
      for (const w of waiters) w.reject(new Error('pg-notify: the hub is closed'));
      waiters = [];
    } else if (inSync(session)) {
      for (const w of waiters) w.resolve();
      waiters = [];
    }
  }

  function scheduleSync(): void {
    syncing = syncing.then(async () => {
      const s = session;
      if (!s) return;
      try {
        await syncListens(s, listeners);
      } catch (error) {
        // The reconnection reports it and LISTENs afresh.
        s.fail(error);
      }
      settleWaiters();
    });
  }

  function dispatch(message: { channel: string; payload?: string }): void {
    for (const listener of listeners.get(message.channel) ?? []) {
      try {
        listener(message.payload ?? '');
      } catch (error) {
        onError(error);
      }
    }
  }

  const connect = (): Promise<ListenSession> =>
    openListenSession(
      {
        connectionString: options.connectionString,
        applicationName: options.applicationName ?? 'newsroom-listen',
        timeoutMs: healthCheck.timeoutMs,
        onNotification: dispatch,
      },
      listeners,
    );
  const end = (s: ListenSession): Promise<void> => endQuietly(s.client, healthCheck.timeoutMs);

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeSleeper = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function keepConnected(first: ListenSession): Promise<void> {
    let current: ListenSession | null = first;
    let delay = backoff.initialMs;
    while (!closed) {
      let failure: unknown;
      if (current) {
        const s: ListenSession = current;
        session = s;
        delay = backoff.initialMs;
        scheduleSync();
        const check = setInterval(() => {
          s.client.query('SELECT 1').catch(s.fail);
        }, healthCheck.everyMs);
        failure = await s.lost;
        clearInterval(check);
        session = null;
        await end(s);
        current = null;
      }
      if (closed) return;
      const wait = delay;
      delay = Math.min(delay * 2, backoff.maxMs);
      if (failure !== undefined) {
        onError(
          new PgNotifyConnectionError(
            `pg-notify: the listening connection failed (${String(failure)}); reconnecting in ${wait} ms`,
            wait,
            { cause: failure },
          ),
        );
      }
      await sleep(wait);
      if (closed) return;
      try {
        current = await connect();
      } catch (error) {
        onError(
          new PgNotifyConnectionError(
            `pg-notify: reconnecting failed (${String(error)}); next attempt in ${delay} ms`,
            delay,
            { cause: error },
          ),
        );
      }
      if (closed && current) await end(current);
    }
  }

  // The first connection fails fast, as opening the pool does.
  const running = keepConnected(await connect());
  let closing: Promise<void> | undefined;

  return {
    channel(name) {
      if (!CHANNEL_NAME.test(name)) throw new Error(`pg-notify: invalid channel name '${name}'`);
      const existing = channels.get(name);
      if (existing) return existing;
      const serverName = serverChannelName(name, schema);
      const channel: PgNotifyChannel = {
        serverName,
        async notify(payload) {
          const bytes = Buffer.byteLength(payload);
          if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
            throw new Error(
              `pg-notify: a payload of ${bytes} bytes exceeds the ${MAX_NOTIFY_PAYLOAD_BYTES}-byte limit on ${name}`,
            );
          }
          await db.query('SELECT pg_notify($1, $2)', [serverName, payload]);
        },
        listen(listener) {
          if (closed) return () => undefined;
          const set = listeners.get(serverName) ?? new Set();
          const first = set.size === 0;
          set.add(listener);
          listeners.set(serverName, set);
          if (first) scheduleSync();
          return () => {
            if (!set.delete(listener) || set.size > 0 || listeners.get(serverName) !== set) return;
            listeners.delete(serverName);
            scheduleSync();
          };
        },
      };
      channels.set(name, channel);
      return channel;
    },
    listening() {
      return new Promise((resolve, reject) => {
        waiters.push({ resolve, reject });
        // Behind any LISTEN already queued, so a channel subscribed to just before is included.
        void syncing.then(settleWaiters);
      });
    },
    close() {
      closing ??= (async () => {
        closed = true;
        listeners.clear();
        settleWaiters();
        wakeSleeper?.();
        session?.fail(new Error('closed'));
        await running;
        await syncing;
      })();
      return closing;
    },
  };
}
