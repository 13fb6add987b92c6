/**
 * GET /cache-performance (issue 9, ADMIN_ROLES): the app's request-cache statistics per day.
 * server/admin/cache-performance.ts documents the route; the shapes are
 * src/contract/cache-performance.ts. Read past every cache: staff see the state of now.
 */
import {
  CachePerformanceReportSchema,
  type CachePerformanceReport,
} from '../contract/cache-performance';
import type { ApiClient } from './api-client';

/** The period asked for: the last `days` days, or from and to (YYYY-MM-DD, both included). */
export type CachePerformanceRequest = { days: number } | { from: string; to: string };

export function cachePerformancePath(request: CachePerformanceRequest): string {
  const query =
    'days' in request
      ? new URLSearchParams({ days: String(request.days) })
      : new URLSearchParams({ from: request.from, to: request.to });
  return `/cache-performance?${query.toString()}`;
}

export function createCachePerformanceApi(client: ApiClient) {
  return {
    /** The days of the period, their totals and the requests by type. */
    report: (request: CachePerformanceRequest): Promise<CachePerformanceReport> =>
      client.getFresh(cachePerformancePath(request), { schema: CachePerformanceReportSchema }),
  };
}

export type CachePerformanceApi = ReturnType<typeof createCachePerformanceApi>;
