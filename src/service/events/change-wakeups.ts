/**
 * @module The wake-up that tells change-log readers new changes committed: the NOTIFY that appendChanges
 * sends inside the write's transaction, delivered at commit (PostgreSQL delivers it to every instance,
 * PGlite to this process). At most once: readers also poll on a timer, so a lost wake-up only delays.
 */
import type { PgNotifyHub } from './pg-notify';
import { serverChannelName } from './pg-notify';
import type { Db } from '../store/db';
import { CHANGES_CHANNEL } from '../store/change-log';

export interface ChangeWakeups {
  /** Calls `listener` after changes committed; returns the function that unsubscribes. */
  onAppended(listener: () => void): () => void;
}

export interface ClosableChangeWakeups extends ChangeWakeups {
  /** Calls every listener now: changes committed that no NOTIFY announces (a test, a reconnect). */
  wake(): void;
  close(): Promise<void>;
}

function listenerSet(onError: (error: unknown) => void) {
  const listeners = new Set<() => void>();
  let closed = false;
  return {
    add(listener: () => void): () => void {
      if (closed) return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wake(): void {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          onError(error);
        }
      }
    },
    close(): void {
      closed = true;
      listeners.clear();
    },
  };
}

/** Across instances on a PostgreSQL server: the change channel of the notify hub. */
export function createPgChangeWakeups(
  hub: PgNotifyHub,
  onError: (error: unknown) => void,
): ClosableChangeWakeups {
  const listeners = listenerSet(onError);
  const stop = hub.channel(CHANGES_CHANNEL).listen(() => listeners.wake());
  return {
    onAppended: (listener) => listeners.add(listener),
    wake: () => listeners.wake(),
    async close() {
      stop();
      listeners.close();
    },
  };
}

/**
 * In this process on the embedded store, through the store's own LISTEN (`Db.listen`); without one (a
 * PostgreSQL server reached without its URL), nothing but `wake` calls the listeners and readers poll.
 */
export async function createLocalChangeWakeups(
  db: Db,
  onError: (error: unknown) => void,
): Promise<ClosableChangeWakeups> {
  const listeners = listenerSet(onError);
  let unlisten: (() => Promise<void>) | undefined;
  if (db.listen) {
    const [schema] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const channel = serverChannelName(CHANGES_CHANNEL, schema?.schema ?? 'public');
    unlisten = await db.listen(channel, () => listeners.wake());
  }
  return {
    onAppended: (listener) => listeners.add(listener),
    wake: () => listeners.wake(),
    async close() {
      listeners.close();
      await unlisten?.().catch(onError);
    },
  };
}
