import { assign, fromPromise, setup } from 'xstate';

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type ChangePasswordValues = Record<ChangePasswordField, string>;
/** One message per field: the client's validation or the server's field message. */
export type ChangePasswordFieldErrors = Partial<Record<ChangePasswordField, string>>;

export interface ChangePasswordContext {
  values: ChangePasswordValues;
  fieldErrors: ChangePasswordFieldErrors;
  /** Why the last request failed, for the form's alert. */
  error: string | null;
}

export type ChangePasswordEvent =
  | { type: 'changePassword.fieldChanged'; field: ChangePasswordField; value: string }
  /** The screen validates the values with the shared schema and sends what it found. */
  | { type: 'changePassword.submit'; fieldErrors: ChangePasswordFieldErrors };

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export interface ChangePasswordFailure {
  message: string;
  fieldErrors?: ChangePasswordFieldErrors;
}

const EMPTY_VALUES: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Change password on /dashboard/settings (SPEC §5, §7): the current password, a new one that
 * passes SPEC §5's strength rules and its confirmation ('New passwords do not match'). The
 * server keeps this session and signs out the others. A failure keeps every value.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<{ message: string }, ChangePasswordValues>(() =>
      Promise.reject(new Error('changePassword is provided by the app')),
    ),
  },
  guards: {
    hasNoFieldErrors: (_, params: { fieldErrors: ChangePasswordFieldErrors }) =>
      Object.values(params.fieldErrors).every((message) => !message),
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY_VALUES, fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is filled in; field messages show under the fields they concern.',
      on: {
        'changePassword.fieldChanged': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: '' }),
          }),
        },
        'changePassword.submit': [
          {
            guard: {
              type: 'hasNoFieldErrors',
              params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
            },
            target: 'submitting',
            actions: assign({ fieldErrors: {}, error: null }),
          },
          {
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => event.fieldErrors, error: null }),
          },
        ],
      },
    },
    submitting: {
      description: 'The server checks the current password and stores the new one.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: {
          target: 'succeeded',
          actions: assign({ values: EMPTY_VALUES, fieldErrors: {}, error: null }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => failureOf(event.error).message,
            fieldErrors: ({ event }) => failureOf(event.error).fieldErrors ?? {},
          }),
        },
      },
    },
    succeeded: {
      description:
        'The password was changed and the other sessions signed out; the form is empty again.',
      on: {
        'changePassword.fieldChanged': {
          target: 'editing',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
          }),
        },
        // The form is empty again, so the screen's check always finds something to say.
        'changePassword.submit': {
          target: 'editing',
          actions: assign({ fieldErrors: ({ event }) => event.fieldErrors }),
        },
      },
    },
  },
});

function failureOf(error: unknown): ChangePasswordFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, fieldErrors } = error as Partial<ChangePasswordFailure>;
    return { message: String(message), fieldErrors };
  }
  return { message: String(error) };
}
