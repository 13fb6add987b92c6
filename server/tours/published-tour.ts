/**
 * The tour behind a public link (/public/tours/:slug), shared by the public tour routes and the
 * visit analytics routes (visits.ts), which answer for the same tours.
 */
import { TOUR_PAUSED_MESSAGE } from '../../src/contract/billing';
import { TOUR_NOT_FOUND_MESSAGE, TOUR_UNPUBLISHED_MESSAGE } from '../../src/contract/tours';
import { hostingOf } from '../billing/hosting';
import type { Tour } from '../db/schema';
import type { ApiDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { findBySlug, isPubliclyViewable } from './tours';

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The tour of a public link that visitors may see now, or the 404 that says why not: unknown,
 * unpublished (data.reason 'unpublished') or its owner's plan lapsed (data.reason 'paused').
 */
export async function findPublishedTour(
  deps: Pick<ApiDeps, 'db'>,
  slug: string | undefined,
): Promise<Tour & { slug: string }> {
  const tour = slug !== undefined && SLUG.test(slug) ? await findBySlug(deps.db, slug) : undefined;
  if (tour?.slug == null) throw notFound(TOUR_NOT_FOUND_MESSAGE);
  if (!isPubliclyViewable(tour)) {
    throw new ApiError(404, TOUR_UNPUBLISHED_MESSAGE, { reason: 'unpublished' });
  }
  if ((await hostingOf(deps.db, tour.ownerId)).paused) {
    throw new ApiError(404, TOUR_PAUSED_MESSAGE, { reason: 'paused' });
  }
  return tour;
}
