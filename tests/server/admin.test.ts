/**
 * /admin on the real app and database (docs/decisions/0010-roles-and-staff.md): who may call
 * it, the lists and their searches, the rank rule on every change of an account, disabling and
 * enabling, clearing a lockout, credit adjustments on the ledger, unpublishing and processing
 * tours again, the contact inbox, and an audit row for every change. Tour files go to a
 * temporary folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CURSOR_MESSAGE,
  ADMIN_LIMIT_MESSAGE,
  ADMIN_ROLE_CHOICE_MESSAGE,
  ADMIN_TARGET_MESSAGE,
  ADMIN_TOUR_NOT_FOUND_MESSAGE,
  CONTACT_REQUEST_NOT_FOUND_MESSAGE,
  CONTACT_STATUS_FILTER_MESSAGE,
  CREDITS_AMOUNT_MESSAGE,
  CREDITS_REASON_MESSAGE,
  CREDITS_REQUEST_MESSAGE,
  INSUFFICIENT_CREDITS_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  REPROCESS_BUSY_MESSAGE,
  REPROCESS_NO_SOURCE_MESSAGE,
  ROLE_FILTER_MESSAGE,
  SUPERADMIN_ACCOUNT_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type AdminTourDetail,
  type AdminToursPage,
  type AdminUserDetail,
  type AdminUsersPage,
  type ContactRequestView,
  type ContactRequestsPage,
} from '../../src/contract/admin';
import type { TourView } from '../../src/contract/tours';
import type { Role } from '../../src/contract/user';
import { invalidCredentialsMessage } from '../../server/auth/messages';
import { FORBIDDEN_MESSAGE } from '../../server/auth/require-user';
import { LOCKED_MESSAGE } from '../../server/auth/lockout';
import { balanceOf, grantCredits } from '../../server/credits/ledger';
import { creditLedger, jobs, staffAuditLog, tours, users } from '../../server/db/schema';
import { tourFileKey, tourPrefix } from '../../server/storage/storage';
import { processTourFailedHook } from '../../server/tours/process-tour';
import { tourFilesConfig } from '../../server/tours/config';
import { TOUR_PROCESS_JOB } from '../../server/tours/tours';
import {
  PASSWORD,
  body,
  expectError,
  newClient,
  register,
  signIn,
  signedInUser,
  signedInWithRole,
  uniqueEmail,
  type TestApi,
} from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

let api: TestApi;
let dataDir: string;
const storage = () => api.deps.tourFiles!.storage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-admin-'));
  api = await createTestApi({ tourFiles: tourFilesConfig(dataDir, 64 * 1024) });
});

afterAll(async () => {
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Signed = Awaited<ReturnType<typeof signedInWithRole>>;

const put = (client: TestClient, url: string, json: unknown) =>
  client.request('PUT', url, { json });

async function detailOf(admin: Signed, userId: string): Promise<AdminUserDetail> {
  const response = await admin.client.get(`/admin/users/${userId}`);
  expect(response.status).toBe(200);
  return body<AdminUserDetail>(response);
}

async function auditRows(targetId: string) {
  return api.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, targetId))
    .orderBy(desc(staffAuditLog.createdAt));
}

/** A signed-in account of `role` that the tests act on. */
const target = (role: Role = 'USER') => signedInWithRole(api, role);
const idOf = (signed: Signed) => signed.account.profile.id;

