import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-error';

/** SPEC §9 back-off: 1000 ms, doubled per attempt, capped at 30000 ms. */
export function backoffMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30000);
}

/**
 * The server-state cache with SPEC §9 semantics: 5-minute cache, 3 retries for queries (server and network
 * failures only; never a 4xx such as 429), none for mutations, no refetch interval, no refetch on focus.
 * TanStack Query's suspense queries already use a 1000 ms minimum stale time, as SPEC §9 asks.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failures, error) => failures < 3 && isRetryable(error),
        retryDelay: backoffMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
