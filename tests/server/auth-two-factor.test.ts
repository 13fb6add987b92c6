/** Two-factor set-up, the second sign-in step, recovery codes and disabling, with real codes. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '../../src/contract/auth';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  LOCKED_MESSAGE,
  TWO_FACTOR_ALREADY_ENABLED_MESSAGE,
  TWO_FACTOR_DISABLED_MESSAGE,
  TWO_FACTOR_NOT_ENABLED_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
} from '../../server/auth/messages';
import { totpCode } from '../../server/auth/totp';
import { loginChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../server/db/schema';
import {
  PASSWORD,
  body,
  expectError,
  newClient,
  setCookieFor,
  signedInUser,
  type TestApi,
} from './auth-helpers';
import type { TestClient } from './support/test-api';
import { createTestApi } from './support/test-api';

let api: TestApi;
const STEP = 30_000;

beforeAll(async () => {
  api = await createTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

const code = (secret: string) => totpCode(secret, api.clock.now().getTime());

/** A signed-in user with two-factor on: its secret and recovery codes. */
async function userWithTwoFactor() {
  const user = await signedInUser(api);
  const setup = await body<{ secret: string; otpauthUri: string }>(
    await user.client.post('/auth/two-factor/enable'),
  );
  const verified = await user.client.post('/auth/two-factor/verify', { code: code(setup.secret) });
  expect(verified.status).toBe(200);
  const { recoveryCodes } = await body<{ recoveryCodes: string[] }>(verified);
  // The code just used cannot be used again: move to the next step.
  api.clock.advance(STEP);
  return { ...user, secret: setup.secret, recoveryCodes };
}

async function firstStep(client: TestClient, email: string) {
  const response = await client.post('/auth/login', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  expect(setCookieFor(response, 'roomwalk_refresh')).toBeUndefined();
  const json = await body(response);
  expect(Object.keys(json).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
  expect(json.twoFactorRequired).toBe(true);
  return json.challengeToken as string;
}

describe('two-factor set-up', () => {
  it('enables with a secret and URI, then a verified code turns it on with 10 recovery codes', async () => {
    const { client, account } = await signedInUser(api);
    const started = await client.post('/auth/two-factor/enable');
    expect(started.status).toBe(200);
    const { secret, otpauthUri } = await body<{ secret: string; otpauthUri: string }>(started);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/Roomwalk:${account.email}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'Roomwalk',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect((await body(await client.get('/auth/profile'))).twoFactorEnabled).toBe(false);

    const wrong = await client.post('/auth/two-factor/verify', { code: '000000' });
    const error = await expectError(wrong, 400, INVALID_TWO_FACTOR_CODE_MESSAGE);
    expect(error.data?.fieldErrors?.code).toEqual([INVALID_TWO_FACTOR_CODE_MESSAGE]);

    const verified = await client.post('/auth/two-factor/verify', { code: code(secret) });
    expect(verified.status).toBe(200);
    const { recoveryCodes } = await body<{ recoveryCodes: string[] }>(verified);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{10}$/);

    const stored = await api.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, account.profile.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.codeHash).join();
    for (const recovery of recoveryCodes) expect(hashes).not.toContain(recovery);

    const [row] = await api.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, account.profile.id));
    expect(row!.enabledAt).toEqual(api.clock.now());
    expect((await body(await client.get('/auth/profile'))).twoFactorEnabled).toBe(true);

    await expectError(
      await client.post('/auth/two-factor/enable'),
      409,
      TWO_FACTOR_ALREADY_ENABLED_MESSAGE,
    );
    await expectError(
      await client.post('/auth/two-factor/verify', { code: code(secret) }),
      409,
      TWO_FACTOR_ALREADY_ENABLED_MESSAGE,
    );
  });

  it('replaces a set-up that was never verified', async () => {
    const { client } = await signedInUser(api);
    const first = await body<{ secret: string }>(await client.post('/auth/two-factor/enable'));
    const second = await body<{ secret: string }>(await client.post('/auth/two-factor/enable'));
    expect(second.secret).not.toBe(first.secret);
    if (code(first.secret) !== code(second.secret)) {
      await expectError(
        await client.post('/auth/two-factor/verify', { code: code(first.secret) }),
        400,
        INVALID_TWO_FACTOR_CODE_MESSAGE,
      );
    }
    expect(
      (await client.post('/auth/two-factor/verify', { code: code(second.secret) })).status,
    ).toBe(200);
  });

  it('refuses to verify before set-up, malformed codes, and anonymous callers', async () => {
    const { client } = await signedInUser(api);
    await expectError(
      await client.post('/auth/two-factor/verify', { code: '123456' }),
      400,
      TWO_FACTOR_NOT_STARTED_MESSAGE,
    );
    const malformed = await client.post('/auth/two-factor/verify', { code: '12 34' });
    expect((await expectError(malformed, 400)).data?.fieldErrors?.code).toBeDefined();
    const wrongType = await client.post('/auth/two-factor/verify', { code: 123456 });
    expect((await expectError(wrongType, 400)).data?.fieldErrors?.code).toBeDefined();
    await expectError(
      await newClient(api).post('/auth/two-factor/enable'),
      401,
      AUTHENTICATION_REQUIRED_MESSAGE,
    );
  });

  it('limits the codes tried during set-up', async () => {
    const { client } = await signedInUser(api);
    await client.post('/auth/two-factor/enable');
    for (let i = 0; i < 10; i++) {
      await client.post('/auth/two-factor/verify', { code: '000000' });
    }
    const limited = await client.post('/auth/two-factor/verify', { code: '000000' });
    await expectError(limited, 429, /too many/i);
  });
});

