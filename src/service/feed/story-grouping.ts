/**
 * @module The story grouping's loop: a round after every wake-up of the change log (and every half minute, as a
 * lost wake-up only delays), so articles are grouped just after their write on every write path (poll, import,
 * admin, demo) without adding to the write itself. Every instance runs one; the grouping lock lets one group.
 */
import type { ChangeWakeups } from '../events/change-wakeups';
import type { Db } from '../store/db';
import { DEFAULT_GROUPING_OPTIONS, groupStoriesRound } from '../store/assign-stories';
import { DEFAULT_STORY_OPTIONS } from '../stories/story-match';
import { startWakeLoop, type WakeLoop } from '../util/wake-loop';

const EVERY_MS = 30_000;

export interface StoryGroupingOptions {
  db: Db;
  wakeups: ChangeWakeups;
  windowHours: number;
  onError(error: unknown): void;
}

export interface StoryGrouping {
  /** Resolves once no round is running or asked for. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startStoryGrouping(options: StoryGroupingOptions): StoryGrouping {
  const grouping = {
    ...DEFAULT_GROUPING_OPTIONS,
    match: { ...DEFAULT_STORY_OPTIONS, windowHours: options.windowHours },
  };
  const loop: WakeLoop = startWakeLoop({
    round: async () => {
      const round = await groupStoriesRound(options.db, grouping);
      return round.kind === 'done' && round.more;
    },
    onError: options.onError,
    everyMs: EVERY_MS,
  });
  const unsubscribe = options.wakeups.onAppended(() => loop.kick());
  return {
    idle: () => loop.idle(),
    async stop() {
      unsubscribe();
      await loop.stop();
    },
  };
}
