import { assertEvent, assign, fromPromise, setup } from 'xstate';

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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
    perform: fromPromise<unknown, StaffActionRequest>(() =>
      Promise.reject(new Error('perform is provided by the screen')),
    ),
  },
  actions: {
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'staffAction.start');
      return { request: event.request, error: null };
    }),
    forgetRequest: assign({ request: null }),
    forgetRequestAndError: assign({ request: null, error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
  guards: {
    needsConfirmation: (_, params: { request: StaffActionRequest }) => params.request.confirm,
  },
}).createMachine({
  id: 'staffAction',
  context: { request: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is under way; the screen offers its actions.',
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
    },
    confirming: {
      description: 'A dialog asks whether to go ahead.',
      on: {
        'staffAction.confirm': { target: 'performing' },
        'staffAction.cancel': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    performing: {
      description: 'The server carries the action out and records it in the audit log.',
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'succeeded' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      description: 'Done: the screen shows it and its lists are refreshed.',
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
        'staffAction.dismiss': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    failed: {
      description: 'The server refused or could not be reached; the reason is shown.',
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
        'staffAction.dismiss': { target: 'idle', actions: 'forgetRequestAndError' },
      },
    },
  },
});
