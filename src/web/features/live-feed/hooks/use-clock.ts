/** @module The current time, re-read every second while `ticking` (a reconnect countdown); otherwise still. */
import { useEffect, useState } from 'react';

export function useClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
