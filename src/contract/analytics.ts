/**
 * Owner analytics of public tours (issue 22 point 7, docs/decisions/0040-owner-analytics.md).
 *
 * The public viewer (/t/{slug} and /embed/{slug}) reports what happens in one page load, a visit,
 * under a visit id it makes at random and keeps in memory only:
 *   POST /public/tours/:slug/visits   { visitId, type: 'visit', source }        the visit starts
 *                                     { visitId, type: 'room', name }           a room reached
 *                                     { visitId, type: 'destination', id }      a route drawn there
 *                                     { visitId, type: 'ar' }                   View in AR opened
 *                                     { visitId, type: 'time', seconds }        time on the page
 * The owner reads them added up per day: GET /tours/:id/analytics?days=30, and for the dashboard
 * GET /tours/analytics?days=30 (every own tour's visits and visitors).
 */
import * as v from 'valibot';
import { wholeNumberParam } from './paging';
import type { PublicTourView, Vector3 } from './tours';

/** Where a visit opened the tour: its own page (/t/{slug}) or another site's frame (/embed/{slug}). */
export const VISIT_SOURCES = ['direct', 'embed'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** The longest visit counted: longer reports are cut to this (a tab left open overnight). */
export const MAX_VISIT_SECONDS = 4 * 60 * 60;
/** Rooms, or destinations, one visit can report: more than any tour has. */
export const MAX_VISIT_PLACES = 100;
/** Days of visits kept, and the longest period the owner can ask for. */
export const ANALYTICS_RETENTION_DAYS = 365;
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_DAYS = 30;
/** The largest visit report accepted, bytes: every event fits in a fraction of it. */
export const MAX_VISIT_EVENT_BYTES = 1024;

export const VISIT_RECORDED_MESSAGE = 'Recorded';
export const VISIT_NOT_FOUND_MESSAGE =
  'This visit is not known for this tour: send a visit event with this visitId first';
export const VISIT_EXISTS_MESSAGE = 'This visit has already started';
export const ROOM_NOT_FOUND_MESSAGE = 'This tour has no room or destination of that name';
export const DESTINATION_NOT_FOUND_MESSAGE = 'This tour has no destination with that id';

const visitId = v.pipe(
  v.string('visitId must be a text'),
  v.uuid('visitId must be a UUID made at random for this page load'),
);
const placeName = (what: string) =>
  v.pipe(
    v.string(`${what} must be a text`),
    v.minLength(1, `${what} must not be empty`),
    v.maxLength(200, `${what} is at most 200 characters`),
  );

export const VisitEventSchema = v.variant(
  'type',
  [
    v.strictObject(
      {
        visitId,
        type: v.literal('visit'),
        source: v.picklist(VISIT_SOURCES, "source must be 'direct' or 'embed'"),
      },
      "A visit event has exactly visitId, type ('visit') and source",
    ),
    v.strictObject(
      { visitId, type: v.literal('room'), name: placeName('The room name') },
      "A room event has exactly visitId, type ('room') and name",
    ),
    v.strictObject(
      { visitId, type: v.literal('destination'), id: placeName('The destination id') },
      "A destination event has exactly visitId, type ('destination') and id",
    ),
    v.strictObject(
      { visitId, type: v.literal('ar') },
      "An AR event has exactly visitId and type ('ar')",
    ),
    v.strictObject(
      {
        visitId,
        type: v.literal('time'),
        seconds: v.pipe(
          v.number('seconds must be a number'),
          v.integer('seconds must be a whole number'),
          v.minValue(0, 'seconds must not be negative'),
          v.maxValue(MAX_VISIT_SECONDS * 10, `seconds is at most ${MAX_VISIT_SECONDS * 10}`),
        ),
      },
      "A time event has exactly visitId, type ('time') and seconds",
    ),
  ],
  "type must be one of 'visit', 'room', 'destination', 'ar', 'time'",
);
export type VisitEvent = v.InferOutput<typeof VisitEventSchema>;

export const AnalyticsQuerySchema = v.object({
  days: v.optional(
    wholeNumberParam(
      ANALYTICS_RETENTION_DAYS,
      `days must be a whole number from 1 to ${ANALYTICS_RETENTION_DAYS}`,
    ),
    String(DEFAULT_ANALYTICS_DAYS),
  ),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const NamedCountSchema = v.object({ name: v.string(), visits: count });

export const AnalyticsDaySchema = v.object({
  /** UTC day, YYYY-MM-DD. */
  day: v.string(),
  visits: count,
  visitors: count,
});
export type AnalyticsDay = v.InferOutput<typeof AnalyticsDaySchema>;

export const TourAnalyticsSchema = v.object({
  days: count,
  /** One entry per day of the period, oldest first, days without visits included. */
  daily: v.array(AnalyticsDaySchema),
  visits: count,
  visitors: count,
  /** Median seconds on the page over the visits that reported a time; null when none did. */
  medianSeconds: v.nullable(count),
  averageSeconds: v.nullable(count),
  arOpens: count,
  sources: v.object({ direct: count, embed: count }),
  /** Visits that reached each room / drew a route to each destination, most first. */
  rooms: v.array(NamedCountSchema),
  destinations: v.array(NamedCountSchema),
});
export type TourAnalytics = v.InferOutput<typeof TourAnalyticsSchema>;

export const AnalyticsSummarySchema = v.object({
  days: count,
  visits: count,
  visitors: count,
  /** Each own tour with at least one visit in the period, most visited first. */
  tours: v.array(v.object({ id: v.string(), title: v.string(), visits: count, visitors: count })),
});
export type AnalyticsSummary = v.InferOutput<typeof AnalyticsSummarySchema>;

/**
 * The named places whose visits are counted as "rooms visited", and whose names the viewer shows
 * as room labels: the rooms the model declared (IFC), or, in a tour without them, its
 * destinations (each usually a room, as in the demo).
 */
export function visitPlaces(
  tour: Pick<PublicTourView, 'building' | 'destinations'>,
): { name: string; position: Vector3 }[] {
  const rooms = tour.building?.rooms ?? [];
  const places = rooms.length > 0 ? rooms : tour.destinations;
  return places.map(({ name, position }) => ({ name, position }));
}
