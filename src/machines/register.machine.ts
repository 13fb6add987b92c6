import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Profile } from '../contract/auth';
import {
  fieldsOrMessage,
  hasNoFieldErrors,
  withFieldValue,
  type FieldErrors,
  type FormContext,
  type FormEvent,
  type RequestFailure,
} from './form-failure';

export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
/** One message per field: the client's validation or the server's field message. */
export type RegisterFieldErrors = FieldErrors<RegisterField>;

/**
 * The values as typed, their messages, and as `error` why the last request failed, when no field
 * message says it already.
 */
export type RegisterContext = FormContext<RegisterField>;

/** A field typed in, and the submit with what the shared schema found (the screen validates). */
export type RegisterEvent = FormEvent<'register', RegisterField>;

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export type RegisterFailure = RequestFailure;

/**
 * Registration on /register (SPEC §2, §5, §7): first and last name, e-mail and a password
 * that passes SPEC §5's strength rules. Once the account exists, the session signs in with
 * the same e-mail and password; the screen then goes on to /complete-profile. A failure
 * keeps every value; a taken e-mail is reported on the e-mail field.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    register: fromPromise<Profile, RegisterValues>(() =>
      Promise.reject(new Error('register is provided by the app')),
    ),
  },
  actions: {
    signIn: (_, _params: { email: string; password: string }) => {},
    storeFieldValue: assign(({ context, event }) => {
      assertEvent(event, 'register.fieldChanged');
      return withFieldValue(context, event.field, event.value);
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'register.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFailure: assign((_, params: { error: unknown }) =>
      fieldsOrMessage(params.error, REGISTER_FIELDS),
    ),
    forgetPassword: assign(({ context }) => ({ values: { ...context.values, password: '' } })),
  },
  guards: {
    hasNoFieldErrors,
  },
}).createMachine({
  id: 'register',
  context: {
    values: { firstName: '', lastName: '', email: '', password: '' },
    fieldErrors: {},
    error: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form is filled in; the password meter follows every key, field messages show under their fields.',
      on: {
        'register.fieldChanged': {
          actions: 'storeFieldValue',
        },
        'register.submit': [
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
      description: 'The account is being created; the button is disabled and says so.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.values,
        onDone: {
          target: 'succeeded',
          actions: [
            {
              type: 'signIn',
              params: ({ context }) => ({
                email: context.values.email.trim(),
                password: context.values.password,
              }),
            },
            'forgetPassword',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      description:
        'The account exists and the session signs in with it; once signed in the screen goes to /complete-profile.',
      type: 'final',
    },
  },
});
