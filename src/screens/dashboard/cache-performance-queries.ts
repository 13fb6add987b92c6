/**
 * The cache statistics of a period, through the app's server-data cache (use under
 * <ServerDataGate>). The key carries the signed-in user's id, so one account never sees what
 * was cached for another, and the period, so each period is cached on its own.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiRequestError } from '../../services/api-client';
import {
  createCachePerformanceApi,
  type CachePerformanceRequest,
} from '../../services/cache-performance-api';
import { QUERY_RETRIES } from '../../services/query-client';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';

export const cachePerformanceKey = ['cachePerformance'] as const;

/** A refusal (a bad period, no permission) stays a refusal: only other failures are retried. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return !refused && failures < QUERY_RETRIES;
}

/** GET /cache-performance for the period; nothing is asked while the period is null. */
export function useCachePerformance(request: CachePerformanceRequest | null) {
  const { client } = useAppApi();
  const api = useMemo(() => createCachePerformanceApi(client), [client]);
  const owner = SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  return useQuery({
    queryKey: [...cachePerformanceKey, owner, request],
    queryFn: () => api.report(request ?? { days: 30 }),
    enabled: owner !== null && request !== null,
    retry: retryUnlessRefused,
  });
}
