/**
 * /admin, the ADMIN area (issue 9, docs/decisions/0010-roles-and-staff.md). Every route needs a
 * signed-in ADMIN or SUPERADMIN; every change is audited in its own transaction. Shapes and
 * messages are src/contract/admin.ts. Lists are newest first, ?limit=1..100 (25), and go on with
 * ?cursor=<nextCursor>.
 *
 *   GET  /admin/users?q=&role=&status=active|disabled   AdminUsersPage (q: e-mail or name)
 *   GET  /admin/users/:id                   AdminUserDetail: profile, tours, credits, sessions,
 *                                           lockout
 *   PUT  /admin/users/:id/role              { role: USER | CREATOR | MODERATOR | ADMIN }
 *   POST /admin/users/:id/disable           revokes every session of the account
 *   POST /admin/users/:id/enable
 *   POST /admin/users/:id/clear-lockout     the next sign-in is possible at once
 *   POST /admin/users/:id/credits           { amount: ±1..10000, reason: 3..200 chars }; 409 when
 *                                           a negative amount is more than the balance
 *                                           → each of these: AdminUserDetail; 403 for one's own
 *                                           account or one of equal or higher rank; 404
 *   GET  /admin/tours?q=&status=            AdminToursPage (q: title or owner e-mail)
 *   GET  /admin/tours/:id                   AdminTourDetail
 *   POST /admin/tours/:id/unpublish         → AdminTourDetail
 *   POST /admin/tours/:id/reprocess         → AdminTourDetail; 409 while it is uploading, queued
 *                                           or processing, or when its upload is gone
 *   GET  /admin/contact-requests?status=open|handled|all (open)   ContactRequestsPage
 *   POST /admin/contact-requests/:id/handled, /reopen   → ContactRequestView
 */
import { Hono } from 'hono';
import {
  AdminSetRoleRequestSchema,
  AdminToursQuerySchema,
  AdminUsersQuerySchema,
  ContactRequestsQuerySchema,
  CreditAdjustmentRequestSchema,
} from '../../src/contract/admin';
import { ADMIN_ROLES } from '../../src/contract/user';
import { noStore } from '../auth/http';
import { AREA_CALLS, currentAuth, requireRole, requireUser } from '../auth/require-user';
import type { ApiDeps } from '../deps';
import { readJson, readQuery } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { tourFilesConfigFromEnv } from '../tours/config';
import { listContactRequests, markContactRequest } from './contact-requests';
import { listTours, reprocessTour, tourDetail, unpublishAnyTour } from './tours';
import {
  adjustCredits,
  clearLockout,
  disableUser,
  enableUser,
  listUsers,
  setUserRole,
  userDetail,
} from './users';

export function adminRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const { db, clock } = deps;
  const storage = (deps.tourFiles ?? tourFilesConfigFromEnv()).storage;
  app.use(AREA_CALLS, requireUser(deps), requireRole(...ADMIN_ROLES));
  // Nothing here is for a shared cache: every answer is about accounts.
  app.use(AREA_CALLS, async (c, next) => {
    await next();
    noStore(c);
  });

  app.get('/users', async (c) => c.json(await listUsers(db, readQuery(c, AdminUsersQuerySchema))));
  app.get('/users/:id', async (c) => c.json(await userDetail(db, c.req.param('id'), clock.now())));

  // A changed role or a disabled account applies to the user's very next request (the cached
  // session checks of the user are forgotten once the change is committed).
  app.put('/users/:id/role', async (c) => {
    const { role } = await readJson(c, AdminSetRoleRequestSchema);
    const detail = await setUserRole(db, currentAuth(c), c.req.param('id'), role, clock.now());
    deps.authCache.forgetUser(detail.id);
    return c.json(detail);
  });
  app.post('/users/:id/disable', async (c) => {
    const detail = await disableUser(db, currentAuth(c), c.req.param('id'), clock.now());
    deps.authCache.forgetUser(detail.id);
    return c.json(detail);
  });
  app.post('/users/:id/enable', async (c) => {
    const detail = await enableUser(db, currentAuth(c), c.req.param('id'), clock.now());
    deps.authCache.forgetUser(detail.id);
    return c.json(detail);
  });
  app.post('/users/:id/clear-lockout', async (c) =>
    c.json(await clearLockout(db, currentAuth(c), c.req.param('id'), clock.now())),
  );
  app.post('/users/:id/credits', async (c) => {
    const request = await readJson(c, CreditAdjustmentRequestSchema);
    return c.json(await adjustCredits(db, currentAuth(c), c.req.param('id'), request, clock.now()));
  });

  app.get('/tours', async (c) => c.json(await listTours(db, readQuery(c, AdminToursQuerySchema))));
  app.get('/tours/:id', async (c) => c.json(await tourDetail(db, storage, c.req.param('id'))));
  app.post('/tours/:id/unpublish', async (c) =>
    c.json(await unpublishAnyTour(db, storage, currentAuth(c), c.req.param('id'), clock.now())),
  );
  app.post('/tours/:id/reprocess', async (c) =>
    c.json(await reprocessTour(db, storage, currentAuth(c), c.req.param('id'), clock.now())),
  );

  app.get('/contact-requests', async (c) =>
    c.json(await listContactRequests(db, readQuery(c, ContactRequestsQuerySchema))),
  );
  app.post('/contact-requests/:id/handled', async (c) =>
    c.json(await markContactRequest(db, currentAuth(c), c.req.param('id'), true, clock.now())),
  );
  app.post('/contact-requests/:id/reopen', async (c) =>
    c.json(await markContactRequest(db, currentAuth(c), c.req.param('id'), false, clock.now())),
  );

  return app;
}
