/**
 * GET /cache-performance (issue 9) on a real database: reports stored through
 * POST /api/v1/analytics/cache on chosen days of the TestClock, then read back added up per day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE } from '../../server/auth/require-user';
import { storeCacheReport } from '../../server/business/cache-analytics';
import type { Role } from '../../server/db/schema';
import type { CacheStatistics } from '../../src/contract/business';
import {
  CACHE_DAYS_INVALID_MESSAGE,
  CACHE_DAYS_WITH_FROM_MESSAGE,
  CACHE_FROM_INVALID_MESSAGE,
  CACHE_RANGE_REVERSED_MESSAGE,
  CACHE_RANGE_TOO_LONG_MESSAGE,
  CACHE_TO_INVALID_MESSAGE,
  CACHE_TYPE_LIMIT,
  addDays,
  dayOf,
  type CacheFigures,
  type CachePerformanceReport,
} from '../../src/contract/cache-performance';
import { body, expectError, newClient, signedInWithRole, type TestApi } from './auth-helpers';
import { TestClock, createTestApi, type TestClient } from './support/test-api';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Midnight UTC two days after the real today: always ahead of rows stamped by the database. */
const D0 = dayOf(new Date(Date.now() + 2 * DAY));
const D1 = addDays(D0, 1);
const D2 = addDays(D0, 2);
const D3 = addDays(D0, 3);
const D4 = addDays(D0, 4);

let api: TestApi;
let clock: TestClock;
let admin: TestClient;

/** Moves the clock forward to an exact instant. */
function moveTo(instant: string) {
  const target = new Date(instant).getTime();
  const now = clock.now().getTime();
  if (target < now) throw new Error(`The clock cannot go back to ${instant}`);
  clock.advance(target - now);
}

function report(sessionId: string, figures: Partial<CacheStatistics>): CacheStatistics {
  return {
    requestCount: 0,
    cacheHits: 0,
    cacheMisses: 0,
    networkErrors: 0,
    requestsByType: {},
    resourcesByType: {},
    averageResponseTime: 0,
    totalResponseTime: 0,
    totalSize: 0,
    cdnHits: 0,
    cdnMisses: 0,
    sessionId,
    instanceId: `instance-${sessionId}`,
    firstRequestTime: clock.now().toISOString(),
    lastRequestTime: clock.now().toISOString(),
    ...figures,
  };
}

async function send(at: string, sent: CacheStatistics) {
  moveTo(at);
  const response = await newClient(api).post('/api/v1/analytics/cache', sent);
  expect(response.status, await response.clone().text()).toBe(202);
}

/** Six reports over D0, D1 and D3 (none on D2), one just before D0 and one on D4. */
async function storeReports() {
  await send(`${addDays(D0, -1)}T23:59:59.999Z`, report('s0', { requestCount: 1000 }));
  await send(
    `${D0}T09:00:00.000Z`,
    report('s1', {
      requestCount: 10,
      cacheHits: 6,
      cacheMisses: 2,
      networkErrors: 1,
      requestsByType: { GET: 8, POST: 2 },
      resourcesByType: { api: 7, static: 3 },
      averageResponseTime: 100,
      totalResponseTime: 1000,
      totalSize: 2048,
      cdnHits: 3,
      cdnMisses: 1,
    }),
  );
  await send(
    `${D0}T23:59:59.999Z`,
    report('s1', {
      requestCount: 30,
      cacheHits: 9,
      cacheMisses: 3,
      requestsByType: { GET: 30 },
      resourcesByType: { api: 20, user: 10 },
      averageResponseTime: 40.5,
      totalResponseTime: 1215,
      totalSize: 512,
    }),
  );
  await send(
    `${D1}T00:00:00.000Z`,
    report('s2', {
      requestCount: 4,
      networkErrors: 4,
      requestsByType: { GET: 4 },
      resourcesByType: { api: 4 },
      averageResponseTime: 250,
      totalResponseTime: 1000,
      cdnMisses: 2,
    }),
  );
  await send(`${D1}T12:00:00.000Z`, report('s3', {}));
  await send(
    `${D3}T08:00:00.000Z`,
    report('s1', {
      requestCount: 6,
      cacheHits: 5,
      cacheMisses: 1,
      requestsByType: { GET: 3, PUT: 3 },
      resourcesByType: { static: 6 },
      averageResponseTime: 10,
      totalResponseTime: 60,
      totalSize: 1_000_000,
      cdnHits: 6,
    }),
  );
  moveTo(`${D3}T09:00:00.000Z`);
  await storeCacheReport(
    api.db,
    clock,
    report('s4', {
      requestCount: 2,
      cacheHits: 1,
      cacheMisses: 1,
      requestsByType: { PATCH: 2 },
      resourcesByType: { auth: 2 },
      averageResponseTime: 20.25,
      totalResponseTime: 40.5,
      totalSize: 100,
    }),
  );
  await send(`${D4}T00:00:00.000Z`, report('s5', { requestCount: 7, cacheHits: 7 }));
  moveTo(`${D4}T10:00:00.000Z`);
}

