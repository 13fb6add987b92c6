/**
 * Owner analytics (issue 22 point 7, docs/decisions/0040-owner-analytics.md): visits of public
 * tours recorded without personal data, and added up for the tour's owner.
 *
 *   POST /public/tours/:slug/visits   a visit event (contract/analytics.ts), for anyone: 202
 *
 * Mounted before the API's CSRF check: the public viewer reports with navigator.sendBeacon, which
 * sends no header of ours, and the call acts for nobody (no session, no account is read or
 * changed). What protects it instead: the body is at most MAX_VISIT_EVENT_BYTES and validated by
 * the contract's schema; only a published tour of an owner with an active plan takes events; a
 * room or destination must be one of the tour's own; the time on the page is the server's own
 * measure, from the visit's first event to its last report, capped (the page's figure can only
 * lower it); a visitor is their address alone, so a new User-Agent is no new visitor; and each
 * address (kept only as a keyed hash) is rate-limited. Decision 0062.
 */
import { createHmac } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  ANALYTICS_RETENTION_DAYS,
  DESTINATION_NOT_FOUND_MESSAGE,
  MAX_VISIT_EVENT_BYTES,
  MAX_VISIT_PLACES,
  MAX_VISIT_SECONDS,
  ROOM_NOT_FOUND_MESSAGE,
  VISIT_EXISTS_MESSAGE,
  VISIT_NOT_FOUND_MESSAGE,
  VISIT_RECORDED_MESSAGE,
  VisitEventSchema,
  visitPlaces,
  type AnalyticsSummary,
  type TourAnalytics,
  type VisitEvent,
} from '../../src/contract/analytics';
import { clientInfo } from '../auth/http';
import { RateLimiter, addressKey } from '../auth/rate-limit';
import { TOO_MANY_REQUESTS_MESSAGE, type RateLimitRule } from '../business/rate-limit';
import type { Queryable } from '../db/database';
import { tourVisitVisitors, tourVisits, tours, type Tour } from '../db/schema';
import type { ApiDeps } from '../deps';
import { badRequest, tooManyRequests } from '../http/errors';
import { readJson } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { findPublishedTour } from './published-tour';
import { toPublicTourView } from './tours';
import { visitorHash } from './views';

/**
 * A visit sends a handful of events (start, rooms, destinations, AR, the time on leaving, again
 * when the tab comes back); an office or hotel puts many visitors behind one address.
 */
export const VISIT_EVENT_RATE_LIMIT: RateLimitRule = { limit: 1200, windowMs: 60 * 60 * 1000 };

const DAY_MS = 24 * 60 * 60 * 1000;
export const utcDay = (when: Date) => when.toISOString().slice(0, 10);
const daysBefore = (when: Date, days: number) => utcDay(new Date(when.getTime() - days * DAY_MS));

/**
 * Rate limiting by address without keeping the address: the limiter's key is a hash of it under
 * the server secret (rate_limit_hits rows are swept within a day anyway).
 */
function rateLimitByHashedAddress(deps: ApiDeps, bucket: string, rule: RateLimitRule) {
  const limiter = new RateLimiter({ ...rule, bucket, db: deps.db, clock: deps.clock });
  const keyOf = (address: string | null) =>
    createHmac('sha256', deps.secret)
      .update(`rate:${addressKey(address)}`)
      .digest('base64url');
  return createMiddleware<ServerEnv>(async (c, next) => {
    const result = await limiter.consume(keyOf(clientInfo(c).ipAddress));
    if (!result.allowed) throw tooManyRequests(TOO_MANY_REQUESTS_MESSAGE, result.retryAfterSeconds);
    await next();
  });
}

