import { assign, fromPromise, setup } from 'xstate';
import type { LoginResponse, Profile, TokenResponse } from '../contract/auth';
import type { UserProfile } from '../contract/user';

/** The signed-in user as the app knows it: the profile call's fields (SPEC §3). */
export type SessionUser = UserProfile &
  Partial<Pick<Profile, 'profileCompleted' | 'twoFactorEnabled'>>;

export interface SessionContext {
  user: SessionUser | null;
  /** The access token, also kept in the encrypted store; here so calls never wait on storage. */
  accessToken: string | null;
  /** The access token's expiry (ISO), for the refresh check. */
  expiresAt: string | null;
  /** The pending second step of a two-factor sign-in. */
  challengeToken: string | null;
  /** Why the last attempt failed, for the screen to show. */
  error: string | null;
  /** Why the session ended without the user asking (SPEC §4, §8), for the login screen. */
  notice: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.submitTwoFactor'; code: string }
  | { type: 'session.cancelTwoFactor' }
  | { type: 'session.signOut' }
  | { type: 'session.refresh' }
  | { type: 'session.expired'; message: string }
  | { type: 'session.profileChanged'; user: SessionUser }
  /** Developer hosts and tests: a user who is already signed in (see decision 0003). */
  | { type: 'session.signedIn'; user: SessionUser };

export interface SessionInput {
  /** A user to start signed in with (tests); null restores from storage. */
  user: SessionUser | null;
}

export interface RestoredSession {
  accessToken: string;
  expiresAt: string;
}

/**
 * The session (SPEC §4): restored at startup only if a stored token exists and has not
 * expired, then checked against the profile call; signing in fetches the profile; while
 * signed in the token is refreshed when less than 5 minutes are left, checked every 60 s.
 * Logout, a failed startup check or a failed refresh end it and clear every stored item.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<RestoredSession | null>(() =>
      Promise.reject(new Error('restoreSession is provided by the app')),
    ),
    signIn: fromPromise<LoginResponse, { email: string; password: string }>(() =>
      Promise.reject(new Error('signIn is provided by the app')),
    ),
    completeTwoFactor: fromPromise<TokenResponse, { challengeToken: string; code: string }>(() =>
      Promise.reject(new Error('completeTwoFactor is provided by the app')),
    ),
    fetchProfile: fromPromise<SessionUser>(() =>
      Promise.reject(new Error('fetchProfile is provided by the app')),
    ),
    refreshTokens: fromPromise<TokenResponse>(() =>
      Promise.reject(new Error('refreshTokens is provided by the app')),
    ),
    signOutRemotely: fromPromise<unknown>(() => Promise.resolve()),
  },
  actions: {
    storeTokens: (_, _tokens: TokenResponse) => {},
    storeUser: (_, _user: SessionUser) => {},
    clearStoredAuth: () => {},
    renewCsrfToken: () => {},
  },
  guards: {
    startsSignedIn: ({ context }) => context.user !== null,
    hasStoredSession: (_, params: { restored: RestoredSession | null }) => params.restored !== null,
    needsTwoFactor: (_, output: LoginResponse) => 'twoFactorRequired' in output,
    isExpiring: (_, _params: { expiresAt: string | null }) => false,
  },
  delays: {
    refreshCheck: 60_000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    accessToken: null,
    expiresAt: null,
    challengeToken: null,
    error: null,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A user given by the caller starts signed in; otherwise storage is checked.',
      always: [{ guard: 'startsSignedIn', target: 'signedIn' }, { target: 'restoring' }],
    },
    restoring: {
      description: 'Reading the stored session; kept only if its token exists and has not expired.',
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: {
              type: 'hasStoredSession',
              params: ({ event }) => ({ restored: event.output }),
            },
            target: 'fetchingProfile',
            actions: assign({
              accessToken: ({ event }) => event.output?.accessToken ?? null,
              expiresAt: ({ event }) => event.output?.expiresAt ?? null,
            }),
          },
          { target: 'signedOut', actions: 'clearStoredAuth' },
        ],
        onError: { target: 'signedOut', actions: 'clearStoredAuth' },
      },
    },
    signedOut: {
      description: 'A visitor: signed-in routes send them to /login.',
      tags: ['signedOut'],
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign({ error: null, notice: null }),
        },
        'session.signedIn': {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user, error: null, notice: null }),
        },
      },
    },
    signingIn: {
      description: 'The e-mail and password are being checked.',
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'session.signIn'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
        onDone: [
          {
            guard: { type: 'needsTwoFactor', params: ({ event }) => event.output },
            target: 'awaitingTwoFactor',
            actions: assign({
              challengeToken: ({ event }) =>
                'challengeToken' in event.output ? event.output.challengeToken : null,
            }),
          },
          {
            target: 'fetchingProfile',
            actions: [
              {
                type: 'storeTokens',
                params: ({ event }) => event.output as TokenResponse,
              },
              assign({
                accessToken: ({ event }) => (event.output as TokenResponse).token,
                expiresAt: ({ event }) => (event.output as TokenResponse).expiresAt,
              }),
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    awaitingTwoFactor: {
      description: 'The password was right; the code from the authenticator app is asked for.',
      tags: ['signedOut'],
      on: {
        'session.submitTwoFactor': {
          target: 'verifyingTwoFactor',
          actions: assign({ error: null }),
        },
        'session.cancelTwoFactor': {
          target: 'signedOut',
          actions: assign({ challengeToken: null, error: null }),
        },
      },
    },
    verifyingTwoFactor: {
      description: 'The two-factor code is being checked.',
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'completeTwoFactor',
        src: 'completeTwoFactor',
        input: ({ context, event }) => ({
          challengeToken: context.challengeToken ?? '',
          code: event.type === 'session.submitTwoFactor' ? event.code : '',
        }),
        onDone: {
          target: 'fetchingProfile',
          actions: [
            { type: 'storeTokens', params: ({ event }) => event.output },
            assign({
              accessToken: ({ event }) => event.output.token,
              expiresAt: ({ event }) => event.output.expiresAt,
              challengeToken: null,
            }),
          ],
        },
        onError: {
          target: 'awaitingTwoFactor',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    fetchingProfile: {
      description:
        'Signed in on the server; the profile is fetched before the user counts as signed in.',
      tags: ['busy'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'storeUser', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearStoredAuth',
            assign({
              user: null,
              accessToken: null,
              expiresAt: null,
              error: ({ event }) => messageOf(event.error),
            }),
          ],
        },
      },
    },
    signedIn: {
      description: 'A user with a profile; the token expiry is checked every 60 seconds.',
      tags: ['signedIn'],
      after: {
        refreshCheck: [
          {
            guard: {
              type: 'isExpiring',
              params: ({ context }) => ({ expiresAt: context.expiresAt }),
            },
            target: 'refreshing',
          },
          { target: 'signedIn', reenter: true },
        ],
      },
      on: {
        'session.refresh': { target: 'refreshing' },
        'session.signOut': { target: 'signingOut' },
        'session.profileChanged': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'storeUser', params: ({ event }) => event.user },
          ],
        },
        'session.expired': {
          target: 'signedOut',
          actions: [
            'clearStoredAuth',
            assign({
              user: null,
              accessToken: null,
              expiresAt: null,
              notice: ({ event }) => event.message,
            }),
          ],
        },
      },
    },
    refreshing: {
      description: 'Fewer than 5 minutes were left: new tokens are requested.',
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeTokens', params: ({ event }) => event.output },
            assign({
              accessToken: ({ event }) => event.output.token,
              expiresAt: ({ event }) => event.output.expiresAt,
            }),
            'renewCsrfToken',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearStoredAuth',
            assign({
              user: null,
              accessToken: null,
              expiresAt: null,
              notice: 'Session expired. Please login again.',
            }),
          ],
        },
      },
    },
    signingOut: {
      description: 'The server revokes the session; local data is cleared whatever the result.',
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'signOutRemotely',
        src: 'signOutRemotely',
        onDone: {
          target: 'signedOut',
          actions: ['clearStoredAuth', assign({ user: null, accessToken: null, expiresAt: null })],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearStoredAuth', assign({ user: null, accessToken: null, expiresAt: null })],
        },
      },
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