describe('who may use /admin', () => {
  it('needs a signed-in user', async () => {
    await expectError(await api.client().get('/admin/users'), 401);
  });

  it('refuses USER, CREATOR and MODERATOR with 403', async () => {
    for (const role of ['USER', 'CREATOR', 'MODERATOR'] as const) {
      const { client } = await signedInWithRole(api, role);
      await expectError(await client.get('/admin/users'), 403, FORBIDDEN_MESSAGE);
      await expectError(await client.post(`/admin/users/${idOf(await target())}/disable`), 403);
      await expectError(await client.get('/api/v1/admin/contact-requests'), 403);
    }
  });

  it('lets ADMIN and SUPERADMIN in, under / and /api/v1, never cached', async () => {
    for (const role of ['ADMIN', 'SUPERADMIN'] as const) {
      const { client } = await signedInWithRole(api, role);
      for (const url of ['/admin/users', '/api/v1/admin/tours', '/admin/contact-requests']) {
        const response = await client.get(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('checks the CSRF token on changes', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const response = await admin.client.request(
      'POST',
      `/admin/users/${idOf(await target())}/disable`,
      {
        withoutCsrf: true,
      },
    );
    await expectError(response, 403, /csrf/i);
  });
});

describe('the users list', () => {
  it('searches e-mail addresses and names without regard to case, newest first', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const mark = `zq${Date.now().toString(36)}`;
    const older = await register(newClient(api), {
      firstName: 'Marisol',
      lastName: `Older${mark}`,
      email: uniqueEmail(`first-${mark}`),
    });
    api.clock.advance(1000);
    const newer = await register(newClient(api), {
      firstName: 'Marisol',
      lastName: `Newer${mark}`,
      email: uniqueEmail(`second-${mark}`),
    });

    const byMark = await body<AdminUsersPage>(
      await admin.client.get(`/admin/users?q=${mark.toUpperCase()}`),
    );
    expect(byMark.users.map((user) => user.id)).toEqual([newer.profile.id, older.profile.id]);
    expect(byMark.users[0]).toMatchObject({
      email: newer.email,
      firstName: 'Marisol',
      role: 'USER',
      disabled: false,
    });
    const byName = await body<AdminUsersPage>(
      await admin.client.get(`/admin/users?q=${encodeURIComponent(`marisol older${mark}`)}`),
    );
    expect(byName.users.map((user) => user.id)).toEqual([older.profile.id]);
    // LIKE wildcards in the search are taken literally.
    const wildcard = await body<AdminUsersPage>(await admin.client.get('/admin/users?q=%25_%25'));
    expect(wildcard.users).toEqual([]);
  });

  it('filters by role and status and pages with the cursor', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const moderators = [
      await target('MODERATOR'),
      await target('MODERATOR'),
      await target('MODERATOR'),
    ];
    const disabled = await target();
    await admin.client.post(`/admin/users/${idOf(disabled)}/disable`);

    const onlyModerators = await body<AdminUsersPage>(
      await admin.client.get('/admin/users?role=MODERATOR&limit=100'),
    );
    expect(onlyModerators.users.every((user) => user.role === 'MODERATOR')).toBe(true);
    for (const moderator of moderators) {
      expect(onlyModerators.users.map((user) => user.id)).toContain(idOf(moderator));
    }
    const onlyDisabled = await body<AdminUsersPage>(
      await admin.client.get('/admin/users?status=disabled&limit=100'),
    );
    expect(onlyDisabled.users.map((user) => user.id)).toContain(idOf(disabled));
    expect(onlyDisabled.users.every((user) => user.disabled)).toBe(true);
    const active = await body<AdminUsersPage>(
      await admin.client.get('/admin/users?status=active&limit=100'),
    );
    expect(active.users.map((user) => user.id)).not.toContain(idOf(disabled));

    const first = await body<AdminUsersPage>(
      await admin.client.get('/admin/users?role=MODERATOR&limit=2'),
    );
    expect(first.users).toHaveLength(2);
    expect(first.nextCursor).toBe(first.users[1]!.id);
    const second = await body<AdminUsersPage>(
      await admin.client.get(`/admin/users?role=MODERATOR&limit=2&cursor=${first.nextCursor}`),
    );
    const seen = [...first.users, ...second.users].map((user) => user.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual(onlyModerators.users.slice(0, 3).map((user) => user.id));
  });

  it('refuses a bad query with a clear 400', async () => {
    const { client } = await signedInWithRole(api, 'ADMIN');
    await expectError(await client.get('/admin/users?limit=0'), 400, ADMIN_LIMIT_MESSAGE);
    await expectError(await client.get('/admin/users?limit=abc'), 400, ADMIN_LIMIT_MESSAGE);
    await expectError(await client.get('/admin/users?role=KING'), 400, ROLE_FILTER_MESSAGE);
    await expectError(await client.get('/admin/users?cursor=nope'), 400, ADMIN_CURSOR_MESSAGE);
    await expectError(
      await client.get('/admin/users?cursor=00000000-0000-4000-8000-000000000000'),
      400,
      ADMIN_CURSOR_MESSAGE,
    );
    await expectError(await client.get(`/admin/users?q=${'x'.repeat(101)}`), 400);
  });
});

describe('one user', () => {
  it('shows the profile, tours, credits, sessions and lockout', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target('CREATOR');
    await grantCredits(api.db, { userId: idOf(member), amount: 3, reason: 'Test' });
    await member.client.post('/api/v1/tours', { title: 'Loft', sourceKind: 'scan' });
    await signIn(newClient(api), member.account.email);

    const detail = await detailOf(admin, idOf(member));
    expect(detail).toMatchObject({
      id: idOf(member),
      email: member.account.email,
      firstName: 'Robin',
      lastName: 'Walker',
      role: 'CREATOR',
      disabled: false,
      disabledAt: null,
      twoFactorEnabled: false,
      toursCount: 1,
      credits: { balance: 2, pool: 'own', spendable: 2 },
      activeSessions: 2,
      lockout: { locked: false, lockedUntil: null, failures: 0 },
    });
    expect(Date.parse(detail.createdAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { client } = await signedInWithRole(api, 'ADMIN');
    await expectError(
      await client.get('/admin/users/00000000-0000-4000-8000-000000000000'),
      404,
      USER_NOT_FOUND_MESSAGE,
    );
    await expectError(await client.get('/admin/users/not-an-id'), 404, USER_NOT_FOUND_MESSAGE);
    await expectError(
      await client.post('/admin/users/00000000-0000-4000-8000-000000000000/disable'),
      404,
      USER_NOT_FOUND_MESSAGE,
    );
  });
});

describe('the rank rule', () => {
  it('refuses every change of one’s own account', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const own = `/admin/users/${idOf(admin)}`;
    await expectError(
      await put(admin.client, `${own}/role`, { role: 'USER' }),
      403,
      OWN_ACCOUNT_MESSAGE,
    );
    for (const action of ['disable', 'enable', 'clear-lockout']) {
      await expectError(await admin.client.post(`${own}/${action}`), 403, OWN_ACCOUNT_MESSAGE);
    }
    await expectError(
      await admin.client.post(`${own}/credits`, { amount: 5, reason: 'Myself' }),
      403,
      OWN_ACCOUNT_MESSAGE,
    );
    expect(await auditRows(idOf(admin))).toEqual([]);
  });

  it('lets only a superadmin change an administrator, and nobody a superadmin', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const otherAdmin = await target('ADMIN');
    const superadmin = await target('SUPERADMIN');
    for (const action of ['disable', 'clear-lockout']) {
      await expectError(
        await admin.client.post(`/admin/users/${idOf(otherAdmin)}/${action}`),
        403,
        ADMIN_TARGET_MESSAGE,
      );
      await expectError(
        await admin.client.post(`/admin/users/${idOf(superadmin)}/${action}`),
        403,
        SUPERADMIN_ACCOUNT_MESSAGE,
      );
    }
    await expectError(
      await put(admin.client, `/admin/users/${idOf(otherAdmin)}/role`, { role: 'USER' }),
      403,
      ADMIN_TARGET_MESSAGE,
    );
    await expectError(
      await admin.client.post(`/admin/users/${idOf(otherAdmin)}/credits`, {
        amount: 1,
        reason: 'Gift',
      }),
      403,
      ADMIN_TARGET_MESSAGE,
    );
    // A superadmin changes an administrator; another superadmin stays out of reach.
    const acting = await signedInWithRole(api, 'SUPERADMIN');
    const demoted = await put(acting.client, `/admin/users/${idOf(otherAdmin)}/role`, {
      role: 'MODERATOR',
    });
    expect(demoted.status).toBe(200);
    expect((await body<AdminUserDetail>(demoted)).role).toBe('MODERATOR');
    await expectError(
      await acting.client.post(`/admin/users/${idOf(superadmin)}/disable`),
      403,
      SUPERADMIN_ACCOUNT_MESSAGE,
    );
    const [row] = await auditRows(idOf(otherAdmin));
    expect(row).toMatchObject({
      actorId: idOf(acting),
      actorRole: 'SUPERADMIN',
      action: 'user.role.change',
    });
  });
});

describe('changing a role', () => {
  it('sets any role up to ADMIN, applies it at once and audits it', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    const creator = await put(admin.client, `/admin/users/${idOf(member)}/role`, {
      role: 'CREATOR',
    });
    expect(creator.status).toBe(200);
    expect(await body<AdminUserDetail>(creator)).toMatchObject({
      id: idOf(member),
      role: 'CREATOR',
    });
    const [row] = await auditRows(idOf(member));
    expect(row).toMatchObject({
      actorId: idOf(admin),
      actorRole: 'ADMIN',
      action: 'user.role.change',
      targetType: 'user',
      details: { from: 'USER', to: 'CREATOR', email: member.account.email },
    });
    // Made an administrator, the member's own session reaches /admin at once.
    await expectError(await member.client.get('/admin/users'), 403);
    await put(admin.client, `/admin/users/${idOf(member)}/role`, { role: 'ADMIN' });
    expect((await member.client.get('/admin/users')).status).toBe(200);
    // ...and is now out of this admin's reach.
    await expectError(
      await put(admin.client, `/admin/users/${idOf(member)}/role`, { role: 'USER' }),
      403,
      ADMIN_TARGET_MESSAGE,
    );
  });

  it('writes nothing for the role the account already has', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target('MODERATOR');
    const same = await put(admin.client, `/admin/users/${idOf(member)}/role`, {
      role: 'MODERATOR',
    });
    expect(same.status).toBe(200);
    expect(await auditRows(idOf(member))).toEqual([]);
  });

  it('refuses SUPERADMIN, unknown roles and malformed bodies', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    const url = `/admin/users/${idOf(member)}/role`;
    await expectError(
      await put(admin.client, url, { role: 'SUPERADMIN' }),
      400,
      ADMIN_ROLE_CHOICE_MESSAGE,
    );
    await expectError(
      await put(admin.client, url, { role: 'KING' }),
      400,
      ADMIN_ROLE_CHOICE_MESSAGE,
    );
    await expectError(await put(admin.client, url, {}), 400, ADMIN_ROLE_CHOICE_MESSAGE);
    await expectError(await put(admin.client, url, { role: 'USER', extra: 1 }), 400);
    await expectError(await put(admin.client, url, ['USER']), 400);
    const [row] = await api.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, idOf(member)));
    expect(row?.role).toBe('USER');
  });
});

