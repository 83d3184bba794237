/**
 * @module The live hub: the open connections of this instance and the fan-out of the change log to them.
 * The hub follows the log from its head at start, page by page in cursor order, woken by the change
 * wake-up and also on a timer (a lost wake-up only delays). Each article is loaded and analysed once per
 * page with its source's standing read fresh from the catalog, then offered to every connection with its
 * cursor. Removals are not offered: the streams carry articles only.
 */
import type { ArticleChange } from '../store/change-log';
import { latestCursor, readChangesAfter } from '../store/change-log';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { Queryable } from '../store/db';
import { startWakeLoop } from '../util/wake-loop';
import { holdersOf, loadChanges, type LoadedChange, type SourceStandings } from '../feed/change-batch';
import { fillOptIns, optInsRead } from '../feed/opt-in-readers';
import type { LiveConnection } from './live-connection';

export interface LiveHubDeps {
  db: Queryable;
  wakeups: ChangeWakeups;
  /** How often the log is read without a wake-up. */
  pollMs: number;
  /** The catalog standing of each domain; domains without a row are left out of the map. */
  sourceStandings: SourceStandings;
  onError(error: unknown): void;
}

export interface LiveHub {
  add(connection: LiveConnection): void;
  remove(connection: LiveConnection): void;
  connections(): LiveConnection[];
  byLease(leaseId: string): LiveConnection | undefined;
  /** Resolves once the hub knows where the log stands and follows it. */
  ready(): Promise<void>;
  /** Stops following the log and waits for the page being delivered. */
  close(): Promise<void>;
}

/** Changes read per page. */
const PAGE = 500;

export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const open = new Map<string, LiveConnection>();
  let cursor: number | null = null;

  function offer(changes: Awaited<ReturnType<typeof loadChanges>>, takers: LiveConnection[]): void {
    for (const { change, candidates } of changes) {
      if (!candidates || change.kind === 'removed') continue;
      for (const connection of takers) {
        try {
          connection.offer(
            connection.stream === 'raw' ? candidates.raw() : candidates.enhanced(),
            change.kind,
            change.cursor,
          );
        } catch (error) {
          deps.onError(error);
        }
      }
    }
  }

  /**
   * Reads the opt-in values the subscriptions ask for, once per page and flag; again while a subscription
   * admitted meanwhile asks for more, so that every offer finds what its frame needs.
   */
  async function readOptInsWanted(loaded: LoadedChange[]): Promise<void> {
    const holders = holdersOf(loaded);
    for (;;) {
      const wanted = new Set([...open.values()].flatMap((c) => c.optIn()));
      const lacking = holders.filter((h) => !optInsRead(h, wanted));
      if (lacking.length === 0) return;
      await fillOptIns(deps.db, lacking, wanted);
    }
  }

  /** Delivers the next page of the log; a full page leaves more behind. */
  async function follow(): Promise<boolean> {
    cursor ??= await latestCursor(deps.db);
    // Nobody to deliver to (none connected, or all closing): skip ahead without loading articles.
    if (![...open.values()].some((c) => c.accepting())) {
      cursor = Math.max(cursor, await latestCursor(deps.db));
      return false;
    }
    const page: ArticleChange[] = await readChangesAfter(deps.db, cursor, PAGE);
    const last = page.at(-1);
    if (!last) return false;
    const loaded = await loadChanges(deps.db, page, deps.sourceStandings);
    await readOptInsWanted(loaded);
    offer(
      loaded,
      [...open.values()].filter((c) => c.accepting()),
    );
    cursor = last.cursor;
    return page.length === PAGE;
  }

  const loop = startWakeLoop({
    round: follow,
    onError: (error) => deps.onError(error),
    everyMs: deps.pollMs,
  });
  const unsubscribe = deps.wakeups.onAppended(loop.kick);
  const started = loop.idle();

  return {
    add: (connection) => void open.set(connection.leaseId, connection),
    remove: (connection) => {
      if (open.get(connection.leaseId) === connection) open.delete(connection.leaseId);
    },
    connections: () => [...open.values()],
    byLease: (leaseId) => open.get(leaseId),
    ready: () => started,
    async close() {
      unsubscribe();
      await loop.stop();
    },
  };
}
