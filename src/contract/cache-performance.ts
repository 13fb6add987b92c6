/**
 * GET /cache-performance (issue 9, ADMIN_ROLES): the request-cache statistics the app reports
 * (SPEC §3, POST /api/v1/analytics/cache), added up per UTC day of their arrival.
 *
 * Query: from=YYYY-MM-DD and to=YYYY-MM-DD (inclusive), or days=N (the N days ending `to`, by
 * default today). Without any: the last 30 days ending today on the server's clock. At most 366
 * days. Shared by the server (which refuses a bad query with 400 and these messages per field)
 * and the screen's custom range form.
 */
import * as v from 'valibot';
import { wholeNumberParam } from './paging';

export const CACHE_DEFAULT_DAYS = 30;
export const CACHE_MAX_DAYS = 366;
/** Resource types listed one by one in byType; the rest are added up in otherTypes. */
export const CACHE_TYPE_LIMIT = 25;

// --- Messages (the server's, recognised and translated by the screen) ---------------------------

export const CACHE_FROM_INVALID_MESSAGE = 'The start date must be a day written as YYYY-MM-DD';
export const CACHE_TO_INVALID_MESSAGE = 'The end date must be a day written as YYYY-MM-DD';
export const CACHE_DAYS_INVALID_MESSAGE = `The number of days must be a whole number from 1 to ${CACHE_MAX_DAYS}`;
export const CACHE_DAYS_WITH_FROM_MESSAGE =
  'Give either a number of days or a start date, not both';
export const CACHE_RANGE_REVERSED_MESSAGE = 'The end date must not be before the start date';
export const CACHE_RANGE_TOO_LONG_MESSAGE = `The period can be at most ${CACHE_MAX_DAYS} days`;

// --- UTC days -----------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC at the start of a YYYY-MM-DD day. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The UTC day of an instant, as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A day that exists in the calendar, written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const start = startOfDay(text);
  return !Number.isNaN(start.getTime()) && dayOf(start) === text;
}

export function addDays(day: string, count: number): string {
  return dayOf(new Date(startOfDay(day).getTime() + count * DAY_MS));
}

/** Days from `from` to `to`, both counted (1 for the same day, 0 or less when reversed). */
export function daysInRange(from: string, to: string): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, in order. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) =>
    addDays(from, index),
  );
}

// --- The query ----------------------------------------------------------------------------------

const day = (message: string) => v.pipe(v.string(message), v.check(isCalendarDay, message));

/** What the address may carry, each value checked on its own (query values are strings). */
export const CachePerformanceQuerySchema = v.pipe(
  v.object({
    from: v.optional(day(CACHE_FROM_INVALID_MESSAGE)),
    to: v.optional(day(CACHE_TO_INVALID_MESSAGE)),
    days: v.optional(wholeNumberParam(CACHE_MAX_DAYS, CACHE_DAYS_INVALID_MESSAGE)),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['days']],
      (query) => query.from === undefined || query.days === undefined,
      CACHE_DAYS_WITH_FROM_MESSAGE,
    ),
    ['days'],
  ),
);
export type CachePerformanceQuery = v.InferOutput<typeof CachePerformanceQuerySchema>;

/** A period of whole UTC days: from on or before to, at most 366 days. */
export const CacheRangeSchema = v.pipe(
  v.object({ from: day(CACHE_FROM_INVALID_MESSAGE), to: day(CACHE_TO_INVALID_MESSAGE) }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (range) => daysInRange(range.from, range.to) >= 1,
      CACHE_RANGE_REVERSED_MESSAGE,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (range) => daysInRange(range.from, range.to) <= CACHE_MAX_DAYS,
      CACHE_RANGE_TOO_LONG_MESSAGE,
    ),
    ['from'],
  ),
);
export type CacheRange = v.InferOutput<typeof CacheRangeSchema>;

/** The period a query asks for, its missing ends filled in from `today` (not yet checked). */
export function rangeOfQuery(query: CachePerformanceQuery, today: string): CacheRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -((query.days ?? CACHE_DEFAULT_DAYS) - 1));
  return { from, to };
}

// --- The response -------------------------------------------------------------------------------

/** A share from 0 to 1; null when there was nothing to share out. */
const ratio = v.nullable(v.number());

/** The statistics of a day, or of the whole period. */
export const CacheFiguresSchema = v.object({
  /** Reports received. */
  reports: v.number(),
  /** Distinct app sessions that sent them. */
  sessions: v.number(),
  requestCount: v.number(),
  cacheHits: v.number(),
  cacheMisses: v.number(),
  /** cacheHits / (cacheHits + cacheMisses). */
  hitRatio: ratio,
  networkErrors: v.number(),
  cdnHits: v.number(),
  cdnMisses: v.number(),
  /** cdnHits / (cdnHits + cdnMisses). */
  cdnHitRatio: ratio,
  /** Milliseconds, the reports' averages weighted by their request counts; null with no requests. */
  averageResponseTime: v.nullable(v.number()),
  /** Milliseconds. */
  totalResponseTime: v.number(),
  /** Bytes. */
  totalSize: v.number(),
});
export type CacheFigures = v.InferOutput<typeof CacheFiguresSchema>;

export const CacheDaySchema = v.object({ day: v.string(), ...CacheFiguresSchema.entries });
export type CacheDay = v.InferOutput<typeof CacheDaySchema>;

/** A type of requestsByType and resourcesByType, summed over the period. */
export const CacheTypeSchema = v.object({
  type: v.string(),
  requests: v.number(),
  resources: v.number(),
});
export type CacheType = v.InferOutput<typeof CacheTypeSchema>;

export const CachePerformanceReportSchema = v.object({
  range: v.object({ from: v.string(), to: v.string(), days: v.number() }),
  /** Every day of the range in order, days without reports included (as zeros). */
  days: v.array(CacheDaySchema),
  totals: CacheFiguresSchema,
  /** The most requested types first (then by resources, then by name), at most CACHE_TYPE_LIMIT. */
  byType: v.array(CacheTypeSchema),
  /** The types beyond CACHE_TYPE_LIMIT, added up; null when every type is listed. */
  otherTypes: v.nullable(
    v.object({ types: v.number(), requests: v.number(), resources: v.number() }),
  ),
});
export type CachePerformanceReport = v.InferOutput<typeof CachePerformanceReportSchema>;
