/**
 * /partner (issue 9, docs/decisions/0010-roles-and-staff.md): two halves with their own
 * authentication, each its own sub-app, so that the middleware of one never runs for the other
 * (nor for /partner itself, the app's page, which falls through to the single-page app).
 *
 * Key management: a signed-in CREATOR, ADMIN or SUPERADMIN (PARTNER_ROLES); else 401 or 403.
 *   GET    /partner/keys       PartnerKeyList: the caller's keys, newest first, revoked ones too
 *   POST   /partner/keys       { name } → 201 CreatedPartnerKey: the whole key, this once only;
 *                              409 PARTNER_KEY_LIMIT_MESSAGE past MAX_ACTIVE_PARTNER_KEYS
 *   DELETE /partner/keys/:id   → PartnerKeyView, revoked at once (again: unchanged); 404 for a key
 *                              that is not the caller's
 *
 * The partner API: `Authorization: Bearer rwk_...` (server/partner/key-auth.ts), GET only, no
 * cookies and no CSRF token. Each call is counted against its key.
 *   GET /partner/v1/tours?limit=1..100 (20)&cursor=<nextCursor>
 *                             PartnerTourList: the key owner's publicly viewable tours, newest
 *                             first, each with viewer and embed URLs and a ready embed code
 *   GET /partner/v1/tours/:slug  PartnerTour; 404 'Tour not found' when not the owner's or not
 *                             viewable now
 *
 * Every answer is `Cache-Control: no-store`. Shapes and messages: src/contract/partner.ts. Text
 * fields (title, description, address) are plain text, which partners escape where they show it;
 * the partner page's guide says so.
 */
import { Hono, type Context } from 'hono';
import {
  CreatePartnerKeyRequestSchema,
  MAX_ACTIVE_PARTNER_KEYS,
  PARTNER_KEY_NOT_FOUND_MESSAGE,
  PartnerToursQuerySchema,
  type PartnerKeyList,
} from '../../src/contract/partner';
import { TOUR_NOT_FOUND_MESSAGE } from '../../src/contract/tours';
import { PARTNER_ROLES } from '../../src/contract/user';
import { noStore } from '../auth/http';
import { currentAuth, requireRole, requireUser } from '../auth/require-user';
import type { ApiDeps } from '../deps';
import { notFound } from '../http/errors';
import { readJson, readQuery } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { isUuid } from '../storage/storage';
import { partnerKeyCheck } from './key-auth';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from './keys';
import { findPartnerTour, listPartnerTours } from './tours';

/** The slugs publishing makes (and the public routes accept). */
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export function partnerRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.route('/keys', partnerKeyRoutes(deps));
  app.route('/v1', partnerApiRoutes(deps));
  return app;
}

/** /partner/keys: the signed-in partner's keys. */
function partnerKeyRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use('*', requireUser(deps), requireRole(...PARTNER_ROLES));
  const ownerOf = (c: Context<ServerEnv>) => currentAuth(c).userId;

  app.get('/', async (c) => {
    const body: PartnerKeyList = {
      keys: await listPartnerKeys(deps.db, ownerOf(c)),
      maxActiveKeys: MAX_ACTIVE_PARTNER_KEYS,
    };
    noStore(c);
    return c.json(body);
  });

  app.post('/', async (c) => {
    const { name } = await readJson(c, CreatePartnerKeyRequestSchema);
    const created = await createPartnerKey(deps.db, ownerOf(c), name, deps.clock.now());
    noStore(c);
    return c.json(created, 201);
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(PARTNER_KEY_NOT_FOUND_MESSAGE);
    const revoked = await revokePartnerKey(deps.db, ownerOf(c), id, deps.clock.now());
    noStore(c);
    return c.json(revoked);
  });
  return app;
}

/** /partner/v1: what a partner's key reads. */
function partnerApiRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const checkKey = partnerKeyCheck(deps);
  // Set first, so refusals (401, 403, 429, 404) are not stored by any cache either.
  app.use('*', async (c, next) => {
    noStore(c);
    await next();
  });

  app.get('/tours', async (c) => {
    const { ownerId } = await checkKey(c);
    const { limit, cursor } = readQuery(c, PartnerToursQuerySchema);
    const page = { limit, ...(cursor !== undefined && { cursor }) };
    return c.json(await listPartnerTours(deps.db, ownerId, page, deps.publicUrl));
  });

  app.get('/tours/:slug', async (c) => {
    const { ownerId } = await checkKey(c);
    const slug = c.req.param('slug');
    const tour = SLUG.test(slug)
      ? await findPartnerTour(deps.db, ownerId, slug, deps.publicUrl)
      : undefined;
    if (tour === undefined) throw notFound(TOUR_NOT_FOUND_MESSAGE);
    return c.json(tour);
  });
  return app;
}
