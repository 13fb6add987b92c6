/**
 * Cache statistics of the requests (SPEC §3): each exchange recorded once with its type, time,
 * size, cache and CDN status, and the sender of the statistics report.
 */
import type { CacheStatistics } from '../../contract/business';
import { cdnStatusFromHeaders, type CacheStatisticsCollector } from '../cache-statistics';
import type { ApiClient } from './types';
import type { ResourceType } from './paths';

export const CACHE_ANALYTICS_PATH = '/api/v1/analytics/cache';

/**
 * The browser's own record of the request: a body that arrived with no bytes transferred came
 * from its HTTP cache. Cross-origin entries without Timing-Allow-Origin report no sizes at all, so
 * they count as misses.
 */
export function browserCacheHit(url: string): boolean {
  try {
    if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') {
      return false;
    }
    const absolute = new URL(url, globalThis.location?.href).href;
    const entries = performance.getEntriesByName(absolute, 'resource');
    const last = entries[entries.length - 1] as PerformanceResourceTiming | undefined;
    return last !== undefined && last.transferSize === 0 && last.decodedBodySize > 0;
  } catch {
    return false;
  }
}

/** What the statistics learn of one finished exchange; null when no response came. */
export interface RecordedExchange {
  response: Response;
  text: string;
  blob?: Blob;
}

export interface ExchangeRecord {
  method: string;
  url: string;
  resourceType: ResourceType;
  /** When the exchange started, in milliseconds since the epoch. */
  started: number;
}

/** Records one exchange in the statistics (nothing without a collector). */
export type ExchangeRecorder = (request: ExchangeRecord, result: RecordedExchange | null) => void;

export function createExchangeRecorder(options: {
  statistics: CacheStatisticsCollector | undefined;
  now: () => number;
  isCacheHit?: ((url: string) => boolean) | undefined;
}): ExchangeRecorder {
  const isCacheHit = options.isCacheHit ?? browserCacheHit;
  return ({ method, url, resourceType, started }, result) => {
    if (options.statistics === undefined) return;
    options.statistics.record({
      method,
      resourceType,
      durationMs: options.now() - started,
      sizeBytes: result ? (result.blob?.size ?? new TextEncoder().encode(result.text).length) : 0,
      cacheHit: result ? isCacheHit(url) : undefined,
      cdn: result ? cdnStatusFromHeaders(result.response.headers) : null,
      networkError: result === null,
    });
  };
}

/**
 * The sender for startCacheReporting: POST /api/v1/analytics/cache. Not recorded in the
 * statistics (or every report would make the next one), and anonymous, so that a background
 * report never starts the expired-session flow.
 */
export function cacheReportSender(client: ApiClient): (snapshot: CacheStatistics) => Promise<void> {
  return async (snapshot) => {
    await client.post(CACHE_ANALYTICS_PATH, snapshot, { auth: false, track: false });
  };
}
