/** Register, sign in, the account lockout, the address rate limit, profile and role checks. */
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import type { TokenResponse } from '../../src/contract/auth';
import { ProfileSchema } from '../../src/contract/auth';
import * as v from 'valibot';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  FORBIDDEN_MESSAGE,
  LOCKED_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
  invalidCredentialsMessage,
} from '../../server/auth/messages';
import { requireRole, requireUser } from '../../server/auth/require-user';
import { loginAttempts, passwordCredentials, sessions, users } from '../../server/db/schema';
import { handleError } from '../../server/http/errors';
import { createLogger } from '../../server/ops/logger';
import { requestId } from '../../server/http/request-id';
import type { ServerEnv } from '../../server/http/server-env';
import {
  PASSWORD,
  body,
  expectError,
  newClient,
  outbox,
  register,
  setCookieFor,
  signIn,
  signedInUser,
  uniqueAddress,
  uniqueEmail,
  type TestApi,
} from './auth-helpers';
import { createTestApi } from './support/test-api';

let api: TestApi;
const MINUTE = 60_000;
/** The lines the server's logger wrote (the real logger, writing here instead of stdout). */
const logLines: string[] = [];

beforeAll(async () => {
  const logger = createLogger({
    destination: { write: (line: string) => void logLines.push(line) },
  });
  api = await createTestApi({}, { logger });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

async function userCount() {
  const [row] = await api.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('POST /auth/register', () => {
  it('creates a USER account (whatever role is asked for) and answers 201 with its profile', async () => {
    const client = newClient(api);
    const email = uniqueEmail('New.Person');
    const response = await client.post('/auth/register', {
      firstName: '  Ana  ',
      lastName: 'Ortiz',
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      role: 'SUPERADMIN',
    });
    expect(response.status).toBe(201);
    const profile = v.parse(ProfileSchema, await body(response));
    expect(profile).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: 'Ana',
      lastName: 'Ortiz',
      role: 'USER',
      profileCompleted: false,
      twoFactorEnabled: false,
    });
    const [stored] = await api.db
      .select({ role: users.role, hash: passwordCredentials.passwordHash })
      .from(users)
      .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
      .where(eq(users.id, profile.id));
    expect(stored!.role).toBe('USER');
    expect(stored!.hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored!.hash).not.toContain(PASSWORD);
  });

  it('issue 19: answers a taken e-mail exactly like a new one, and tells its owner by e-mail', async () => {
    const { email, profile: owner } = await register(newClient(api), { firstName: 'Owner' });
    const before = await userCount();
    const registration = { firstName: 'Other', lastName: 'Person', password: PASSWORD };
    const taken = await newClient(api).post('/auth/register', {
      ...registration,
      email: email.toUpperCase(),
    });
    const freshEmail = uniqueEmail();
    const fresh = await newClient(api).post('/auth/register', {
      ...registration,
      email: freshEmail,
    });

    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    const takenProfile = v.parse(ProfileSchema, await body(taken));
    const freshProfile = v.parse(ProfileSchema, await body(fresh));
    expect({ ...takenProfile, id: '', email: '' }).toEqual({ ...freshProfile, id: '', email: '' });
    expect(takenProfile.email).toBe(email);
    expect(takenProfile.id).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/);
    expect(takenProfile.id).not.toBe(owner.id);
    expect(await userCount()).toBe(before + 1);

    // The account is untouched: its own password still signs in, the newcomer's does not change it.
    expect((await newClient(api).post('/auth/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
    const mails = await outbox(api.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Someone tried to sign up with your e-mail address',
    ]);
    expect(mails[0]!.bodyText).toContain('Hello Owner,');
    expect(await outbox(api.db, freshEmail)).toEqual([]);
  });

  it("enforces SPEC §5's password rules with their messages", async () => {
    const client = newClient(api);
    const before = await userCount();
    const weak = await client.post('/auth/register', {
      firstName: 'Weak',
      lastName: 'Password',
      email: uniqueEmail(),
      password: 'password1',
    });
    const error = await expectError(weak, 400);
    expect(error.data?.fieldErrors?.password?.[0]).toBe(
      'Password should contain at least one uppercase letter. Password should contain at least one special character. Password contains common patterns that are easily guessed',
    );
    const missing = await client.post('/auth/register', {
      firstName: 'No',
      lastName: 'Email',
      password: PASSWORD,
    });
    expect((await expectError(missing, 400)).data?.fieldErrors?.email).toEqual([
      'Email is required',
    ]);
    expect(await userCount()).toBe(before);
  });

  it('limits accounts created per address', async () => {
    const client = newClient(api);
    for (let i = 0; i < 10; i++) await register(client);
    const response = await client.post('/auth/register', {
      firstName: 'One',
      lastName: 'Toomany',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    await expectError(response, 429, /too many accounts/i);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /auth/login', () => {
  it('returns an access token, its expiry and a refresh token, also as a strict HttpOnly cookie', async () => {
    const client = newClient(api, '203.0.113.77');
    const { email, profile } = await register(client);
    const response = await client.post(
      '/auth/login',
      { email: email.toUpperCase(), password: PASSWORD },
      {
        headers: {
          'User-Agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await body<TokenResponse>(response);
    expect(tokens.token.split('.')).toHaveLength(3);
    expect(tokens.expiresAt).toBe(new Date(api.clock.now().getTime() + 15 * MINUTE).toISOString());
    // Issue 19: the refresh token only in its HttpOnly cookie, never in the body.
    expect(Object.keys(tokens).sort()).toEqual(['expiresAt', 'token']);

    const cookie = setCookieFor(response, 'roomwalk_refresh');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^roomwalk_refresh=[\w-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/); // plain http in development

    const [session] = await api.db.select().from(sessions).where(eq(sessions.userId, profile.id));
    expect(session).toMatchObject({
      ipAddress: '203.0.113.77',
      userAgent: expect.stringContaining('Chrome/131'),
      createdAt: api.clock.now(),
      lastUsedAt: api.clock.now(),
      expiresAt: new Date(api.clock.now().getTime() + 30 * 24 * 60 * MINUTE),
      revokedAt: null,
    });
    const attempts = await api.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, email.toLowerCase()));
    expect(attempts).toEqual([
      expect.objectContaining({ succeeded: true, ipAddress: '203.0.113.77' }),
    ]);

    client.bearer = tokens.token;
    const me = await client.get('/auth/profile');
    expect(me.status).toBe(200);
    expect(await body(me)).toMatchObject({ id: profile.id, email: email.toLowerCase() });
  });

  it('answers a wrong password and an unknown e-mail alike, with the attempts remaining', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    const wrong = await client.post('/auth/login', { email, password: 'Wrong-Password-1' });
    const wrongError = await expectError(wrong, 401, invalidCredentialsMessage(4));
    expect(wrongError.data?.attemptsRemaining).toBe(4);
    expect(setCookieFor(wrong, 'roomwalk_refresh')).toBeUndefined();

    const unknown = await client.post('/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'Wrong-Password-1',
    });
    const unknownError = await expectError(unknown, 401, invalidCredentialsMessage(4));
    expect(unknownError.data?.attemptsRemaining).toBe(4);
    expect(Object.keys(unknownError)).toEqual(Object.keys(wrongError));
  });

  it('refuses invalid input with a clear 400 before any credential check', async () => {
    const client = newClient(api);
    const error = await expectError(
      await client.post('/auth/login', { email: 'not-an-email', password: '' }),
      400,
    );
    expect(error.data?.fieldErrors).toEqual({
      email: ['Enter a valid email address'],
      password: ['Password is required'],
    });
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, until the window passes', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    const fail = () => client.post('/auth/login', { email, password: 'Wrong-Password-1' });

    for (const remaining of [4, 3, 2, 1]) {
      const error = await expectError(await fail(), 401, invalidCredentialsMessage(remaining));
      expect(error.data?.attemptsRemaining).toBe(remaining);
    }
    const fifth = await fail();
    const locked = await expectError(fifth, 429, LOCKED_MESSAGE);
    expect(locked.data?.attemptsRemaining).toBe(0);
    expect(fifth.headers.get('retry-after')).toBe('900');
    expect(locked.data?.retryAfter).toBe(900);

    const rightPassword = await client.post('/auth/login', { email, password: PASSWORD });
    await expectError(rightPassword, 429, LOCKED_MESSAGE);

    api.clock.advance(10 * MINUTE);
    const stillLocked = await client.post('/auth/login', { email, password: PASSWORD });
    await expectError(stillLocked, 429, LOCKED_MESSAGE);
    expect(stillLocked.headers.get('retry-after')).toBe('300');

    api.clock.advance(5 * MINUTE + 1000);
    // The failures have left the window: the count restarts at 1.
    const fresh = await expectError(await fail(), 401, invalidCredentialsMessage(4));
    expect(fresh.data?.attemptsRemaining).toBe(4);
    await signIn(client, email);
  });

  it('locks until the oldest counted failure leaves the window', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    const fail = () => client.post('/auth/login', { email, password: 'Wrong-Password-1' });
    await expectError(await fail(), 401, invalidCredentialsMessage(4));
    api.clock.advance(6 * MINUTE);
    for (const remaining of [3, 2, 1]) {
      await expectError(await fail(), 401, invalidCredentialsMessage(remaining));
    }
    const locked = await fail();
    await expectError(locked, 429, LOCKED_MESSAGE);
    expect(locked.headers.get('retry-after')).toBe(String(9 * 60));

    api.clock.advance(9 * MINUTE);
    // The first failure left; four still count, so one more failure locks again at once,
    // until the oldest of those four (6 minutes in) leaves: 6 minutes from now.
    const again = await fail();
    await expectError(again, 429, LOCKED_MESSAGE);
    expect(again.headers.get('retry-after')).toBe(String(6 * 60));
  });

  it('clears the count on a successful sign-in', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    for (const remaining of [4, 3, 2]) {
      const response = await client.post('/auth/login', { email, password: 'Wrong-Password-1' });
      await expectError(response, 401, invalidCredentialsMessage(remaining));
    }
    await signIn(client, email);
    const response = await client.post('/auth/login', { email, password: 'Wrong-Password-1' });
    await expectError(response, 401, invalidCredentialsMessage(4));
  });

  it('limits sign-in attempts per client address and records the address', async () => {
    const address = uniqueAddress();
    const client = newClient(api, address);
    const emails = Array.from({ length: 21 }, () => uniqueEmail('spray'));
    for (const email of emails.slice(0, 20)) {
      const response = await client.post('/auth/login', { email, password: 'Wrong-Password-1' });
      await expectError(response, 401, invalidCredentialsMessage(4));
    }
    const limited = await client.post('/auth/login', {
      email: emails[20],
      password: 'Wrong-Password-1',
    });
    const error = await expectError(limited, 429, TOO_MANY_LOGINS_MESSAGE);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(error.data?.retryAfter).toBe(900);

    // Another address is not affected; this one is allowed again after the window.
    const other = newClient(api);
    const { email } = await register(other);
    await signIn(other, email);
    api.clock.advance(15 * MINUTE);
    const later = await client.post('/auth/login', {
      email: emails[20],
      password: 'Wrong-Password-1',
    });
    await expectError(later, 401, invalidCredentialsMessage(4));

    const [recorded] = await api.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, emails[0]!), eq(loginAttempts.succeeded, false)));
    expect(recorded).toMatchObject({ ipAddress: address, attemptedAt: expect.any(Date) });
  });

  it('issue 19: a disabled account answers exactly like a wrong password; its sessions stop', async () => {
    const { client, account } = await signedInUser(api);
    await api.db
      .update(users)
      .set({ disabledAt: api.clock.now() })
      .where(eq(users.id, account.profile.id));
    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    const right = await client.post('/auth/login', { email: account.email, password: PASSWORD });
    const rightBody = await expectError(right, 401, invalidCredentialsMessage(4));
    const wrong = await client.post('/auth/login', { email: account.email, password: 'Wrong-1!' });
    const wrongBody = await expectError(wrong, 401, invalidCredentialsMessage(3));
    expect({ ...rightBody.data, attemptsRemaining: 0, requestId: '' }).toEqual({
      ...wrongBody.data,
      attemptsRemaining: 0,
      requestId: '',
    });
    expect(right.headers.get('www-authenticate')).toBe(wrong.headers.get('www-authenticate'));
    await expectError(await client.post('/auth/refresh', {}), 401, SESSION_EXPIRED_MESSAGE);
  });

  it('needs the CSRF double submit (403 mentioning CSRF)', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    const response = await client.request('POST', '/auth/login', {
      json: { email, password: PASSWORD },
      withoutCsrf: true,
    });
    await expectError(response, 403, /csrf/i);
    const anonymous = newClient(api);
    await expectError(
      await anonymous.request('POST', '/auth/register', {
        json: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: PASSWORD },
        withoutCsrf: true,
      }),
      403,
      /csrf/i,
    );
  });

  it('logs failures with the request id', async () => {
    const client = newClient(api);
    const email = uniqueEmail();
    const response = await client.post('/auth/login', { email, password: 'Wrong-Password-1' });
    const id = response.headers.get('x-request-id');
    expect(id).toBeTruthy();
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some(
        (line) =>
          line.requestId === id &&
          line.level === 'warn' &&
          /sign-in failed/.test(String(line.event)),
      ),
    ).toBe(true);
    expect(logLines.join('\n')).not.toContain('Wrong-Password-1');
    expect(logLines.join('\n')).not.toContain(email);
  });

  it('is also served under /api/v1', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    const response = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(response.status).toBe(200);
  });
});

