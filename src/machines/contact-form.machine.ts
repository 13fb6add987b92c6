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

export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'industry',
  'tourInMind',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** What the form shows, as typed; the screen turns it into a ContactRequest when it sends. */
export type ContactValues = Record<ContactField, string>;
/** One message per field: the client's validation or the server's field message. */
export type ContactFieldErrors = FieldErrors<ContactField>;

/** SPEC §4: a fresh form, and the form after a successful submission. */
export const EMPTY_CONTACT_VALUES: Readonly<ContactValues> = {
  firstName: '',
  lastName: '',
  email: '',
  industry: 'REAL_ESTATE',
  tourInMind: '',
  message: '',
};

/**
 * The values as typed, their messages, and as `error` why the last submission failed, as the
 * request reported it (for the form's alert).
 */
export type ContactFormContext = FormContext<ContactField>;

/** A field typed in, and the submit with what ContactRequestSchema found (the screen validates). */
export type ContactFormEvent = FormEvent<'contact', ContactField>;

/** What a failed submission rejects with: a message, and field messages when the server gave some. */
export interface ContactFailure extends RequestFailure {
  /** The error the request failed with, for the log. */
  cause?: unknown;
}

/**
 * The contact form on the landing page and on /contact (SPEC §2, §3, §4, §5, §8): first and last
 * name, e-mail, industry (REAL_ESTATE by default), the tours the visitor has in mind and a
 * message. It is idle while being filled in, and stays idle, with its field messages, when the
 * values are not valid. A valid form is submitting until the server answers: success empties
 * every field and sets the industry back to REAL_ESTATE; failure keeps the values and logs the
 * error. Both are shown until the next edit.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    submitContact: fromPromise<unknown, ContactValues>(() =>
      Promise.reject(new Error('submitContact is provided by the app')),
    ),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
    resetValues: assign({ values: { ...EMPTY_CONTACT_VALUES }, fieldErrors: {}, error: null }),
    storeFieldValue: assign(({ context, event }) => {
      assertEvent(event, 'contact.fieldChanged');
      return { ...withFieldValue(context, event.field, event.value), error: null };
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'contact.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      fieldErrors: formFieldErrors(params.error, CONTACT_FIELDS),
      error: failureOf(params.error).message,
    })),
  },
  guards: {
    hasNoFieldErrors,
  },
}).createMachine({
  id: 'contactForm',
  description:
    'The contact form of the landing page and /contact: idle while filled in, submitting while POST /contact runs, then idle again with the result shown.',
  context: {
    values: {
      firstName: '',
      lastName: '',
      email: '',
      industry: 'REAL_ESTATE',
      tourInMind: '',
      message: '',
    },
    fieldErrors: {},
    error: null,
  },
  initial: 'idle',
  states: {
    idle: {
      description:
        'The form can be filled in and sent; field messages show under their fields. It remembers how the last submission ended until the next edit.',
      initial: 'editing',
      states: {
        editing: {
          description: 'Being filled in; no submission result is shown.',
        },
        succeeded: {
          description:
            'The request was stored: every field is empty again, the industry is Real Estate, and the thank-you message shows.',
        },
        failed: {
          description:
            'The request failed: the values are kept, the failure message shows, and the form can be sent again.',
        },
      },
      on: {
        'contact.fieldChanged': {
          target: '.editing',
          actions: 'storeFieldValue',
        },
        'contact.submit': [
          {
            guard: {
              type: 'hasNoFieldErrors',
              params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
            },
            target: 'submitting',
            actions: 'clearMessages',
          },
          {
            target: '.editing',
            actions: 'showFieldErrors',
          },
        ],
      },
    },
    submitting: {
      description:
        'The request is on its way; the fields are read-only and the button is disabled with its submitting label.',
      tags: ['busy'],
      invoke: {
        id: 'submitContact',
        src: 'submitContact',
        input: ({ context }) => context.values,
        onDone: {
          target: 'idle.succeeded',
          actions: 'resetValues',
        },
        onError: {
          target: 'idle.failed',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
