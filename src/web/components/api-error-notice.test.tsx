// @vitest-environment jsdom
/** @module Error notices: burst 429 retries itself after a visible 10 s countdown; quota and 403 explain. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT } from '../../contract';
import { ApiError } from '../lib/api-problem';
import { ApiErrorNotice } from './api-error-notice';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const burst = new ApiError({
  kind: 'rate_limited',
  status: 429,
  scope: 'burst',
  message: ERROR_TEXT.burstExceeded(10, 10),
});
const quota = new ApiError({
  kind: 'rate_limited',
  status: 429,
  scope: 'quota',
  message: ERROR_TEXT.quotaExceeded(5000),
});

describe('ApiErrorNotice', () => {
  it('counts down from 10 s on a burst 429 and then retries once', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<ApiErrorNotice error={burst} what="articles" onRetry={onRetry} />);
    expect(screen.getByTestId('retry-countdown').textContent).toBe('Retrying automatically in 10 s…');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('retry-countdown').textContent).toBe('Retrying automatically in 6 s…');
    expect(onRetry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6000));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(20_000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not retry a quota 429 and says when requests work again', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<ApiErrorNotice error={quota} what="articles" onRetry={onRetry} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Monthly request quota used up.*next month/);
  });

  it.each([
    { name: '401', error: new ApiError({ kind: 'unauthorized', status: 401 }), text: /rejected the API key/ },
    {
      name: '403',
      error: new ApiError({ kind: 'forbidden', status: 403, message: ERROR_TEXT.contentForbidden }),
      text: /plan does not allow/,
    },
    {
      name: 'network',
      error: new TypeError('Failed to fetch'),
      text: /Cannot reach the service.*Is the service running/,
    },
  ])('explains $name', ({ error, text }) => {
    render(<ApiErrorNotice error={error} what="articles" />);
    expect(screen.getByRole('alert').textContent).toMatch(text);
  });
});