const ZERO_DAY: CacheFigures = {
  reports: 0,
  sessions: 0,
  requestCount: 0,
  cacheHits: 0,
  cacheMisses: 0,
  hitRatio: null,
  networkErrors: 0,
  cdnHits: 0,
  cdnMisses: 0,
  cdnHitRatio: null,
  averageResponseTime: null,
  totalResponseTime: 0,
  totalSize: 0,
};

const DAY_0: CacheFigures = {
  reports: 2,
  sessions: 1,
  requestCount: 40,
  cacheHits: 15,
  cacheMisses: 5,
  hitRatio: 0.75,
  networkErrors: 1,
  cdnHits: 3,
  cdnMisses: 1,
  cdnHitRatio: 0.75,
  averageResponseTime: (100 * 10 + 40.5 * 30) / 40,
  totalResponseTime: 2215,
  totalSize: 2560,
};

const DAY_1: CacheFigures = {
  ...ZERO_DAY,
  reports: 2,
  sessions: 2,
  requestCount: 4,
  networkErrors: 4,
  cdnMisses: 2,
  cdnHitRatio: 0,
  averageResponseTime: 250,
  totalResponseTime: 1000,
};

const DAY_3: CacheFigures = {
  reports: 2,
  sessions: 2,
  requestCount: 8,
  cacheHits: 6,
  cacheMisses: 2,
  hitRatio: 0.75,
  networkErrors: 0,
  cdnHits: 6,
  cdnMisses: 0,
  cdnHitRatio: 1,
  averageResponseTime: (10 * 6 + 20.25 * 2) / 8,
  totalResponseTime: 100.5,
  totalSize: 1_000_100,
};

beforeAll(async () => {
  clock = new TestClock(new Date(`${addDays(D0, -1)}T23:00:00.000Z`));
  api = await createTestApi({ clock });
  await storeReports();
  admin = (await signedInWithRole(api, 'ADMIN')).client;
}, 30_000);

afterAll(async () => {
  await api?.close();
});

