import { assertEvent, assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';

/** Where the failed-login record of one e-mail stands (SPEC §3, §4). */
export interface LoginLockoutStatus {
  locked: boolean;
  attemptsRemaining: number;
}

/**
 * What the sign-in rejects with when the server refused the e-mail and password (401), or
 * refused because the account is locked (429 with no attempts left). `attemptsRemaining` is
 * the server's count when it sent one, so that client and server tell the user the same.
 * Any other failure (the network, a server error) is not a failed attempt and does not count.
 */
export interface SignInRejection {
  kind: 'rejected';
  attemptsRemaining: number | null;
}

export function isSignInRejection(error: unknown): error is SignInRejection {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as Partial<SignInRejection>).kind === 'rejected'
  );
}

export interface LoginLockoutInput {
  /** SPEC §9: 5. */
  maxFailedLogins: number;
  /** SPEC §9: 15 minutes; a failure older than this no longer counts. */
  lockoutWindowMs: number;
}

export interface LoginLockoutContext extends LoginLockoutInput {
  /** The e-mail of the latest attempt (the record is kept per e-mail). */
  email: string;
  /** When the latest attempt was made, in milliseconds since the epoch (given by the screen). */
  attemptedAt: number;
  /** Attempts left for `email` before it is locked, as the record says after the last answer. */
  attemptsRemaining: number;
}

export type LoginLockoutEvent =
  /** The form was sent with valid values; `now` is the screen's clock (the machine reads none). */
  { type: 'login.submit'; email: string; password: string; now: number };

/**
 * The client side of the sign-in lockout (SPEC §4, §8, §9): 5 failed attempts for one e-mail
 * within 15 minutes lock it, and while it is locked the form sends nothing and says so. A
 * successful sign-in clears the record; an attempt more than 15 minutes after the previous one
 * starts the count again at 1. The record itself (per e-mail, in local storage) and the sign-in
 * (through the session) are injected; the server enforces the same rule and its count wins.
 */
export const loginLockoutMachine = setup({
  types: {
    context: {} as LoginLockoutContext,
    events: {} as LoginLockoutEvent,
    input: {} as LoginLockoutInput,
  },
  actors: {
    /**
     * Signs in through the session and resolves once it is signed in; rejects with a
     * SignInRejection when the server refused the credentials, with anything else otherwise.
     */
    signIn: providedPromise<undefined, { email: string; password: string }>('signIn'),
    /** Counts a failure in the record (set to the server's count when given); returns the status. */
    recordFailure: providedPromise<
      LoginLockoutStatus,
      { email: string; attemptsRemaining: number | null; now: number }
    >('recordFailure'),
  },
  actions: {
    clearAttempts: (_, _params: { email: string }) => {},
    showLockForEmail: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { email: event.email, attemptsRemaining: 0 };
    }),
    startAttempt: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { email: event.email, attemptedAt: event.now };
    }),
    rememberEmail: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { email: event.email };
    }),
    resetAttemptsRemaining: assign(({ context }) => ({
      attemptsRemaining: context.maxFailedLogins,
    })),
    showLocked: assign({ attemptsRemaining: 0 }),
    showAttemptsRemaining: assign((_, params: { attemptsRemaining: number }) => ({
      attemptsRemaining: params.attemptsRemaining,
    })),
  },
  guards: {
    /** Whether the record of this e-mail locks it at `now`. */
    isLockedOut: (_, _params: { email: string; now: number }) => false,
    isRejection: (_, params: { error: unknown }) => isSignInRejection(params.error),
    isLocked: (_, params: LoginLockoutStatus) => params.locked,
  },
  delays: {
    /** The record of the latest failure expires: the count starts again. */
    attemptWindow: ({ context }) => context.lockoutWindowMs,
    /** The lock ends at the latest with the record of the failure that set it. */
    lockExpiry: ({ context }) => context.lockoutWindowMs,
  },
}).createMachine({
  id: 'loginLockout',
  context: ({ input }) => ({
    ...input,
    email: '',
    attemptedAt: 0,
    attemptsRemaining: input.maxFailedLogins,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'No sign-in is under way. Sending the form signs in, unless the record of the e-mail locks it at that moment.',
      initial: 'ready',
      on: {
        'login.submit': [
          {
            guard: {
              type: 'isLockedOut',
              params: ({ event }) => ({ email: event.email, now: event.now }),
            },
            target: '.lockedOut',
            actions: 'showLockForEmail',
          },
          {
            target: 'signingIn',
            actions: 'startAttempt',
          },
        ],
      },
      states: {
        ready: {
          description: 'The form can be sent; no failure of the last attempt is shown.',
        },
        rejected: {
          description:
            "'Invalid credentials. {n} login attempts remaining before account is temporarily locked.'",
          after: {
            attemptWindow: {
              target: 'ready',
              actions: 'resetAttemptsRemaining',
            },
          },
        },
        failed: {
          description:
            "The sign-in failed for another reason (the network, a server error, a cancelled two-factor step): the session's error says why, and nothing is counted.",
        },
        lockedOut: {
          description:
            "'Account temporarily locked due to too many failed login attempts. Please try again later.' Sending the form again sends no request while the e-mail is locked; once its record has expired, it signs in.",
          after: {
            lockExpiry: {
              target: 'ready',
              actions: 'resetAttemptsRemaining',
            },
          },
          on: {
            // Refused again: the lock, and the time until it ends, stay as they are. An e-mail
            // that is not locked (another one, or this one once its record expired) goes on
            // to the sign-in of the parent state.
            'login.submit': {
              guard: {
                type: 'isLockedOut',
                params: ({ event }) => ({ email: event.email, now: event.now }),
              },
              actions: 'rememberEmail',
            },
          },
        },
      },
    },
    signingIn: {
      description:
        'The session checks the e-mail and password (and a two-factor code when the account asks for one).',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'login.submit'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
        onDone: {
          target: 'idle.ready',
          actions: [
            { type: 'clearAttempts', params: ({ context }) => ({ email: context.email }) },
            'resetAttemptsRemaining',
          ],
        },
        onError: [
          {
            guard: { type: 'isRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'recordingFailure',
          },
          { target: 'idle.failed' },
        ],
      },
    },
    recordingFailure: {
      description: 'The failure is counted in the record of the e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'recordFailure',
        src: 'recordFailure',
        input: ({ context, event }) => ({
          email: context.email,
          attemptsRemaining:
            'error' in event && isSignInRejection(event.error)
              ? event.error.attemptsRemaining
              : null,
          now: context.attemptedAt,
        }),
        onDone: [
          {
            guard: { type: 'isLocked', params: ({ event }) => event.output },
            target: 'idle.lockedOut',
            actions: 'showLocked',
          },
          {
            target: 'idle.rejected',
            actions: {
              type: 'showAttemptsRemaining',
              params: ({ event }) => ({ attemptsRemaining: event.output.attemptsRemaining }),
            },
          },
        ],
      },
    },
  },
});
