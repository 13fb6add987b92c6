import { assertEvent, assign, setup } from 'xstate';
import { failureOf } from './form-failure';
import { providedPromise } from './provided-actor';
import type { ActiveSession } from '../contract/auth';

export interface ActiveSessionsContext {
  sessions: ActiveSession[];
  /** The session a revoke is asked for or running on. */
  selectedId: string | null;
  /** Why the last request failed, for the alert. */
  error: string | null;
  /** Set after a session was revoked, for the status line. */
  revokedId: string | null;
}

export type ActiveSessionsEvent =
  | { type: 'sessions.retry' }
  | { type: 'sessions.revoke'; id: string }
  | { type: 'sessions.revokeAll' }
  | { type: 'sessions.confirm' }
  | { type: 'sessions.cancel' };

/**
 * The active sessions on /dashboard/settings (SPEC §7): the user's signed-in devices, each of
 * which can be revoked after a confirmation, or all at once, which also ends this session.
 */
export const activeSessionsMachine = setup({
  types: {
    context: {} as ActiveSessionsContext,
    events: {} as ActiveSessionsEvent,
  },
  actors: {
    listSessions: providedPromise<ActiveSession[]>('listSessions'),
    revokeSession: providedPromise<unknown, { id: string }>('revokeSession'),
    revokeAllSessions: providedPromise<unknown>('revokeAllSessions'),
  },
  actions: {
    keepSessions: assign((_, params: { sessions: ActiveSession[] }) => ({
      sessions: params.sessions,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
    })),
    clearError: assign({ error: null }),
    selectSession: assign(({ event }) => {
      assertEvent(event, 'sessions.revoke');
      return { selectedId: event.id, error: null, revokedId: null };
    }),
    clearNotices: assign({ error: null, revokedId: null }),
    unselectSession: assign({ selectedId: null }),
    removeRevokedSession: assign(({ context }) => ({
      sessions: context.sessions.filter((session) => session.id !== context.selectedId),
      revokedId: context.selectedId,
      selectedId: null,
    })),
    showRevokeFailure: assign((_, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
      selectedId: null,
    })),
    /** Every session ended, this one too: the app signs out and goes to /login. */
    endThisSession: () => {},
  },
}).createMachine({
  id: 'activeSessions',
  context: { sessions: [], selectedId: null, error: null, revokedId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The list of signed-in devices is fetched (a failed revoke keeps its message).',
      tags: ['busy'],
      invoke: {
        id: 'listSessions',
        src: 'listSessions',
        onDone: {
          target: 'ready',
          actions: { type: 'keepSessions', params: ({ event }) => ({ sessions: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The list could not be fetched; the message and a retry button show.',
      on: {
        'sessions.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      description: 'The devices show with their address and times; this device is marked.',
      on: {
        'sessions.revoke': {
          target: 'confirmingRevoke',
          actions: 'selectSession',
        },
        'sessions.revokeAll': {
          target: 'confirmingRevokeAll',
          actions: 'clearNotices',
        },
      },
    },
    confirmingRevoke: {
      description: 'A dialog asks whether to sign that device out.',
      on: {
        'sessions.confirm': { target: 'revoking' },
        'sessions.cancel': { target: 'ready', actions: 'unselectSession' },
      },
    },
    revoking: {
      description: 'The server ends the chosen session.',
      tags: ['busy'],
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ id: context.selectedId ?? '' }),
        onDone: {
          target: 'ready',
          actions: 'removeRevokedSession',
        },
        // Often the session had already ended elsewhere: the list is fetched again.
        onError: {
          target: 'loading',
          actions: { type: 'showRevokeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingRevokeAll: {
      description: 'A dialog warns that every device, this one included, will be signed out.',
      on: {
        'sessions.confirm': { target: 'revokingAll' },
        'sessions.cancel': { target: 'ready' },
      },
    },
    revokingAll: {
      description: 'The server ends every session of the user.',
      tags: ['busy'],
      invoke: {
        id: 'revokeAllSessions',
        src: 'revokeAllSessions',
        onDone: { target: 'signedOut', actions: 'endThisSession' },
        onError: {
          target: 'ready',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedOut: {
      description: 'Every session, this one too, has ended; the app goes to the sign-in page.',
      type: 'final',
    },
  },
});
