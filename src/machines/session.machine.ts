import { assertEvent, assign, fromPromise, setup } from 'xstate';
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
    applyRestoredTokens: assign((_, params: { restored: RestoredSession | null }) => ({
      accessToken: params.restored?.accessToken ?? null,
      expiresAt: params.restored?.expiresAt ?? null,
    })),
    clearMessages: assign({ error: null, notice: null }),
    acceptSignedInUser: assign(({ event }) => {
      assertEvent(event, 'session.signedIn');
      return { user: event.user, error: null, notice: null };
    }),
    keepChallenge: assign((_, params: { login: LoginResponse }) => ({
      challengeToken: 'challengeToken' in params.login ? params.login.challengeToken : null,
    })),
    applyTokens: assign((_, params: { tokens: TokenResponse }) => ({
      accessToken: params.tokens.token,
      expiresAt: params.tokens.expiresAt,
    })),
    applyTwoFactorTokens: assign((_, params: { tokens: TokenResponse }) => ({
      accessToken: params.tokens.token,
      expiresAt: params.tokens.expiresAt,
      challengeToken: null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    forgetChallenge: assign({ challengeToken: null, error: null }),
    applyUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    forgetUser: assign({ user: null, accessToken: null, expiresAt: null }),
    forgetUserWithError: assign((_, params: { error: unknown }) => ({
      user: null,
      accessToken: null,
      expiresAt: null,
      error: messageOf(params.error),
    })),
    forgetUserWithNotice: assign((_, params: { notice: string }) => ({
      user: null,
      accessToken: null,
      expiresAt: null,
      notice: params.notice,
    })),
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
            actions: {
              type: 'applyRestoredTokens',
              params: ({ event }) => ({ restored: event.output }),
            },
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
          actions: 'clearMessages',
        },
        'session.signedIn': {
          target: 'signedIn',
          actions: 'acceptSignedInUser',
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
            actions: { type: 'keepChallenge', params: ({ event }) => ({ login: event.output }) },
          },
          {
            target: 'fetchingProfile',
            actions: [
              {
                type: 'storeTokens',
                params: ({ event }) => event.output as TokenResponse,
              },
              {
                type: 'applyTokens',
                params: ({ event }) => ({ tokens: event.output as TokenResponse }),
              },
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    awaitingTwoFactor: {
      description: 'The password was right; the code from the authenticator app is asked for.',
      tags: ['signedOut'],
      on: {
        'session.submitTwoFactor': {
          target: 'verifyingTwoFactor',
          actions: 'clearError',
        },
        'session.cancelTwoFactor': {
          target: 'signedOut',
          actions: 'forgetChallenge',
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
            { type: 'applyTwoFactorTokens', params: ({ event }) => ({ tokens: event.output }) },
          ],
        },
        onError: {
          target: 'awaitingTwoFactor',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
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
            { type: 'applyUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'storeUser', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearStoredAuth',
            { type: 'forgetUserWithError', params: ({ event }) => ({ error: event.error }) },
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
            { type: 'applyUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'storeUser', params: ({ event }) => event.user },
          ],
        },
        'session.expired': {
          target: 'signedOut',
          actions: [
            'clearStoredAuth',
            { type: 'forgetUserWithNotice', params: ({ event }) => ({ notice: event.message }) },
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
            { type: 'applyTokens', params: ({ event }) => ({ tokens: event.output }) },
            'renewCsrfToken',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearStoredAuth',
            {
              type: 'forgetUserWithNotice',
              params: { notice: 'Session expired. Please login again.' },
            },
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
          actions: ['clearStoredAuth', 'forgetUser'],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearStoredAuth', 'forgetUser'],
        },
      },
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