describe('sign-in with two-factor', () => {
  it('asks for a code instead of issuing tokens, then signs in with a current code', async () => {
    const { account, secret } = await userWithTwoFactor();
    const client = newClient(api);
    const challengeToken = await firstStep(client, account.email);
    const [challenge] = await api.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, account.profile.id));
    expect(challenge!.tokenHash).not.toBe(challengeToken);
    expect(challenge!.expiresAt).toEqual(new Date(api.clock.now().getTime() + 5 * 60_000));

    const wrong = await client.post('/auth/login/two-factor', { challengeToken, code: '000000' });
    const error = await expectError(wrong, 401, INVALID_TWO_FACTOR_CODE_MESSAGE);
    expect(error.data?.attemptsRemaining).toBe(4);

    const response = await client.post('/auth/login/two-factor', {
      challengeToken,
      code: code(secret),
    });
    expect(response.status).toBe(200);
    const tokens = await body<TokenResponse>(response);
    expect(setCookieFor(response, 'roomwalk_refresh')).toMatch(/^roomwalk_refresh=[\w-]{43};/);
    expect(Object.keys(tokens).sort()).toEqual(['expiresAt', 'token']);
    client.bearer = tokens.token;
    expect((await client.get('/auth/profile')).status).toBe(200);

    // The challenge is used up, and so is the code.
    await expectError(
      await client.post('/auth/login/two-factor', { challengeToken, code: code(secret) }),
      401,
      CHALLENGE_EXPIRED_MESSAGE,
    );
    const again = await firstStep(newClient(api), account.email);
    await expectError(
      await newClient(api).post('/auth/login/two-factor', {
        challengeToken: again,
        code: code(secret),
      }),
      401,
      INVALID_TWO_FACTOR_CODE_MESSAGE,
    );
  });

  it('accepts each recovery code once', async () => {
    const { account, recoveryCodes } = await userWithTwoFactor();
    const challengeToken = await firstStep(newClient(api), account.email);
    const response = await newClient(api).post('/auth/login/two-factor', {
      challengeToken,
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(response.status).toBe(200);
    const next = await firstStep(newClient(api), account.email);
    await expectError(
      await newClient(api).post('/auth/login/two-factor', {
        challengeToken: next,
        code: recoveryCodes[0],
      }),
      401,
      INVALID_TWO_FACTOR_CODE_MESSAGE,
    );
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { account, secret } = await userWithTwoFactor();
    const challengeToken = await firstStep(newClient(api), account.email);
    api.clock.advance(5 * 60_000);
    await expectError(
      await newClient(api).post('/auth/login/two-factor', { challengeToken, code: code(secret) }),
      401,
      CHALLENGE_EXPIRED_MESSAGE,
    );
    await expectError(
      await newClient(api).post('/auth/login/two-factor', {
        challengeToken: 'invented',
        code: '123456',
      }),
      401,
      CHALLENGE_EXPIRED_MESSAGE,
    );
  });

  it('counts wrong codes toward the account lockout', async () => {
    const { account, secret } = await userWithTwoFactor();
    const client = newClient(api);
    const challengeToken = await firstStep(client, account.email);
    for (const remaining of [4, 3, 2, 1]) {
      const error = await expectError(
        await client.post('/auth/login/two-factor', { challengeToken, code: '000000' }),
        401,
        INVALID_TWO_FACTOR_CODE_MESSAGE,
      );
      expect(error.data?.attemptsRemaining).toBe(remaining);
    }
    const locked = await client.post('/auth/login/two-factor', { challengeToken, code: '000000' });
    expect((await expectError(locked, 429, LOCKED_MESSAGE)).data?.attemptsRemaining).toBe(0);
    expect(locked.headers.get('retry-after')).toBe('900');
    // Locked: the right code and the password step are refused too.
    await expectError(
      await client.post('/auth/login/two-factor', { challengeToken, code: code(secret) }),
      429,
      LOCKED_MESSAGE,
    );
    await expectError(
      await client.post('/auth/login', { email: account.email, password: PASSWORD }),
      429,
      LOCKED_MESSAGE,
    );
  });
});

describe('POST /auth/two-factor/disable', () => {
  it('needs a valid code, then removes the secret and the recovery codes', async () => {
    const { client, account, secret } = await userWithTwoFactor();
    const wrong = await client.post('/auth/two-factor/disable', { code: '000000' });
    await expectError(wrong, 400, INVALID_TWO_FACTOR_CODE_MESSAGE);

    const response = await client.post('/auth/two-factor/disable', { code: code(secret) });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ message: TWO_FACTOR_DISABLED_MESSAGE });
    expect(
      await api.db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, account.profile.id)),
    ).toEqual([]);
    expect(
      await api.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, account.profile.id)),
    ).toEqual([]);
    expect((await body(await client.get('/auth/profile'))).twoFactorEnabled).toBe(false);

    // Signing in needs the password only again.
    const signIn = await newClient(api).post('/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(await body(signIn)).toHaveProperty('token');

    await expectError(
      await client.post('/auth/two-factor/disable', { code: code(secret) }),
      400,
      TWO_FACTOR_NOT_ENABLED_MESSAGE,
    );
  });

  it('accepts a recovery code', async () => {
    const { client, recoveryCodes } = await userWithTwoFactor();
    const response = await client.post('/auth/two-factor/disable', { code: recoveryCodes[3] });
    expect(response.status).toBe(200);
  });
});
