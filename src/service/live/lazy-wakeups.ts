/**
 * @module lazyLocalWakeups: the store's own change-log wake-ups for live delivery, usable at once although
 * opening them is asynchronous: listeners added before they are open are subscribed once they are.
 */
import { createLocalChangeWakeups, type ChangeWakeups } from '../events/change-wakeups';
import type { Db } from '../store/db';

export function lazyLocalWakeups(
  db: Db,
  onError: (error: unknown) => void,
): ChangeWakeups & { close(): Promise<void> } {
  const opening = createLocalChangeWakeups(db, onError);
  opening.catch(onError);
  return {
    onAppended(listener) {
      let off: () => void = () => undefined;
      let stopped = false;
      void opening.then(
        (wakeups) => {
          if (!stopped) off = wakeups.onAppended(listener);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        off();
      };
    },
    async close() {
      await (await opening.catch(() => null))?.close();
    },
  };
}
