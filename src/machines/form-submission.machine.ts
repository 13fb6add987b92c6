import { assertEvent, assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import {
  failureOf,
  fieldsOrMessage,
  formFieldErrors,
  hasNoFieldErrors,
  withFieldValue,
  type FieldErrors,
} from './form-failure';

/** A form's values as typed, by field name. */
export type FormValues = Readonly<Record<string, string>>;

/**
 * What a form does once its request succeeded: `signIn` with the e-mail and password it sent
 * (register), `openAgain` emptied with the result shown (change password, contact), or `finish`
 * (complete profile, forgot and reset password).
 */
export type AfterSuccess = 'signIn' | 'openAgain' | 'finish';

/**
 * How a failed request shows: `always` in the form's alert, beside the field messages (change
 * password, contact), or `unlessFieldSays`: in the alert only when no field message says it.
 */
export type FailureAlert = 'always' | 'unlessFieldSays';

/** What differs between the forms: each screen says it when it starts the machine. */
export interface FormSubmissionInput {
  /** The values the form starts with; a form that opens again after success is reset to them. */
  values: FormValues;
  /** The fields the server's field messages may address (others are left out). */
  serverFields: readonly string[];
  failureAlert: FailureAlert;
  afterSuccess: AfterSuccess;
  /** The fields emptied once the request succeeded, so that no password is kept. */
  secretFields?: readonly string[];
}

export interface FormSubmissionContext {
  initialValues: FormValues;
  serverFields: readonly string[];
  failureAlert: FailureAlert;
  afterSuccess: AfterSuccess;
  secretFields: readonly string[];
  values: FormValues;
  /** One message per field: the screen's validation or the server's field message. */
  fieldErrors: FieldErrors<string>;
  /** Why the last request failed, for the form's alert (see FailureAlert). */
  error: string | null;
}

export type FormSubmissionEvent =
  | { type: 'form.fieldChanged'; field: string; value: string }
  /** The screen validates the values with the shared schema and sends what it found. */
  | { type: 'form.submit'; fieldErrors: FieldErrors<string> };

/**
 * The account and contact forms (SPEC §2, §4, §5, §7; one machine for all since issue 37):
 * register, complete profile, change password, forgot and reset password, and the contact form.
 * Each is filled in, sent once the screen's validation found nothing, and then signs in, opens
 * again emptied, or is done; a failure keeps the values and shows why. The screen provides the
 * request (`submit`) and what follows it.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput,
  },
  actors: {
    submit: providedPromise<unknown, FormValues>('submit'),
  },
  actions: {
    signIn: (_, _params: { email: string; password: string }) => {},
    submitted: (_, _params: { answer: unknown }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    storeFieldValue: assign(({ context, event }) => {
      assertEvent(event, 'form.fieldChanged');
      return withFieldValue(context, event.field, event.value);
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFailureInAlert: assign(({ context }, params: { error: unknown }) => ({
      fieldErrors: formFieldErrors(params.error, context.serverFields),
      error: failureOf(params.error).message,
    })),
    showFailureUnlessFieldSays: assign(({ context }, params: { error: unknown }) =>
      fieldsOrMessage(params.error, context.serverFields),
    ),
    emptyForm: assign(({ context }) => ({
      values: context.initialValues,
      fieldErrors: {},
      error: null,
    })),
    forgetSecrets: assign(({ context }) => ({
      values: {
        ...context.values,
        ...Object.fromEntries(context.secretFields.map((field) => [field, ''])),
      },
    })),
  },
  guards: {
    hasNoFieldErrors,
    signsInAfterSuccess: ({ context }) => context.afterSuccess === 'signIn',
    opensAgainAfterSuccess: ({ context }) => context.afterSuccess === 'openAgain',
    alertsEveryFailure: ({ context }) => context.failureAlert === 'always',
  },
}).createMachine({
  id: 'formSubmission',
  description:
    'An account or contact form: editing, submitting while its request runs, then signed in, open again or done.',
  context: ({ input }) => ({
    initialValues: input.values,
    serverFields: input.serverFields,
    failureAlert: input.failureAlert,
    afterSuccess: input.afterSuccess,
    secretFields: input.secretFields ?? [],
    values: input.values,
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form is filled in; field messages show under their fields. It remembers how the last submission ended until the next edit.',
      initial: 'filling',
      states: {
        filling: {
          description: 'Being filled in; no submission result is shown.',
        },
        failed: {
          description: 'The request failed: the values are kept and the failure shows.',
        },
        sent: {
          description:
            'The request succeeded and the form is open again (change password, contact): emptied, with the result shown.',
        },
      },
      on: {
        'form.fieldChanged': {
          target: '.filling',
          actions: 'storeFieldValue',
        },
        'form.submit': [
          {
            guard: {
              type: 'hasNoFieldErrors',
              params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
            },
            target: 'submitting',
            actions: 'clearMessages',
          },
          {
            target: '.filling',
            actions: 'showFieldErrors',
          },
        ],
      },
    },
    submitting: {
      description: 'The request is on its way; the fields are read-only and the button says so.',
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: [
          {
            // Register: the new account signs in with what it was registered with.
            guard: 'signsInAfterSuccess',
            target: 'succeeded',
            actions: [
              {
                type: 'signIn',
                params: ({ context }) => ({
                  email: (context.values.email ?? '').trim(),
                  password: context.values.password ?? '',
                }),
              },
              'forgetSecrets',
            ],
          },
          {
            guard: 'opensAgainAfterSuccess',
            target: 'editing.sent',
            actions: 'emptyForm',
          },
          {
            target: 'succeeded',
            actions: [
              { type: 'submitted', params: ({ event }) => ({ answer: event.output }) },
              'forgetSecrets',
            ],
          },
        ],
        onError: [
          {
            guard: 'alertsEveryFailure',
            target: 'editing.failed',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'showFailureInAlert', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'editing.failed',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'showFailureUnlessFieldSays',
                params: ({ event }) => ({ error: event.error }),
              },
            ],
          },
        ],
      },
    },
    succeeded: {
      description:
        'Done: the account exists and signs in, the profile is saved, the reset link is asked for, or the password is reset; the screen moves on or says so.',
      type: 'final',
    },
  },
});
