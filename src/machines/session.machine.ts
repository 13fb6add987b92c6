import { assign, setup } from 'xstate';
import type { UserProfile } from '../contract/user';

export interface SessionContext {
  user: UserProfile | null;
}

export type SessionEvent =
  { type: 'session.signedIn'; user: UserProfile } | { type: 'session.signOut' };

export interface SessionInput {
  /** A user restored at startup, or null. */
  user: UserProfile | null;
}

/**
 * The session (SPEC §4): signed out or signed in with a user profile.
 * The auth guard reads it. Signing out clears every stored auth item.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    clearStoredAuth: () => {},
  },
  guards: {
    hasRestoredUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Deciding from the restored data whether someone is signed in.',
      always: [{ guard: 'hasRestoredUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'A visitor: signed-in routes send them to /login.',
      tags: ['signedOut'],
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user }),
        },
      },
    },
    signedIn: {
      description: 'A user with a profile: signed-in routes open if their role allows.',
      tags: ['signedIn'],
      on: {
        'session.signOut': {
          target: 'signedOut',
          actions: [assign({ user: null }), 'clearStoredAuth'],
        },
      },
    },
  },
});
