/**
 * /cache-performance (issue 9; ADMIN_ROLES, docs/decisions/0010-roles-and-staff.md): the request-
 * cache statistics the app reports (server/business/cache-analytics.ts), added up per UTC day of
 * their arrival (received_at).
 *
 *   GET /cache-performance?from=YYYY-MM-DD&to=YYYY-MM-DD   (or ?days=N; default the last 30 days)
 *       CachePerformanceReport (src/contract/cache-performance.ts):
 *       range     { from, to, days }
 *       days      every day of the range in order, days without reports as zeros
 *       totals    the same figures over the whole range (sessions counted once)
 *       byType    requestsByType and resourcesByType summed per type, most requests first
 *       otherTypes the types beyond the first 25, added up (null when there are none)
 *
 * Everything is added up by the database (PostgreSQL dialect, PGlite or PostgreSQL); only one row
 * per day and per listed type reaches this process. Sums are numeric, not float8: a report may
 * carry any non-negative amount, and one huge value must not make the page fail for everyone.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CACHE_TYPE_LIMIT,
  CachePerformanceQuerySchema,
  CacheRangeSchema,
  addDays,
  dayOf,
  daysInRange,
  eachDay,
  rangeOfQuery,
  startOfDay,
  type CacheDay,
  type CacheFigures,
  type CachePerformanceReport,
  type CacheRange,
  type CacheType,
} from '../../src/contract/cache-performance';
import { ADMIN_ROLES } from '../../src/contract/user';
import { noStore } from '../auth/http';
import { requireRole, requireUser } from '../auth/require-user';
import type { Queryable } from '../db/database';
import { cacheAnalyticsReports } from '../db/schema';
import type { ApiDeps } from '../deps';
import { badRequest } from '../http/errors';
import { fieldErrors } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';

/** The period asked for by the query, checked; 400 naming the field otherwise. */
export function parseCacheRange(query: Record<string, string>, today: string): CacheRange {
  const parsed = v.safeParse(CachePerformanceQuerySchema, query);
  if (!parsed.success) throw invalidQuery(parsed.issues);
  const range = v.safeParse(CacheRangeSchema, rangeOfQuery(parsed.output, today));
  if (!range.success) throw invalidQuery(range.issues);
  return range.output;
}

function invalidQuery(issues: v.BaseIssue<unknown>[]) {
  const errors = fieldErrors(issues);
  return badRequest(Object.values(errors)[0]?.[0] ?? 'The query is invalid', errors);
}

/** A numeric sum as the database wrote it, as a JavaScript number (never Infinity). */
function amount(text: string | null | undefined): number {
  const value = Number(text ?? 0);
  return Number.isFinite(value) ? value : Number.MAX_VALUE;
}

const share = (part: number, other: number) => (part + other > 0 ? part / (part + other) : null);

interface FigureRow extends Record<string, unknown> {
  /** YYYY-MM-DD, or null on the row of the whole period. */
  day: string | null;
  reports: number;
  sessions: number;
  request_count: string | null;
  cache_hits: string | null;
  cache_misses: string | null;
  network_errors: string | null;
  cdn_hits: string | null;
  cdn_misses: string | null;
  weighted_response_time: string | null;
  total_response_time: string | null;
  total_size: string | null;
}

function figuresOf(row: FigureRow | undefined): CacheFigures {
  const requestCount = amount(row?.request_count);
  const cacheHits = amount(row?.cache_hits);
  const cacheMisses = amount(row?.cache_misses);
  const cdnHits = amount(row?.cdn_hits);
  const cdnMisses = amount(row?.cdn_misses);
  return {
    reports: row?.reports ?? 0,
    sessions: row?.sessions ?? 0,
    requestCount,
    cacheHits,
    cacheMisses,
    hitRatio: share(cacheHits, cacheMisses),
    networkErrors: amount(row?.network_errors),
    cdnHits,
    cdnMisses,
    cdnHitRatio: share(cdnHits, cdnMisses),
    averageResponseTime:
      requestCount > 0 ? amount(row?.weighted_response_time) / requestCount : null,
    totalResponseTime: amount(row?.total_response_time),
    totalSize: amount(row?.total_size),
  };
}

/** The reports received in the range: from midnight UTC of `from` to midnight after `to`. */
function receivedIn(range: CacheRange) {
  const start = startOfDay(range.from).toISOString();
  const end = startOfDay(addDays(range.to, 1)).toISOString();
  return sql`${cacheAnalyticsReports.receivedAt} >= ${start}::timestamptz
    and ${cacheAnalyticsReports.receivedAt} < ${end}::timestamptz`;
}

const payloadSum = (field: string) => sql.raw(`sum((payload->>'${field}')::numeric)::text`);

