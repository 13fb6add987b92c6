import { describe, expect, it } from 'vitest';
import { createCacheStatistics } from '../cache-statistics';
import { cacheReportSender } from './statistics';
import { json, setup, NOW, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: cache statistics (statistics.ts, SPEC §3)', () => {
  it('records every request: type, time, size, cache and CDN status, network errors', async () => {
    let time = NOW;
    const statistics = createCacheStatistics({ now: () => time, sessionId: 's', instanceId: 'i' });
    const { client } = setup(
      [
        (request) => {
          time += 40;
          return request.url.includes('plans')
            ? json({ plans: [] }, { headers: { 'cf-cache-status': 'HIT' } })
            : json({ ok: true }, { headers: { 'x-cache': 'Miss from cloudfront' } });
        },
      ],
      {
        now: () => time,
        statistics,
        isCacheHit: (url) => url.includes('plans'),
      },
    );
    await client.get('/pricing/plans');
    await client.post('/auth/login', { email: 'a@b.c' }, { auth: false });
    const failing = setup([new TypeError('Failed to fetch')], { statistics, now: () => time });
    await failing.client.get('/users/me').catch(() => {});

    expect(statistics.snapshot()).toMatchObject({
      requestCount: 3,
      cacheHits: 1,
      cacheMisses: 1,
      networkErrors: 1,
      requestsByType: { GET: 2, POST: 1 },
      resourcesByType: { api: 1, auth: 1, user: 1 },
      totalResponseTime: 80,
      totalSize: JSON.stringify({ plans: [] }).length + JSON.stringify({ ok: true }).length,
      cdnHits: 1,
      cdnMisses: 1,
    });
  });

  it('the statistics report itself is sent anonymously and not recorded', async () => {
    const statistics = createCacheStatistics({ now: () => NOW, sessionId: 's', instanceId: 'i' });
    const { client, requests } = setup(
      [json({ message: 'Cache statistics received' }, { status: 202 })],
      {
        statistics,
      },
    );
    await client.get('/pricing/plans');
    const snapshot = statistics.snapshot();
    statistics.reset();
    await cacheReportSender(client)(snapshot);
    expect(requests[1]!.url).toBe('/api/v1/analytics/cache');
    expect(requests[1]!.method).toBe('POST');
    expect(requests[1]!.body).toEqual(snapshot);
    expect(requests[1]!.headers.get('authorization')).toBeNull();
    expect(statistics.hasRequests()).toBe(false);
  });
});
