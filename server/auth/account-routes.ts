/**
 * POST /register, GET /profile, POST /complete-profile, POST /forgot-password,
 * POST /reset-password and POST /change-password.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  ChangePasswordRequestSchema,
  CompleteProfileRequestSchema,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  type Profile,
} from '../../src/contract/auth';
import { SIGNUP_CREDITS_REASON, grantCredits } from '../credits/ledger';
import type { Database } from '../db/database';
import { normalizeEmail, passwordResetTokens, users, type User } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import { enqueueSampleTour } from '../tours/sample-tour';
import { alreadyRegisteredMail, noActiveAccountMail, resetLinkMail } from './account-mail';
import { clearRefreshCookie, clientInfo, logFailure, noStore, readBody } from './http';
import { recordLoginAttempt } from './lockout';
import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from './messages';
import { hashPassword, verifyPassword } from './passwords';
import { currentAuth, requireUser } from './require-user';
import {
  assertNotLocked,
  enforceAddressLimit,
  failCredentialCheck,
  type AuthServices,
} from './services';
import { revokeUserSessions } from './sessions';
import { hashToken, randomToken } from './tokens';
import { findUserById, setPasswordHash, toProfile } from './users';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The profile a registration of a known e-mail answers with: like a new one, saved nowhere. */
function unsavedProfile(input: { email: string; firstName: string; lastName: string }): Profile {
  return {
    id: randomUUID(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'USER',
    profileCompleted: false,
    twoFactorEnabled: false,
  };
}

async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** The new user, with its password, any sign-up credits and its sample tour to come (decision 0038). */
async function createAccount(
  s: AuthServices,
  input: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<User> {
  const { deps } = s;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'USER',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (created === undefined) throw new Error('User insert returned no row');
    await setPasswordHash(tx, { userId: created.id, passwordHash: input.passwordHash, now });
    if (deps.signupCredits) {
      await grantCredits(tx, {
        userId: created.id,
        amount: deps.signupCredits,
        reason: SIGNUP_CREDITS_REASON,
      });
    }
    await enqueueSampleTour(tx, created.id);
    return created;
  });
}

/** A concurrent registration of the same e-mail: answered as a known one. */
function nullOnUniqueViolation(error: unknown): null {
  if (!isUniqueViolation(error)) throw error;
  return null;
}

