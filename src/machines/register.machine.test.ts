import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Profile } from '../contract/auth';
import { registerMachine, type RegisterValues } from './register.machine';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'USER',
  profileCompleted: false,
  twoFactorEnabled: false,
};
const values: RegisterValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' ada@example.test ',
  password: 'Walk-The-R00ms!',
};

function start(register: (input: RegisterValues) => Promise<Profile>) {
  const signIn = vi.fn();
  const actor = createActor(
    registerMachine.provide({
      actors: { register: fromPromise(({ input }) => register(input)) },
      actions: { signIn: (_, params) => signIn(params) },
    }),
  ).start();
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'register.fieldChanged', field: field as keyof RegisterValues, value });
  }
  return { actor, signIn };
}

describe('register machine', () => {
  it('stays editing with the messages the screen found, sending nothing', () => {
    const register = vi.fn(() => Promise.resolve(profile));
    const { actor } = start(register);
    actor.send({ type: 'register.submit', fieldErrors: { email: 'Enter a valid email address' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Enter a valid email address',
    });
    expect(register).not.toHaveBeenCalled();
    // Editing a field clears its message only.
    actor.send({ type: 'register.fieldChanged', field: 'email', value: 'ada@example.test' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe('');
  });

  it('registers, then signs in with the same e-mail and password and forgets the password', async () => {
    const register = vi.fn((_: RegisterValues) => Promise.resolve(profile));
    const { actor, signIn } = start(register);
    actor.send({ type: 'register.submit', fieldErrors: {} });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('succeeded');
    expect(register).toHaveBeenCalledWith(values);
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.test', password: values.password });
    expect(done.context.values.password).toBe('');
  });

  it("puts the server's field message on its field and keeps every value", async () => {
    const taken = 'An account with this email already exists';
    const { actor, signIn } = start(() =>
      Promise.reject({ message: taken, fieldErrors: { email: taken, other: 'ignored' } }),
    );
    actor.send({ type: 'register.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context).toEqual({ values, fieldErrors: { email: taken }, error: null });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows any other failure as the form message', async () => {
    const { actor } = start(() => Promise.reject(new Error('Registration failed')));
    actor.send({ type: 'register.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.error).toBe('Registration failed');
    expect(back.context.fieldErrors).toEqual({});
  });
});
