/** @module A seconds countdown that calls back once at zero; restarts when `key` changes. */
import { useEffect, useRef, useState } from 'react';

export function useCountdown(seconds: number, active: boolean, onZero: () => void, key: unknown): number {
  const [left, setLeft] = useState(seconds);
  const callback = useRef(onZero);
  callback.current = onZero;

  useEffect(() => {
    if (!active) return;
    setLeft(seconds);
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        callback.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, active, key]);

  return left;
}