describe('disabling and enabling', () => {
  it('ends every session at once, refuses sign-in, and enabling undoes it', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    const secondDevice = newClient(api);
    await signIn(secondDevice, member.account.email);
    expect((await member.client.get('/auth/profile')).status).toBe(200);

    const response = await admin.client.post(`/admin/users/${idOf(member)}/disable`);
    expect(response.status).toBe(200);
    const detail = await body<AdminUserDetail>(response);
    expect(detail).toMatchObject({ disabled: true, activeSessions: 0 });
    expect(detail.disabledAt).toBe(api.clock.now().toISOString());

    await expectError(await member.client.get('/auth/profile'), 401);
    await expectError(await secondDevice.get('/auth/profile'), 401);
    const signInAgain = await newClient(api).post('/auth/login', {
      email: member.account.email,
      password: PASSWORD,
    });
    // Like a wrong password: only an administrator learns that an account is disabled.
    await expectError(signInAgain, 401, invalidCredentialsMessage(4));
    const [row] = await auditRows(idOf(member));
    expect(row).toMatchObject({
      action: 'user.disable',
      actorId: idOf(admin),
      details: { sessionsRevoked: 2, email: member.account.email },
    });

    // Disabling again changes nothing.
    expect((await admin.client.post(`/admin/users/${idOf(member)}/disable`)).status).toBe(200);
    expect(await auditRows(idOf(member))).toHaveLength(1);

    api.clock.advance(1000);
    const enabled = await admin.client.post(`/admin/users/${idOf(member)}/enable`);
    expect(await body<AdminUserDetail>(enabled)).toMatchObject({
      disabled: false,
      disabledAt: null,
    });
    await signIn(newClient(api), member.account.email);
    const rows = await auditRows(idOf(member));
    expect(rows.map((entry) => entry.action)).toEqual(['user.enable', 'user.disable']);
  });
});

