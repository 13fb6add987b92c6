/**
 * What the auth routes share: the dependencies, the in-memory rate limiters and the TOTP replay
 * guard (one set per API instance), and the steps common to several routes.
 */
import type { TokenResponse } from '../../src/contract/auth';
import type { Role } from '../../src/contract/user';
import type { ApiDeps } from '../deps';
import { ApiError, tooManyRequests } from '../http/errors';
import { logFailure, setRefreshCookie, type AuthContext } from './http';
import {
  LOCKED_MESSAGE,
  invalidCredentialsMessage,
  lockoutState,
  recordLoginAttempt,
} from './lockout';
import { DEFAULT_SCRYPT_COST } from './passwords';
import { RateLimiter, addressKey } from './rate-limit';
import type { IssuedRefreshToken } from './sessions';
import { signAccessToken } from './tokens';

const MINUTE = 60 * 1000;

/** Per client address (IPv6 per /64). */
export const RATE_LIMITS = {
  /** Password and two-factor sign-in steps together. */
  login: { limit: 20, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  forgotPassword: { limit: 10, windowMs: 15 * MINUTE },
  /** Per user: codes tried while setting up two-factor authentication. */
  twoFactorSetup: { limit: 10, windowMs: 15 * MINUTE },
  /** Per recipient and kind: account e-mails (reset links, notices); further requests send none. */
  accountMail: { limit: 3, windowMs: 60 * MINUTE },
} as const;

export interface AuthServices {
  deps: ApiDeps;
  scryptCost: number;
  loginLimiter: RateLimiter;
  registerLimiter: RateLimiter;
  forgotPasswordLimiter: RateLimiter;
  twoFactorSetupLimiter: RateLimiter;
  accountMailLimiter: RateLimiter;
}

export function createAuthServices(deps: ApiDeps): AuthServices {
  const limiter = (bucket: keyof typeof RATE_LIMITS) =>
    new RateLimiter({ ...RATE_LIMITS[bucket], bucket, db: deps.db, clock: deps.clock });
  return {
    deps,
    scryptCost: deps.scryptCost ?? DEFAULT_SCRYPT_COST,
    loginLimiter: limiter('login'),
    registerLimiter: limiter('register'),
    forgotPasswordLimiter: limiter('forgotPassword'),
    twoFactorSetupLimiter: limiter('twoFactorSetup'),
    accountMailLimiter: limiter('accountMail'),
  };
}

/** Counts a request against `limiter`; over the limit, a 429 with Retry-After. */
export async function enforceRateLimit(
  c: AuthContext,
  limiter: RateLimiter,
  key: string,
  message: string,
): Promise<void> {
  const result = await limiter.consume(key);
  if (!result.allowed) {
    logFailure(c, 'rate limited', { key, retryAfter: result.retryAfterSeconds });
    throw tooManyRequests(message, result.retryAfterSeconds);
  }
}

export async function enforceAddressLimit(
  c: AuthContext,
  limiter: RateLimiter,
  address: string | null,
  message: string,
): Promise<void> {
  await enforceRateLimit(c, limiter, addressKey(address), message);
}

/** 429 for a locked account, with SPEC §8's message and no attempts left. */
export function lockedError(retryAfterSeconds: number): ApiError {
  return tooManyRequests(LOCKED_MESSAGE, retryAfterSeconds, { attemptsRemaining: 0 });
}

/** Refuses the request when the account of `email` is locked now. */
export async function assertNotLocked(c: AuthContext, s: AuthServices, email: string, now: Date) {
  const state = await lockoutState(s.deps.db, email, now);
  if (state.locked) {
    logFailure(c, 'refused: account locked', { retryAfter: state.retryAfterSeconds });
    throw lockedError(state.retryAfterSeconds);
  }
}

/**
 * Records a failed credential check for `email` and throws what the client is told: 429 when
 * this failure locked the account, else `status` with the attempts remaining.
 */
export async function failCredentialCheck(
  c: AuthContext,
  s: AuthServices,
  input: {
    email: string;
    ipAddress: string | null;
    now: Date;
    event: string;
    userId?: string;
    error: (attemptsRemaining: number) => ApiError;
  },
): Promise<never> {
  await recordLoginAttempt(s.deps.db, {
    email: input.email,
    ipAddress: input.ipAddress,
    succeeded: false,
    now: input.now,
  });
  const state = await lockoutState(s.deps.db, input.email, input.now);
  logFailure(c, input.event, {
    user: input.userId ?? 'unknown',
    address: input.ipAddress ?? 'unknown',
    attemptsRemaining: state.attemptsRemaining,
  });
  if (state.locked) throw lockedError(state.retryAfterSeconds);
  throw input.error(state.attemptsRemaining);
}

/** The 401 of a wrong e-mail or password (SPEC §8). */
export function invalidCredentials(attemptsRemaining: number): ApiError {
  return new ApiError(401, invalidCredentialsMessage(attemptsRemaining), { attemptsRemaining });
}

/**
 * The token response of a sign-in or refresh. The refresh token goes only into its HttpOnly
 * cookie, never into the body, where a script on the page could read it.
 */
export async function tokenResponse(
  c: AuthContext,
  s: AuthServices,
  input: { userId: string; role: Role; issued: IssuedRefreshToken; now: Date },
): Promise<TokenResponse> {
  const access = await signAccessToken(
    { userId: input.userId, sessionId: input.issued.sessionId, role: input.role, now: input.now },
    s.deps.secret,
    s.deps.accessTokenTtlMs,
  );
  setRefreshCookie(c, s.deps, input.issued.refreshToken);
  c.header('Cache-Control', 'no-store');
  return { token: access.token, expiresAt: access.expiresAt.toISOString() };
}
