import type {
  AfterSuccess,
  FailureAlert,
  FormSubmissionInput,
} from '../../src/machines/form-submission.machine';
import type { NotWalked } from './transition-coverage';

/** formSubmissionMachine's branches for what follows a success, and the tests that walk them. */
const AFTER_SUCCESS: Record<AfterSuccess, readonly [label: string, walkedIn: string]> = {
  signIn: ['submitting: xstate.done.actor.submit [signsInAfterSuccess] → succeeded', 'register'],
  openAgain: [
    'submitting: xstate.done.actor.submit [opensAgainAfterSuccess] → editing.sent',
    'change-password and contact-form',
  ],
  finish: [
    'submitting: xstate.done.actor.submit → succeeded',
    'complete-profile, forgot-password and reset-password',
  ],
};

/** Its branches for how a failure shows, and the tests that walk them. */
const FAILURE_ALERT: Record<FailureAlert, readonly [label: string, walkedIn: string]> = {
  always: [
    'submitting: xstate.error.actor.submit [alertsEveryFailure] → editing.failed',
    'change-password and contact-form',
  ],
  unlessFieldSays: [
    'submitting: xstate.error.actor.submit → editing.failed',
    'register, complete-profile, forgot-password and reset-password',
  ],
};

/**
 * One machine serves every account and contact form, each model test walking it on its own
 * screen: the branches the other forms take are listed as not walked here, with where they are.
 */
export function otherFormsBranches(input: FormSubmissionInput): NotWalked {
  const others = [
    ...Object.entries(AFTER_SUCCESS).filter(([kind]) => kind !== input.afterSuccess),
    ...Object.entries(FAILURE_ALERT).filter(([kind]) => kind !== input.failureAlert),
  ];
  return Object.fromEntries(
    others.map(([kind, [label, walkedIn]]) => [
      label,
      `another form's branch (${kind}), walked in the ${walkedIn} model tests`,
    ]),
  );
}

/**
 * After a failure a form takes the same edits and submits as before it (the transitions of
 * `editing`, walked from `editing.filling`); only the contact form shows its failure until the
 * next edit, so only its test walks on from `editing.failed`.
 */
export const notFromFailed = (snapshot: { matches: (state: { editing: 'failed' }) => boolean }) =>
  !snapshot.matches({ editing: 'failed' });
