import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheStatisticsReportSchema, CacheStatisticsSchema } from '../contract/business';
import {
  CACHE_REPORT_INTERVAL_MS,
  cdnStatusFromHeaders,
  createCacheStatistics,
  startCacheReporting,
  type RequestStatistic,
} from './cache-statistics';
import { logger } from './logger';

const START = Date.parse('2026-11-22T10:00:00.000Z');

function clock(start = START) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

const entry = (overrides: Partial<RequestStatistic> = {}): RequestStatistic => ({
  method: 'GET',
  resourceType: 'api',
  durationMs: 100,
  sizeBytes: 1000,
  cacheHit: false,
  cdn: null,
  networkError: false,
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createCacheStatistics', () => {
  it('SPEC §3: counts every field of the cache statistics, in the contract shape', () => {
    const time = clock();
    const statistics = createCacheStatistics({
      now: time.now,
      sessionId: 's-1',
      instanceId: 'i-1',
    });
    statistics.record(entry({ cacheHit: true, cdn: 'hit', durationMs: 20, sizeBytes: 500 }));
    time.advance(1000);
    statistics.record(entry({ method: 'post', resourceType: 'auth', cdn: 'miss', durationMs: 80 }));
    time.advance(1000);
    statistics.record(
      entry({
        resourceType: 'user',
        cacheHit: undefined,
        networkError: true,
        durationMs: 200,
        sizeBytes: 0,
      }),
    );

    const snapshot = statistics.snapshot();
    expect(snapshot).toEqual({
      requestCount: 3,
      cacheHits: 1,
      cacheMisses: 1,
      networkErrors: 1,
      requestsByType: { GET: 2, POST: 1 },
      resourcesByType: { api: 1, auth: 1, user: 1 },
      averageResponseTime: 100,
      totalResponseTime: 300,
      totalSize: 1500,
      cdnHits: 1,
      cdnMisses: 1,
      sessionId: 's-1',
      instanceId: 'i-1',
      firstRequestTime: '2026-11-22T10:00:00.000Z',
      lastRequestTime: '2026-11-22T10:00:02.000Z',
    });
    expect(v.safeParse(CacheStatisticsSchema, snapshot).success).toBe(true);
    expect(v.safeParse(CacheStatisticsReportSchema, snapshot).success).toBe(true);
  });

  it('an empty snapshot still matches the contract', () => {
    const statistics = createCacheStatistics({ now: clock().now });
    expect(statistics.hasRequests()).toBe(false);
    const snapshot = statistics.snapshot();
    expect(snapshot.requestCount).toBe(0);
    expect(snapshot.averageResponseTime).toBe(0);
    expect(v.safeParse(CacheStatisticsReportSchema, snapshot).success).toBe(true);
  });

  it('reset starts over and keeps the ids', () => {
    const time = clock();
    const statistics = createCacheStatistics({ now: time.now, sessionId: 's', instanceId: 'i' });
    statistics.record(entry());
    expect(statistics.hasRequests()).toBe(true);
    statistics.reset();
    expect(statistics.hasRequests()).toBe(false);
    time.advance(5000);
    statistics.record(entry());
    const snapshot = statistics.snapshot();
    expect(snapshot.requestCount).toBe(1);
    expect(snapshot.firstRequestTime).toBe('2026-11-22T10:00:05.000Z');
    expect([snapshot.sessionId, snapshot.instanceId]).toEqual(['s', 'i']);
  });

  it('ignores negative or unreadable durations and sizes', () => {
    const statistics = createCacheStatistics({ now: clock().now });
    statistics.record(entry({ durationMs: -5, sizeBytes: Number.NaN }));
    expect(statistics.snapshot()).toMatchObject({ totalResponseTime: 0, totalSize: 0 });
  });
});

describe('cdnStatusFromHeaders', () => {
  it.each([
    [{ 'x-cache': 'Hit from cloudfront' }, 'hit'],
    [{ 'x-cache': 'MISS' }, 'miss'],
    [{ 'cf-cache-status': 'HIT' }, 'hit'],
    [{ 'cf-cache-status': 'REVALIDATED' }, 'hit'],
    [{ 'cf-cache-status': 'DYNAMIC' }, 'miss'],
    [{ 'x-vercel-cache': 'STALE' }, 'hit'],
    [{ age: '120' }, 'hit'],
    [{ age: '0' }, 'miss'],
    [{}, null],
  ] as const)('%j → %s', (headers, expected) => {
    expect(cdnStatusFromHeaders(new Headers(headers))).toBe(expected);
  });
});

describe('startCacheReporting', () => {
  function harness() {
    const time = clock();
    const statistics = createCacheStatistics({ now: time.now, sessionId: 's', instanceId: 'i' });
    let tick: (() => void) | undefined;
    const setIntervalFake = vi.fn((callback: () => void, _ms: number) => {
      tick = callback;
      return 7;
    });
    const clearIntervalFake = vi.fn();
    const send = vi.fn((_snapshot: unknown) => Promise.resolve());
    const stop = startCacheReporting({
      statistics,
      send,
      setInterval: setIntervalFake,
      clearInterval: clearIntervalFake,
    });
    return { statistics, send, stop, setIntervalFake, clearIntervalFake, tick: () => tick!() };
  }

  it('SPEC §9: runs every 5 minutes', () => {
    const { setIntervalFake } = harness();
    expect(CACHE_REPORT_INTERVAL_MS).toBe(300_000);
    expect(setIntervalFake).toHaveBeenCalledWith(expect.any(Function), 300_000);
  });

  it('SPEC §7: sends the statistics when there were requests, then resets them', () => {
    const { statistics, send, tick } = harness();
    statistics.record(entry());
    statistics.record(entry({ cacheHit: true }));
    tick();
    expect(send).toHaveBeenCalledTimes(1);
    const report = send.mock.calls[0]![0];
    expect(v.safeParse(CacheStatisticsReportSchema, report).success).toBe(true);
    expect(report).toMatchObject({ requestCount: 2, cacheHits: 1, cacheMisses: 1 });
    expect(statistics.hasRequests()).toBe(false);
  });

  it('sends nothing when there were no requests', () => {
    const { send, tick } = harness();
    tick();
    tick();
    expect(send).not.toHaveBeenCalled();
  });

  it('logs a failed send and keeps going', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { statistics, send, tick } = harness();
    send.mockRejectedValueOnce(new Error('offline'));
    statistics.record(entry());
    tick();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    statistics.record(entry());
    tick();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stop clears the interval', () => {
    const { stop, clearIntervalFake } = harness();
    stop();
    expect(clearIntervalFake).toHaveBeenCalledWith(7);
  });

  it('uses the real timers by default', () => {
    vi.useFakeTimers();
    try {
      const statistics = createCacheStatistics();
      const send = vi.fn(() => Promise.resolve());
      const stop = startCacheReporting({ statistics, send });
      statistics.record(entry());
      vi.advanceTimersByTime(CACHE_REPORT_INTERVAL_MS - 1);
      expect(send).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(send).toHaveBeenCalledTimes(1);
      stop();
      statistics.record(entry());
      vi.advanceTimersByTime(CACHE_REPORT_INTERVAL_MS);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
