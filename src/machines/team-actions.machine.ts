import { assign, setup } from 'xstate';
import { failureOf } from './form-failure';
import { providedPromise } from './provided-actor';

/**
 * One change to an Office team (issue 8, teams), as the credits page asks for it: the owner
 * invites an agent by e-mail, withdraws an invitation or removes an agent; an agent leaves the
 * team; an invitee accepts an invitation. The screen provides `perform`, which makes the call.
 */
export type TeamActionRequest =
  | { kind: 'invite'; email: string }
  | { kind: 'withdraw'; invitationId: string }
  | { kind: 'remove'; userId: string; name: string }
  | { kind: 'leave' }
  | { kind: 'accept'; token: string };

export interface TeamActionsContext {
  /** The change asked for last: what the dialog, the busy button and the result name. */
  request: TeamActionRequest | null;
  /** Why the last attempt failed (English; the screen translates it), for the alert. */
  error: string | null;
}

export type TeamActionsEvent =
  | { type: 'team.invite'; email: string }
  | { type: 'team.withdraw'; invitationId: string }
  | { type: 'team.remove'; userId: string; name: string }
  | { type: 'team.leave' }
  | { type: 'team.accept'; token: string }
  | { type: 'team.confirm' }
  | { type: 'team.cancel' };

/** The request being performed; every way into `performing` sets one. */
function requestOf(context: TeamActionsContext): TeamActionRequest {
  if (context.request === null) throw new Error('No team change was requested');
  return context.request;
}

/**
 * A team change: asked for (removing an agent and leaving the team ask first), performed by the
 * server, then done or failed. Another change can be asked for once one has ended.
 */
export const teamActionsMachine = setup({
  types: {
    context: {} as TeamActionsContext,
    events: {} as TeamActionsEvent,
  },
  actors: {
    perform: providedPromise<unknown, TeamActionRequest>('perform'),
  },
  actions: {
    storeRequest: assign((_, params: { request: TeamActionRequest }) => ({
      request: params.request,
      error: null,
    })),
    forgetRequest: assign({ request: null, error: null }),
    storeError: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
  },
}).createMachine({
  id: 'teamActions',
  context: { request: null, error: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'No change is under way; the screen offers its team actions.',
      initial: 'idle',
      on: {
        'team.invite': {
          target: 'performing',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({ request: { kind: 'invite', email: event.email } }),
          },
        },
        'team.withdraw': {
          target: 'performing',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({
              request: { kind: 'withdraw', invitationId: event.invitationId },
            }),
          },
        },
        'team.remove': {
          target: 'confirming',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({
              request: { kind: 'remove', userId: event.userId, name: event.name },
            }),
          },
        },
        'team.leave': {
          target: 'confirming',
          actions: { type: 'storeRequest', params: { request: { kind: 'leave' } } },
        },
        'team.accept': {
          target: 'performing',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({ request: { kind: 'accept', token: event.token } }),
          },
        },
      },
      states: {
        idle: { description: 'Nothing has been changed yet.' },
        succeeded: {
          description: 'The change is made: the screen says so and shows the team as it is now.',
        },
        failed: {
          description: 'The server refused or could not be reached; the reason is shown.',
        },
      },
    },
    confirming: {
      description: 'A dialog asks whether to remove the agent, or to leave the team.',
      on: {
        'team.confirm': { target: 'performing' },
        'team.cancel': { target: 'ready.idle', actions: 'forgetRequest' },
      },
    },
    performing: {
      description: 'The server makes the change; the plan, credits and team are read again.',
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'ready.succeeded' },
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
