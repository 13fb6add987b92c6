/**
 * /public/tours (issue 7): what anyone with a tour's link may read, without signing in.
 *
 *   GET /public/tours/:slug               the published tour (PublicTourView); counts a view,
 *                                         once per visitor per day (views.ts), never for HEAD
 *   GET /public/tours/:slug/assets/:name  its processed files
 *
 * A slug nobody has answers 404 'Tour not found'; a tour that was published and is not now
 * answers 404 with TOUR_UNPUBLISHED_MESSAGE and data.reason 'unpublished'; a published tour whose
 * owner's plan has lapsed (server/billing/hosting.ts) answers 404 with TOUR_PAUSED_MESSAGE and
 * data.reason 'paused', so the viewer can say which it is. Pausing deletes nothing: the tour is
 * served again as soon as a plan is active.
 */
import { Hono, type Context } from 'hono';
import { clientInfo, noStore } from '../auth/http';
import type { ApiDeps } from '../deps';
import type { ServerEnv } from '../http/server-env';
import { tourFilesConfigFromEnv, type TourFilesConfig } from './config';
import { findPublishedTour } from './published-tour';
import { tourAssetResponse } from './routes';
import { toPublicTourView } from './tours';
import { countVisitorView } from './views';

/** Public files may sit in shared caches, but not for good: an unpublished tour stops being served. */
export const PUBLIC_ASSET_CACHE_CONTROL = 'public, max-age=3600';

export function publicTourRoutes(
  deps: ApiDeps,
  files: TourFilesConfig = tourFilesConfigFromEnv(),
): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  const publishedTour = (c: Context<ServerEnv>) => findPublishedTour(deps, c.req.param('slug'));

  app.get('/:slug', async (c) => {
    const tour = await publishedTour(c);
    if (c.req.method !== 'HEAD') {
      const visitor = clientInfo(c);
      await countVisitorView(deps.db, {
        tourId: tour.id,
        visitor,
        secret: deps.secret,
        now: deps.clock.now(),
      });
    }
    noStore(c);
    return c.json(toPublicTourView(tour));
  });

  app.get('/:slug/assets/:name', async (c) => {
    const tour = await publishedTour(c);
    const name = c.req.param('name');
    return tourAssetResponse(c, files.storage, tour, name, PUBLIC_ASSET_CACHE_CONTROL);
  });

  return app;
}
