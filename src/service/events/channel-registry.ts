/**
 * @module createChannelRegistry: the PG notify hub's channels and their listeners. Names each channel on
 * the server (scoped to the schema), sends its notifications, and hands each notification to the listeners
 * of its channel.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../store/db';

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

/** `name:schema`, or `name#<hash of schema>` when that would exceed 63 bytes; the two forms never meet. */
export function serverChannelName(name: string, schema: string): string {
  const plain = `${name}:${schema}`;
  if (Buffer.byteLength(plain) <= MAX_CHANNEL_BYTES) return plain;
  return `${name}#${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

export interface ChannelRegistryOptions {
  db: Queryable;
  schema: string;
  isClosed(): boolean;
  /** A channel gained its first listener or lost its last one. */
  onListenedChanged(): void;
  onError(error: unknown): void;
}

export interface ChannelRegistry {
  channel(name: string): PgNotifyChannel;
  /** Listeners by server channel name; a channel is LISTENed to while its set is not empty. */
  readonly listeners: ReadonlyMap<string, ReadonlySet<(payload: string) => void>>;
  dispatch(message: { channel: string; payload?: string }): void;
  /** Drops every listener (the hub is closing). */
  clear(): void;
}

export function createChannelRegistry(options: ChannelRegistryOptions): ChannelRegistry {
  const { db, schema } = options;
  const channels = new Map<string, PgNotifyChannel>();
  const listeners = new Map<string, Set<(payload: string) => void>>();

  function create(name: string): PgNotifyChannel {
    const serverName = serverChannelName(name, schema);
    return {
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
        if (options.isClosed()) return () => undefined;
        const set = listeners.get(serverName) ?? new Set();
        const first = set.size === 0;
        set.add(listener);
        listeners.set(serverName, set);
        if (first) options.onListenedChanged();
        return () => {
          if (!set.delete(listener) || set.size > 0 || listeners.get(serverName) !== set) return;
          listeners.delete(serverName);
          options.onListenedChanged();
        };
      },
    };
  }

  return {
    channel(name) {
      if (!CHANNEL_NAME.test(name)) throw new Error(`pg-notify: invalid channel name '${name}'`);
      const existing = channels.get(name);
      if (existing) return existing;
      const channel = create(name);
      channels.set(name, channel);
      return channel;
    },
    listeners,
    dispatch(message) {
      for (const listener of listeners.get(message.channel) ?? []) {
        try {
          listener(message.payload ?? '');
        } catch (error) {
          options.onError(error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}
