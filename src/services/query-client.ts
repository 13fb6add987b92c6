/**
 * The server-data cache (DESIGN.md: TanStack Query) with SPEC §9's "Data cache" settings: fresh
 * for 30 seconds and kept for 5 minutes, 1 retry for queries and for mutations, refetch on window
 * focus and on mount, previous data kept while refetching, retry delay doubling from 1 s up to a
 * 30 s cap.
 */
import { keepPreviousData, QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const QUERY_FRESH_MS = 30_000;
export const QUERY_KEPT_MS = 5 * 60_000;
export const QUERY_RETRIES = 1;
export const MUTATION_RETRIES = 1;
export const RETRY_DELAY_BASE_MS = 1000;
export const RETRY_DELAY_CAP_MS = 30_000;

/** The wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s, … never more than 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** failureCount, RETRY_DELAY_CAP_MS);
}

export const QUERY_DEFAULTS = {
  queries: {
    staleTime: QUERY_FRESH_MS,
    gcTime: QUERY_KEPT_MS,
    retry: QUERY_RETRIES,
    retryDelay,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  },
  mutations: {
    retry: MUTATION_RETRIES,
    retryDelay,
  },
} as const satisfies DefaultOptions;

/** The query keys of the data the screens share, so that a change can refresh every reader. */
export const queryKeys = {
  tours: ['tours'] as const,
  credits: ['credits'] as const,
};

/** One cache per app (per test, in tests). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
