import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
  type FormValues,
} from './form-submission.machine';

const PASSWORD = 'Walk-The-R00ms!';

/** The register form's settings, the others told apart by what they change. */
const REGISTER: FormSubmissionInput = {
  values: { firstName: '', lastName: '', email: '', password: '' },
  serverFields: ['firstName', 'lastName', 'email', 'password'],
  failureAlert: 'unlessFieldSays',
  afterSuccess: 'signIn',
  secretFields: ['password'],
};
const RESET: FormSubmissionInput = {
  values: { token: 'link-token', password: '', confirmPassword: '' },
  serverFields: ['token', 'password', 'confirmPassword'],
  failureAlert: 'unlessFieldSays',
  afterSuccess: 'finish',
  secretFields: ['password', 'confirmPassword'],
};
const CHANGE_PASSWORD: FormSubmissionInput = {
  values: { currentPassword: '', newPassword: '', confirmPassword: '' },
  serverFields: ['currentPassword', 'newPassword', 'confirmPassword'],
  failureAlert: 'always',
  afterSuccess: 'openAgain',
};

function start(
  input: FormSubmissionInput,
  submit: (values: FormValues) => Promise<unknown>,
  typed: FormValues = {},
) {
  const effects = { signIn: vi.fn(), submitted: vi.fn(), logFailure: vi.fn() };
  const actor = createActor(
    formSubmissionMachine.provide({
      actors: { submit: fromPromise(({ input: values }) => submit(values)) },
      actions: {
        signIn: (_, params) => effects.signIn(params),
        submitted: (_, { answer }) => effects.submitted(answer),
        logFailure: (_, { error }) => effects.logFailure(error),
      },
    }),
    { input },
  ).start();
  for (const [field, value] of Object.entries(typed)) {
    actor.send({ type: 'form.fieldChanged', field, value });
  }
  return { actor, ...effects };
}

const sendValid = (actor: ReturnType<typeof start>['actor']) =>
  actor.send({ type: 'form.submit', fieldErrors: {} });

describe('form submission machine', () => {
  it("stays editing with the screen's messages, sending nothing; an edit clears its field's", () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const { actor } = start(REGISTER, submit);
    actor.send({ type: 'form.submit', fieldErrors: { email: 'Enter a valid email address' } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Enter a valid email address',
    });
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'form.fieldChanged', field: 'email', value: 'ada@example.test' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe('');
  });

  it('registers, then signs in with the trimmed e-mail and the password and forgets it', async () => {
    const typed = { firstName: 'Ada', lastName: 'Lovelace', email: ' ada@example.test ' };
    const submit = vi.fn((_: FormValues) => Promise.resolve({ id: 'u1' }));
    const { actor, signIn, submitted } = start(REGISTER, submit, { ...typed, password: PASSWORD });
    sendValid(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('succeeded');
    expect(submit).toHaveBeenCalledWith({ ...typed, password: PASSWORD });
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.test', password: PASSWORD });
    expect(submitted).not.toHaveBeenCalled();
    expect(done.context.values).toEqual({ ...typed, password: '' });
  });

  it("sends a finishing form's values with what it started with, hands the answer on and forgets the secrets", async () => {
    const submit = vi.fn((_: FormValues) => Promise.resolve({ message: 'reset' }));
    const typed = { password: PASSWORD, confirmPassword: PASSWORD };
    const { actor, submitted } = start(RESET, submit, typed);
    sendValid(actor);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(submit).toHaveBeenCalledWith({ token: 'link-token', ...typed });
    expect(submitted).toHaveBeenCalledWith({ message: 'reset' });
    expect(done.context.values).toEqual({ token: 'link-token', password: '', confirmPassword: '' });
  });

  it('opens a form again emptied after a success, until the next edit', async () => {
    const typed = { currentPassword: 'x', newPassword: PASSWORD, confirmPassword: PASSWORD };
    const { actor } = start(CHANGE_PASSWORD, () => Promise.resolve({ message: 'changed' }), typed);
    sendValid(actor);
    const sent = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'sent' }));
    expect(sent.context.values).toEqual(CHANGE_PASSWORD.values);
    actor.send({ type: 'form.submit', fieldErrors: { currentPassword: 'Password is required' } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      currentPassword: 'Password is required',
    });
  });

  it("puts the server's messages on this form's fields only, the alert only when none says it", async () => {
    const taken = 'An account with this email already exists';
    const { actor, logFailure } = start(
      REGISTER,
      () => Promise.reject({ message: taken, fieldErrors: { email: taken, other: 'ignored' } }),
      { email: 'ada@example.test' },
    );
    sendValid(actor);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
    expect(failed.context.fieldErrors).toEqual({ email: taken });
    expect(failed.context.error).toBeNull();
    expect(failed.context.values.email).toBe('ada@example.test');
    expect(logFailure).toHaveBeenCalledWith(expect.objectContaining({ message: taken }));
  });

  it('shows a failure no field message says in the alert, keeping the values', async () => {
    const { actor } = start(RESET, () => Promise.reject(new Error('Failed to reset password')), {
      password: PASSWORD,
    });
    sendValid(actor);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
    expect(failed.context.error).toBe('Failed to reset password');
    expect(failed.context.values.password).toBe(PASSWORD);
    // The alert stays until the next request; an edit leaves the failed state.
    actor.send({ type: 'form.fieldChanged', field: 'password', value: 'x' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.error).toBe('Failed to reset password');
  });

  it('always says why in the alert where the form asks so, beside the field message', async () => {
    const wrong = 'Current password is incorrect';
    const typed = { currentPassword: 'x', newPassword: PASSWORD, confirmPassword: PASSWORD };
    const { actor } = start(
      CHANGE_PASSWORD,
      () => Promise.reject({ message: wrong, fieldErrors: { currentPassword: wrong } }),
      typed,
    );
    sendValid(actor);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
    expect(failed.context.fieldErrors).toEqual({ currentPassword: wrong });
    expect(failed.context.error).toBe(wrong);
    expect(failed.context.values).toEqual(typed);
  });
});
