/**
 * @module How article events, change-log wake-ups and live signals travel: in process on the embedded store
 * (one process holds it), over LISTEN/NOTIFY on a PostgreSQL server, so that every instance and CLI on the
 * database sees them.
 */
import {
  createLocalChangeWakeups,
  createPgChangeWakeups,
  type ClosableChangeWakeups,
} from './change-wakeups';
import { createMemoryEventBus, type ArticleEventBus } from './article-events';
import { createPgEventBus } from './pg-event-bus';
import { openPgNotifyHub } from './pg-notify';
import type { Db } from '../store/db';
import { createMemoryLiveSignals, createPgLiveSignals, type LiveSignals } from './live-signals';

export interface LiveTransport {
  events: ArticleEventBus;
  /** Committed change-log appends (the NOTIFY the appending transaction sends). */
  changes: ClosableChangeWakeups;
  signals: LiveSignals;
  close(): Promise<void>;
}

/** The parts, closed signals first, then wake-ups, events and last what carries them (`carrier`, if any). */
function transport(parts: Omit<LiveTransport, 'close'>, carrier?: { close(): Promise<void> }): LiveTransport {
  return {
    ...parts,
    async close() {
      await parts.signals.close();
      await parts.changes.close();
      await parts.events.close();
      await carrier?.close();
    },
  };
}

export async function openLiveTransport(
  db: Db,
  databaseUrl: string | undefined,
  onError: (error: unknown) => void,
): Promise<LiveTransport> {
  if (db.engine !== 'postgres' || !databaseUrl) {
    const events = createMemoryEventBus(onError);
    const signals = createMemoryLiveSignals(onError);
    const changes = await createLocalChangeWakeups(db, onError);
    return transport({ events, changes, signals });
  }
  const hub = await openPgNotifyHub({ connectionString: databaseUrl, db, onError });
  const events = createPgEventBus({ hub, db, onError });
  const signals = createPgLiveSignals(hub, onError);
  const changes = createPgChangeWakeups(hub, onError);
  return transport({ events, changes, signals }, hub);
}
