/**
 * A tour's branding on its embeds (issue 18 point 6; src/contract/branding.ts for the calls):
 * the owner sets an accent colour and uploads a small logo; visitors read both for a tour they
 * may see (published, ready, its owner's hosting not paused), and nothing for any other. The logo
 * kept and served is the server's WebP of the upload, never the upload itself (logo-image.ts,
 * decision 0062).
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { publicTourApiPath } from '../../src/contract/tour-links';
import {
  AccentRequestSchema,
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_EMPTY_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNREADABLE_MESSAGE,
  SERVED_LOGO_TYPE,
  logoTypeOf,
  type BrandingView,
} from '../../src/contract/branding';
import { TOUR_NOT_FOUND_MESSAGE } from '../../src/contract/tours';
import { currentAuth, requireUser } from '../auth/require-user';
import { noStore } from '../auth/http';
import { hostingOf } from '../billing/hosting';
import type { Queryable } from '../db/database';
import { tourBranding, type Tour, type TourBranding } from '../db/schema';
import type { ApiDeps } from '../deps';
import { readBodyBytes } from '../http/body-stream';
import { ApiError, badRequest, notFound } from '../http/errors';
import { readJson } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { encodeLogo } from './logo-image';
import { PUBLIC_ASSET_CACHE_CONTROL } from './public-routes';
import { findBySlug, findOwnTour, isPubliclyViewable } from './tours';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

async function storedBranding(db: Queryable, tourId: string): Promise<TourBranding | undefined> {
  const [row] = await db.select().from(tourBranding).where(eq(tourBranding.tourId, tourId));
  return row;
}

/** The re-encodings of logos kept before decision 0062 under way in this process, by tour. */
const reencoding = new Map<string, Promise<TourBranding | undefined>>();

/**
 * A tour's branding, its logo always the server's WebP: a logo kept before decision 0062 (the
 * uploaded bytes) is re-encoded now, once, or removed when it is beyond the limits or unreadable.
 * Its version changes with it, so no cache keeps serving the old bytes under the new URL.
 */
async function brandingOf(db: Queryable, tourId: string): Promise<TourBranding | undefined> {
  const row = await storedBranding(db, tourId);
  if (row?.logo == null || row.logoEncoded) return row;
  let pending = reencoding.get(tourId);
  if (pending === undefined) {
    pending = reencodeStoredLogo(db, row).finally(() => reencoding.delete(tourId));
    reencoding.set(tourId, pending);
  }
  return pending;
}

async function reencodeStoredLogo(db: Queryable, row: TourBranding): Promise<TourBranding> {
  const encoding =
    row.logo != null && row.logoType != null
      ? await encodeLogo(row.logo, row.logoType)
      : ({ kind: 'unreadable' } as const);
  const changes =
    encoding.kind === 'encoded'
      ? { logo: encoding.webp, logoType: SERVED_LOGO_TYPE, logoEncoded: true }
      : { logo: null, logoType: null, logoEncoded: false };
  // Unless the owner uploaded a new logo meanwhile.
  const [updated] = await db
    .update(tourBranding)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(tourBranding.tourId, row.tourId), eq(tourBranding.logoEncoded, false)))
    .returning();
  return updated ?? (await storedBranding(db, row.tourId)) ?? row;
}

function viewOf(row: TourBranding | undefined, logoUrl: string): BrandingView {
  const version = row?.updatedAt.getTime().toString(36);
  return {
    accentColour: row?.accentColour ?? null,
    logoUrl: row?.logo != null ? `${logoUrl}?v=${version}` : null,
  };
}

