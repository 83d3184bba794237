// @vitest-environment jsdom
/** @module frameBatch: one run per frame for many requests, and the timer that stands in when no frame comes. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameBatch, HIDDEN_FLUSH_MS } from './frame-batch';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('frameBatch', () => {
  it('runs once at the next frame however many requests came before it', () => {
    const run = vi.fn();
    const batch = frameBatch(run);
    for (let i = 0; i < 20; i++) batch.request();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(run).toHaveBeenCalledTimes(1);
    // The timer was cancelled with the frame: nothing runs a second time.
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
    batch.request();
    vi.advanceTimersToNextFrame();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs after 100 ms when no frame comes (a hidden tab)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const run = vi.fn();
    const batch = frameBatch(run);
    batch.request();
    batch.request();
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending run', () => {
    const run = vi.fn();
    const batch = frameBatch(run);
    batch.request();
    batch.cancel();
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
