import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  fieldsOrMessage,
  hasNoFieldErrors,
  type FieldErrors,
  type RequestFailure,
} from './form-failure';

export type ForgotPasswordFieldErrors = FieldErrors<'email'>;

export interface ForgotPasswordContext {
  email: string;
  fieldErrors: ForgotPasswordFieldErrors;
  /** Why the last request failed, when no field message says it already. */
  error: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgotPassword.emailChanged'; value: string }
  /** The screen validates the e-mail with the shared schema and sends what it found. */
  | { type: 'forgotPassword.submit'; fieldErrors: ForgotPasswordFieldErrors };

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export type ForgotPasswordFailure = RequestFailure;

/**
 * Forgot password on /forgot-password (SPEC §2, §7): the e-mail of the account. The server
 * answers the same whether or not an account exists, and e-mails a reset link when one does.
 * A failure keeps the e-mail.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<{ message: string }, { email: string }>(() =>
      Promise.reject(new Error('requestReset is provided by the app')),
    ),
  },
  actions: {
    storeEmail: assign(({ event }) => {
      assertEvent(event, 'forgotPassword.emailChanged');
      return { email: event.value, fieldErrors: {} };
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'forgotPassword.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFailure: assign((_, params: { error: unknown }) =>
      fieldsOrMessage(params.error, ['email']),
    ),
  },
  guards: {
    hasNoFieldErrors,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The e-mail is typed in; a message under the field says what is wrong with it.',
      on: {
        'forgotPassword.emailChanged': {
          actions: 'storeEmail',
        },
        'forgotPassword.submit': [
          {
            guard: {
              type: 'hasNoFieldErrors',
              params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
            },
            target: 'submitting',
            actions: 'clearMessages',
          },
          {
            target: 'editing',
            actions: 'showFieldErrors',
          },
        ],
      },
    },
    submitting: {
      description: 'The reset link is being requested; the button is disabled and says so.',
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'succeeded' },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      description:
        'The same message for everyone: if an account exists for the e-mail, a reset link is on its way.',
      type: 'final',
    },
  },
});