async function saveBranding(
  db: Queryable,
  tourId: string,
  changes: Partial<Pick<TourBranding, 'accentColour' | 'logo' | 'logoType' | 'logoEncoded'>>,
): Promise<TourBranding> {
  const [row] = await db
    .insert(tourBranding)
    .values({ tourId, ...changes })
    .onConflictDoUpdate({ target: tourBranding.tourId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (row === undefined) throw new Error('The branding was not saved');
  return row;
}

const ownerLogoUrl = (tour: Tour) => `/api/v1/tours/${tour.id}/branding/logo`;
const publicLogoUrl = (slug: string) => `${publicTourApiPath(slug)}/logo`;

/** /tours/:id/branding: the owner's. Mounted under /tours, before tourRoutes. */
export function tourBrandingRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const { db } = deps;
  const app = new Hono<ServerEnv>();
  app.use('/:id/branding', requireUser(deps));
  app.use('/:id/branding/*', requireUser(deps));

  const ownTour = async (c: Context<ServerEnv>): Promise<Tour> => {
    const id = c.req.param('id') ?? '';
    const tour = UUID.test(id) ? await findOwnTour(db, currentAuth(c).userId, id) : undefined;
    if (tour === undefined) throw notFound(TOUR_NOT_FOUND_MESSAGE);
    return tour;
  };

  app.get('/:id/branding', async (c) => {
    const tour = await ownTour(c);
    noStore(c);
    return c.json(viewOf(await brandingOf(db, tour.id), ownerLogoUrl(tour)));
  });

  app.put('/:id/branding/accent', async (c) => {
    const tour = await ownTour(c);
    const { accentColour } = await readJson(c, AccentRequestSchema);
    const row = await saveBranding(db, tour.id, { accentColour });
    noStore(c);
    return c.json(viewOf(row, ownerLogoUrl(tour)));
  });

  app.put('/:id/branding/logo', async (c) => {
    const tour = await ownTour(c);
    let bytes: Uint8Array;
    try {
      bytes = await readBodyBytes(c.req.raw, LOGO_MAX_BYTES);
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) {
        throw new ApiError(413, LOGO_TOO_LARGE_MESSAGE);
      }
      throw error;
    }
    if (bytes.byteLength === 0) throw badRequest(LOGO_EMPTY_MESSAGE);
    const logoType = logoTypeOf(bytes);
    if (logoType === undefined) throw new ApiError(415, LOGO_TYPE_MESSAGE);
    const encoding = await encodeLogo(bytes, logoType);
    if (encoding.kind === 'tooLarge') throw badRequest(LOGO_DIMENSIONS_MESSAGE);
    if (encoding.kind === 'unreadable') throw badRequest(LOGO_UNREADABLE_MESSAGE);
    const row = await saveBranding(db, tour.id, {
      logo: encoding.webp,
      logoType: SERVED_LOGO_TYPE,
      logoEncoded: true,
    });
    noStore(c);
    return c.json(viewOf(row, ownerLogoUrl(tour)));
  });

  app.delete('/:id/branding/logo', async (c) => {
    const tour = await ownTour(c);
    const row = await saveBranding(db, tour.id, { logo: null, logoType: null, logoEncoded: false });
    noStore(c);
    return c.json(viewOf(row, ownerLogoUrl(tour)));
  });

  app.get('/:id/branding/logo', async (c) => {
    const tour = await ownTour(c);
    return logoResponse(c, await brandingOf(db, tour.id), 'private, no-cache');
  });

  return app;
}

/** The server's WebP of the logo; never bytes as they were uploaded. */
function logoResponse(c: Context<ServerEnv>, row: TourBranding | undefined, cacheControl: string) {
  if (row?.logo == null || !row.logoEncoded) throw notFound('This tour has no logo');
  return c.body(new Uint8Array(row.logo), 200, {
    'Content-Type': SERVED_LOGO_TYPE,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
}

/** /public/tours/:slug/branding and /logo: a visitor's. Mounted before publicTourRoutes. */
export function publicBrandingRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const { db } = deps;
  const app = new Hono<ServerEnv>();

  /** The tour anyone may see at :slug, or the same 404 for every other slug. */
  const visibleTour = async (c: Context<ServerEnv>): Promise<Tour & { slug: string }> => {
    const slug = c.req.param('slug') ?? '';
    const tour = SLUG.test(slug) ? await findBySlug(db, slug) : undefined;
    if (tour === undefined || !isPubliclyViewable(tour)) throw notFound(TOUR_NOT_FOUND_MESSAGE);
    if ((await hostingOf(db, tour.ownerId)).paused) throw notFound(TOUR_NOT_FOUND_MESSAGE);
    return tour;
  };

  app.get('/:slug/branding', async (c) => {
    const tour = await visibleTour(c);
    noStore(c);
    return c.json(viewOf(await brandingOf(db, tour.id), publicLogoUrl(tour.slug)));
  });

  app.get('/:slug/logo', async (c) => {
    const tour = await visibleTour(c);
    return logoResponse(c, await brandingOf(db, tour.id), PUBLIC_ASSET_CACHE_CONTROL);
  });

  return app;
}
