/**
 * /superuser and GET /settings (issue 9, docs/decisions/0010-roles-and-staff.md) on a real
 * database: roles granted and revoked with their refusals, plan edits that GET /pricing/plans and
 * checkout follow at once, settings and their public part, and the audit log of it all.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlansResponseSchema } from '../../src/contract/business';
import { BillingCatalogSchema } from '../../src/contract/billing';
import {
  ENABLED_BOOLEAN_MESSAGE,
  PublicSettingsSchema,
  SAMPLE_RATE_MESSAGE,
  SuperuserSettingsSchema,
  UNKNOWN_SETTING_MESSAGE,
  type AppSettings,
} from '../../src/contract/settings';
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  ANNUAL_PRICE_REQUIRED_MESSAGE,
  AUDIT_CURSOR_MESSAGE,
  AUDIT_LIMIT_MESSAGE,
  AccountSearchResultSchema,
  AccountViewSchema,
  AuditLogPageSchema,
  CREDITS_MESSAGE,
  EMPTY_PLAN_CHANGE_MESSAGE,
  LAST_ACTIVE_PLAN_MESSAGE,
  MONTHLY_PRICE_REQUIRED_MESSAGE,
  NOT_A_TEAM_PLAN_MESSAGE,
  OWN_ROLE_MESSAGE,
  PLAN_FIELD_LOCKED_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  PRICE_MESSAGE,
  ROLE_CHOICE_MESSAGE,
  SEARCH_QUERY_MESSAGE,
  StaffListSchema,
  SUPERADMIN_TARGET_MESSAGE,
  SuperuserPlanSchema,
  SuperuserPlansSchema,
  YEARLY_PLAN_MONTHLY_PRICE_MESSAGE,
  type AuditEntry,
  type SuperuserPlan,
} from '../../src/contract/superuser';
import { FORBIDDEN_MESSAGE } from '../../server/auth/require-user';
import { staffAuditLog, users, type Role } from '../../server/db/schema';
import { recordStaffAction } from '../../server/staff/audit';
import { body, expectError, signedInUser, signedInWithRole, type TestApi } from './auth-helpers';
import { subscribe } from './billing-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;
let superadmin: Awaited<ReturnType<typeof signedInWithRole>>;

beforeAll(async () => {
  api = await createTestApi();
  superadmin = await signedInWithRole(api, 'SUPERADMIN');
});

afterAll(async () => {
  await api?.close();
});

const SECOND = 1000;

function put(client: TestClient, path: string, json: unknown) {
  return client.request('PUT', path, { json });
}

function patch(client: TestClient, path: string, json: unknown) {
  return client.request('PATCH', path, { json });
}

async function ok<T>(response: Response, schema: v.GenericSchema<unknown, T>): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(schema, await response.json());
}

async function roleOf(userId: string): Promise<Role | undefined> {
  const [row] = await api.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

async function auditCount(): Promise<number> {
  return (await api.db.select({ id: staffAuditLog.id }).from(staffAuditLog)).length;
}

/** The newest audit entries, through the API. */
async function auditLog(query = ''): Promise<AuditEntry[]> {
  const response = await superadmin.client.get(`/superuser/audit-log${query}`);
  return (await ok(response, AuditLogPageSchema)).entries;
}

async function superuserPlans(): Promise<SuperuserPlan[]> {
  return (await ok(await superadmin.client.get('/superuser/plans'), SuperuserPlansSchema)).plans;
}

async function publicPlans(client = api.client()) {
  return ok(await client.get('/pricing/plans'), PlansResponseSchema);
}

