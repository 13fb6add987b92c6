/**
 * Issue 21, point 5: signed-in reads write nothing, and their session checks and profiles come
 * from a cache that forgets a session or a user the moment a route changes it (decision 0019).
 * Everything here runs against the real app and its real database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import type { Profile } from '../../src/contract/auth';
import { createAuthCache, type SessionCheck } from '../../server/auth/auth-cache';
import { FORBIDDEN_MESSAGE } from '../../server/auth/require-user';
import { sessions, users } from '../../server/db/schema';
import {
  NEW_PASSWORD,
  PASSWORD,
  body,
  expectError,
  newClient,
  refreshTokenOf,
  refreshWithCookie,
  resetTokenFromOutbox,
  signIn,
  signedInUser,
  signedInWithRole,
  type TestApi,
} from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterAll(async () => {
  await api.close();
});

const MINUTE = 60_000;

/** The session id (`sid`) of an access token. */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

async function profileOf(client: TestClient): Promise<Profile> {
  const response = await client.get('/auth/profile');
  expect(response.status, await response.clone().text()).toBe(200);
  return body<Profile>(response);
}

/** The next transaction id the database will hand out: it moves only when something writes. */
async function nextTransactionId(): Promise<string> {
  const result = await api.db.execute<{ xmax: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  return result.rows[0]!.xmax;
}

describe('a signed-in read', () => {
  it('writes nothing, whatever time has passed since the last one', async () => {
    const { client, tokens, account } = await signedInUser(api);
    const sessionId = sessionIdOf(tokens.token);
    const [before] = await api.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const [userBefore] = await api.db.select().from(users).where(eq(users.id, account.profile.id));
    const transactionBefore = await nextTransactionId();

    for (let i = 0; i < 3; i++) {
      api.clock.advance(2 * MINUTE);
      await profileOf(client);
      expect((await client.get('/auth/sessions')).status).toBe(200);
    }

    const [after] = await api.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const [userAfter] = await api.db.select().from(users).where(eq(users.id, account.profile.id));
    expect(after).toEqual(before);
    expect(userAfter).toEqual(userBefore);
    // On PGlite nothing else runs in this database: not one transaction wrote anything. (A
    // PostgreSQL server's counter is shared with the other test files' databases.)
    if (api.kind === 'pglite') expect(await nextTransactionId()).toBe(transactionBefore);
  });

  it('answers from the cache: a change made behind the routes is not seen until forgotten', async () => {
    const { client, account } = await signedInUser(api);
    expect((await profileOf(client)).firstName).toBe('Robin');
    await api.db.update(users).set({ firstName: 'Rowan' }).where(eq(users.id, account.profile.id));
    expect((await profileOf(client)).firstName).toBe('Robin');
    api.deps.authCache.forgetUser(account.profile.id);
    expect((await profileOf(client)).firstName).toBe('Rowan');
  });
});

describe('the cached session check is forgotten at once', () => {
  it('on sign-out', async () => {
    const { client } = await signedInUser(api);
    await profileOf(client);
    expect((await client.post('/auth/logout')).status).toBe(200);
    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('when another device revokes the session, or all of them', async () => {
    const { client: laptop, tokens, account } = await signedInUser(api);
    const phone = newClient(api);
    await signIn(phone, account.email);
    const third = newClient(api);
    await signIn(third, account.email);
    await profileOf(laptop);
    await profileOf(third);

    const revoked = await phone.delete(`/auth/sessions/${sessionIdOf(tokens.token)}`);
    expect(revoked.status).toBe(200);
    await expectError(await laptop.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    await profileOf(third);

    expect((await phone.delete('/auth/sessions')).status).toBe(200);
    await expectError(await third.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    await expectError(await phone.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('on a password change (other devices) and a password reset (every device)', async () => {
    const { client: laptop, account } = await signedInUser(api);
    const phone = newClient(api);
    await signIn(phone, account.email);
    await profileOf(laptop);
    await profileOf(phone);

    const changed = await phone.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await expectError(await laptop.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    await profileOf(phone);

    const visitor = newClient(api);
    expect((await visitor.post('/auth/forgot-password', { email: account.email })).status).toBe(
      200,
    );
    const reset = await visitor.post('/auth/reset-password', {
      token: await resetTokenFromOutbox(api.db, account.email),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    await expectError(await phone.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('when a refresh token comes back a second time', async () => {
    const { client } = await signedInUser(api);
    await profileOf(client);
    const stolen = refreshTokenOf(client);
    expect((await client.post('/auth/refresh')).status).toBe(200);
    expect((await refreshWithCookie(api, stolen)).status).toBe(401);
    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('when staff disable the account', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const { client, account } = await signedInUser(api);
    await profileOf(client);
    const disabled = await admin.client.post(`/admin/users/${account.profile.id}/disable`);
    expect(disabled.status, await disabled.clone().text()).toBe(200);
    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('when an admin or the superuser changes the role', async () => {
    const admin = await signedInWithRole(api, 'ADMIN');
    const superuser = await signedInWithRole(api, 'SUPERADMIN');
    const { client, account } = await signedInUser(api);
    await expectError(await client.get('/admin/users'), 403, FORBIDDEN_MESSAGE);
    expect((await profileOf(client)).role).toBe('USER');

    const promoted = await admin.client.request('PUT', `/admin/users/${account.profile.id}/role`, {
      json: { role: 'ADMIN' },
    });
    expect(promoted.status, await promoted.clone().text()).toBe(200);
    expect((await client.get('/admin/users')).status).toBe(200);
    expect((await profileOf(client)).role).toBe('ADMIN');

    const demoted = await superuser.client.request(
      'PUT',
      `/superuser/users/${account.profile.id}/role`,
      { json: { role: 'USER' } },
    );
    expect(demoted.status, await demoted.clone().text()).toBe(200);
    await expectError(await client.get('/admin/users'), 403, FORBIDDEN_MESSAGE);
    expect((await profileOf(client)).role).toBe('USER');
  });

  it('when the profile is completed', async () => {
    const { client } = await signedInUser(api);
    await profileOf(client);
    const completed = await client.post('/auth/complete-profile', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      industry: 'ARCHITECTURE',
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    expect(await profileOf(client)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileCompleted: true,
    });
  });
});

describe('createAuthCache', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const check = (sessionId: string, userId = 'user-1'): SessionCheck => ({
    sessionId,
    userId,
    role: 'USER',
    expiresAt: new Date(now.getTime() + 30 * 24 * 60 * MINUTE),
  });

  it('keeps nothing from a load that a forget call overtook', async () => {
    const cache = createAuthCache();
    let release: (value: SessionCheck) => void = () => {};
    const slow = cache.session(
      's1',
      now,
      () => new Promise<SessionCheck>((resolve) => (release = resolve)),
    );
    cache.forgetUser('user-1'); // e.g. the session is revoked while it was being read
    release(check('s1'));
    expect(await slow).toEqual(check('s1'));
    const load = vi.fn(async () => undefined);
    expect(await cache.session('s1', now, load)).toBeUndefined();
    expect(load).toHaveBeenCalledOnce();
  });

  it('serves an entry until it ages out or its session expires', async () => {
    const cache = createAuthCache({ maxAgeMs: MINUTE });
    const load = vi.fn(async () => check('s1'));
    await cache.session('s1', now, load);
    await cache.session('s1', new Date(now.getTime() + MINUTE - 1), load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.session('s1', new Date(now.getTime() + MINUTE), load);
    expect(load).toHaveBeenCalledTimes(2);

    const ending = { ...check('s2'), expiresAt: new Date(now.getTime() + 1000) };
    const loadEnding = vi.fn(async () => ending);
    await cache.session('s2', now, loadEnding);
    await cache.session('s2', new Date(now.getTime() + 1000), loadEnding);
    expect(loadEnding).toHaveBeenCalledTimes(2);
  });

  it('forgets every session of a user, and holds at most maxEntries', async () => {
    const cache = createAuthCache({ maxEntries: 2 });
    const loads = vi.fn(async (id: string, userId: string) => check(id, userId));
    await cache.session('a', now, () => loads('a', 'user-1'));
    await cache.session('b', now, () => loads('b', 'user-1'));
    cache.forgetUser('user-1');
    await cache.session('a', now, () => loads('a', 'user-1'));
    await cache.session('b', now, () => loads('b', 'user-1'));
    expect(loads).toHaveBeenCalledTimes(4);
    await cache.session('c', now, () => loads('c', 'user-2')); // 'a' goes
    await cache.session('b', now, () => loads('b', 'user-1'));
    expect(loads).toHaveBeenCalledTimes(5);
    await cache.session('a', now, () => loads('a', 'user-1'));
    expect(loads).toHaveBeenCalledTimes(6);
  });
});