/** One row per day with reports, and one (day null) for the whole range. */
async function figuresByDay(db: Queryable, range: CacheRange): Promise<FigureRow[]> {
  const result = await db.execute<FigureRow>(sql`
    select
      case when grouping(day) = 0 then to_char(day, 'YYYY-MM-DD') end as day,
      count(*)::int as reports,
      count(distinct session_id)::int as sessions,
      sum(request_count)::text as request_count,
      ${payloadSum('cacheHits')} as cache_hits,
      ${payloadSum('cacheMisses')} as cache_misses,
      ${payloadSum('networkErrors')} as network_errors,
      ${payloadSum('cdnHits')} as cdn_hits,
      ${payloadSum('cdnMisses')} as cdn_misses,
      sum((payload->>'averageResponseTime')::numeric * request_count)::text
        as weighted_response_time,
      ${payloadSum('totalResponseTime')} as total_response_time,
      ${payloadSum('totalSize')} as total_size
    from (
      select (${cacheAnalyticsReports.receivedAt} at time zone 'UTC')::date as day,
        ${cacheAnalyticsReports.sessionId} as session_id,
        ${cacheAnalyticsReports.requestCount} as request_count,
        ${cacheAnalyticsReports.payload} as payload
      from ${cacheAnalyticsReports}
      where ${receivedIn(range)}
    ) as period
    group by grouping sets ((day), ())`);
  return result.rows;
}

interface TypeRow extends Record<string, unknown> {
  /** 1 to CACHE_TYPE_LIMIT for a listed type; CACHE_TYPE_LIMIT + 1 for the rest together. */
  slot: number;
  type: string;
  requests: string;
  resources: string;
  types: number;
}

/** A by-type map of the payload, or nothing when a stored report has none. */
const entriesOf = (field: string) =>
  sql.raw(`jsonb_each_text(case when jsonb_typeof(payload->'${field}') = 'object'
    then payload->'${field}' else '{}'::jsonb end)`);

async function figuresByType(db: Queryable, range: CacheRange): Promise<TypeRow[]> {
  const result = await db.execute<TypeRow>(sql`
    with period as (
      select ${cacheAnalyticsReports.payload} as payload from ${cacheAnalyticsReports}
      where ${receivedIn(range)}
    ),
    requests as (
      select entry.key as type, sum(entry.value::numeric) as requests
      from period, ${entriesOf('requestsByType')} as entry group by entry.key
    ),
    resources as (
      select entry.key as type, sum(entry.value::numeric) as resources
      from period, ${entriesOf('resourcesByType')} as entry group by entry.key
    ),
    ranked as (
      select coalesce(requests.type, resources.type) as type,
        coalesce(requests.requests, 0) as requests,
        coalesce(resources.resources, 0) as resources,
        row_number() over (
          order by coalesce(requests.requests, 0) desc, coalesce(resources.resources, 0) desc,
            coalesce(requests.type, resources.type) collate "C"
        ) as rank
      from requests full join resources on resources.type = requests.type
    )
    select least(rank, ${CACHE_TYPE_LIMIT + 1})::int as slot, min(type) as type,
      sum(requests)::text as requests, sum(resources)::text as resources, count(*)::int as types
    from ranked group by slot order by slot`);
  return result.rows;
}

export async function cachePerformanceReport(
  db: Queryable,
  range: CacheRange,
): Promise<CachePerformanceReport> {
  const [dayRows, typeRows] = await Promise.all([
    figuresByDay(db, range),
    figuresByType(db, range),
  ]);
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const days: CacheDay[] = eachDay(range.from, range.to).map((day) => ({
    day,
    ...figuresOf(byDay.get(day)),
  }));
  const typeOf = (row: TypeRow): CacheType => ({
    type: row.type,
    requests: amount(row.requests),
    resources: amount(row.resources),
  });
  const rest = typeRows.find((row) => row.slot > CACHE_TYPE_LIMIT);
  return {
    range: { ...range, days: daysInRange(range.from, range.to) },
    days,
    totals: figuresOf(byDay.get(null)),
    byType: typeRows.filter((row) => row.slot <= CACHE_TYPE_LIMIT).map(typeOf),
    otherTypes: rest
      ? { types: rest.types, requests: amount(rest.requests), resources: amount(rest.resources) }
      : null,
  };
}

export function cachePerformanceRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use('*', requireUser(deps), requireRole(...ADMIN_ROLES));
  app.get('/', async (c) => {
    const range = parseCacheRange(c.req.query(), dayOf(deps.clock.now()));
    const body = await cachePerformanceReport(deps.db, range);
    noStore(c);
    return c.json(body);
  });
  return app;
}
