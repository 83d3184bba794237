/**
 * @module One listening connection of the PG notify hub: opening it (health-check bounded), bringing its
 * LISTENs in line with the channels that have listeners, and ending it without waiting long on a peer that
 * no longer answers. The hub keeps one open (pg-reconnect.ts) and reconnects when `lost` settles.
 */
import pg from 'pg';

/** One connection's state: the channels LISTENed to on it, and how it ends. */
export interface ListenSession {
  client: pg.Client;
  active: Set<string>;
  /** Settles (with the reason) when the connection fails or ends. */
  lost: Promise<unknown>;
  fail(error: unknown): void;
}

export interface ListenConnectionOptions {
  connectionString: string;
  applicationName: string;
  /** Bounds the connection attempt and each query on it. */
  timeoutMs: number;
  onNotification(message: { channel: string; payload?: string }): void;
}

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Brings the session's LISTENs in line with `wanted`, keyed by server channel name (read as it changes). */
export async function syncListens(s: ListenSession, wanted: ReadonlyMap<string, unknown>): Promise<void> {
  for (const name of wanted.keys()) {
    if (s.active.has(name)) continue;
    await s.client.query(`LISTEN ${quoteIdentifier(name)}`);
    s.active.add(name);
  }
  for (const name of [...s.active]) {
    if (wanted.has(name)) continue;
    await s.client.query(`UNLISTEN ${quoteIdentifier(name)}`);
    s.active.delete(name);
  }
}

/** Ends a client without waiting long for a peer that no longer answers. */
export async function endQuietly(client: pg.Client, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.end().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}

/** Connects and LISTENs to the `wanted` channels; a connection that fails on the way is ended. */
export async function openListenSession(
  options: ListenConnectionOptions,
  wanted: ReadonlyMap<string, unknown>,
): Promise<ListenSession> {
  const client = new pg.Client({
    connectionString: options.connectionString,
    application_name: options.applicationName,
    keepAlive: true,
    connectionTimeoutMillis: options.timeoutMs,
    query_timeout: options.timeoutMs,
  });
  let fail: (error: unknown) => void = () => undefined;
  const lost = new Promise<unknown>((resolve) => (fail = resolve));
  client.on('error', fail);
  client.on('end', () => fail(new Error('the connection ended')));
  client.on('notification', options.onNotification);
  try {
    await client.connect();
    const s: ListenSession = { client, active: new Set(), lost, fail };
    await syncListens(s, wanted);
    return s;
  } catch (error) {
    await endQuietly(client, options.timeoutMs);
    throw error;
  }
}
