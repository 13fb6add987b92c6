/**
 * Per-account sign-in lockout (SPEC §4, §8, §9), kept in login_attempts so that every server
 * process sees the same count: 5 failures for one e-mail within 15 minutes lock it until the
 * oldest counted failure leaves the window. Only failures after the last success count, and an
 * attempt older than 15 minutes no longer counts. Times come from the injected clock.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { loginAttempts } from '../db/schema';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export const LOCKED_MESSAGE =
  'Account temporarily locked due to too many failed login attempts. Please try again later.';

export function invalidCredentialsMessage(attemptsRemaining: number): string {
  return `Invalid credentials. ${attemptsRemaining} login attempts remaining before account is temporarily locked.`;
}

export interface LockoutState {
  /** Failures that count now. */
  failures: number;
  attemptsRemaining: number;
  locked: boolean;
  /** Seconds until the lock ends (0 when not locked). */
  retryAfterSeconds: number;
}

/** Where the account of `email` (normalised) stands at `now`. */
export async function lockoutState(db: Queryable, email: string, now: Date): Promise<LockoutState> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const recent = await db
    .select({ attemptedAt: loginAttempts.attemptedAt, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, windowStart)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(100);
  // Newest first: the failures up to the most recent success.
  const failures: Date[] = [];
  for (const attempt of recent) {
    if (attempt.succeeded) break;
    failures.push(attempt.attemptedAt);
  }
  const locked = failures.length >= MAX_FAILED_LOGINS;
  let retryAfterSeconds = 0;
  if (locked) {
    // The lock ends when enough failures have left the window to go below the maximum.
    const releasing = failures[MAX_FAILED_LOGINS - 1] ?? now;
    const releaseAt = releasing.getTime() + LOCKOUT_WINDOW_MS;
    retryAfterSeconds = Math.max(1, Math.ceil((releaseAt - now.getTime()) / 1000));
  }
  return {
    failures: failures.length,
    attemptsRemaining: Math.max(0, MAX_FAILED_LOGINS - failures.length),
    locked,
    retryAfterSeconds,
  };
}

/**
 * Records an attempt. attempted_at is the clock's time, nudged 1 ms past the account's latest
 * attempt when that is not earlier, so that attempts keep their order even when they share a
 * millisecond (a success followed by a failure must count the failure).
 */
export async function recordLoginAttempt(
  db: Queryable,
  attempt: { email: string; ipAddress: string | null; succeeded: boolean; now: Date },
): Promise<void> {
  const now = attempt.now.toISOString();
  await db.insert(loginAttempts).values({
    email: attempt.email,
    ipAddress: attempt.ipAddress,
    succeeded: attempt.succeeded,
    attemptedAt: sql`greatest(${now}::timestamptz, (select max(la.attempted_at) + interval '1 millisecond' from ${loginAttempts} la where la.email = ${attempt.email}))`,
  });
}