describe('who may use /superuser', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/superuser/staff'],
    ['GET', '/superuser/users?q=walker'],
    ['PUT', '/superuser/users/00000000-0000-4000-8000-000000000000/role', { role: 'ADMIN' }],
    ['GET', '/superuser/plans'],
    ['PATCH', '/superuser/plans/agent', { credits: 3 }],
    ['GET', '/superuser/settings'],
    ['PUT', '/superuser/settings', { errorReporting: { enabled: false, tracesSampleRate: null } }],
    ['GET', '/superuser/audit-log'],
  ];

  it('refuses visitors with 401 and every role but SUPERADMIN with 403', async () => {
    const before = await auditCount();
    const visitor = api.client();
    for (const [method, path, json] of routes) {
      const response = await visitor.request(method, path, json === undefined ? {} : { json });
      await expectError(response, 401);
    }
    for (const role of ['USER', 'CREATOR', 'MODERATOR', 'ADMIN'] as const) {
      const { client } = await signedInWithRole(api, role);
      for (const [method, path, json] of routes) {
        const response = await client.request(method, path, json === undefined ? {} : { json });
        await expectError(response, 403, FORBIDDEN_MESSAGE);
        await expectError(
          await client.request(method, `/api/v1${path}`, json === undefined ? {} : { json }),
          403,
        );
      }
    }
    expect(await auditCount()).toBe(before);
    expect((await superuserPlans()).find((plan) => plan.id === 'agent')?.credits).toBe(2);
  });

  it('answers a SUPERADMIN, never from a shared cache', async () => {
    const response = await superadmin.client.get('/api/v1/superuser/staff');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('roles', () => {
  it('grants ADMIN, MODERATOR and CREATOR and revokes each back to USER, audited', async () => {
    for (const role of ['ADMIN', 'MODERATOR', 'CREATOR'] as const) {
      const target = await signedInUser(api);
      const id = target.account.profile.id;
      api.clock.advance(SECOND);
      const granted = await ok(
        await put(superadmin.client, `/superuser/users/${id}/role`, { role }),
        AccountViewSchema,
      );
      expect(granted).toMatchObject({ id, role, email: target.account.email, disabled: false });
      // The role applies at once: the target's next request reads it.
      const profile = await body<{ role: Role }>(await target.client.get('/auth/profile'));
      expect(profile.role).toBe(role);

      const { staff } = await ok(await superadmin.client.get('/superuser/staff'), StaffListSchema);
      const member = staff.find((candidate) => candidate.id === id);
      expect(member).toMatchObject({
        role,
        firstName: 'Robin',
        lastName: 'Walker',
        email: target.account.email,
        since: api.clock.now().toISOString(),
      });
      const [grant] = await auditLog('?limit=1');
      expect(grant).toMatchObject({
        action: 'user.role.change',
        actorRole: 'SUPERADMIN',
        actor: { id: superadmin.account.profile.id, email: superadmin.account.email },
        targetType: 'user',
        targetId: id,
        targetLabel: `Robin Walker <${target.account.email}>`,
        details: { from: 'USER', to: role },
      });

      api.clock.advance(SECOND);
      const revoked = await ok(
        await put(superadmin.client, `/superuser/users/${id}/role`, { role: 'USER' }),
        AccountViewSchema,
      );
      expect(revoked.role).toBe('USER');
      expect(await roleOf(id)).toBe('USER');
      const after = await ok(await superadmin.client.get('/superuser/staff'), StaffListSchema);
      expect(after.staff.some((candidate) => candidate.id === id)).toBe(false);
      const [revoke] = await auditLog('?limit=1');
      expect(revoke).toMatchObject({ targetId: id, details: { from: role, to: 'USER' } });
    }
  });

  it('moves a staff member from one granted role to another', async () => {
    const target = await signedInWithRole(api, 'CREATOR');
    const id = target.account.profile.id;
    await ok(
      await put(superadmin.client, `/superuser/users/${id}/role`, { role: 'ADMIN' }),
      AccountViewSchema,
    );
    expect(await roleOf(id)).toBe('ADMIN');
    await ok(
      await put(superadmin.client, `/superuser/users/${id}/role`, { role: 'USER' }),
      AccountViewSchema,
    );
    expect(await roleOf(id)).toBe('USER');
  });

  it('lists staff highest rank first, with the SUPERADMIN and never a USER', async () => {
    const moderator = await signedInWithRole(api, 'MODERATOR');
    const { staff } = await ok(await superadmin.client.get('/superuser/staff'), StaffListSchema);
    const ranks = ['SUPERADMIN', 'ADMIN', 'MODERATOR', 'CREATOR'];
    const order = staff.map((member) => ranks.indexOf(member.role));
    expect(order.every((rank) => rank >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(staff.some((member) => member.id === superadmin.account.profile.id)).toBe(true);
    expect(staff.some((member) => member.id === moderator.account.profile.id)).toBe(true);
  });

  it('refuses, changing nothing: own account, a SUPERADMIN, SUPERADMIN or unknown roles', async () => {
    const target = await signedInWithRole(api, 'MODERATOR');
    const other = await signedInWithRole(api, 'SUPERADMIN');
    const targetPath = `/superuser/users/${target.account.profile.id}/role`;
    const before = await auditCount();

    const own = `/superuser/users/${superadmin.account.profile.id}/role`;
    await expectError(await put(superadmin.client, own, { role: 'ADMIN' }), 403, OWN_ROLE_MESSAGE);
    await expectError(await put(superadmin.client, own, { role: 'USER' }), 403, OWN_ROLE_MESSAGE);
    const superPath = `/superuser/users/${other.account.profile.id}/role`;
    for (const role of ['USER', 'ADMIN']) {
      await expectError(
        await put(superadmin.client, superPath, { role }),
        403,
        SUPERADMIN_TARGET_MESSAGE,
      );
    }
    for (const role of ['SUPERADMIN', 'OWNER', 'admin', '', 7, null]) {
      const error = await expectError(
        await put(superadmin.client, targetPath, { role }),
        400,
        ROLE_CHOICE_MESSAGE,
      );
      expect(error.data?.fieldErrors?.role).toEqual([ROLE_CHOICE_MESSAGE]);
    }
    await expectError(await put(superadmin.client, targetPath, {}), 400, ROLE_CHOICE_MESSAGE);
    await expectError(
      await put(superadmin.client, targetPath, { role: 'ADMIN', email: 'x@example.test' }),
      400,
    );
    const unknown = '/superuser/users/00000000-0000-4000-8000-000000000000/role';
    await expectError(
      await put(superadmin.client, unknown, { role: 'ADMIN' }),
      404,
      ACCOUNT_NOT_FOUND_MESSAGE,
    );
    await expectError(
      await put(superadmin.client, '/superuser/users/not-a-uuid/role', { role: 'ADMIN' }),
      404,
      ACCOUNT_NOT_FOUND_MESSAGE,
    );

    expect(await roleOf(target.account.profile.id)).toBe('MODERATOR');
    expect(await roleOf(other.account.profile.id)).toBe('SUPERADMIN');
    expect(await roleOf(superadmin.account.profile.id)).toBe('SUPERADMIN');
    expect(await auditCount()).toBe(before);
  });

  it('setting the role an account already has changes and logs nothing', async () => {
    const target = await signedInWithRole(api, 'CREATOR');
    const before = await auditCount();
    const same = await ok(
      await put(superadmin.client, `/superuser/users/${target.account.profile.id}/role`, {
        role: 'CREATOR',
      }),
      AccountViewSchema,
    );
    expect(same.role).toBe('CREATOR');
    expect(await auditCount()).toBe(before);
  });

  it('finds accounts by part of the e-mail address or the name, wildcards taken literally', async () => {
    const { account } = await signedInUser(api);
    await api.db
      .update(users)
      .set({ firstName: 'Zelda', lastName: 'Quarry_100%' })
      .where(eq(users.id, account.profile.id));
    const search = async (q: string) =>
      ok(
        await superadmin.client.get(`/superuser/users?q=${encodeURIComponent(q)}`),
        AccountSearchResultSchema,
      );
    const ids = async (q: string) => (await search(q)).accounts.map((found) => found.id);

    expect(await ids(account.email.toUpperCase())).toEqual([account.profile.id]);
    expect(await ids('zelda quarry')).toEqual([account.profile.id]);
    expect(await ids('QUARRY_100% zel')).toEqual([account.profile.id]);
    expect(await ids('y_1')).toEqual([account.profile.id]);
    // As LIKE wildcards these would match 'Zelda Quarry' and 'quarry'.
    expect(await ids('zelda%quarry')).toEqual([]);
    expect(await ids('a_r')).toEqual([]);
    expect(await ids('nobody-has-this-name')).toEqual([]);
    const found = (await search('zelda')).accounts[0];
    expect(found).toMatchObject({ role: 'USER', disabled: false, email: account.email });

    for (const q of ['', 'a', ' b ', 'x'.repeat(101)]) {
      await expectError(
        await superadmin.client.get(`/superuser/users?q=${encodeURIComponent(q)}`),
        400,
        SEARCH_QUERY_MESSAGE,
      );
    }
    await expectError(await superadmin.client.get('/superuser/users'), 400, SEARCH_QUERY_MESSAGE);
  });
});

describe('plans', () => {
  it('lists every plan with every field, on sale or not', async () => {
    const plans = await superuserPlans();
    expect(plans.map((plan) => plan.id)).toEqual(['agent', 'office', 'hotel']);
    expect(plans[0]).toMatchObject({
      id: 'agent',
      name: 'Agent',
      monthlyPrice: 29.99,
      annualPrice: null,
      currency: 'USD',
      credits: 2,
      creditPeriod: 'month',
      rolloverMonths: 3,
      maxAgents: null,
      mostPopular: true,
      isActive: true,
      sortOrder: 1,
    });
    expect(plans[2]).toMatchObject({ id: 'hotel', monthlyPrice: null, annualPrice: 199 });
  });

  it('an edited price is what GET /pricing/plans shows at once, with a newer lastUpdated, and what checkout charges', async () => {
    const visitor = api.client();
    const first = await visitor.get('/pricing/plans');
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const before = v.parse(PlansResponseSchema, await first.json());

    api.clock.advance(5 * SECOND);
    const edited = await ok(
      await patch(superadmin.client, '/superuser/plans/agent', {
        monthlyPrice: 34.99,
        credits: 3,
        rolloverMonths: 2,
      }),
      SuperuserPlanSchema,
    );
    expect(edited).toMatchObject({ monthlyPrice: 34.99, credits: 3, rolloverMonths: 2 });
    expect(edited.updatedAt).toBe(api.clock.now().toISOString());

    // Within the route's one-second memory, and revalidated with the old ETag: the new list.
    const revalidated = await visitor.get('/pricing/plans', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(200);
    const after = v.parse(PlansResponseSchema, await revalidated.json());
    const agent = after.plans.find((plan) => plan.id === 'agent');
    expect(agent).toMatchObject({ monthlyPrice: 34.99, credits: 3, rolloverMonths: 2 });
    expect(after.lastUpdated).toBe(api.clock.now().toISOString());
    expect(Date.parse(after.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));

    const catalog = await ok(
      await superadmin.client.get('/api/v1/billing/catalog'),
      BillingCatalogSchema,
    );
    expect(catalog.plans.find((plan) => plan.id === 'agent')?.prices).toEqual({
      month: 3499,
      year: Math.round(34.99 * 12 * 0.85 * 100),
    });
    const buyer = await signedInUser(api);
    const bought = await subscribe(buyer.client, 'agent', 'month');
    expect(bought.checkout.amountCents).toBe(3499);

    const [entry] = await auditLog('?action=plan&limit=1');
    expect(entry).toMatchObject({
      action: 'plan.update',
      targetType: 'plan',
      targetId: 'agent',
      targetLabel: 'Agent',
      details: {
        before: { monthlyPrice: 29.99, credits: 2, rolloverMonths: 3 },
        after: { monthlyPrice: 34.99, credits: 3, rolloverMonths: 2 },
      },
    });

    await ok(
      await patch(superadmin.client, '/superuser/plans/agent', {
        monthlyPrice: 29.99,
        credits: 2,
        rolloverMonths: 3,
      }),
      SuperuserPlanSchema,
    );
    const restored = await publicPlans();
    expect(restored.plans).toEqual(before.plans);
  });

  it('sets, keeps and clears prices by the plan period, and the flags', async () => {
    const office = await ok(
      await patch(superadmin.client, '/superuser/plans/office', {
        annualPrice: 499.5,
        maxAgents: 12,
        mostPopular: true,
      }),
      SuperuserPlanSchema,
    );
    expect(office).toMatchObject({ annualPrice: 499.5, maxAgents: 12, mostPopular: true });
    const hotel = await ok(
      await patch(superadmin.client, '/superuser/plans/hotel', { annualPrice: 0 }),
      SuperuserPlanSchema,
    );
    expect(hotel.annualPrice).toBe(0);
    const reset = await ok(
      await patch(superadmin.client, '/superuser/plans/office', {
        annualPrice: null,
        maxAgents: 10,
        mostPopular: false,
      }),
      SuperuserPlanSchema,
    );
    expect(reset).toMatchObject({ annualPrice: null, maxAgents: 10, mostPopular: false });
    await ok(
      await patch(superadmin.client, '/superuser/plans/hotel', { annualPrice: 199 }),
      SuperuserPlanSchema,
    );
  });

  it('takes a plan off sale and back: GET /pricing/plans and checkout follow', async () => {
    await ok(
      await patch(superadmin.client, '/superuser/plans/hotel', { isActive: false }),
      SuperuserPlanSchema,
    );
    expect((await publicPlans()).plans.map((plan) => plan.id)).toEqual(['agent', 'office']);
    expect((await superuserPlans()).find((plan) => plan.id === 'hotel')?.isActive).toBe(false);
    const buyer = await signedInUser(api);
    const refused = await buyer.client.post('/api/v1/billing/checkout', {
      kind: 'subscription',
      planId: 'hotel',
      billingPeriod: 'year',
    });
    expect(refused.status).toBe(400);
    await ok(
      await patch(superadmin.client, '/superuser/plans/hotel', { isActive: true }),
      SuperuserPlanSchema,
    );
    expect((await publicPlans()).plans.map((plan) => plan.id)).toEqual([
      'agent',
      'office',
      'hotel',
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const plansBefore = await superuserPlans();
    const publicBefore = await publicPlans();
    const logBefore = await auditCount();
    const cases: [string, unknown, number, string][] = [
      ['agent', { monthlyPrice: -1 }, 400, PRICE_MESSAGE],
      ['agent', { monthlyPrice: 29.999 }, 400, PRICE_MESSAGE],
      ['agent', { monthlyPrice: '29.99' }, 400, PRICE_MESSAGE],
      ['agent', { monthlyPrice: 2_000_000 }, 400, PRICE_MESSAGE],
      ['agent', { annualPrice: -0.01 }, 400, PRICE_MESSAGE],
      ['agent', { credits: 2.5 }, 400, CREDITS_MESSAGE],
      ['agent', { credits: 0 }, 400, CREDITS_MESSAGE],
      ['agent', { credits: '3' }, 400, CREDITS_MESSAGE],
      ['agent', { name: 'Solo' }, 400, PLAN_FIELD_LOCKED_MESSAGE],
      ['agent', { currency: 'EUR' }, 400, PLAN_FIELD_LOCKED_MESSAGE],
      ['agent', {}, 400, EMPTY_PLAN_CHANGE_MESSAGE],
      ['agent', { monthlyPrice: null }, 400, MONTHLY_PRICE_REQUIRED_MESSAGE],
      ['agent', { maxAgents: 3 }, 400, NOT_A_TEAM_PLAN_MESSAGE],
      ['hotel', { monthlyPrice: 19 }, 400, YEARLY_PLAN_MONTHLY_PRICE_MESSAGE],
      ['hotel', { annualPrice: null }, 400, ANNUAL_PRICE_REQUIRED_MESSAGE],
      ['villa', { credits: 3 }, 404, PLAN_NOT_FOUND_MESSAGE],
      // A valid field alongside a bad one: nothing of the request is applied.
      [
        'office',
        { credits: 9, rolloverMonths: 99 },
        400,
        'Rollover months must be a whole number from 0 to 36',
      ],
    ];
    for (const [id, json, status, message] of cases) {
      const error = await expectError(
        await patch(superadmin.client, `/superuser/plans/${id}`, json),
        status,
        message,
      );
      if (status === 400 && message !== EMPTY_PLAN_CHANGE_MESSAGE) {
        expect(Object.values(error.data?.fieldErrors ?? {}).flat()).toContain(message);
      }
    }
    expect(await superuserPlans()).toEqual(plansBefore);
    expect(await publicPlans()).toEqual(publicBefore);
    expect(await auditCount()).toBe(logBefore);
  });

  it('keeps at least one plan on sale', async () => {
    await ok(
      await patch(superadmin.client, '/superuser/plans/office', { isActive: false }),
      SuperuserPlanSchema,
    );
    await ok(
      await patch(superadmin.client, '/superuser/plans/hotel', { isActive: false }),
      SuperuserPlanSchema,
    );
    await expectError(
      await patch(superadmin.client, '/superuser/plans/agent', { isActive: false }),
      409,
      LAST_ACTIVE_PLAN_MESSAGE,
    );
    expect((await publicPlans()).plans.map((plan) => plan.id)).toEqual(['agent']);
    for (const id of ['office', 'hotel']) {
      await ok(
        await patch(superadmin.client, `/superuser/plans/${id}`, { isActive: true }),
        SuperuserPlanSchema,
      );
    }
  });
});

describe('settings', () => {
  const killSwitch: AppSettings = { errorReporting: { enabled: false, tracesSampleRate: 0.25 } };

  it('round-trips, tells every client its public part, and logs each change once', async () => {
    const initial = await ok(
      await superadmin.client.get('/superuser/settings'),
      SuperuserSettingsSchema,
    );
    expect(initial).toEqual({
      settings: { errorReporting: { enabled: true, tracesSampleRate: null } },
      updatedAt: null,
    });
    const publicFirst = await api.client().get('/api/v1/settings');
    expect(publicFirst.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await ok(publicFirst, PublicSettingsSchema)).toEqual({
      errorReporting: { enabled: true, tracesSampleRate: null },
    });

    api.clock.advance(SECOND);
    const saved = await ok(
      await put(superadmin.client, '/superuser/settings', killSwitch),
      SuperuserSettingsSchema,
    );
    expect(saved).toEqual({ settings: killSwitch, updatedAt: api.clock.now().toISOString() });
    expect(
      await ok(await superadmin.client.get('/superuser/settings'), SuperuserSettingsSchema),
    ).toEqual(saved);
    expect(await ok(await api.client().get('/settings'), PublicSettingsSchema)).toEqual(killSwitch);
    const [entry] = await auditLog('?action=setting');
    expect(entry).toMatchObject({
      action: 'setting.update',
      targetType: 'setting',
      targetId: 'errorReporting',
      details: {
        before: { enabled: true, tracesSampleRate: null },
        after: { enabled: false, tracesSampleRate: 0.25 },
      },
    });

    const count = await auditCount();
    await ok(
      await put(superadmin.client, '/superuser/settings', killSwitch),
      SuperuserSettingsSchema,
    );
    expect(await auditCount()).toBe(count);
  });

  it('refuses bad settings with a clear message and changes nothing', async () => {
    const before = await ok(
      await superadmin.client.get('/superuser/settings'),
      SuperuserSettingsSchema,
    );
    const count = await auditCount();
    const cases: [unknown, string][] = [
      [{ errorReporting: { enabled: true, tracesSampleRate: 1.5 } }, SAMPLE_RATE_MESSAGE],
      [{ errorReporting: { enabled: true, tracesSampleRate: -0.1 } }, SAMPLE_RATE_MESSAGE],
      [{ errorReporting: { enabled: true, tracesSampleRate: '0.5' } }, SAMPLE_RATE_MESSAGE],
      [{ errorReporting: { enabled: 'no', tracesSampleRate: 0.5 } }, ENABLED_BOOLEAN_MESSAGE],
      [{ errorReporting: { tracesSampleRate: 0.5 } }, ENABLED_BOOLEAN_MESSAGE],
      [
        { errorReporting: { enabled: true, tracesSampleRate: 0.5, dsn: 'https://x' } },
        UNKNOWN_SETTING_MESSAGE,
      ],
      [
        { errorReporting: { enabled: true, tracesSampleRate: 0.5 }, theme: 'dark' },
        UNKNOWN_SETTING_MESSAGE,
      ],
    ];
    for (const [json, message] of cases) {
      await expectError(await put(superadmin.client, '/superuser/settings', json), 400, message);
    }
    await expectError(await put(superadmin.client, '/superuser/settings', {}), 400);
    expect(
      await ok(await superadmin.client.get('/superuser/settings'), SuperuserSettingsSchema),
    ).toEqual(before);
    expect(await auditCount()).toBe(count);
  });
});

describe('the audit log', () => {
  it("lists every staff action newest first, the admin area's too, a page at a time", async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const target = await signedInUser(api);
    // What the /admin routes write (they record through the same function, into the same table).
    api.clock.advance(SECOND);
    await api.db.transaction((tx) =>
      recordStaffAction(
        tx,
        { userId: admin.account.profile.id, role: 'ADMIN' },
        {
          action: 'user.disable',
          targetType: 'user',
          targetId: target.account.profile.id,
          details: { reason: 'Spam' },
        },
        api.clock.now(),
      ),
    );
    api.clock.advance(SECOND);
    await ok(
      await put(superadmin.client, `/superuser/users/${target.account.profile.id}/role`, {
        role: 'CREATOR',
      }),
      AccountViewSchema,
    );

    const [newest, second] = await auditLog('?limit=2');
    expect(newest).toMatchObject({
      action: 'user.role.change',
      actorRole: 'SUPERADMIN',
      targetId: target.account.profile.id,
    });
    expect(second).toMatchObject({
      action: 'user.disable',
      actorRole: 'ADMIN',
      actor: {
        id: admin.account.profile.id,
        firstName: 'Robin',
        lastName: 'Walker',
        email: admin.account.email,
      },
      targetLabel: `Robin Walker <${target.account.email}>`,
      details: { reason: 'Spam' },
    });

    // Every entry exactly once over the pages, newest first.
    const all = await auditLog('?limit=100');
    const paged: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await ok(
        await superadmin.client.get(`/superuser/audit-log${query}`),
        AuditLogPageSchema,
      );
      paged.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(paged.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
    const times = all.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.some((entry) => entry.action === 'plan.update')).toBe(true);
    expect(all.some((entry) => entry.action === 'setting.update')).toBe(true);

    const roleChanges = await auditLog('?action=user.role&limit=100');
    expect(roleChanges.length).toBeGreaterThan(0);
    expect(roleChanges.every((entry) => entry.action === 'user.role.change')).toBe(true);
    const userActions = await auditLog('?action=user&limit=100');
    expect(new Set(userActions.map((entry) => entry.action))).toEqual(
      new Set(['user.role.change', 'user.disable']),
    );
  });

  it('refuses a bad limit, cursor or action filter', async () => {
    for (const limit of ['0', '101', 'ten', '-1']) {
      await expectError(
        await superadmin.client.get(`/superuser/audit-log?limit=${limit}`),
        400,
        AUDIT_LIMIT_MESSAGE,
      );
    }
    for (const cursor of ['nope', '00000000-0000-4000-8000-000000000000']) {
      await expectError(
        await superadmin.client.get(`/superuser/audit-log?cursor=${cursor}`),
        400,
        AUDIT_CURSOR_MESSAGE,
      );
    }
    await expectError(await superadmin.client.get('/superuser/audit-log?action=%25'), 400);
  });
});
