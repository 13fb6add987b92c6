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

export const COMPLETE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'phone',
  'industry',
] as const;
export type CompleteProfileField = (typeof COMPLETE_PROFILE_FIELDS)[number];
export type CompleteProfileValues = Record<CompleteProfileField, string>;
/** One message per field: the client's validation or the server's field message. */
export type CompleteProfileFieldErrors = FieldErrors<CompleteProfileField>;

/**
 * The values as typed, their messages, and as `error` why the last request failed, when no field
 * message says it already.
 */
export type CompleteProfileContext = FormContext<CompleteProfileField>;

export interface CompleteProfileInput {
  /** The signed-in user's names, to start from. */
  firstName: string;
  lastName: string;
}

/** A field typed in, and the submit with what the shared schema found (the screen validates). */
export type CompleteProfileEvent = FormEvent<'completeProfile', CompleteProfileField>;

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export type CompleteProfileFailure = RequestFailure;

/**
 * Complete profile on /complete-profile (SPEC §2, §7): first and last name (from the session's
 * user), company and phone (optional) and the industry. The saved profile goes to the session
 * and the screen moves on to /dashboard. A failure keeps every value.
 */
export const completeProfileMachine = setup({
  types: {
    context: {} as CompleteProfileContext,
    events: {} as CompleteProfileEvent,
    input: {} as CompleteProfileInput,
  },
  actors: {
    completeProfile: fromPromise<Profile, CompleteProfileValues>(() =>
      Promise.reject(new Error('completeProfile is provided by the app')),
    ),
  },
  actions: {
    profileSaved: (_, _profile: Profile) => {},
    storeFieldValue: assign(({ context, event }) => {
      assertEvent(event, 'completeProfile.fieldChanged');
      return withFieldValue(context, event.field, event.value);
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'completeProfile.submit');
      return { fieldErrors: event.fieldErrors, error: null };
    }),
    showFailure: assign((_, params: { error: unknown }) =>
      fieldsOrMessage(params.error, COMPLETE_PROFILE_FIELDS),
    ),
  },
  guards: {
    hasNoFieldErrors,
  },
}).createMachine({
  id: 'completeProfile',
  context: ({ input }) => ({
    values: {
      firstName: input.firstName,
      lastName: input.lastName,
      company: '',
      phone: '',
      industry: 'REAL_ESTATE',
    },
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form asks company, phone and industry; the names come from the session (asked once, on /register). Field messages show under their fields.',
      on: {
        'completeProfile.fieldChanged': {
          actions: 'storeFieldValue',
        },
        'completeProfile.submit': [
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
      description: 'The profile is being saved; the button is disabled and says so.',
      tags: ['busy'],
      invoke: {
        id: 'completeProfile',
        src: 'completeProfile',
        input: ({ context }) => context.values,
        onDone: {
          target: 'succeeded',
          actions: { type: 'profileSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      description: 'The profile is saved and handed to the session; the screen goes to /dashboard.',
      type: 'final',
    },
  },
});
