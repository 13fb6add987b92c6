/**
 * SPEC §3's cache statistics, collected by the request client for every request and reported
 * every 5 minutes to POST /api/v1/analytics/cache when there were requests, then reset (SPEC §7,
 * §9). The snapshot is the contract's CacheStatistics shape.
 */
import type { CacheStatistics } from '../contract/business';
import { logger } from './logger';

/** How a CDN in front of the API answered, from its response headers; null when none said. */
export type CdnStatus = 'hit' | 'miss' | null;

export interface RequestStatistic {
  /** HTTP method: counted in requestsByType. */
  method: string;
  /** The request's X-Resource-Type (auth, user, static, api): counted in resourcesByType. */
  resourceType: string;
  durationMs: number;
  /** Bytes of the response body (0 when there was none). */
  sizeBytes: number;
  /** Whether the browser's HTTP cache answered; undefined when no response came. */
  cacheHit?: boolean;
  cdn: CdnStatus;
  /** The request never got a response (the fetch failed or timed out). */
  networkError: boolean;
}

export interface CacheStatisticsCollector {
  record(entry: RequestStatistic): void;
  snapshot(): CacheStatistics;
  hasRequests(): boolean;
  reset(): void;
}

export interface CacheStatisticsOptions {
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  sessionId?: string;
  instanceId?: string;
}

const CF_HITS = new Set(['HIT', 'STALE', 'REVALIDATED', 'UPDATING']);

/**
 * Reads a CDN's verdict from the usual headers: X-Cache (CloudFront, Fastly, Varnish),
 * CF-Cache-Status (Cloudflare), X-Vercel-Cache and X-Cache-Status (nginx); failing those, an Age
 * above 0 means a shared cache served a stored copy.
 */
export function cdnStatusFromHeaders(headers: Headers): CdnStatus {
  const cloudflare = headers.get('cf-cache-status')?.trim().toUpperCase();
  if (cloudflare) return CF_HITS.has(cloudflare) ? 'hit' : 'miss';
  for (const name of ['x-cache', 'x-vercel-cache', 'x-cache-status']) {
    const value = headers.get(name)?.toUpperCase();
    if (!value) continue;
    if (value.includes('HIT') || value.includes('STALE')) return 'hit';
    if (value.includes('MISS') || value.includes('EXPIRED') || value.includes('BYPASS')) {
      return 'miss';
    }
  }
  const age = Number(headers.get('age') ?? '');
  if (headers.has('age') && Number.isFinite(age)) return age > 0 ? 'hit' : 'miss';
  return null;
}

const newId = () => crypto.randomUUID();

export function createCacheStatistics(
  options: CacheStatisticsOptions = {},
): CacheStatisticsCollector {
  const now = options.now ?? Date.now;
  const sessionId = options.sessionId ?? newId();
  const instanceId = options.instanceId ?? newId();

  let requestCount = 0;
  let cacheHits = 0;
  let cacheMisses = 0;
  let networkErrors = 0;
  let requestsByType: Record<string, number> = {};
  let resourcesByType: Record<string, number> = {};
  let totalResponseTime = 0;
  let totalSize = 0;
  let cdnHits = 0;
  let cdnMisses = 0;
  let firstRequestTime: number | undefined;
  let lastRequestTime: number | undefined;

  const reset = () => {
    requestCount = 0;
    cacheHits = 0;
    cacheMisses = 0;
    networkErrors = 0;
    requestsByType = {};
    resourcesByType = {};
    totalResponseTime = 0;
    totalSize = 0;
    cdnHits = 0;
    cdnMisses = 0;
    firstRequestTime = undefined;
    lastRequestTime = undefined;
  };

  const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

  return {
    record(entry) {
      const at = now();
      requestCount += 1;
      firstRequestTime ??= at;
      lastRequestTime = Math.max(at, lastRequestTime ?? at);
      const method = entry.method.toUpperCase();
      requestsByType[method] = (requestsByType[method] ?? 0) + 1;
      resourcesByType[entry.resourceType] = (resourcesByType[entry.resourceType] ?? 0) + 1;
      totalResponseTime += amount(entry.durationMs);
      totalSize += amount(entry.sizeBytes);
      if (entry.networkError) networkErrors += 1;
      if (entry.cacheHit === true) cacheHits += 1;
      else if (entry.cacheHit === false) cacheMisses += 1;
      if (entry.cdn === 'hit') cdnHits += 1;
      else if (entry.cdn === 'miss') cdnMisses += 1;
    },

    snapshot() {
      const current = now();
      return {
        requestCount,
        cacheHits,
        cacheMisses,
        networkErrors,
        requestsByType: { ...requestsByType },
        resourcesByType: { ...resourcesByType },
        averageResponseTime: requestCount === 0 ? 0 : totalResponseTime / requestCount,
        totalResponseTime,
        totalSize,
        cdnHits,
        cdnMisses,
        sessionId,
        instanceId,
        firstRequestTime: new Date(firstRequestTime ?? current).toISOString(),
        lastRequestTime: new Date(lastRequestTime ?? current).toISOString(),
      };
    },

    hasRequests: () => requestCount > 0,
    reset,
  };
}

/** SPEC §9: cache analytics are sent every 5 minutes. */
export const CACHE_REPORT_INTERVAL_MS = 5 * 60_000;

export interface CacheReportingOptions {
  statistics: CacheStatisticsCollector;
  /** Sends one report (POST /api/v1/analytics/cache). */
  send: (snapshot: CacheStatistics) => Promise<void>;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Every interval, when there were requests: takes a snapshot, resets the statistics and sends
 * the snapshot. A failed send is logged; its numbers are not sent again. Returns a stop function.
 */
export function startCacheReporting(options: CacheReportingOptions): () => void {
  const schedule =
    options.setInterval ??
    ((callback: () => void, ms: number): unknown => globalThis.setInterval(callback, ms));
  const cancel =
    options.clearInterval ??
    ((handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  const { statistics, send } = options;

  const handle = schedule(() => {
    if (!statistics.hasRequests()) return;
    const snapshot = statistics.snapshot();
    statistics.reset();
    send(snapshot).catch((error: unknown) => {
      logger.warn('The cache statistics could not be sent', error);
    });
  }, options.intervalMs ?? CACHE_REPORT_INTERVAL_MS);

  return () => cancel(handle);
}