async function read(client: TestClient, query = '') {
  const response = await client.get(`/api/v1/cache-performance${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return body<CachePerformanceReport>(response);
}

describe('GET /cache-performance', () => {
  it('adds up every day of the range, days without reports as zeros', async () => {
    const report = await read(admin, `?from=${D0}&to=${D3}`);
    expect(report.range).toEqual({ from: D0, to: D3, days: 4 });
    expect(report.days).toEqual([
      { day: D0, ...DAY_0 },
      { day: D1, ...DAY_1 },
      { day: D2, ...ZERO_DAY },
      { day: D3, ...DAY_3 },
    ]);
  });

  it('totals the range, counting each session once and weighting averages by requests', async () => {
    const { totals } = await read(admin, `?from=${D0}&to=${D3}`);
    expect(totals).toEqual({
      reports: 6,
      sessions: 4,
      requestCount: 52,
      cacheHits: 21,
      cacheMisses: 7,
      hitRatio: 0.75,
      networkErrors: 5,
      cdnHits: 9,
      cdnMisses: 3,
      cdnHitRatio: 0.75,
      averageResponseTime: (1000 + 1215 + 1000 + 60 + 40.5) / 52,
      totalResponseTime: 3315.5,
      totalSize: 1_002_660,
    });
  });

  it('sums requests and resources per type, most requests first', async () => {
    const report = await read(admin, `?from=${D0}&to=${D3}`);
    expect(report.byType).toEqual([
      { type: 'GET', requests: 45, resources: 0 },
      { type: 'PUT', requests: 3, resources: 0 },
      { type: 'PATCH', requests: 2, resources: 0 },
      { type: 'POST', requests: 2, resources: 0 },
      { type: 'api', requests: 0, resources: 31 },
      { type: 'user', requests: 0, resources: 10 },
      { type: 'static', requests: 0, resources: 9 },
      { type: 'auth', requests: 0, resources: 2 },
    ]);
    expect(report.otherTypes).toBeNull();
  });

  it('keeps to the range: midnight UTC belongs to the day it starts', async () => {
    const one = await read(admin, `?from=${D1}&to=${D1}`);
    expect(one.range).toEqual({ from: D1, to: D1, days: 1 });
    expect(one.days).toEqual([{ day: D1, ...DAY_1 }]);
    expect(one.totals).toEqual(DAY_1);
    expect(one.byType).toEqual([
      { type: 'GET', requests: 4, resources: 0 },
      { type: 'api', requests: 0, resources: 4 },
    ]);

    const empty = await read(admin, `?from=${D2}&to=${D2}`);
    expect(empty.days).toEqual([{ day: D2, ...ZERO_DAY }]);
    expect(empty.totals).toEqual(ZERO_DAY);
    expect(empty.byType).toEqual([]);

    const edges = await read(admin, `?from=${addDays(D0, -1)}&to=${D4}`);
    expect(edges.days.map((day) => day.reports)).toEqual([1, 2, 2, 0, 2, 1]);
    expect(edges.totals.requestCount).toBe(52 + 1000 + 7);
  });

  it('defaults to the last 30 days ending today, or the days asked for', async () => {
    const standard = await read(admin);
    expect(standard.range).toEqual({ from: addDays(D4, -29), to: D4, days: 30 });
    expect(standard.days).toHaveLength(30);
    expect(standard.days[0]!.day).toBe(addDays(D4, -29));
    expect(standard.days.at(-1)).toEqual({
      ...ZERO_DAY,
      day: D4,
      reports: 1,
      sessions: 1,
      requestCount: 7,
      cacheHits: 7,
      hitRatio: 1,
      averageResponseTime: 0,
    });
    expect(standard.totals.reports).toBe(8);

    const week = await read(admin, '?days=2');
    expect(week.range).toEqual({ from: D3, to: D4, days: 2 });
    expect(week.totals.reports).toBe(3);

    const endingEarlier = await read(admin, `?to=${D1}&days=2`);
    expect(endingEarlier.range).toEqual({ from: D0, to: D1, days: 2 });

    const fromOnly = await read(admin, `?from=${D3}`);
    expect(fromOnly.range).toEqual({ from: D3, to: D4, days: 2 });
  });

  it('accepts a range of 366 days, and lists the types beyond the first 25 together', async () => {
    const many = Object.fromEntries(
      Array.from({ length: CACHE_TYPE_LIMIT + 2 }, (_, index) => [`type-${index}`, 1]),
    );
    await send(`${D4}T10:01:00.000Z`, report('s6', { requestCount: 1, requestsByType: many }));
    const year = await read(admin, `?from=${addDays(D4, -365)}&to=${D4}`);
    expect(year.days).toHaveLength(366);
    expect(year.byType).toHaveLength(CACHE_TYPE_LIMIT);
    expect(year.byType.slice(0, 7).map((entry) => entry.type)).toEqual([
      'GET',
      'PUT',
      'PATCH',
      'POST',
      'type-0',
      'type-1',
      'type-10',
    ]);
    // 6 types requested once and the 4 requested by none (api, user, static, auth): 35 in all.
    expect(year.otherTypes).toEqual({ types: 10, requests: 6, resources: 31 + 10 + 9 + 2 });
  });

  it('still answers when a report carries absurdly large amounts', async () => {
    const huge = { averageResponseTime: 1e308, totalResponseTime: 1e308, totalSize: 1e308 };
    await send(`${D4}T10:02:00.000Z`, report('s7', { requestCount: 3, ...huge }));
    await send(`${D4}T10:03:00.000Z`, report('s8', { requestCount: 3, ...huge }));
    const { totals } = await read(admin, `?from=${D4}&to=${D4}`);
    expect(totals.totalSize).toBe(Number.MAX_VALUE);
    expect(totals.totalResponseTime).toBe(Number.MAX_VALUE);
    expect(Number.isFinite(totals.averageResponseTime)).toBe(true);
  });
});

describe('GET /cache-performance: a bad query', () => {
  const cases: [string, string, string][] = [
    ['?from=2026-02-30', 'from', CACHE_FROM_INVALID_MESSAGE],
    ['?from=yesterday', 'from', CACHE_FROM_INVALID_MESSAGE],
    ['?to=2026-1-5', 'to', CACHE_TO_INVALID_MESSAGE],
    [`?from=${D3}&to=${D2}`, 'to', CACHE_RANGE_REVERSED_MESSAGE],
    [`?from=${addDays(D4, -366)}&to=${D4}`, 'from', CACHE_RANGE_TOO_LONG_MESSAGE],
    ['?days=0', 'days', CACHE_DAYS_INVALID_MESSAGE],
    ['?days=367', 'days', CACHE_DAYS_INVALID_MESSAGE],
    ['?days=1.5', 'days', CACHE_DAYS_INVALID_MESSAGE],
    [`?from=${D0}&days=3`, 'days', CACHE_DAYS_WITH_FROM_MESSAGE],
  ];

  it.each(cases)('%s is refused with 400 on %s', async (query, field, message) => {
    const error = await expectError(
      await admin.get(`/api/v1/cache-performance${query}`),
      400,
      message,
    );
    expect(error.data?.fieldErrors).toEqual({ [field]: [message] });
  });

  it('names every bad field at once', async () => {
    const error = await expectError(
      await admin.get('/cache-performance?from=0000-00-00&to=never'),
      400,
    );
    expect(error.data?.fieldErrors).toEqual({
      from: [CACHE_FROM_INVALID_MESSAGE],
      to: [CACHE_TO_INVALID_MESSAGE],
    });
  });
});

describe('GET /cache-performance: who may read it', () => {
  it.each<Role>(['USER', 'CREATOR', 'MODERATOR'])('refuses %s with 403', async (role) => {
    const { client } = await signedInWithRole(api, role);
    await expectError(await client.get('/api/v1/cache-performance'), 403, FORBIDDEN_MESSAGE);
    await expectError(await client.get('/cache-performance'), 403, FORBIDDEN_MESSAGE);
  });

  it.each<Role>(['ADMIN', 'SUPERADMIN'])('lets %s read it', async (role) => {
    const { client } = await signedInWithRole(api, role);
    expect((await read(client)).range.to).toBe(D4);
    expect((await client.get('/cache-performance')).status).toBe(200);
  });

  it('refuses a request without a token with 401', async () => {
    const anonymous = newClient(api);
    await expectError(
      await anonymous.get('/api/v1/cache-performance'),
      401,
      AUTHENTICATION_REQUIRED_MESSAGE,
    );
    await expectError(await anonymous.get('/cache-performance?days=abc'), 401);
  });
});
