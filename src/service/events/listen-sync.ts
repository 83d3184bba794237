/**
 * @module createListenSync: keeps the live listening session's LISTENs in line with the channels that have
 * listeners, one change at a time, and answers those waiting until every such channel is listened to.
 */
import { syncListens, type ListenSession } from './pg-listen-session';

export interface ListenSync {
  /** The session now live (null once it is lost); its LISTENs are brought in line. */
  setSession(s: ListenSession | null): void;
  /** Brings the live session's LISTENs in line after the channels with listeners changed. */
  schedule(): void;
  /** Resolves once every channel with listeners is LISTENed to on a live session; rejects once closed. */
  listening(): Promise<void>;
  /** After the hub closed: rejects the waiters and ends the live session. */
  close(): void;
  /** Settles once the queued LISTENs have run. */
  settled(): Promise<void>;
}

export function createListenSync(
  listeners: ReadonlyMap<string, unknown>,
  isClosed: () => boolean,
): ListenSync {
  let session: ListenSession | null = null;
  let syncing: Promise<void> = Promise.resolve();
  let waiters: { resolve(): void; reject(error: Error): void }[] = [];

  const inSync = (s: ListenSession | null): s is ListenSession =>
    s !== null && [...listeners.keys()].every((name) => s.active.has(name));

  function settleWaiters(): void {
    if (isClosed()) {
      for (const w of waiters) w.reject(new Error('pg-notify: the hub is closed'));
      waiters = [];
    } else if (inSync(session)) {
      for (const w of waiters) w.resolve();
      waiters = [];
    }
  }

  function schedule(): void {
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

  return {
    setSession(s) {
      session = s;
      if (s) schedule();
    },
    schedule,
    listening() {
      return new Promise((resolve, reject) => {
        waiters.push({ resolve, reject });
        // Behind any LISTEN already queued, so a channel subscribed to just before is included.
        void syncing.then(settleWaiters);
      });
    },
    close() {
      settleWaiters();
      session?.fail(new Error('closed'));
    },
    settled: () => syncing,
  };
}