describe('clearing a lockout', () => {
  it('makes the next sign-in possible at once', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    const attacker = newClient(api);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await attacker.post('/auth/login', {
        email: member.account.email,
        password: 'Wrong-Guess-1',
      });
    }
    const locked = await newClient(api).post('/auth/login', {
      email: member.account.email,
      password: PASSWORD,
    });
    await expectError(locked, 429, LOCKED_MESSAGE);
    const before = await detailOf(admin, idOf(member));
    expect(before.lockout).toMatchObject({ locked: true, failures: 5 });
    expect(Date.parse(before.lockout.lockedUntil!)).toBeGreaterThan(api.clock.now().getTime());

    const cleared = await admin.client.post(`/admin/users/${idOf(member)}/clear-lockout`);
    expect(cleared.status).toBe(200);
    expect((await body<AdminUserDetail>(cleared)).lockout).toEqual({
      locked: false,
      lockedUntil: null,
      failures: 0,
    });
    await signIn(newClient(api), member.account.email);
    const [row] = await auditRows(idOf(member));
    expect(row).toMatchObject({ action: 'user.lockout.clear', details: { failuresRemoved: 5 } });

    // Nothing to clear: nothing is written.
    await admin.client.post(`/admin/users/${idOf(member)}/clear-lockout`);
    expect(await auditRows(idOf(member))).toHaveLength(1);
  });
});