/** Starts a visit: whether it is the visitor's first of the tour today is all that is kept of them. */
async function startVisit(
  deps: ApiDeps,
  tour: Tour,
  event: Extract<VisitEvent, { type: 'visit' }>,
  visitor: ReturnType<typeof clientInfo>,
): Promise<void> {
  const now = deps.clock.now();
  const day = utcDay(now);
  await deps.db.transaction(async (tx) => {
    await tx.delete(tourVisitVisitors).where(lt(tourVisitVisitors.day, day));
    await tx
      .delete(tourVisits)
      .where(lt(tourVisits.day, daysBefore(now, ANALYTICS_RETENTION_DAYS)));
    const hash = visitorHash(deps.secret, `visits:${day}`, visitor.ipAddress);
    const first = await tx
      .insert(tourVisitVisitors)
      .values({ tourId: tour.id, day, visitorHash: hash })
      .onConflictDoNothing()
      .returning({ tourId: tourVisitVisitors.tourId });
    const started = await tx
      .insert(tourVisits)
      .values({
        id: event.visitId,
        tourId: tour.id,
        day,
        startedAt: now,
        source: event.source,
        uniqueOfDay: first.length > 0,
      })
      .onConflictDoNothing()
      .returning({ id: tourVisits.id });
    if (started.length === 0) throw badRequest(VISIT_EXISTS_MESSAGE);
  });
}

/** Appends `name` to a jsonb list of names unless it is there or the list is full. */
const withName = (column: typeof tourVisits.rooms | typeof tourVisits.destinations, name: string) =>
  sql`case when ${column} @> jsonb_build_array(${name}::text)
    or jsonb_array_length(${column}) >= ${MAX_VISIT_PLACES}
    then ${column} else ${column} || jsonb_build_array(${name}::text) end`;

/** Records a visit event of the published `tour`; bad input is a 400 that changes nothing. */
export async function recordVisitEvent(
  deps: ApiDeps,
  tour: Tour & { slug: string },
  event: VisitEvent,
  visitor: ReturnType<typeof clientInfo>,
): Promise<void> {
  if (event.type === 'visit') return startVisit(deps, tour, event, visitor);
  const thisVisit = and(eq(tourVisits.id, event.visitId), eq(tourVisits.tourId, tour.id));
  const [visit] = await deps.db
    .select({ startedAt: tourVisits.startedAt })
    .from(tourVisits)
    .where(thisVisit);
  if (visit === undefined) throw badRequest(VISIT_NOT_FOUND_MESSAGE);
  const view = toPublicTourView(tour);
  switch (event.type) {
    case 'room': {
      const room = visitPlaces(view).find((candidate) => candidate.name === event.name);
      if (room === undefined) throw badRequest(ROOM_NOT_FOUND_MESSAGE);
      await deps.db
        .update(tourVisits)
        .set({ rooms: withName(tourVisits.rooms, room.name) })
        .where(thisVisit);
      return;
    }
    case 'destination': {
      const destination = view.destinations.find((candidate) => candidate.id === event.id);
      if (destination === undefined) throw badRequest(DESTINATION_NOT_FOUND_MESSAGE);
      await deps.db
        .update(tourVisits)
        .set({ destinations: withName(tourVisits.destinations, destination.name) })
        .where(thisVisit);
      return;
    }
    case 'ar':
      await deps.db
        .update(tourVisits)
        .set({ arOpens: sql`least(${tourVisits.arOpens} + 1, ${MAX_VISIT_PLACES})` })
        .where(thisVisit);
      return;
    case 'time': {
      // The server's own measure: from the visit's start to this report, as its clock saw them.
      // The page's figure (the seconds it was visible) may only lower it: a tab hidden for an
      // hour is not an hour on the page, and a visit that claims a minute at once gets nothing.
      const elapsed = Math.floor((deps.clock.now().getTime() - visit.startedAt.getTime()) / 1000);
      const seconds = Math.max(0, Math.min(event.seconds, elapsed, MAX_VISIT_SECONDS));
      // Reports only grow: a late duplicate of an earlier report changes nothing.
      await deps.db
        .update(tourVisits)
        .set({ seconds: sql`greatest(coalesce(${tourVisits.seconds}, 0), ${seconds})` })
        .where(thisVisit);
      return;
    }
  }
}

export function publicVisitRoutes(deps: ApiDeps, rule: RateLimitRule = VISIT_EVENT_RATE_LIMIT) {
  const routes = new Hono<ServerEnv>();
  routes.post('/:slug/visits', rateLimitByHashedAddress(deps, 'tour-visits', rule), async (c) => {
    const tour = await findPublishedTour(deps, c.req.param('slug'));
    const event = await readJson(c, VisitEventSchema, MAX_VISIT_EVENT_BYTES);
    await recordVisitEvent(deps, tour, event, clientInfo(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: VISIT_RECORDED_MESSAGE }, 202);
  });
  return routes;
}

