/** POST /two-factor/enable, /two-factor/verify and /two-factor/disable. */
import type { Hono } from 'hono';
import { TwoFactorVerifyRequestSchema } from '../../src/contract/auth';
import { badRequest, conflict, notFound } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import { clientInfo, logFailure, noStore, readBody } from './http';
import {
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  TWO_FACTOR_ALREADY_ENABLED_MESSAGE,
  TWO_FACTOR_DISABLED_MESSAGE,
  TWO_FACTOR_NOT_ENABLED_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
  TWO_FACTOR_SETUP_CODE_MESSAGE,
} from './messages';
import { currentAuth, requireUser } from './require-user';
import {
  assertNotLocked,
  enforceRateLimit,
  failCredentialCheck,
  type AuthServices,
} from './services';
import { generateTotpSecret, otpauthUri } from './totp';
import {
  TOTP_ISSUER,
  acceptTotpCode,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactorSecret,
  isRecoveryCodeShape,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor';
import { findUserById } from './users';

const invalidCode = () =>
  badRequest(INVALID_TWO_FACTOR_CODE_MESSAGE, { code: [INVALID_TWO_FACTOR_CODE_MESSAGE] });

export function twoFactorRoutes(app: Hono<ServerEnv>, s: AuthServices): void {
  const { deps } = s;
  const signedIn = requireUser(deps);

  /** Starts (or restarts) set-up: a new secret, pending until /verify accepts a code. */
  app.post('/two-factor/enable', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const found = await findUserById(deps.db, auth.userId);
    if (found === undefined) throw notFound('Account not found');
    if (found.twoFactorEnabled) throw conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
    const secret = generateTotpSecret();
    const saved = await savePendingSecret(deps.db, {
      userId: auth.userId,
      secret,
      now: deps.clock.now(),
    });
    if (!saved) throw conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
    return c.json({
      secret,
      otpauthUri: otpauthUri({ issuer: TOTP_ISSUER, account: found.user.email, secret }),
    });
  });

  /** The first code from the app proves the secret was stored: two-factor is on. */
  app.post('/two-factor/verify', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    await enforceRateLimit(c, s.twoFactorSetupLimiter, auth.userId, TOO_MANY_CODES_MESSAGE);
    const body = await readBody(c, TwoFactorVerifyRequestSchema);
    const now = deps.clock.now();
    const secret = await findTwoFactorSecret(deps.db, auth.userId);
    if (secret === undefined) throw badRequest(TWO_FACTOR_NOT_STARTED_MESSAGE);
    if (secret.enabledAt !== null) throw conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
    if (!/^\d{6}$/.test(body.code)) {
      throw badRequest(TWO_FACTOR_SETUP_CODE_MESSAGE, { code: [TWO_FACTOR_SETUP_CODE_MESSAGE] });
    }
    if (
      !(await acceptTotpCode(deps.db, {
        userId: auth.userId,
        secret: secret.secret,
        code: body.code,
        now,
      }))
    ) {
      logFailure(c, 'two-factor set-up: wrong code', { user: auth.userId });
      throw invalidCode();
    }
    const recoveryCodes = await deps.db.transaction((tx) =>
      enableTwoFactor(tx, { userId: auth.userId, now }),
    );
    if (recoveryCodes === null) throw conflict(TWO_FACTOR_ALREADY_ENABLED_MESSAGE);
    deps.authCache.forgetUser(auth.userId); // the profile's twoFactorEnabled
    return c.json({ recoveryCodes });
  });

  /** Needs a current code or an unused recovery code; wrong ones count toward the lockout. */
  app.post('/two-factor/disable', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const body = await readBody(c, TwoFactorVerifyRequestSchema);
    const client = clientInfo(c);
    const now = deps.clock.now();
    const found = await findUserById(deps.db, auth.userId);
    if (found === undefined) throw notFound('Account not found');
    const secret = await findTwoFactorSecret(deps.db, auth.userId);
    if (secret?.enabledAt == null) throw badRequest(TWO_FACTOR_NOT_ENABLED_MESSAGE);
    await assertNotLocked(c, s, found.user.email, now);
    const accepted = isRecoveryCodeShape(body.code)
      ? await useRecoveryCode(deps.db, { userId: auth.userId, code: body.code, now })
      : await acceptTotpCode(deps.db, {
          userId: auth.userId,
          secret: secret.secret,
          code: body.code,
          now,
        });
    if (!accepted) {
      return failCredentialCheck(c, s, {
        email: found.user.email,
        ipAddress: client.ipAddress,
        now,
        event: 'two-factor disable refused: wrong code',
        userId: auth.userId,
        error: invalidCode,
      });
    }
    await deps.db.transaction((tx) => disableTwoFactor(tx, auth.userId));
    deps.authCache.forgetUser(auth.userId); // the profile's twoFactorEnabled
    return c.json({ message: TWO_FACTOR_DISABLED_MESSAGE });
  });
}
