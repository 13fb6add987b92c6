/** POST /api/v1/analytics/cache (SPEC §3, §7, §9) on a real database. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { ACCESS_TOKEN_TTL_MS, signAccessToken } from '../../server/auth/tokens';
import { CACHE_REPORT_RATE_LIMIT } from '../../server/business/cache-analytics';
import { cacheAnalyticsReports, sessions, users } from '../../server/db/schema';
import { SUSPICIOUS_CONTENT_MESSAGE, type ApiErrorBody } from '../../src/contract/api-error';
import type { CacheStatistics } from '../../src/contract/business';
import { createTestApi, type RequestOptions } from './support/test-api';

const PATH = '/api/v1/analytics/cache';

let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

let addressCounter = 0;
/** Each request from its own address unless a test says otherwise (the limit is tested below). */
function nextAddress(): string {
  addressCounter += 1;
  return `10.20.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function postReport(json: unknown, options: RequestOptions = {}) {
  return api.client().post(PATH, json, { remoteAddress: nextAddress(), ...options });
}

async function storedCount(): Promise<number> {
  const [row] = await api.db.select({ rows: count() }).from(cacheAnalyticsReports);
  return row!.rows;
}

let rowsBefore = 0;
beforeEach(async () => {
  rowsBefore = await storedCount();
});

async function expectRefused(response: Response, status = 400): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ApiErrorBody;
  expect(body.status).toBe(status);
  expect(await storedCount()).toBe(rowsBefore);
  return body;
}

let sessionCounter = 0;
/** A plausible report with a fresh session id; a patch may make it invalid on purpose. */
function report(patch: Partial<Record<keyof CacheStatistics, unknown>> = {}): CacheStatistics {
  sessionCounter += 1;
  const base: CacheStatistics = {
    requestCount: 42,
    cacheHits: 30,
    cacheMisses: 12,
    networkErrors: 1,
    requestsByType: { api: 20, image: 15, script: 7 },
    resourcesByType: { 'image/webp': 15, 'application/json': 20 },
    averageResponseTime: 87.5,
    totalResponseTime: 3675,
    totalSize: 1_048_576,
    cdnHits: 10,
    cdnMisses: 5,
    sessionId: `session-${sessionCounter}`,
    instanceId: 'instance-a1b2c3',
    firstRequestTime: '2026-11-22T09:55:00.000Z',
    lastRequestTime: '2026-11-22T09:59:59.250Z',
  };
  return { ...base, ...patch } as CacheStatistics;
}

describe('POST /api/v1/analytics/cache', () => {
  it('stores a valid report whole and answers 202', async () => {
    const sent = report();
    const response = await postReport(sent);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: 'Cache statistics received' });

    const rows = await api.db
      .select()
      .from(cacheAnalyticsReports)
      .where(eq(cacheAnalyticsReports.sessionId, sent.sessionId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      sessionId: sent.sessionId,
      instanceId: sent.instanceId,
      requestCount: 42,
      userId: null,
    });
    expect(row!.payload).toEqual(sent);
    expect(row!.receivedAt.toISOString()).toBe(api.clock.now().toISOString());
  });

  it('accepts an empty report period and keeps only the known fields', async () => {
    const sent = report({
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
      firstRequestTime: '2026-11-22T10:00:00+01',
      lastRequestTime: '2026-11-22T09:30:00Z',
    });
    const response = await postReport({ ...sent, unexpected: 'dropped' });
    expect(response.status).toBe(202);
    const [row] = await api.db
      .select()
      .from(cacheAnalyticsReports)
      .where(eq(cacheAnalyticsReports.sessionId, sent.sessionId));
    expect(row!.payload).toEqual(sent);
  });

  it('links the report to the signed-in user, and stays anonymous for a stale token', async () => {
    const [user] = await api.db
      .insert(users)
      .values({ email: 'reporter@example.com', firstName: 'Rae', lastName: 'Porter' })
      .returning({ id: users.id });
    const { sessionId } = await startSession(api.db, {
      userId: user!.id,
      client: { userAgent: null, ipAddress: null },
      now: api.clock.now(),
    });
    const { token } = await signAccessToken(
      { userId: user!.id, sessionId, role: 'USER', now: api.clock.now() },
      api.deps.secret,
    );
    const userOf = async (sent: CacheStatistics) => {
      const [row] = await api.db
        .select({ userId: cacheAnalyticsReports.userId })
        .from(cacheAnalyticsReports)
        .where(eq(cacheAnalyticsReports.sessionId, sent.sessionId));
      return row!.userId;
    };
    const client = api.client();
    const send = async (authorization?: string) => {
      const sent = report();
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      const response = await client.post(PATH, sent, { remoteAddress: nextAddress(), headers });
      expect(response.status).toBe(202);
      return userOf(sent);
    };

    expect(await send(`Bearer ${token}`)).toBe(user!.id);
    expect(await send()).toBeNull();
    expect(await send('Bearer not-a-token')).toBeNull();
    // A revoked session no longer links; neither does an expired token. Both are still accepted.
    await api.db
      .update(sessions)
      .set({ revokedAt: api.clock.now() })
      .where(eq(sessions.id, sessionId));
    expect(await send(`Bearer ${token}`)).toBeNull();
    await api.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, sessionId));
    expect(await send(`Bearer ${token}`)).toBe(user!.id);
    api.clock.advance(ACCESS_TOKEN_TTL_MS);
    expect(await send(`Bearer ${token}`)).toBeNull();
  });

  it('is reachable at /analytics/cache as well', async () => {
    const response = await api
      .client()
      .post('/analytics/cache', report(), { remoteAddress: nextAddress() });
    expect(response.status).toBe(202);
  });

  it('names every missing field and stores nothing', async () => {
    const body = await expectRefused(await postReport({}));
    expect(Object.keys(body.data?.fieldErrors ?? {}).sort()).toEqual(Object.keys(report()).sort());
    expect(body.data?.fieldErrors?.sessionId).toEqual(['Session id is required']);
  });

  it.each([
    ['a negative count', { cacheHits: -1 }, 'cacheHits'],
    ['a fractional count', { requestCount: 1.5 }, 'requestCount'],
    ['a count too large to store', { requestCount: 2 ** 31 }, 'requestCount'],
    ['a count given as text', { cdnHits: '3' }, 'cdnHits'],
    ['a negative time', { averageResponseTime: -0.1 }, 'averageResponseTime'],
    ['a count by type that is not a count', { requestsByType: { api: -2 } }, 'requestsByType.api'],
    [
      'a type name that is too long',
      { resourcesByType: { ['t'.repeat(65)]: 1 } },
      'resourcesByType',
    ],
    ['an empty session id', { sessionId: '' }, 'sessionId'],
    ['an over-long instance id', { instanceId: 'i'.repeat(129) }, 'instanceId'],
    ['a session id with a NUL', { sessionId: 'a\u0000b' }, 'sessionId'],
    ['a time that is not ISO 8601', { firstRequestTime: 'yesterday' }, 'firstRequestTime'],
    [
      'a last request before the first',
      { lastRequestTime: '2026-11-22T09:54:59.999Z' },
      'lastRequestTime',
    ],
  ])('refuses %s', async (_label, patch, field) => {
    const body = await expectRefused(await postReport(report(patch)));
    const fields = Object.keys(body.data?.fieldErrors ?? {});
    expect(fields).toHaveLength(1);
    expect(fields[0]!.startsWith(field)).toBe(true);
    expect(body.message).toBe(body.data?.fieldErrors?.[fields[0]!]?.[0]);
  });

  it('says which way round the times must be', async () => {
    const body = await expectRefused(
      await postReport(report({ lastRequestTime: '2026-11-22T09:00:00.000Z' })),
    );
    expect(body.data?.fieldErrors).toEqual({
      lastRequestTime: ['Last request time must not be before the first request time'],
    });
  });

  it('refuses a body that is not a report', async () => {
    await expectRefused(await postReport([report()]));
    await expectRefused(await postReport(undefined, { body: '{"requestCount": 1' }));
    await expectRefused(
      await postReport(undefined, {
        body: JSON.stringify(report()),
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
    );
    await expectRefused(
      await postReport(undefined, {
        body: JSON.stringify({ ...report(), padding: 'p'.repeat(70 * 1024) }),
      }),
      413,
    );
    const csrf = await expectRefused(await postReport(report(), { withoutCsrf: true }), 403);
    expect(csrf.message).toMatch(/csrf/i);
  });

  it('blocks dangerous content, keys included', async () => {
    const inKey = await expectRefused(
      await postReport(report({ requestsByType: { '<script>alert(1)</script>': 1 } })),
    );
    expect(inKey.message).toBe(SUSPICIOUS_CONTENT_MESSAGE);
    const inValue = await expectRefused(
      await postReport(report({ instanceId: 'javascript:alert(1)' })),
    );
    expect(inValue.message).toBe(SUSPICIOUS_CONTENT_MESSAGE);
  });

  it('limits reports per address: 429 with Retry-After, shared by both paths', async () => {
    const client = api.client();
    const remoteAddress = '198.51.100.9';
    const { limit, windowMs } = CACHE_REPORT_RATE_LIMIT;
    for (let sent = 0; sent < limit; sent += 1) {
      const path = sent % 2 === 0 ? PATH : '/analytics/cache';
      expect((await client.post(path, report(), { remoteAddress })).status).toBe(202);
    }
    rowsBefore = await storedCount();

    api.clock.advance(10 * 60 * 1000);
    const limited = await client.post(PATH, report(), { remoteAddress });
    expect(limited.headers.get('retry-after')).toBe(String((windowMs - 10 * 60 * 1000) / 1000));
    const body = await expectRefused(limited, 429);
    expect(body.data?.retryAfter).toBe((windowMs - 10 * 60 * 1000) / 1000);
    expect(body.message).toBe('Too many requests. Please try again later.');

    // The same address in its IPv4-mapped IPv6 form is the same client.
    await expectRefused(
      await client.post(PATH, report(), { remoteAddress: '::ffff:198.51.100.9' }),
      429,
    );
    // Others are not affected.
    expect((await client.post(PATH, report(), { remoteAddress: '198.51.100.10' })).status).toBe(
      202,
    );
    // Once the window is over, the address may report again.
    api.clock.advance(windowMs - 10 * 60 * 1000);
    expect((await client.post(PATH, report(), { remoteAddress })).status).toBe(202);
  });
});
