/** @module A seconds countdown that calls back once at zero; restarts when `key` changes. */
import { useEffect, useEffectEvent, useState } from 'react';

export function useCountdown(seconds: number, active: boolean, onZero: () => void, key: unknown): number {
  const [left, setLeft] = useState(seconds);
  const [run, setRun] = useState({ seconds, active, key });
  // A new run starts from the full count in the render that starts it (state adjusted during render).
  if (run.seconds !== seconds || run.active !== active || run.key !== key) {
    setRun({ seconds, active, key });
    setLeft(seconds);
  }
  const zero = useEffectEvent(() => onZero());

  useEffect(() => {
    if (!active) return;
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        zero();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, active, key]);

  return left;
}