describe('credit adjustments', () => {
  const adjust = (admin: Signed, userId: string, json: unknown) =>
    admin.client.post(`/admin/users/${userId}/credits`, json);

  async function entriesOf(userId: string) {
    return api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'adjustment')))
      .orderBy(creditLedger.seq);
  }

  it('adds a lot, takes from the lot that expires first, and audits both', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    const expiring = await grantCredits(api.db, {
      userId: idOf(member),
      amount: 2,
      reason: 'Plan credits',
      expiresAt: new Date(api.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000),
    });

    const added = await adjust(admin, idOf(member), {
      amount: 5,
      reason: '  Goodwill for the outage  ',
    });
    expect(added.status).toBe(200);
    expect((await body<AdminUserDetail>(added)).credits.balance).toBe(7);
    const [lot] = await entriesOf(idOf(member));
    expect(lot).toMatchObject({
      amount: 5,
      kind: 'adjustment',
      reason: 'Goodwill for the outage',
      actorId: idOf(admin),
      expiresAt: null,
      lotId: null,
    });

    api.clock.advance(1000);
    const taken = await adjust(admin, idOf(member), { amount: -3, reason: 'Duplicate top-up' });
    expect((await body<AdminUserDetail>(taken)).credits.balance).toBe(4);
    const negatives = (await entriesOf(idOf(member))).filter((entry) => entry.amount < 0);
    // Two from the expiring lot first, then one from the adjustment's lot.
    expect(negatives.map((entry) => [entry.amount, entry.lotId])).toEqual([
      [-2, expiring.id],
      [-1, lot!.id],
    ]);
    expect(negatives.every((entry) => entry.actorId === idOf(admin))).toBe(true);
    expect(await balanceOf(api.db, idOf(member))).toBe(4);

    const rows = await auditRows(idOf(member));
    expect(rows.map((row) => row.details)).toEqual([
      { amount: -3, reason: 'Duplicate top-up', balance: 4, email: member.account.email },
      { amount: 5, reason: 'Goodwill for the outage', balance: 7, email: member.account.email },
    ]);
  });

  it('refuses to take more than the balance with 409, and writes nothing', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    await grantCredits(api.db, { userId: idOf(member), amount: 2, reason: 'Test' });
    await expectError(
      await adjust(admin, idOf(member), { amount: -3, reason: 'Too much' }),
      409,
      INSUFFICIENT_CREDITS_MESSAGE,
    );
    expect(await balanceOf(api.db, idOf(member))).toBe(2);
    expect(await entriesOf(idOf(member))).toEqual([]);
    expect(await auditRows(idOf(member))).toEqual([]);
    // All of it may go.
    const emptied = await adjust(admin, idOf(member), { amount: -2, reason: 'Closed' });
    expect((await body<AdminUserDetail>(emptied)).credits.balance).toBe(0);
  });

  it('validates the amount and the reason', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const member = await target();
    const refusals: [unknown, string][] = [
      [{ amount: 0, reason: 'Nothing' }, CREDITS_AMOUNT_MESSAGE],
      [{ amount: 1.5, reason: 'Half' }, CREDITS_AMOUNT_MESSAGE],
      [{ amount: 10_001, reason: 'Too many' }, CREDITS_AMOUNT_MESSAGE],
      [{ amount: -10_001, reason: 'Too many' }, CREDITS_AMOUNT_MESSAGE],
      [{ amount: '5', reason: 'Text' }, CREDITS_AMOUNT_MESSAGE],
      [{ reason: 'No amount' }, CREDITS_AMOUNT_MESSAGE],
      [{ amount: 5, reason: '  ab  ' }, CREDITS_REASON_MESSAGE],
      [{ amount: 5, reason: 'x'.repeat(201) }, CREDITS_REASON_MESSAGE],
      [{ amount: 5 }, CREDITS_REASON_MESSAGE],
      [{ amount: 5, reason: 'Fine', kind: 'grant' }, CREDITS_REQUEST_MESSAGE],
      [[5], CREDITS_REQUEST_MESSAGE],
    ];
    for (const [json, message] of refusals) {
      await expectError(await adjust(admin, idOf(member), json), 400, message);
    }
    await expectError(
      await adjust(admin, idOf(member), { amount: 5, reason: '<script>alert(1)</script>' }),
      400,
      'Request blocked due to suspicious content',
    );
    expect(await entriesOf(idOf(member))).toEqual([]);
  });
});

