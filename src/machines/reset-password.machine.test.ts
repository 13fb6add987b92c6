import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resetPasswordMachine } from './reset-password.machine';

type Request = { token: string; password: string; confirmPassword: string };

function start(resetPassword: (request: Request) => Promise<{ message: string }>) {
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: { resetPassword: fromPromise(({ input }) => resetPassword(input)) },
    }),
    { input: { token: 'link-token' } },
  ).start();
  actor.send({ type: 'resetPassword.fieldChanged', field: 'password', value: 'Walk-The-R00ms!' });
  actor.send({
    type: 'resetPassword.fieldChanged',
    field: 'confirmPassword',
    value: 'Walk-The-R00ms!',
  });
  return actor;
}

describe('reset password machine', () => {
  it("sends the link's token with the new password, then forgets the password", async () => {
    const resetPassword = vi.fn((_: Request) => Promise.resolve({ message: 'reset' }));
    const actor = start(resetPassword);
    actor.send({ type: 'resetPassword.submit', fieldErrors: {} });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('succeeded');
    expect(resetPassword).toHaveBeenCalledWith({
      token: 'link-token',
      password: 'Walk-The-R00ms!',
      confirmPassword: 'Walk-The-R00ms!',
    });
    expect(done.context.values).toEqual({ password: '', confirmPassword: '' });
  });

  it('reports a bad link apart from the fields, keeping the values', async () => {
    const invalid = 'This password reset link is invalid or has expired';
    const actor = start(() =>
      Promise.reject({ message: invalid, fieldErrors: { token: invalid } }),
    );
    actor.send({ type: 'resetPassword.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.fieldErrors).toEqual({ token: invalid });
    expect(back.context.error).toBeNull();
    expect(back.context.values.password).toBe('Walk-The-R00ms!');
  });

  it('stays editing with the mismatch the screen found', () => {
    const resetPassword = vi.fn(() => Promise.resolve({ message: 'reset' }));
    const actor = start(resetPassword);
    actor.send({
      type: 'resetPassword.submit',
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('Passwords do not match');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('shows any other failure as the form message', async () => {
    const actor = start(() => Promise.reject(new Error('Failed to reset password')));
    actor.send({ type: 'resetPassword.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.error).toBe('Failed to reset password');
  });
});
