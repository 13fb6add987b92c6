/** POST /login, /login/two-factor, /refresh and /logout. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { LoginRequestSchema, LoginTwoFactorRequestSchema } from '../../src/contract/auth';
import { SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import { loginChallenges, normalizeEmail, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import {
  authenticationError,
  bearerToken,
  clearRefreshCookie,
  clientInfo,
  logFailure,
  noStore,
  readBody,
  readRefreshCookie,
} from './http';
import { recordLoginAttempt } from './lockout';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  SIGNED_OUT_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
} from './messages';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  assertNotLocked,
  enforceAddressLimit,
  failCredentialCheck,
  invalidCredentials,
  tokenResponse,
  type AuthServices,
} from './services';
import {
  findSessionByRefreshToken,
  revokeSession,
  rotateRefreshToken,
  startSession,
} from './sessions';
import { checkAccessToken, hashToken, randomToken } from './tokens';
import {
  acceptTotpCode,
  findTwoFactorSecret,
  isRecoveryCodeShape,
  useRecoveryCode,
} from './two-factor';
import { findLoginUser, setPasswordHash } from './users';

/** How long the second step of a sign-in may wait. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export function signInRoutes(app: Hono<ServerEnv>, s: AuthServices): void {
  const { deps } = s;

  app.post('/login', async (c) => {
    noStore(c);
    // The address's limit first: a limited address costs no body read, no parse, no hash.
    const client = clientInfo(c);
    await enforceAddressLimit(c, s.loginLimiter, client.ipAddress, TOO_MANY_LOGINS_MESSAGE);
    const body = await readBody(c, LoginRequestSchema);
    const email = normalizeEmail(body.email);
    const now = deps.clock.now();
    // A locked account is refused before its password is even checked.
    await assertNotLocked(c, s, email, now);

    const found = await findLoginUser(deps.db, email);
    // Unknown e-mail: the same scrypt work against a dummy hash, so timing reveals nothing.
    const storedHash = found?.passwordHash ?? (await dummyHash(s.scryptCost));
    const passwordMatches = await verifyPassword(body.password, storedHash);
    // A disabled account answers exactly as a wrong password does, so that only an
    // administrator ever learns that it is disabled (docs/decisions/0015-accounts-reveal-nothing.md).
    if (
      found === undefined ||
      found.passwordHash === null ||
      found.user.disabledAt !== null ||
      !passwordMatches
    ) {
      return failCredentialCheck(c, s, {
        email,
        ipAddress: client.ipAddress,
        now,
        event:
          found?.user.disabledAt == null
            ? 'sign-in failed: wrong e-mail or password'
            : 'sign-in refused: account disabled',
        userId: found?.user.id,
        error: invalidCredentials,
      });
    }
    const { user } = found;

    if (found.twoFactorEnabled) {
      // The password was right; the sign-in (and the lockout's success) waits for the code.
      const challengeToken = randomToken();
      await deps.db.insert(loginChallenges).values({
        userId: user.id,
        tokenHash: hashToken(challengeToken),
        userAgent: client.userAgent,
        ipAddress: client.ipAddress,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS),
      });
      return c.json({ twoFactorRequired: true as const, challengeToken });
    }

    const rehashed = needsRehash(found.passwordHash, s.scryptCost)
      ? await hashPassword(body.password, s.scryptCost)
      : undefined;
    const issued = await deps.db.transaction(async (tx) => {
      await recordLoginAttempt(tx, {
        email,
        ipAddress: client.ipAddress,
        succeeded: true,
        now,
      });
      if (rehashed !== undefined) {
        await setPasswordHash(tx, { userId: user.id, passwordHash: rehashed, now });
      }
      return startSession(tx, { userId: user.id, client, now });
    });
    return c.json(await tokenResponse(c, s, { userId: user.id, role: user.role, issued, now }));
  });

  app.post('/login/two-factor', async (c) => {
    noStore(c);
    const client = clientInfo(c);
    await enforceAddressLimit(c, s.loginLimiter, client.ipAddress, TOO_MANY_LOGINS_MESSAGE);
    const body = await readBody(c, LoginTwoFactorRequestSchema);
    const now = deps.clock.now();
    const challengeHash = hashToken(body.challengeToken);
    const [challenge] = await deps.db
      .select({ id: loginChallenges.id, user: users })
      .from(loginChallenges)
      .innerJoin(users, eq(users.id, loginChallenges.userId))
      .where(
        and(
          eq(loginChallenges.tokenHash, challengeHash),
          isNull(loginChallenges.usedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      )
      .limit(1);
    if (challenge === undefined || challenge.user.disabledAt !== null) {
      logFailure(c, 'two-factor sign-in refused: unknown or expired challenge');
      throw new ApiError(401, CHALLENGE_EXPIRED_MESSAGE);
    }
    const { user } = challenge;
    await assertNotLocked(c, s, user.email, now);
    const secret = await findTwoFactorSecret(deps.db, user.id);
    if (secret?.enabledAt == null) {
      logFailure(c, 'two-factor sign-in refused: two-factor no longer enabled', { user: user.id });
      throw new ApiError(401, CHALLENGE_EXPIRED_MESSAGE);
    }
    const codeAccepted = isRecoveryCodeShape(body.code)
      ? await useRecoveryCode(deps.db, { userId: user.id, code: body.code, now })
      : await acceptTotpCode(deps.db, {
          userId: user.id,
          secret: secret.secret,
          code: body.code,
          now,
        });
    if (!codeAccepted) {
      return failCredentialCheck(c, s, {
        email: user.email,
        ipAddress: client.ipAddress,
        now,
        event: 'two-factor sign-in failed: wrong code',
        userId: user.id,
        error: (attemptsRemaining) =>
          new ApiError(401, INVALID_TWO_FACTOR_CODE_MESSAGE, { attemptsRemaining }),
      });
    }
    const issued = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(and(eq(loginChallenges.id, challenge.id), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.id });
      if (claimed.length === 0) return undefined;
      await recordLoginAttempt(tx, {
        email: user.email,
        ipAddress: client.ipAddress,
        succeeded: true,
        now,
      });
      return startSession(tx, { userId: user.id, client, now });
    });
    if (issued === undefined) throw new ApiError(401, CHALLENGE_EXPIRED_MESSAGE);
    return c.json(await tokenResponse(c, s, { userId: user.id, role: user.role, issued, now }));
  });

  app.post('/refresh', async (c) => {
    noStore(c);
    // Only the HttpOnly cookie: a refresh token in the body is never read.
    const token = readRefreshCookie(c, deps);
    if (token === undefined) {
      throw authenticationError(SESSION_EXPIRED_MESSAGE, false);
    }
    const now = deps.clock.now();
    const result = await rotateRefreshToken(deps.db, token, now);
    if (result.kind === 'reused') {
      // Someone else holds a copy: the session ends now, for the access tokens it issued too.
      deps.authCache.forgetSession(result.sessionId);
      clearRefreshCookie(c, deps);
      logFailure(c, 'refresh token reused: session revoked', {
        session: result.sessionId,
        user: result.userId,
      });
      throw authenticationError(SESSION_EXPIRED_MESSAGE, true);
    }
    if (result.kind === 'invalid') {
      // A disabled account's session was revoked here; a revoked one may be known to this
      // process still if another process revoked it.
      if (result.why !== 'unknown') deps.authCache.forgetUser(result.userId);
      clearRefreshCookie(c, deps);
      logFailure(c, 'refresh refused', { reason: result.why });
      throw authenticationError(SESSION_EXPIRED_MESSAGE, true);
    }
    return c.json(
      await tokenResponse(c, s, { userId: result.userId, role: result.role, issued: result, now }),
    );
  });

  /**
   * Ends the session of the access token, which may have expired (its signature still names
   * the session), or else of the refresh cookie. The cookie is cleared whatever the outcome.
   */
  app.post('/logout', async (c) => {
    noStore(c);
    clearRefreshCookie(c, deps);
    const now = deps.clock.now();
    let target: { sessionId: string; userId: string } | undefined;
    const token = bearerToken(c);
    if (token !== undefined) {
      const checked = await checkAccessToken(token, deps.secret, now.getTime());
      if (checked.ok) target = { sessionId: checked.claims.sid, userId: checked.claims.sub };
    }
    if (target === undefined) {
      const refresh = readRefreshCookie(c, deps);
      if (refresh !== undefined) target = await findSessionByRefreshToken(deps.db, refresh);
    }
    if (target === undefined) {
      logFailure(c, 'sign-out without a valid token');
      throw authenticationError(
        token === undefined ? AUTHENTICATION_REQUIRED_MESSAGE : SESSION_EXPIRED_MESSAGE,
        token !== undefined,
      );
    }
    await revokeSession(deps.db, { ...target, reason: 'signed-out', now });
    deps.authCache.forgetSession(target.sessionId);
    return c.json({ message: SIGNED_OUT_MESSAGE });
  });
}