/** PostgreSQL's unique_violation, whichever driver reports it (Drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function accountRoutes(app: Hono<ServerEnv>, s: AuthServices): void {
  const { deps } = s;
  const signedIn = requireUser(deps);

  /**
   * A known e-mail gets the same 201 and the same kind of body as a new one (a profile with a
   * fresh id), after the same password hashing; its owner is told by e-mail instead.
   */
  app.post('/register', async (c) => {
    noStore(c);
    const client = clientInfo(c);
    await enforceAddressLimit(
      c,
      s.registerLimiter,
      client.ipAddress,
      TOO_MANY_REGISTRATIONS_MESSAGE,
    );
    const body = await readBody(c, RegisterRequestSchema);
    const email = normalizeEmail(body.email);
    const passwordHash = await hashPassword(body.password, s.scryptCost);
    const existing = await findUserByEmail(deps.db, email);
    const created =
      existing === undefined
        ? await createAccount(s, { ...body, email, passwordHash }).catch(nullOnUniqueViolation)
        : null;
    if (created !== null) return c.json(toProfile(created, false), 201);
    logFailure(c, 'registration of a known e-mail: its owner is told by e-mail');
    const owner = existing ?? (await findUserByEmail(deps.db, email));
    if (owner !== undefined && (await s.accountMailLimiter.consume(`register:${email}`)).allowed) {
      await deps.mailer.send(
        alreadyRegisteredMail({
          to: owner.email,
          firstName: owner.firstName,
          publicUrl: deps.publicUrl,
        }),
      );
    }
    return c.json(unsavedProfile({ ...body, email }), 201);
  });

  // Served from deps.authCache: every change of a profile's fields forgets it (decision 0019).
  app.get('/profile', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const profile = await deps.authCache.profile(auth.userId, deps.clock.now(), async () => {
      const found = await findUserById(deps.db, auth.userId);
      return found && toProfile(found.user, found.twoFactorEnabled);
    });
    if (profile === undefined) throw notFound('Account not found');
    return c.json(profile);
  });

  app.post('/complete-profile', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const body = await readBody(c, CompleteProfileRequestSchema);
    const now = deps.clock.now();
    const [user] = await deps.db
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        industry: body.industry,
        ...(body.company === undefined ? {} : { company: body.company || null }),
        ...(body.phone === undefined ? {} : { phone: body.phone || null }),
        profileCompleted: true,
        updatedAt: now,
      })
      .where(eq(users.id, auth.userId))
      .returning();
    if (user === undefined) throw notFound('Account not found');
    deps.authCache.forgetUser(auth.userId);
    const found = await findUserById(deps.db, auth.userId);
    return c.json(toProfile(user, found?.twoFactorEnabled ?? false));
  });

  /**
   * The same answer whether or not the account exists, after the same steps: one e-mail to the
   * address (a link, or word that it has no active account), at most 3 an hour.
   */
  app.post('/forgot-password', async (c) => {
    noStore(c);
    const client = clientInfo(c);
    await enforceAddressLimit(
      c,
      s.forgotPasswordLimiter,
      client.ipAddress,
      TOO_MANY_RESET_REQUESTS_MESSAGE,
    );
    const body = await readBody(c, ForgotPasswordRequestSchema);
    const email = normalizeEmail(body.email);
    const now = deps.clock.now();
    const user = await findUserByEmail(deps.db, email);
    if (!(await s.accountMailLimiter.consume(`reset:${email}`)).allowed) {
      logFailure(c, 'password reset e-mail withheld: too many this hour', { user: user?.id });
      return c.json({ message: FORGOT_PASSWORD_MESSAGE });
    }
    if (user === undefined || user.disabledAt !== null) {
      logFailure(c, 'password reset requested for no active account');
      await deps.mailer.send(noActiveAccountMail(email));
      return c.json({ message: FORGOT_PASSWORD_MESSAGE });
    }
    const token = randomToken();
    await deps.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    await deps.mailer.send(
      resetLinkMail({
        to: user.email,
        firstName: user.firstName,
        publicUrl: deps.publicUrl,
        token,
      }),
    );
    return c.json({ message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/reset-password', async (c) => {
    noStore(c);
    const body = await readBody(c, ResetPasswordRequestSchema);
    const client = clientInfo(c);
    const now = deps.clock.now();
    const tokenHash = hashToken(body.token);
    const [reset] = await deps.db
      .select({ id: passwordResetTokens.id, user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (reset === undefined || reset.user.disabledAt !== null) {
      logFailure(c, 'password reset refused: invalid, used or expired token');
      throw badRequest(RESET_TOKEN_INVALID_MESSAGE, { token: [RESET_TOKEN_INVALID_MESSAGE] });
    }
    const { user } = reset;
    const passwordHash = await hashPassword(body.password, s.scryptCost);
    const done = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, reset.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) return false;
      await setPasswordHash(tx, { userId: user.id, passwordHash, now });
      // Every other link of this account dies with this one.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await revokeUserSessions(tx, { userId: user.id, reason: 'password-reset', now });
      // Proof of the mailbox ends a lockout, as a successful sign-in would.
      await recordLoginAttempt(tx, {
        email: user.email,
        ipAddress: client.ipAddress,
        succeeded: true,
        now,
      });
      return true;
    });
    if (!done) {
      logFailure(c, 'password reset refused: token used concurrently');
      throw badRequest(RESET_TOKEN_INVALID_MESSAGE, { token: [RESET_TOKEN_INVALID_MESSAGE] });
    }
    deps.authCache.forgetUser(user.id);
    clearRefreshCookie(c, deps);
    await deps.mailer.send({
      to: user.email,
      subject: 'Your Roomwalk password was reset',
      text: [
        `Hello ${user.firstName},`,
        '',
        'The password of your Roomwalk account was just reset, and every signed-in device was',
        'signed out. If this was not you, reset your password again and contact support.',
      ].join('\n'),
    });
    return c.json({ message: PASSWORD_RESET_MESSAGE });
  });

  app.post('/change-password', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const body = await readBody(c, ChangePasswordRequestSchema);
    const client = clientInfo(c);
    const now = deps.clock.now();
    const found = await findUserById(deps.db, auth.userId);
    if (found === undefined) throw notFound('Account not found');
    const { user } = found;
    // Guessing the current password with a stolen access token counts toward the lockout.
    await assertNotLocked(c, s, user.email, now);
    const matches =
      found.passwordHash !== null &&
      (await verifyPassword(body.currentPassword, found.passwordHash));
    if (!matches) {
      return failCredentialCheck(c, s, {
        email: user.email,
        ipAddress: client.ipAddress,
        now,
        event: 'password change refused: wrong current password',
        userId: user.id,
        error: () =>
          badRequest(CURRENT_PASSWORD_INCORRECT_MESSAGE, {
            currentPassword: [CURRENT_PASSWORD_INCORRECT_MESSAGE],
          }),
      });
    }
    if (body.newPassword === body.currentPassword) {
      throw badRequest(SAME_PASSWORD_MESSAGE, { newPassword: [SAME_PASSWORD_MESSAGE] });
    }
    const passwordHash = await hashPassword(body.newPassword, s.scryptCost);
    await deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, { userId: user.id, passwordHash, now });
      await revokeUserSessions(tx, {
        userId: user.id,
        reason: 'password-changed',
        now,
        exceptSessionId: auth.sessionId,
      });
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    });
    deps.authCache.forgetUser(user.id);
    await deps.mailer.send({
      to: user.email,
      subject: 'Your Roomwalk password was changed',
      text: [
        `Hello ${user.firstName},`,
        '',
        'The password of your Roomwalk account was just changed, and your other signed-in',
        'devices were signed out. If this was not you, reset your password and contact support.',
      ].join('\n'),
    });
    return c.json({ message: PASSWORD_CHANGED_MESSAGE });
  });
}
