/** @module createFrameRateGate: the sliding window that limits how many frames a live client may send. */

/** Client frames allowed per window; null = unlimited. */
export type FrameRate = { frames: number; windowMs: number } | null;

/** Returns the check to call on each client frame: false once the frame exceeds the rate. */
export function createFrameRateGate(rate: FrameRate, now: () => number): () => boolean {
  const frameTimes: number[] = [];
  return () => {
    if (!rate) return true;
    const at = now();
    while (frameTimes.length > 0 && (frameTimes[0] ?? 0) <= at - rate.windowMs) frameTimes.shift();
    frameTimes.push(at);
    return frameTimes.length <= rate.frames;
  };
}
