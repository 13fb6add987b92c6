import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  failureOf,
  formFieldErrors,
  hasNoFieldErrors,
  withFieldValue,
  type FieldErrors,
  type FormContext,
  type FormEvent,
  type RequestFailure,
} from './form-failure';

export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];
export type ChangePasswordValues = Record<ChangePasswordField, string>;
/** One message per field: the client's validation or the server's field message. */
export type ChangePasswordFieldErrors = FieldErrors<ChangePasswordField>;

/**
 * The values as typed, their messages, and as `error` why the last request failed, for the form's
 * alert.
 */
export type ChangePasswordContext = FormContext<ChangePasswordField>;

/** A field typed in, and the submit with what the shared schema found (the screen validates). */
export type ChangePasswordEvent = FormEvent<'changePassword', ChangePasswordField>;

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export type ChangePasswordFailure = RequestFailure;

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
  actions: {
    storeFieldValue: assign(({ context, event }) => {
      assertEvent(event, 'changePassword.fieldChanged');
      return withFieldValue(context, event.field, event.value);
    }),
    startAgainWithValue: assign(({ context, event }) => {
      assertEvent(event, 'changePassword.fieldChanged');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'changePassword.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFieldErrorsAgain: assign(({ event }) => {
      assertEvent(event, 'changePassword.submit');
      return { fieldErrors: event.fieldErrors };
    }),
    emptyForm: assign({ values: EMPTY_VALUES, fieldErrors: {}, error: null }),
    // The alert always says why; the fields show their own messages too.
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
      fieldErrors: formFieldErrors(params.error, CHANGE_PASSWORD_FIELDS),
    })),
  },
  guards: {
    hasNoFieldErrors,
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
          actions: 'storeFieldValue',
        },
        'changePassword.submit': [
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
      description: 'The server checks the current password and stores the new one.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: {
          target: 'succeeded',
          actions: 'emptyForm',
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      description:
        'The password was changed and the other sessions signed out; the form is empty again.',
      on: {
        'changePassword.fieldChanged': {
          target: 'editing',
          actions: 'startAgainWithValue',
        },
        // The form is empty again, so the screen's check always finds something to say.
        'changePassword.submit': {
          target: 'editing',
          actions: 'showFieldErrorsAgain',
        },
      },
    },
  },
});
