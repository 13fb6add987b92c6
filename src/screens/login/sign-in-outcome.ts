/**
 * The login screen's bridge to the session: it sends the sign-in, waits for the session to settle,
 * and tells the login-lockout machine what happened. The session keeps only the failure's message;
 * the lockout needs the server's answer itself (401 or 429, and its attemptsRemaining), which it
 * reads from the session's own sign-in call as it fails.
 */
import * as v from 'valibot';
import type { ActorRefFrom, Subscription } from 'xstate';
import { ApiErrorBodySchema } from '../../contract/api-error';
import type { SignInRejection } from '../../machines/login-lockout.machine';
import type { sessionMachine } from '../../machines/session.machine';
import { ApiRequestError } from '../../services/api-client';
import {
  LOCKOUT_WINDOW_MS,
  MAX_FAILED_LOGINS,
  clearAttempts,
  lockoutStatus,
  recordFailure,
  type LockoutStatus,
} from '../../services/login-attempts';

type SessionRef = Pick<ActorRefFrom<typeof sessionMachine>, 'send' | 'getSnapshot' | 'subscribe'>;

/** The sign-in ended without a failed credential check: cancelled, or the profile fetch failed. */
export class SignInNotCompletedError extends Error {
  override name = 'SignInNotCompletedError';
}

/** The server's attemptsRemaining on a failed sign-in, when it sent one. */
export function serverAttemptsRemaining(error: unknown): number | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = v.safeParse(ApiErrorBodySchema, error.data);
  const remaining = body.success ? body.output.data?.attemptsRemaining : undefined;
  return typeof remaining === 'number' && Number.isInteger(remaining) && remaining >= 0
    ? remaining
    : null;
}

/**
 * A failed attempt in the lockout's sense: the server refused the e-mail and password (401), or
 * refused because the account is locked (429 with attemptsRemaining). A 429 of the per-address
 * rate limit, the network and server errors are not attempts and return null.
 */
export function rejectionOf(error: unknown): SignInRejection | null {
  if (!(error instanceof ApiRequestError)) return null;
  const attemptsRemaining = serverAttemptsRemaining(error);
  if (error.status === 401 || (error.status === 429 && attemptsRemaining !== null)) {
    return { kind: 'rejected', attemptsRemaining };
  }
  return null;
}

/**
 * Sends 'session.signIn' and settles with the session: resolves once it is signed in (after the
 * two-factor step, when the account has one); rejects with a SignInRejection when the server
 * refused the credentials, with the call's error when it failed otherwise, or with a
 * SignInNotCompletedError when the two-factor step was cancelled or the profile fetch failed.
 */
export function signInThroughSession(
  session: SessionRef,
  credentials: { email: string; password: string },
  signal?: AbortSignal,
): Promise<undefined> {
  return new Promise<undefined>((resolve, reject) => {
    const event = { type: 'session.signIn' as const, ...credentials };
    if (!session.getSnapshot().can(event)) {
      reject(new SignInNotCompletedError('The session cannot start a sign-in now'));
      return;
    }
    session.send(event);
    // The call's error reaches its observers before the session takes its failure transition.
    let callError: unknown = null;
    const call = session.getSnapshot().children.signIn;
    const callSubscription: Subscription | undefined = call?.subscribe({
      error: (error) => {
        callError = error;
      },
    });
    const finish = (settle: () => void) => {
      callSubscription?.unsubscribe();
      sessionSubscription.unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(new SignInNotCompletedError('Abandoned')));
    const check = (snapshot: ReturnType<SessionRef['getSnapshot']>) => {
      if (snapshot.hasTag('signedIn')) {
        finish(() => resolve(undefined));
      } else if (snapshot.matches('signedOut')) {
        // No error from the credential check: the two-factor step was cancelled, or the
        // profile could not be fetched (the session's error says which).
        const failure =
          callError === null
            ? new SignInNotCompletedError('The sign-in was not completed')
            : (rejectionOf(callError) ?? callError);
        finish(() => reject(failure));
      }
    };
    const sessionSubscription = session.subscribe({
      next: check,
      error: (error) => finish(() => reject(error)),
    });
    signal?.addEventListener('abort', onAbort);
    check(session.getSnapshot());
  });
}

/**
 * Counts a failed sign-in in the per-email record (SPEC §3). When the server said how many
 * attempts are left, the record is set to agree with it; otherwise one failure is added.
 */
export function recordFailedSignIn(input: {
  email: string;
  attemptsRemaining: number | null;
  now: number;
}): LockoutStatus {
  const { email, attemptsRemaining, now } = input;
  if (attemptsRemaining === null) return recordFailure(email, now);
  clearAttempts(email);
  let status: LockoutStatus;
  const target = Math.max(0, Math.min(MAX_FAILED_LOGINS - 1, attemptsRemaining));
  // At least one failure: the attempt that was just refused.
  do {
    status = recordFailure(email, now);
  } while (status.attemptsRemaining > target);
  return status;
}

/**
 * The lockout's isLockedOut guard: whether the record of the e-mail in local storage locks it at
 * the screen's `now`. It reads the record each time, so a lock outlives a reload of the page and
 * ends when its record expires, whatever the page shows.
 */
export const isLockedOutByRecord = (_: unknown, { email, now }: { email: string; now: number }) =>
  lockoutStatus(email, now).locked;

export const LOCKOUT_INPUT = {
  maxFailedLogins: MAX_FAILED_LOGINS,
  lockoutWindowMs: LOCKOUT_WINDOW_MS,
} as const;
