/** POST /auth/forgot-password and /auth/reset-password, with the link read from the outbox. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import {
  FORGOT_PASSWORD_MESSAGE,
  LOCKED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '../../server/auth/messages';
import { passwordResetTokens, sessions, users } from '../../server/db/schema';
import {
  NEW_PASSWORD,
  PASSWORD,
  body,
  expectError,
  newClient,
  outbox,
  register,
  resetTokenFromOutbox,
  signIn,
  signedInUser,
  uniqueEmail,
  type TestApi,
} from './auth-helpers';
import { createTestApi } from './support/test-api';

let api: TestApi;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await createTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  newClient(api).post('/auth/reset-password', { token, password, confirmPassword });

describe('POST /auth/forgot-password', () => {
  it('issue 19: answers the same whether or not the account exists; the e-mail tells which', async () => {
    const client = newClient(api);
    const { email, profile } = await register(client);
    const nobody = uniqueEmail('nobody');

    const known = await client.post('/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await client.post('/auth/forgot-password', { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await body(known);
    expect(knownBody).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await body(unknown)).toEqual(knownBody);

    // The same work on both paths: one e-mail to the address, a link only for a real account.
    const notices = await outbox(api.db, nobody);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Roomwalk password reset request');
    expect(notices[0]!.bodyText).toContain('there is no active Roomwalk account');
    expect(notices[0]!.bodyText).not.toMatch(/https?:/);
    const mails = await outbox(api.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Roomwalk password');
    expect(mails[0]!.bodyText).toContain('http://localhost:5173/forgot-password?token=');

    const token = await resetTokenFromOutbox(api.db, email);
    const [stored] = await api.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, profile.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.createdAt).toEqual(api.clock.now());
    expect(stored!.expiresAt).toEqual(new Date(api.clock.now().getTime() + 60 * MINUTE));
  });

  it('sends at most 3 links an hour to one account, still answering the same', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/auth/forgot-password', { email });
      expect(await body(response)).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(await outbox(api.db, email)).toHaveLength(3);
    api.clock.advance(61 * MINUTE);
    await client.post('/auth/forgot-password', { email });
    expect(await outbox(api.db, email)).toHaveLength(4);
  });

  it('limits requests per address', async () => {
    const client = newClient(api);
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/auth/forgot-password', { email: uniqueEmail() })).status).toBe(
        200,
      );
    }
    const limited = await client.post('/auth/forgot-password', { email: uniqueEmail() });
    await expectError(limited, 429, TOO_MANY_RESET_REQUESTS_MESSAGE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an invalid e-mail with a clear 400', async () => {
    const error = await expectError(
      await newClient(api).post('/auth/forgot-password', { email: 'nope' }),
      400,
      'Enter a valid email address',
    );
    expect(error.data?.fieldErrors?.email).toEqual(['Enter a valid email address']);
    await expectError(
      await newClient(api).post('/auth/forgot-password', {}),
      400,
      'Email is required',
    );
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password, uses up the link and signs out every session', async () => {
    const { client, account } = await signedInUser(api);
    await client.post('/auth/forgot-password', { email: account.email });
    const token = await resetTokenFromOutbox(api.db, account.email);

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ message: PASSWORD_RESET_MESSAGE });

    await expectError(await client.get('/auth/profile'), 401, SESSION_EXPIRED_MESSAGE);
    const live = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.profile.id));
    expect(live.every((session) => session.revokedReason === 'password-reset')).toBe(true);
    await expectError(
      await newClient(api).post('/auth/login', { email: account.email, password: PASSWORD }),
      401,
    );
    await signIn(newClient(api), account.email, NEW_PASSWORD);

    // Single use.
    await expectError(await reset(token, 'Another-Pass-55'), 400, RESET_TOKEN_INVALID_MESSAGE);
    const mails = await outbox(api.db, account.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your Roomwalk password was reset');
  });

  it('refuses an expired link after one hour', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    await client.post('/auth/forgot-password', { email });
    const token = await resetTokenFromOutbox(api.db, email);
    api.clock.advance(60 * MINUTE);
    await expectError(await reset(token), 400, RESET_TOKEN_INVALID_MESSAGE);
    await signIn(newClient(api), email, PASSWORD);
  });

  it('refuses unknown tokens, mismatched and weak passwords, changing nothing', async () => {
    const client = newClient(api);
    const { email, profile } = await register(client);
    await client.post('/auth/forgot-password', { email });
    const token = await resetTokenFromOutbox(api.db, email);
    const [before] = await api.db.select().from(users).where(eq(users.id, profile.id));

    const unknown = await expectError(
      await reset('made-up-token'),
      400,
      RESET_TOKEN_INVALID_MESSAGE,
    );
    expect(unknown.data?.fieldErrors?.token).toEqual([RESET_TOKEN_INVALID_MESSAGE]);
    const mismatch = await expectError(
      await reset(token, NEW_PASSWORD, 'Something-Else-1'),
      400,
      'Passwords do not match',
    );
    expect(mismatch.data?.fieldErrors?.confirmPassword).toEqual(['Passwords do not match']);
    const weak = await expectError(await reset(token, 'abc'), 400);
    expect(weak.data?.fieldErrors?.password?.[0]).toContain(
      'Password should be at least 8 characters long',
    );
    await expectError(await newClient(api).post('/auth/reset-password', {}), 400);

    // The link still works after those refusals, and nothing else changed meanwhile.
    const [after] = await api.db.select().from(users).where(eq(users.id, profile.id));
    expect(after).toEqual(before);
    await signIn(newClient(api), email, PASSWORD);
    expect((await reset(token)).status).toBe(200);
  });

  it('ends a lockout, as proof of the mailbox', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    for (let i = 0; i < 5; i++) {
      await client.post('/auth/login', { email, password: 'Wrong-Password-1' });
    }
    await expectError(
      await client.post('/auth/login', { email, password: PASSWORD }),
      429,
      LOCKED_MESSAGE,
    );
    await client.post('/auth/forgot-password', { email });
    expect((await reset(await resetTokenFromOutbox(api.db, email))).status).toBe(200);
    await signIn(newClient(api), email, NEW_PASSWORD);
  });
});
