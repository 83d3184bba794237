/**
 * @module Coalesces many requests into one run per animation frame: at 20 arrivals a second the feed renders
 * once a frame, not once an article. A hidden tab gets no frames, so a 100 ms timer is armed beside the frame
 * and whichever fires first runs (and cancels the other).
 */
export const HIDDEN_FLUSH_MS = 100;

export interface FrameBatch {
  /** Runs `run` at the next frame (or after HIDDEN_FLUSH_MS); further requests until then join that run. */
  request(): void;
  /** Drops a pending run (its work was done some other way, or the owner is gone). */
  cancel(): void;
}

export function frameBatch(run: () => void): FrameBatch {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };
  const flush = () => {
    cancel();
    run();
  };
  return {
    request() {
      if (timer !== undefined) return;
      timer = setTimeout(flush, HIDDEN_FLUSH_MS);
      frame = requestAnimationFrame(flush);
    },
    cancel,
  };
}
