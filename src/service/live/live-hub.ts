/**
 * @module The live hub: the open connections of this instance and the fan-out of the change log to them.
 * The hub follows the log from its head at start, page by page in cursor order, woken by the change
 * wake-up and also on a timer (a lost wake-up only delays). Each article is loaded and analysed once per
 * page with its source's standing read fresh from the catalog, then offered to every connection with its
 * cursor. Removals are not offered: the streams carry articles only.
 *
 * Subscriptions whose deliveries depend on the article's story (oncePerStory, includeStory) are offered a change
 * only once the grouping has gone past it (it wakes the log's readers then) or, should it not (the grouper is
 * down), once the change is `storyHoldMs` old: it then goes out ungrouped. The others are offered at once.
 */
import type { ArticleChange } from '../store/change-log';
import { latestCursor, readChangesAfter } from '../store/change-log';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { Queryable } from '../store/db';
import { startWakeLoop } from '../util/wake-loop';
import { holdersOf, loadChanges, type LoadedChange, type SourceStandings } from '../feed/change-batch';
import { fillOptIns, optInsRead } from '../feed/opt-in-readers';
import { groupedThrough } from '../store/stories-repo';
import { groupedCount } from '../feed/once-per-story';
import type { LiveConnection } from './live-connection';

export interface LiveHubDeps {
  db: Queryable;
  wakeups: ChangeWakeups;
  /** How often the log is read without a wake-up. */
  pollMs: number;
  /** The catalog standing of each domain; domains without a row are left out of the map. */
  sourceStandings: SourceStandings;
  /** How long a change waits for its story before it goes out ungrouped to the subscriptions that need one. */
  storyHoldMs: number;
  onError(error: unknown): void;
  now?: () => number;
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
  const now = deps.now ?? Date.now;
  let cursor: number | null = null;
  /** Changes already offered to the others, waiting for their story, in cursor order. */
  let waiting: LoadedChange[] = [];
  /** The last cursor offered to each connection: one switching between lanes gets no change twice. */
  const offeredThrough = new WeakMap<LiveConnection, number>();
  let holdTimer: NodeJS.Timeout | null = null;

  const accepting = (story: boolean) =>
    [...open.values()].filter((c) => c.accepting() && c.needsStory() === story);

  function offer(changes: LoadedChange[], takers: LiveConnection[]): void {
    for (const { change, candidates } of changes) {
      if (!candidates || change.kind === 'removed') continue;
      for (const connection of takers) {
        if ((offeredThrough.get(connection) ?? 0) >= change.cursor) continue;
        offeredThrough.set(connection, change.cursor);
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
  async function readOptInsWanted(loaded: LoadedChange[], takers: () => LiveConnection[]): Promise<void> {
    const holders = holdersOf(loaded);
    for (;;) {
      const wanted = new Set(takers().flatMap((c) => c.optIn()));
      const lacking = holders.filter((h) => !optInsRead(h, wanted));
      if (lacking.length === 0) return;
      await fillOptIns(deps.db, lacking, wanted);
    }
  }

  /** Wakes the loop when the oldest waiting change has waited its bound. */
  function wakeAtHoldEnd(): void {
    const oldest = waiting[0];
    if (!oldest || holdTimer) return;
    const due = oldest.change.changedAt.getTime() + deps.storyHoldMs - now();
    holdTimer = setTimeout(
      () => {
        holdTimer = null;
        loop.kick();
      },
      Math.max(0, due),
    );
    holdTimer.unref();
  }

  /** Offers the waiting changes that are grouped (or waited their bound) to the subscriptions that need stories. */
  async function releaseGrouped(): Promise<void> {
    const takers = () => accepting(true);
    if (takers().length === 0) {
      waiting = [];
      return;
    }
    if (waiting.length === 0) return;
    const through = await groupedThrough(deps.db);
    const bound = now() - deps.storyHoldMs;
    const ready = waiting.slice(
      0,
      groupedCount(
        waiting.map((w) => w.change),
        through,
        bound,
      ),
    );
    if (ready.length === 0) {
      wakeAtHoldEnd();
      return;
    }
    waiting = waiting.slice(ready.length);
    // Their story values were read before the grouping reached them: read them again now.
    const holders = holdersOf(ready);
    for (const holder of holders) if (!holder.optIns.includeStory) delete holder.optIns.includeStory;
    await fillOptIns(deps.db, holders, ['includeStory']);
    await readOptInsWanted(ready, takers);
    offer(ready, takers());
    wakeAtHoldEnd();
  }

  /** Delivers the next page of the log; a full page leaves more behind. */
  async function follow(): Promise<boolean> {
    cursor ??= await latestCursor(deps.db);
    // Nobody to deliver to (none connected, or all closing): skip ahead without loading articles.
    if (![...open.values()].some((c) => c.accepting())) {
      cursor = Math.max(cursor, await latestCursor(deps.db));
      waiting = [];
      return false;
    }
    const page: ArticleChange[] = await readChangesAfter(deps.db, cursor, PAGE);
    const last = page.at(-1);
    if (last) {
      const loaded = await loadChanges(deps.db, page, deps.sourceStandings);
      await readOptInsWanted(loaded, () => accepting(false));
      offer(loaded, accepting(false));
      if (accepting(true).length > 0)
        waiting.push(...loaded.filter((l) => l.candidates !== null && l.change.kind !== 'removed'));
      cursor = last.cursor;
    }
    await releaseGrouped();
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
      if (holdTimer) clearTimeout(holdTimer);
      await loop.stop();
    },
  };
}
