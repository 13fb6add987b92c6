import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changePasswordMachine, type ChangePasswordValues } from './change-password.machine';

const VALUES: ChangePasswordValues = {
  currentPassword: 'Old-Passw0rd!',
  newPassword: 'New-Passw0rd!',
  confirmPassword: 'New-Passw0rd!',
};

function start(changePassword: (values: ChangePasswordValues) => Promise<{ message: string }>) {
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
    }),
  ).start();
  for (const [field, value] of Object.entries(VALUES)) {
    actor.send({
      type: 'changePassword.fieldChanged',
      field: field as keyof ChangePasswordValues,
      value,
    });
  }
  return actor;
}

describe('change password machine', () => {
  it('sends the values and empties the form after a change', async () => {
    const sent: ChangePasswordValues[] = [];
    const actor = start(async (values) => {
      sent.push(values);
      return { message: 'changed' };
    });
    actor.send({ type: 'changePassword.submit', fieldErrors: {} });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toEqual([VALUES]);
    expect(actor.getSnapshot().context.values).toEqual({
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
  });

  it('does not send a form with field messages', () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      return { message: 'changed' };
    });
    actor.send({
      type: 'changePassword.submit',
      fieldErrors: { confirmPassword: 'New passwords do not match' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confirmPassword: 'New passwords do not match',
    });
    expect(calls).toBe(0);
    // Typing in the field clears its message.
    actor.send({ type: 'changePassword.fieldChanged', field: 'confirmPassword', value: 'x' });
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('');
  });

  it("keeps every value after a refusal and shows the server's field message", async () => {
    const actor = start(() =>
      Promise.reject({
        message: 'Current password is incorrect',
        fieldErrors: { currentPassword: 'Current password is incorrect' },
      }),
    );
    actor.send({ type: 'changePassword.submit', fieldErrors: {} });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.values).toEqual(VALUES);
    expect(context.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(context.error).toBe('Current password is incorrect');
  });
});
