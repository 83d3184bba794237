/** @module The app's one QueryClient and its retry policy (which failures are worth repeating). */
import { QueryClient } from '@tanstack/react-query';
import { problemOf } from './api-problem';

/** Network faults and 5xx are retried with backoff; 4xx need a changed request, 429 is handled in the UI. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const problem = problemOf(error);
  if (problem.kind === 'network') return failureCount < 2;
  if (problem.kind === 'server') return failureCount < 2;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
