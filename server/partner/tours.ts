/**
 * The tours a partner key shows: its owner's tours that anyone may view right now, by the public
 * viewer's rule (`isPubliclyViewable`, server/tours/tours.ts) and with the owner's hosting not
 * paused (server/billing/hosting.ts). A paused owner shows nothing until a plan is active again.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PartnerTour, PartnerTourList } from '../../src/contract/partner';
import {
  embedCode,
  embedTourUrl,
  publicTourApiPath,
  publicTourUrl,
} from '../../src/contract/tour-links';
import { hostingOf } from '../billing/hosting';
import type { Queryable } from '../db/database';
import { tours, type Tour } from '../db/schema';
import { assetUrls, isPubliclyViewable, publiclyViewable } from '../tours/tours';

function toPartnerTour(tour: Tour & { slug: string }, publicUrl: string): PartnerTour {
  const origin = publicUrl.replace(/\/+$/, '');
  const { title } = tour;
  const slugPath = `${origin}${publicTourApiPath(tour.slug)}`;
  return {
    id: tour.id,
    slug: tour.slug,
    title,
    description: tour.description,
    address: tour.address,
    thumbnailUrl: assetUrls(tour, (name) => `${slugPath}/assets/${name}`).thumbnail ?? null,
    viewerUrl: publicTourUrl(origin, tour.slug),
    embedUrl: embedTourUrl(origin, tour.slug),
    embedCode: embedCode(origin, tour.slug, title),
    updatedAt: tour.updatedAt.toISOString(),
  };
}

/** A page of the owner's viewable tours, newest first, after the tour `cursor` names. */
export async function listPartnerTours(
  db: Queryable,
  ownerId: string,
  page: { limit: number; cursor?: string },
  publicUrl: string,
): Promise<PartnerTourList> {
  if ((await hostingOf(db, ownerId)).paused) return { tours: [], nextCursor: null };
  const { cursor } = page;
  const rows = await db
    .select()
    .from(tours)
    .where(
      and(
        eq(tours.ownerId, ownerId),
        publiclyViewable(),
        cursor === undefined
          ? undefined
          : sql`(${tours.createdAt}, ${tours.id}) < (select t.created_at, t.id from ${tours} t where t.id = ${cursor} and t.owner_id = ${ownerId})`,
      ),
    )
    .orderBy(desc(tours.createdAt), desc(tours.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit).filter(isPubliclyViewable);
  return {
    tours: shown.map((tour) => toPartnerTour(tour, publicUrl)),
    nextCursor: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** One of the owner's viewable tours by its slug; undefined when it is not (or not theirs). */
export async function findPartnerTour(
  db: Queryable,
  ownerId: string,
  slug: string,
  publicUrl: string,
): Promise<PartnerTour | undefined> {
  const [tour] = await db
    .select()
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.ownerId, ownerId), publiclyViewable()));
  if (tour === undefined || !isPubliclyViewable(tour)) return undefined;
  if ((await hostingOf(db, ownerId)).paused) return undefined;
  return toPartnerTour(tour, publicUrl);
}
