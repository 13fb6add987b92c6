import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  fieldsOrMessage,
  hasNoFieldErrors,
  withFieldValue,
  type FieldErrors,
  type RequestFailure,
} from './form-failure';

export type ResetPasswordField = 'password' | 'confirmPassword';
export type ResetPasswordValues = Record<ResetPasswordField, string>;
/** Field messages, and `token` when the link itself is missing, invalid or expired. */
export type ResetPasswordFieldErrors = FieldErrors<ResetPasswordField | 'token'>;

export interface ResetPasswordContext {
  /** The token of the e-mailed link (/forgot-password?token=…). */
  token: string;
  values: ResetPasswordValues;
  fieldErrors: ResetPasswordFieldErrors;
  /** Why the last request failed, when no field message says it already. */
  error: string | null;
}

export interface ResetPasswordInput {
  token: string;
}

export type ResetPasswordEvent =
  | { type: 'resetPassword.fieldChanged'; field: ResetPasswordField; value: string }
  /** The screen validates the values with the shared schema and sends what it found. */
  | { type: 'resetPassword.submit'; fieldErrors: ResetPasswordFieldErrors };

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export type ResetPasswordFailure = RequestFailure;

/** The server's field messages shown: this form's, and the link's token. */
const FIELDS = ['token', 'password', 'confirmPassword'] as const;

/**
 * The reset step of /forgot-password, reached from the e-mailed link (SPEC §5, §7): a new
 * password that passes SPEC §5's strength rules and its confirmation ('Passwords do not
 * match'). An invalid or expired link is reported with a way to ask for a new one. A failure
 * keeps the values.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: fromPromise<
      { message: string },
      { token: string; password: string; confirmPassword: string }
    >(() => Promise.reject(new Error('resetPassword is provided by the app'))),
  },
  actions: {
    storeFieldValue: assign(({ context, event }) => {
      assertEvent(event, 'resetPassword.fieldChanged');
      return withFieldValue(context, event.field, event.value);
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'resetPassword.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFailure: assign((_, params: { error: unknown }) => fieldsOrMessage(params.error, FIELDS)),
    forgetPasswords: assign({ values: { password: '', confirmPassword: '' } }),
  },
  guards: {
    hasNoFieldErrors,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    values: { password: '', confirmPassword: '' },
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The new password and its confirmation are typed in; the strength meter follows every key.',
      on: {
        'resetPassword.fieldChanged': {
          actions: 'storeFieldValue',
        },
        'resetPassword.submit': [
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
      description: 'The new password is being saved; the button is disabled and says so.',
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, ...context.values }),
        onDone: {
          target: 'succeeded',
          actions: 'forgetPasswords',
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      description:
        'The password is reset and every session of the account signed out; a link leads to sign in.',
      type: 'final',
    },
  },
});
