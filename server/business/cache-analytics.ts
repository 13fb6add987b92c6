/**
 * POST /api/v1/analytics/cache (SPEC §3, §7, §9): the app's request-cache statistics, sent every
 * 5 minutes while there were requests. Validated by the contract's CacheStatisticsReportSchema
 * (the statistics schema plus lastRequestTime >= firstRequestTime), stored whole as jsonb with
 * its counts and ids in columns for querying, answered 202. A per-address limit keeps a
 * misbehaving client from filling the table; over it, 429 with Retry-After.
 *
 * The report is linked to the signed-in user when it carries a valid bearer token of an active
 * session; without one, or with one that is expired or revoked, it is stored anonymously
 * (user_id null) and still accepted: a 401 here would make the app drop its session (SPEC §4)
 * over a background report.
 */
import { Hono, type Context } from 'hono';
import { CacheStatisticsReportSchema, type CacheStatistics } from '../../src/contract/business';
import { bearerToken } from '../auth/http';
import { findActiveSession } from '../auth/sessions';
import { checkAccessToken } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { cacheAnalyticsReports } from '../db/schema';
import type { ApiDeps } from '../deps';
import { readJson } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { rateLimitByAddress, type RateLimitRule } from './rate-limit';

export const CACHE_REPORT_RECEIVED_MESSAGE = 'Cache statistics received';

/**
 * A tab reports at most every 5 minutes (12 an hour). Offices and hotels put many people behind
 * one address, so an address may send as many as twenty busy tabs: 240 an hour.
 */
export const CACHE_REPORT_RATE_LIMIT: RateLimitRule = { limit: 240, windowMs: 60 * 60 * 1000 };

/** Stores one validated report; returns its id. */
export async function storeCacheReport(
  db: Queryable,
  clock: Clock,
  report: CacheStatistics,
  userId: string | null = null,
): Promise<string> {
  const [row] = await db
    .insert(cacheAnalyticsReports)
    .values({
      userId,
      sessionId: report.sessionId,
      instanceId: report.instanceId,
      requestCount: report.requestCount,
      payload: report,
      receivedAt: clock.now(),
    })
    .returning({ id: cacheAnalyticsReports.id });
  if (row === undefined) throw new Error('cache statistics were not stored');
  return row.id;
}

/** The user of the request's bearer token when it is valid and its session active, else null. */
export async function optionalUserId(c: Context, deps: ApiDeps): Promise<string | null> {
  const token = bearerToken(c);
  if (token === undefined) return null;
  const now = deps.clock.now();
  const checked = await checkAccessToken(token, deps.secret, now.getTime());
  if (!checked.ok || checked.expired) return null;
  const session = await findActiveSession(deps.db, checked.claims.sid, now);
  return session !== undefined && session.userId === checked.claims.sub ? session.userId : null;
}

export function cacheAnalyticsRoutes(deps: ApiDeps, rule: RateLimitRule = CACHE_REPORT_RATE_LIMIT) {
  const routes = new Hono<ServerEnv>();

  routes.post('/cache', rateLimitByAddress(deps, 'cache-report', rule), async (c) => {
    const report = await readJson(c, CacheStatisticsReportSchema);
    await storeCacheReport(deps.db, deps.clock, report, await optionalUserId(c, deps));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: CACHE_REPORT_RECEIVED_MESSAGE }, 202);
  });

  return routes;
}
