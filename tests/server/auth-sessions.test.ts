/** Access-token expiry, refresh rotation and reuse, sign-out, the sessions list and revocation. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import { ActiveSessionListSchema, type TokenResponse } from '../../src/contract/auth';
import {
  ALL_SESSIONS_REVOKED_MESSAGE,
  AUTHENTICATION_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  SIGNED_OUT_MESSAGE,
  invalidCredentialsMessage,
} from '../../server/auth/messages';
import { refreshTokens, sessions } from '../../server/db/schema';
import {
  NEW_PASSWORD,
  PASSWORD,
  body,
  expectError,
  newClient,
  REFRESH_COOKIE,
  refreshTokenOf,
  refreshWithCookie,
  register,
  setCookieFor,
  signIn,
  signedInUser,
  type TestApi,
} from './auth-helpers';
import { createTestApi } from './support/test-api';

let api: TestApi;
const MINUTE = 60_000;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

beforeAll(async () => {
  api = await createTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

async function sessionRow(id: string) {
  const [row] = await api.db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
}

describe('access tokens', () => {
  it('expire after 15 minutes of the server clock; a refresh brings a working one', async () => {
    const { client } = await signedInUser(api);
    api.clock.advance(15 * MINUTE - 1000);
    expect((await client.get('/auth/profile')).status).toBe(200);
    api.clock.advance(1000);
    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);

    const refreshed = await client.post('/auth/refresh', {});
    expect(refreshed.status).toBe(200);
    client.bearer = (await body<TokenResponse>(refreshed)).token;
    expect((await client.get('/auth/profile')).status).toBe(200);
  });

  it('write nothing on a read: the session notes its last use on refresh', async () => {
    const { client, tokens } = await signedInUser(api);
    const id = sessionIdOf(tokens.token);
    const signedInAt = (await sessionRow(id)).lastUsedAt;
    for (let minute = 0; minute < 3; minute++) {
      api.clock.advance(61_000);
      expect((await client.get('/auth/profile')).status).toBe(200);
    }
    expect((await sessionRow(id)).lastUsedAt).toEqual(signedInAt);
    expect((await client.post('/auth/refresh')).status).toBe(200);
    expect((await sessionRow(id)).lastUsedAt).toEqual(api.clock.now());
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: the old token is used up, a new one in the same session comes back', async () => {
    const { client, tokens } = await signedInUser(api);
    const refreshToken = refreshTokenOf(client);
    const first = await client.post('/auth/refresh');
    expect(first.status).toBe(200);
    const next = await body<TokenResponse>(first);
    expect(Object.keys(next).sort()).toEqual(['expiresAt', 'token']);
    expect(refreshTokenOf(client)).not.toBe(refreshToken);
    expect(next.expiresAt).toBe(new Date(api.clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(sessionIdOf(next.token)).toBe(sessionIdOf(tokens.token));
    expect(setCookieFor(first, REFRESH_COOKIE)).toMatch(/HttpOnly/);

    const rows = await api.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionIdOf(tokens.token)));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.usedAt !== null)).toHaveLength(1);
    expect(rows.map((row) => row.tokenHash).join()).not.toContain(refreshToken);

    client.bearer = next.token;
    expect((await client.get('/auth/profile')).status).toBe(200);
  });

  it('issue 19: never takes the token from a body, only from the HttpOnly cookie', async () => {
    const { client, tokens } = await signedInUser(api);
    const refreshToken = refreshTokenOf(client);
    const cookieless = newClient(api);
    await expectError(
      await cookieless.post('/auth/refresh', { token: refreshToken }),
      401,
      SESSION_EXPIRED_MESSAGE,
    );
    await expectError(
      await cookieless.post('/auth/refresh', { refreshToken }),
      401,
      SESSION_EXPIRED_MESSAGE,
    );
    // The token offered in the body was not used up: the cookie still refreshes.
    api.clock.advance(5 * MINUTE);
    const response = await client.post('/auth/refresh');
    expect(response.status).toBe(200);
    expect(JSON.stringify(await body(response))).not.toContain(refreshTokenOf(client));
    const session = await sessionRow(sessionIdOf(tokens.token));
    expect(session.lastUsedAt).toEqual(api.clock.now());
    expect(session.expiresAt).toEqual(new Date(api.clock.now().getTime() + 30 * 24 * 60 * MINUTE));
  });

  it('revokes the whole family when a used token comes back', async () => {
    const { client, tokens } = await signedInUser(api);
    const stolen = refreshTokenOf(client);
    const rotated = await body<TokenResponse>(await client.post('/auth/refresh'));
    client.bearer = rotated.token;

    const replay = await refreshWithCookie(api, stolen);
    await expectError(replay, 401, SESSION_EXPIRED_MESSAGE);
    const session = await sessionRow(sessionIdOf(tokens.token));
    expect(session.revokedReason).toBe('token-reuse');
    expect(session.revokedAt).toEqual(api.clock.now());

    // The newest token of the family is dead too, and so is the access token it came with.
    await expectError(await client.post('/auth/refresh'), 401, SESSION_EXPIRED_MESSAGE);
    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('lets only one of two concurrent uses of a token rotate it', async () => {
    const { client, tokens } = await signedInUser(api);
    const refreshToken = refreshTokenOf(client);
    const [a, b] = await Promise.all([
      refreshWithCookie(api, refreshToken),
      refreshWithCookie(api, refreshToken),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    expect((await sessionRow(sessionIdOf(tokens.token))).revokedReason).toBe('token-reuse');
  });

  it('refuses unknown, missing, expired and malformed tokens clearly', async () => {
    await expectError(await refreshWithCookie(api, 'no-such-token'), 401, SESSION_EXPIRED_MESSAGE);
    await expectError(await newClient(api).post('/auth/refresh', {}), 401, SESSION_EXPIRED_MESSAGE);

    const { client } = await signedInUser(api);
    api.clock.advance(30 * 24 * 60 * MINUTE);
    await expectError(
      await refreshWithCookie(api, refreshTokenOf(client)),
      401,
      SESSION_EXPIRED_MESSAGE,
    );
  });

  it('needs the CSRF double submit', async () => {
    const { client } = await signedInUser(api);
    const response = await client.request('POST', '/auth/refresh', { withoutCsrf: true });
    await expectError(response, 403, /csrf/i);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session at once and clears the cookie', async () => {
    const { client, tokens } = await signedInUser(api);
    const refreshToken = refreshTokenOf(client);
    const response = await client.post('/auth/logout');
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ message: SIGNED_OUT_MESSAGE });
    expect(setCookieFor(response, 'roomwalk_refresh')).toMatch(/Max-Age=0/);
    expect(client.cookies.has('roomwalk_refresh')).toBe(false);
    const session = await sessionRow(sessionIdOf(tokens.token));
    expect(session.revokedReason).toBe('signed-out');

    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    await expectError(await refreshWithCookie(api, refreshToken), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('still ends the session when the access token has expired', async () => {
    const { client, tokens } = await signedInUser(api);
    api.clock.advance(20 * MINUTE);
    expect((await client.post('/auth/logout')).status).toBe(200);
    expect((await sessionRow(sessionIdOf(tokens.token))).revokedReason).toBe('signed-out');
  });

  it('refuses a call without any token', async () => {
    await expectError(
      await newClient(api).post('/auth/logout'),
      401,
      AUTHENTICATION_REQUIRED_MESSAGE,
    );
  });
});

describe('sessions', () => {
  it('lists the live sessions newest first with device, address and the current one', async () => {
    const laptop = newClient(api, '203.0.113.21');
    const account = await register(laptop);
    await laptop.post(
      '/auth/login',
      { email: account.email, password: PASSWORD },
      { headers: { 'User-Agent': FIREFOX_MAC } },
    );
    api.clock.advance(MINUTE);
    const phone = newClient(api, '203.0.113.22');
    const response = await phone.post(
      '/auth/login',
      { email: account.email, password: PASSWORD },
      { headers: { 'User-Agent': CHROME_LINUX } },
    );
    phone.bearer = (await body<TokenResponse>(response)).token;
    api.clock.advance(MINUTE);
    const noAgent = newClient(api, '2001:db8::5');
    await signIn(noAgent, account.email);

    const listed = await phone.get('/auth/sessions');
    expect(listed.status).toBe(200);
    const list = v.parse(ActiveSessionListSchema, await body(listed));
    expect(list.map(({ device, ipAddress, current }) => ({ device, ipAddress, current }))).toEqual([
      { device: 'Unknown device', ipAddress: '2001:db8::5', current: false },
      { device: 'Chrome on Linux', ipAddress: '203.0.113.22', current: true },
      { device: 'Firefox on macOS', ipAddress: '203.0.113.21', current: false },
    ]);
    expect(list[1]!.createdAt).toBe(new Date(api.clock.now().getTime() - MINUTE).toISOString());
    // This very request is activity on the current session (a minute after its sign-in).
    expect(list[1]!.lastUsedAt).toBe(api.clock.now().toISOString());
    expect(list[2]!.lastUsedAt).toBe(list[2]!.createdAt);
  });

  it('revokes one own session: it fails on its very next request', async () => {
    const { client: first, account } = await signedInUser(api);
    const second = newClient(api);
    const secondTokens = await signIn(second, account.email);
    const id = sessionIdOf(secondTokens.token);

    const response = await first.delete(`/auth/sessions/${id}`);
    expect(response.status).toBe(200);
    expect((await sessionRow(id)).revokedReason).toBe('revoked');
    await expectError(await second.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    expect((await first.get('/auth/profile')).status).toBe(200);
    await expectError(await second.post('/auth/refresh'), 401, SESSION_EXPIRED_MESSAGE);
    // Gone from the list, and a second revoke finds nothing.
    const list = await body<{ id: string }[]>(await first.get('/auth/sessions'));
    expect(list.map((session) => session.id)).not.toContain(id);
    await expectError(await first.delete(`/auth/sessions/${id}`), 404, SESSION_NOT_FOUND_MESSAGE);
  });

  it("answers 404 for someone else's session and for ids that are not sessions", async () => {
    const { client } = await signedInUser(api);
    const { tokens: otherTokens, client: other } = await signedInUser(api);
    const otherId = sessionIdOf(otherTokens.token);
    await expectError(
      await client.delete(`/auth/sessions/${otherId}`),
      404,
      SESSION_NOT_FOUND_MESSAGE,
    );
    expect((await other.get('/auth/profile')).status).toBe(200);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1'%20or%201=1"]) {
      await expectError(
        await client.delete(`/auth/sessions/${id}`),
        404,
        SESSION_NOT_FOUND_MESSAGE,
      );
    }
  });

  it('revokes every session, the current one included', async () => {
    const { client: first, account } = await signedInUser(api);
    const second = newClient(api);
    await signIn(second, account.email);
    const response = await first.delete('/auth/sessions');
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ message: ALL_SESSIONS_REVOKED_MESSAGE });
    await expectError(await first.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    await expectError(await second.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    expect(first.cookies.has('roomwalk_refresh')).toBe(false);
  });

  it('need a signed-in user and the CSRF double submit', async () => {
    const anonymous = newClient(api);
    await expectError(await anonymous.get('/auth/sessions'), 401, AUTHENTICATION_REQUIRED_MESSAGE);
    await expectError(await anonymous.delete('/auth/sessions'), 401);
    const { client } = await signedInUser(api);
    await expectError(
      await client.request('DELETE', '/auth/sessions', { withoutCsrf: true }),
      403,
      /csrf/i,
    );
    expect((await client.get('/auth/profile')).status).toBe(200);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const { client, account } = await signedInUser(api);
    const other = newClient(api);
    await signIn(other, account.email);
    const response = await client.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect((await client.get('/auth/profile')).status).toBe(200);
    await expectError(await other.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    const [revoked] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.revokedReason, 'password-changed'));
    expect(revoked).toBeDefined();

    const fresh = newClient(api);
    await expectError(
      await fresh.post('/auth/login', { email: account.email, password: PASSWORD }),
      401,
    );
    await signIn(fresh, account.email, NEW_PASSWORD);
  });

  it('refuses a wrong current password with a field error, counting toward the lockout', async () => {
    const { client, account } = await signedInUser(api);
    const response = await client.post('/auth/change-password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    const error = await expectError(response, 400, CURRENT_PASSWORD_INCORRECT_MESSAGE);
    expect(error.data?.fieldErrors?.currentPassword).toEqual([CURRENT_PASSWORD_INCORRECT_MESSAGE]);
    // Not a 401: the app would take that for an ended session.
    expect((await client.get('/auth/profile')).status).toBe(200);
    const login = await newClient(api).post('/auth/login', {
      email: account.email,
      password: 'Not-The-Password-1',
    });
    await expectError(login, 401, invalidCredentialsMessage(3));
  });

  it('refuses mismatched, weak and unchanged new passwords, changing nothing', async () => {
    const { client, account } = await signedInUser(api);
    const mismatch = await client.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect((await expectError(mismatch, 400)).data?.fieldErrors?.confirmPassword).toEqual([
      'New passwords do not match',
    ]);
    const weak = await client.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect((await expectError(weak, 400)).data?.fieldErrors?.newPassword).toBeDefined();
    const same = await client.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await expectError(same, 400, SAME_PASSWORD_MESSAGE);
    await signIn(newClient(api), account.email, PASSWORD);
  });

  it('needs a signed-in user', async () => {
    const response = await newClient(api).post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    await expectError(response, 401, AUTHENTICATION_REQUIRED_MESSAGE);
  });
});
