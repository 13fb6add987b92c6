import { assertEvent, assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import { failureOf } from './form-failure';

/**
 * One action a staff member takes in /admin or /superuser: change a role, disable an account,
 * unpublish a tour, adjust credits, save a plan or a setting. The screen names it; the provided
 * `perform` actor runs the matching call.
 */
export interface StaffActionRequest {
  /** Which call: 'user.role', 'user.disable', 'tour.unpublish', 'plan.update', ... */
  name: string;
  /** The record it acts on (a user, tour, plan or setting id). */
  targetId: string;
  input: Record<string, string | number | boolean | null>;
  /** Destructive or far-reaching actions ask first. */
  confirm: boolean;
}

export interface StaffActionContext {
  request: StaffActionRequest | null;
  /** Why the last attempt failed (the server's message), for the alert. */
  error: string | null;
}

export type StaffActionEvent =
  | { type: 'staffAction.start'; request: StaffActionRequest }
  | { type: 'staffAction.confirm' }
  | { type: 'staffAction.cancel' }
  | { type: 'staffAction.dismiss' };

/** The request being performed; every way into `performing` sets one. */
function requestOf(context: StaffActionContext): StaffActionRequest {
  if (context.request === null) throw new Error('No staff action was requested');
  return context.request;
}

/**
 * A staff action: asked for (with a confirmation when it needs one), performed by the server,
 * then done or failed. A failure keeps the request, so the same action can be tried again.
 */
export const staffActionMachine = setup({
  types: {
    context: {} as StaffActionContext,
    events: {} as StaffActionEvent,
  },
  actors: {
    perform: providedPromise<unknown, StaffActionRequest>('perform'),
  },
  actions: {
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'staffAction.start');
      return { request: event.request, error: null };
    }),
    forgetRequest: assign({ request: null }),
    forgetRequestAndError: assign({ request: null, error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
    })),
  },
  guards: {
    needsConfirmation: (_, params: { request: StaffActionRequest }) => params.request.confirm,
  },
}).createMachine({
  id: 'staffAction',
  context: { request: null, error: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'No action is under way; the screen offers its actions.',
      initial: 'idle',
      on: {
        'staffAction.start': [
          {
            guard: {
              type: 'needsConfirmation',
              params: ({ event }) => ({ request: event.request }),
            },
            target: 'confirming',
            actions: 'storeRequest',
          },
          {
            target: 'performing',
            actions: 'storeRequest',
          },
        ],
      },
      states: {
        idle: { description: 'Nothing has been done yet, or the last result was dismissed.' },
        succeeded: {
          description: 'Done: the screen shows it and its lists are refreshed.',
          on: {
            'staffAction.dismiss': { target: 'idle', actions: 'forgetRequest' },
          },
        },
        failed: {
          description: 'The server refused or could not be reached; the reason is shown.',
          on: {
            'staffAction.dismiss': { target: 'idle', actions: 'forgetRequestAndError' },
          },
        },
      },
    },
    confirming: {
      description: 'A dialog asks whether to go ahead.',
      on: {
        'staffAction.confirm': { target: 'performing' },
        'staffAction.cancel': { target: 'ready.idle', actions: 'forgetRequest' },
      },
    },
    performing: {
      description: 'The server carries the action out and records it in the audit log.',
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'ready.succeeded' },
        onError: {
          target: 'ready.failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
