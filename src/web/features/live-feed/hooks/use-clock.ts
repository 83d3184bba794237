/** @module The current time, re-read every second while `ticking` (a reconnect countdown); otherwise still. */
import { useState, useSyncExternalStore } from 'react';

interface Clock {
  tick(onChange: () => void): () => void;
  still(): () => void;
  read(): number;
}

function createClock(): Clock {
  let now = Date.now();
  return {
    // Reading the time on subscribe: React re-checks the snapshot right after, so a countdown that starts
    // now never shows a time from when the component mounted.
    tick(onChange) {
      now = Date.now();
      const timer = setInterval(() => {
        now = Date.now();
        onChange();
      }, 1000);
      return () => clearInterval(timer);
    },
    still: () => () => undefined,
    read: () => now,
  };
}

export function useClock(ticking: boolean): number {
  const [clock] = useState(createClock);
  return useSyncExternalStore(ticking ? clock.tick : clock.still, clock.read, clock.read);
}