describe('GET /auth/profile and POST /auth/complete-profile', () => {
  it('needs a token: 401 Authentication required without, Session expired for a bad one', async () => {
    const client = newClient(api);
    const none = await client.get('/auth/profile');
    await expectError(none, 401, AUTHENTICATION_REQUIRED_MESSAGE);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    client.bearer = 'not.a.token';
    const bad = await client.get('/auth/profile');
    await expectError(bad, 401, SESSION_EXPIRED_MESSAGE);
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('completes the profile and returns it', async () => {
    const { client, account } = await signedInUser(api);
    const response = await client.post('/auth/complete-profile', {
      firstName: ' Robin ',
      lastName: 'Walker-Smith',
      company: 'Open Doors Ltd',
      phone: '+31 (20) 555-0100',
      industry: 'PROPERTY_MANAGEMENT',
    });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      id: account.profile.id,
      email: account.email,
      firstName: 'Robin',
      lastName: 'Walker-Smith',
      role: 'USER',
      profileCompleted: true,
      twoFactorEnabled: false,
    });
    const [row] = await api.db.select().from(users).where(eq(users.id, account.profile.id));
    expect(row).toMatchObject({
      company: 'Open Doors Ltd',
      phone: '+31 (20) 555-0100',
      industry: 'PROPERTY_MANAGEMENT',
      updatedAt: api.clock.now(),
    });
    const profile = await body(await client.get('/auth/profile'));
    expect(profile.profileCompleted).toBe(true);
  });

  it('refuses bad profile input and changes nothing', async () => {
    const { client, account } = await signedInUser(api);
    const response = await client.post('/auth/complete-profile', {
      firstName: 'Robin',
      lastName: '',
      phone: 'call me maybe',
      industry: 'ROCKETS',
    });
    const error = await expectError(response, 400);
    expect(Object.keys(error.data?.fieldErrors ?? {}).sort()).toEqual([
      'industry',
      'lastName',
      'phone',
    ]);
    const [row] = await api.db.select().from(users).where(eq(users.id, account.profile.id));
    expect(row).toMatchObject({ lastName: 'Walker', profileCompleted: false, phone: null });
  });

  it('needs a signed-in user', async () => {
    const client = newClient(api);
    const response = await client.post('/auth/complete-profile', {
      firstName: 'A',
      lastName: 'B',
      industry: 'OTHER',
    });
    await expectError(response, 401, AUTHENTICATION_REQUIRED_MESSAGE);
  });
});

describe('requireRole', () => {
  it('lets only the listed roles through, reading the role from the database', async () => {
    const app = new Hono<ServerEnv>();
    app.use('*', requestId());
    app.onError(handleError);
    app.get('/admin-only', requireUser(api.deps), requireRole('ADMIN', 'SUPERADMIN'), (c) =>
      c.json({ role: c.get('auth')?.role }),
    );
    const { account, tokens } = await signedInUser(api);
    const call = () =>
      app.request('/admin-only', { headers: { Authorization: `Bearer ${tokens.token}` } });

    await expectError(await call(), 403, FORBIDDEN_MESSAGE);
    await api.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, account.profile.id));
    // Written behind the routes' back: tell the session-check cache, as the role routes do.
    api.deps.authCache.forgetUser(account.profile.id);
    const allowed = await call();
    expect(allowed.status).toBe(200);
    expect(await body(allowed)).toEqual({ role: 'ADMIN' });
    await expectError(await app.request('/admin-only'), 401, AUTHENTICATION_REQUIRED_MESSAGE);
  });
});
