/**
 * /superuser, the SUPERADMIN area (issue 9, docs/decisions/0010-roles-and-staff.md). Every route
 * needs a signed-in SUPERADMIN; every change is audited in its own transaction. Shapes are
 * src/contract/superuser.ts and src/contract/settings.ts.
 *
 *   GET   /superuser/staff              StaffList: every account whose role is not USER
 *   GET   /superuser/users?q=           AccountSearchResult: accounts by e-mail or name (2-100 chars)
 *   PUT   /superuser/users/:id/role     { role: ADMIN | MODERATOR | CREATOR | USER } → AccountView
 *                                       403 for one's own account or a SUPERADMIN account
 *   GET   /superuser/plans              SuperuserPlans: every plan, on sale or not
 *   PATCH /superuser/plans/:id          PlanPatch → SuperuserPlan; 404 for an unknown plan
 *   GET   /superuser/settings           SuperuserSettings
 *   PUT   /superuser/settings           AppSettings → SuperuserSettings
 *   GET   /superuser/audit-log?limit=1..100 (25)&cursor=<nextCursor>&action=<prefix>
 *                                       AuditLogPage, newest first
 */
import { Hono } from 'hono';
import { AppSettingsSchema } from '../../src/contract/settings';
import {
  AccountSearchQuerySchema,
  AuditLogQuerySchema,
  PlanPatchSchema,
  SetRoleRequestSchema,
  type AccountSearchResult,
  type AccountView,
  type AuditLogPage,
  type StaffList,
  type SuperuserPlan,
  type SuperuserPlans,
} from '../../src/contract/superuser';
import { SUPERADMIN_ROLES } from '../../src/contract/user';
import { noStore } from '../auth/http';
import { AREA_CALLS, currentAuth, requireRole, requireUser } from '../auth/require-user';
import type { ApiDeps } from '../deps';
import { readJson, readQuery } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { listAuditLog } from './audit-log';
import { listPlans, updatePlan } from './plans';
import { listStaff, searchAccounts, setRole } from './roles';
import { readSettings, saveSettings, toSuperuserSettings } from './settings';

export function superuserRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use(AREA_CALLS, requireUser(deps), requireRole(...SUPERADMIN_ROLES));
  // Nothing here is for a shared cache: every answer is about accounts and staff.
  app.use(AREA_CALLS, async (c, next) => {
    await next();
    noStore(c);
  });

  app.get('/staff', async (c) => {
    const body: StaffList = { staff: await listStaff(deps.db) };
    return c.json(body);
  });

  app.get('/users', async (c) => {
    const { q } = readQuery(c, AccountSearchQuerySchema);
    const body: AccountSearchResult = await searchAccounts(deps.db, q);
    return c.json(body);
  });

  app.put('/users/:id/role', async (c) => {
    const { role } = await readJson(c, SetRoleRequestSchema);
    const body: AccountView = await setRole(
      deps.db,
      currentAuth(c),
      c.req.param('id'),
      role,
      deps.clock.now(),
    );
    deps.authCache.forgetUser(body.id); // the new role applies to the very next request
    return c.json(body);
  });

  app.get('/plans', async (c) => {
    const body: SuperuserPlans = { plans: await listPlans(deps.db) };
    return c.json(body);
  });

  app.patch('/plans/:id', async (c) => {
    const patch = await readJson(c, PlanPatchSchema);
    const body: SuperuserPlan = await updatePlan(
      deps.db,
      currentAuth(c),
      c.req.param('id'),
      patch,
      deps.clock.now(),
    );
    return c.json(body);
  });

  app.get('/settings', async (c) => c.json(toSuperuserSettings(await readSettings(deps.db))));

  app.put('/settings', async (c) => {
    const settings = await readJson(c, AppSettingsSchema);
    const saved = await saveSettings(deps.db, currentAuth(c), settings, deps.clock.now());
    return c.json(toSuperuserSettings(saved));
  });

  app.get('/audit-log', async (c) => {
    const { limit, cursor, action } = readQuery(c, AuditLogQuerySchema);
    const body: AuditLogPage = await listAuditLog(deps.db, {
      limit,
      ...(cursor !== undefined && { cursor }),
      ...(action !== undefined && { action }),
    });
    return c.json(body);
  });

  return app;
}
