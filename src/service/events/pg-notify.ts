/**
 * @module PostgreSQL LISTEN/NOTIFY for several named channels over one listening connection per process.
 * Channel names are database-wide, so the real name carries the current schema: instances on other
 * schemas of the same database never hear each other. Delivery is at most once: the listening
 * connection reconnects with backoff after a failure, and what was notified while it was down is lost.
 */
import type { Queryable } from '../store/db';
import { createChannelRegistry, type PgNotifyChannel } from './channel-registry';
import { createListenSync } from './listen-sync';
import { endQuietly, openListenSession, type ListenSession } from './pg-listen-session';
import { keepConnected } from './pg-reconnect';

export { MAX_NOTIFY_PAYLOAD_BYTES, serverChannelName, type PgNotifyChannel } from './channel-registry';
export { PgNotifyConnectionError } from './pg-reconnect';

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

  let closed = false;
  const isClosed = (): boolean => closed;
  const registry = createChannelRegistry({
    db,
    schema,
    isClosed,
    onListenedChanged: () => sync.schedule(),
    onError,
  });
  const sync = createListenSync(registry.listeners, isClosed);

  const connect = (): Promise<ListenSession> =>
    openListenSession(
      {
        connectionString: options.connectionString,
        applicationName: options.applicationName ?? 'newsroom-listen',
        timeoutMs: healthCheck.timeoutMs,
        onNotification: registry.dispatch,
      },
      registry.listeners,
    );

  // The first connection fails fast, as opening the pool does.
  const reconnection = keepConnected(await connect(), {
    connect,
    end: (s) => endQuietly(s.client, healthCheck.timeoutMs),
    backoff,
    healthCheckEveryMs: healthCheck.everyMs,
    onSession: sync.setSession,
    isClosed,
    onError,
  });
  let closing: Promise<void> | undefined;

  return {
    channel: registry.channel,
    listening: sync.listening,
    close() {
      closing ??= (async () => {
        closed = true;
        registry.clear();
        sync.close();
        reconnection.wake();
        await reconnection.done;
        await sync.settled();
      })();
      return closing;
    },
  };
}