describe('tours', () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    owner = await signedInUser(api);
    await grantCredits(api.db, { userId: owner.account.profile.id, amount: 10, reason: 'Test' });
  });

  async function newTour(title: string, uploaded = true): Promise<TourView> {
    const created = await owner.client.post('/api/v1/tours', { title, sourceKind: 'scan' });
    expect(created.status).toBe(201);
    const tour = await body<TourView>(created);
    if (uploaded) {
      const upload = await owner.client.request('PUT', `/api/v1/tours/${tour.id}/source`, {
        body: 'scan-bytes',
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      expect(upload.status).toBe(202);
    }
    return tour;
  }

  /** What processing leaves: the tour ready and its job done. */
  async function finishProcessing(tourId: string) {
    await api.db.update(tours).set({ status: 'ready', progress: 1 }).where(eq(tours.id, tourId));
    await api.db.update(jobs).set({ status: 'succeeded' }).where(eq(jobs.kind, TOUR_PROCESS_JOB));
  }

  it('lists every user’s tours by title or owner e-mail and status', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const mark = `Harbour ${Date.now().toString(36)}`;
    const draft = await newTour(`${mark} draft`, false);
    const queued = await newTour(`${mark} queued`);
    const byTitle = await body<AdminToursPage>(
      await admin.client.get(`/admin/tours?q=${encodeURIComponent(mark.toUpperCase())}`),
    );
    expect(byTitle.tours.map((tour) => tour.id)).toEqual([queued.id, draft.id]);
    expect(byTitle.tours[0]).toMatchObject({
      title: `${mark} queued`,
      status: 'queued',
      published: false,
      owner: { id: owner.account.profile.id, email: owner.account.email },
    });
    const byOwner = await body<AdminToursPage>(
      await admin.client.get(`/admin/tours?q=${encodeURIComponent(owner.account.email)}&limit=100`),
    );
    expect(byOwner.tours.map((tour) => tour.id)).toEqual(
      expect.arrayContaining([queued.id, draft.id]),
    );
    const drafts = await body<AdminToursPage>(
      await admin.client.get(`/admin/tours?status=draft&q=${encodeURIComponent(mark)}`),
    );
    expect(drafts.tours.map((tour) => tour.id)).toEqual([draft.id]);
    const page = await body<AdminToursPage>(
      await admin.client.get(`/admin/tours?q=${encodeURIComponent(mark)}&limit=1`),
    );
    expect(page.nextCursor).toBe(queued.id);
    const rest = await body<AdminToursPage>(
      await admin.client.get(
        `/admin/tours?q=${encodeURIComponent(mark)}&limit=1&cursor=${queued.id}`,
      ),
    );
    expect(rest.tours.map((tour) => tour.id)).toEqual([draft.id]);
    await expectError(await admin.client.get('/admin/tours?status=done'), 400);
  });

  it('shows one tour with whether its upload is stored; 404 for none', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const tour = await newTour('Boathouse');
    const detail = await body<AdminTourDetail>(await admin.client.get(`/admin/tours/${tour.id}`));
    expect(detail).toMatchObject({
      id: tour.id,
      title: 'Boathouse',
      status: 'queued',
      sourceStored: true,
    });
    const draft = await newTour('Boathouse draft', false);
    expect(
      (await body<AdminTourDetail>(await admin.client.get(`/admin/tours/${draft.id}`)))
        .sourceStored,
    ).toBe(false);
    await expectError(
      await admin.client.get('/admin/tours/00000000-0000-4000-8000-000000000000'),
      404,
      ADMIN_TOUR_NOT_FOUND_MESSAGE,
    );
    await expectError(
      await admin.client.post('/admin/tours/nope/unpublish'),
      404,
      ADMIN_TOUR_NOT_FOUND_MESSAGE,
    );
  });

  it('unpublishes a published tour and audits it once', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const tour = await newTour('Lighthouse');
    await finishProcessing(tour.id);
    const published = await body<TourView>(
      await owner.client.post(`/api/v1/tours/${tour.id}/publish`),
    );
    expect((await api.client().get(`/api/v1/public/tours/${published.slug}`)).status).toBe(200);

    const response = await admin.client.post(`/admin/tours/${tour.id}/unpublish`);
    expect(response.status).toBe(200);
    expect(await body<AdminTourDetail>(response)).toMatchObject({
      published: false,
      slug: published.slug,
    });
    expect((await api.client().get(`/api/v1/public/tours/${published.slug}`)).status).toBe(404);
    const [row] = await auditRows(tour.id);
    expect(row).toMatchObject({
      action: 'tour.unpublish',
      targetType: 'tour',
      actorId: idOf(admin),
      details: { title: 'Lighthouse', owner: owner.account.email, status: 'ready' },
    });
    await admin.client.post(`/admin/tours/${tour.id}/unpublish`);
    expect(await auditRows(tour.id)).toHaveLength(1);
  });

  it('queues processing again without a credit, only when it can', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const tour = await newTour('Windmill');
    const reprocess = () => admin.client.post(`/admin/tours/${tour.id}/reprocess`);
    await expectError(await reprocess(), 409, REPROCESS_BUSY_MESSAGE);

    await finishProcessing(tour.id);
    const balance = await balanceOf(api.db, owner.account.profile.id);
    const response = await reprocess();
    expect(response.status).toBe(200);
    expect(await body<AdminTourDetail>(response)).toMatchObject({ status: 'queued', progress: 0 });
    const queuedJobs = await api.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TOUR_PROCESS_JOB), eq(jobs.status, 'queued')));
    expect(queuedJobs.map((job) => job.payload)).toEqual([{ tourId: tour.id, reprocess: true }]);
    expect(await balanceOf(api.db, owner.account.profile.id)).toBe(balance);
    const [row] = await auditRows(tour.id);
    expect(row).toMatchObject({ action: 'tour.reprocess', details: { status: 'ready' } });
    // Queued again: a second request waits for it.
    await expectError(await reprocess(), 409, REPROCESS_BUSY_MESSAGE);
    await finishProcessing(tour.id);

    // A failed tour's files are gone, and a draft never had one.
    await storage().delete(tourPrefix(tour.id));
    await api.db.update(tours).set({ status: 'failed' }).where(eq(tours.id, tour.id));
    await expectError(await reprocess(), 409, REPROCESS_NO_SOURCE_MESSAGE);
    const draft = await newTour('Windmill draft', false);
    await expectError(
      await admin.client.post(`/admin/tours/${draft.id}/reprocess`),
      409,
      REPROCESS_NO_SOURCE_MESSAGE,
    );
    expect(await auditRows(tour.id)).toHaveLength(1);
  });

  it('leaves a tour ready with its files, and refunds nothing, when its reprocess fails', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const tour = await newTour('Boathouse');
    await finishProcessing(tour.id);
    expect((await admin.client.post(`/admin/tours/${tour.id}/reprocess`)).status).toBe(200);
    const [job] = await api.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TOUR_PROCESS_JOB), eq(jobs.status, 'queued')));
    const balance = await balanceOf(api.db, owner.account.profile.id);
    const hook = processTourFailedHook({ db: api.db, clock: api.clock, storage: storage() });
    await hook(job!, 'The file could not be read');

    const [row] = await api.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row).toMatchObject({ status: 'ready', error: 'The file could not be read' });
    const source = await storage().get(tourFileKey(tour.id, 'source'));
    expect(source).toBeDefined();
    source?.stream.destroy();
    expect(await balanceOf(api.db, owner.account.profile.id)).toBe(balance);
  });
});

