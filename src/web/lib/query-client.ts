import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retries only what may succeed on a second try: network failures and 5xx, at most twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return false;
  return failureCount < 2;
}

/** Builds the app's TanStack Query client (one per app; tests build their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