/** The UTC days from `days - 1` days before `now` to `now`'s, oldest first. */
export function periodDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => daysBefore(now, days - 1 - index));
}

const toCount = (value: unknown) => Math.max(0, Math.round(Number(value ?? 0)));
const toSecondsOrNull = (value: unknown) => (value == null ? null : toCount(value));

/** One tour's visits over the `days` days up to `now` (UTC days, today included). */
export async function tourAnalytics(
  db: Queryable,
  tourId: string,
  days: number,
  now: Date,
): Promise<TourAnalytics> {
  const period = periodDays(now, days);
  const from = period[0] ?? utcDay(now);
  const inPeriod = and(eq(tourVisits.tourId, tourId), gte(tourVisits.day, from));
  const dailyRows = await db
    .select({
      day: tourVisits.day,
      visits: sql<number>`count(*)::int`,
      visitors: sql<number>`count(*) filter (where ${tourVisits.uniqueOfDay})::int`,
    })
    .from(tourVisits)
    .where(inPeriod)
    .groupBy(tourVisits.day);
  const [totals] = await db
    .select({
      visits: sql<number>`count(*)::int`,
      visitors: sql<number>`count(*) filter (where ${tourVisits.uniqueOfDay})::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${tourVisits.seconds}) filter (where ${tourVisits.seconds} is not null)`,
      average: sql<number | null>`avg(${tourVisits.seconds})`,
      arOpens: sql<number>`coalesce(sum(${tourVisits.arOpens}), 0)::int`,
      embed: sql<number>`count(*) filter (where ${tourVisits.source} = 'embed')::int`,
      direct: sql<number>`count(*) filter (where ${tourVisits.source} = 'direct')::int`,
    })
    .from(tourVisits)
    .where(inPeriod);
  const placeCounts = async (column: 'rooms' | 'destinations') => {
    const { rows } = await db.execute<{ name: string; visits: number }>(sql`
      select place.name as name, count(*)::int as visits
      from ${tourVisits}, jsonb_array_elements_text(${tourVisits[column]}) as place(name)
      where ${inPeriod}
      group by place.name
      order by visits desc, place.name asc
      limit ${MAX_VISIT_PLACES}`);
    return rows.map((row) => ({ name: String(row.name), visits: toCount(row.visits) }));
  };
  const byDay = new Map(dailyRows.map((row) => [row.day, row]));
  return {
    days,
    daily: period.map((day) => ({
      day,
      visits: toCount(byDay.get(day)?.visits),
      visitors: toCount(byDay.get(day)?.visitors),
    })),
    visits: toCount(totals?.visits),
    visitors: toCount(totals?.visitors),
    medianSeconds: toSecondsOrNull(totals?.median),
    averageSeconds: toSecondsOrNull(totals?.average),
    arOpens: toCount(totals?.arOpens),
    sources: { direct: toCount(totals?.direct), embed: toCount(totals?.embed) },
    rooms: await placeCounts('rooms'),
    destinations: await placeCounts('destinations'),
  };
}

/** Every own tour's visits and visitors over the `days` days up to `now`, for the dashboard. */
export async function ownerAnalyticsSummary(
  db: Queryable,
  ownerId: string,
  days: number,
  now: Date,
): Promise<AnalyticsSummary> {
  const from = periodDays(now, days)[0] ?? utcDay(now);
  const rows = await db
    .select({
      id: tours.id,
      title: tours.title,
      visits: sql<number>`count(*)::int`,
      visitors: sql<number>`count(*) filter (where ${tourVisits.uniqueOfDay})::int`,
    })
    .from(tourVisits)
    .innerJoin(tours, eq(tours.id, tourVisits.tourId))
    .where(and(eq(tours.ownerId, ownerId), gte(tourVisits.day, from)))
    .groupBy(tours.id, tours.title)
    .orderBy(sql`count(*) desc`, tours.title);
  const list = rows.map((row) => ({
    id: row.id,
    title: row.title,
    visits: toCount(row.visits),
    visitors: toCount(row.visitors),
  }));
  return {
    days,
    visits: list.reduce((sum, row) => sum + row.visits, 0),
    visitors: list.reduce((sum, row) => sum + row.visitors, 0),
    tours: list,
  };
}
