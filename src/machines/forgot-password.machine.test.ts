import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine } from './forgot-password.machine';

function start(requestReset: (email: string) => Promise<{ message: string }>) {
  return createActor(
    forgotPasswordMachine.provide({
      actors: { requestReset: fromPromise(({ input }) => requestReset(input.email)) },
    }),
  ).start();
}

describe('forgot password machine', () => {
  it('requests the link for the typed e-mail', async () => {
    const requestReset = vi.fn((_: string) => Promise.resolve({ message: 'sent' }));
    const actor = start(requestReset);
    actor.send({ type: 'forgotPassword.emailChanged', value: 'ada@example.test' });
    actor.send({ type: 'forgotPassword.submit', fieldErrors: {} });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((await waitFor(actor, (snapshot) => snapshot.status === 'done')).value).toBe(
      'succeeded',
    );
    expect(requestReset).toHaveBeenCalledWith('ada@example.test');
  });

  it('keeps the e-mail when the request fails', async () => {
    const actor = start(() => Promise.reject({ message: 'Too many requests' }));
    actor.send({ type: 'forgotPassword.emailChanged', value: 'ada@example.test' });
    actor.send({ type: 'forgotPassword.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context).toEqual({
      email: 'ada@example.test',
      fieldErrors: {},
      error: 'Too many requests',
    });
  });

  it("shows the server's e-mail message on the field", async () => {
    const actor = start(() =>
      Promise.reject({ message: 'Email is required', fieldErrors: { email: 'Email is required' } }),
    );
    actor.send({ type: 'forgotPassword.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.fieldErrors).toEqual({ email: 'Email is required' });
    expect(back.context.error).toBeNull();
  });

  it('stays editing when the screen found the e-mail wrong, until it is edited', () => {
    const actor = start(() => Promise.resolve({ message: 'sent' }));
    actor.send({
      type: 'forgotPassword.submit',
      fieldErrors: { email: 'Enter a valid email address' },
    });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe('Enter a valid email address');
    actor.send({ type: 'forgotPassword.emailChanged', value: 'ada@' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});