describe('the contact inbox', () => {
  async function sendContact(firstName: string): Promise<void> {
    const response = await newClient(api).post('/contact', {
      firstName,
      lastName: 'Visitor',
      email: `${firstName.toLowerCase()}@example.test`,
      industry: 'ARCHITECTURE',
      tourInMind: '3 offices',
      message: 'Line one\n<b>not html</b> & more',
    });
    expect(response.status).toBe(201);
  }

  it('lists open requests newest first, marks them handled and reopens them', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    await sendContact('Ada');
    api.clock.advance(1000);
    await sendContact('Grace');
    const open = await body<ContactRequestsPage>(await admin.client.get('/admin/contact-requests'));
    const [grace, ada] = open.requests;
    expect(grace).toMatchObject({
      firstName: 'Grace',
      lastName: 'Visitor',
      email: 'grace@example.test',
      industry: 'ARCHITECTURE',
      tourInMind: '3 offices',
      handledAt: null,
    });
    expect(ada?.firstName).toBe('Ada');

    const handled = await admin.client.post(`/admin/contact-requests/${grace!.id}/handled`);
    expect((await body<ContactRequestView>(handled)).handledAt).toBe(api.clock.now().toISOString());
    const stillOpen = await body<ContactRequestsPage>(
      await admin.client.get('/admin/contact-requests?status=open'),
    );
    expect(stillOpen.requests.map((request) => request.id)).not.toContain(grace!.id);
    const done = await body<ContactRequestsPage>(
      await admin.client.get('/admin/contact-requests?status=handled'),
    );
    expect(done.requests.map((request) => request.id)).toContain(grace!.id);
    const all = await body<ContactRequestsPage>(
      await admin.client.get('/admin/contact-requests?status=all&limit=1'),
    );
    expect(all.requests.map((request) => request.id)).toEqual([grace!.id]);
    expect(all.nextCursor).toBe(grace!.id);

    api.clock.advance(1000);
    const reopened = await admin.client.post(`/admin/contact-requests/${grace!.id}/reopen`);
    expect((await body<ContactRequestView>(reopened)).handledAt).toBeNull();
    // Reopening an open request changes nothing.
    await admin.client.post(`/admin/contact-requests/${grace!.id}/reopen`);
    const rows = await auditRows(grace!.id);
    expect(rows.map((row) => [row.action, row.targetType])).toEqual([
      ['contact-request.reopen', 'contact-request'],
      ['contact-request.handle', 'contact-request'],
    ]);
  });

  it('refuses an unknown request and a bad filter', async () => {
    const { client } = await signedInWithRole(api, 'ADMIN');
    await expectError(
      await client.post('/admin/contact-requests/00000000-0000-4000-8000-000000000000/handled'),
      404,
      CONTACT_REQUEST_NOT_FOUND_MESSAGE,
    );
    await expectError(
      await client.get('/admin/contact-requests?status=closed'),
      400,
      CONTACT_STATUS_FILTER_MESSAGE,
    );
  });
});
