import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Profile } from '../contract/auth';
import { completeProfileMachine, type CompleteProfileValues } from './complete-profile.machine';

const saved: Profile = {
  id: 'u1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'King',
  role: 'USER',
  profileCompleted: true,
  twoFactorEnabled: false,
};

function start(completeProfile: (input: CompleteProfileValues) => Promise<Profile>) {
  const profileSaved = vi.fn();
  const actor = createActor(
    completeProfileMachine.provide({
      actors: { completeProfile: fromPromise(({ input }) => completeProfile(input)) },
      actions: { profileSaved: (_, profile) => profileSaved(profile) },
    }),
    { input: { firstName: 'Ada', lastName: 'Lovelace' } },
  ).start();
  return { actor, profileSaved };
}

describe('complete profile machine', () => {
  it("starts from the session user's names and the default industry", () => {
    const { actor } = start(() => Promise.resolve(saved));
    expect(actor.getSnapshot().context.values).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
      phone: '',
      industry: 'REAL_ESTATE',
    });
  });

  it('saves the values and hands the saved profile on', async () => {
    const completeProfile = vi.fn((_: CompleteProfileValues) => Promise.resolve(saved));
    const { actor, profileSaved } = start(completeProfile);
    actor.send({ type: 'completeProfile.fieldChanged', field: 'lastName', value: 'King' });
    actor.send({ type: 'completeProfile.fieldChanged', field: 'industry', value: 'OTHER' });
    actor.send({ type: 'completeProfile.submit', fieldErrors: {} });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('succeeded');
    expect(completeProfile).toHaveBeenCalledWith(
      expect.objectContaining({ lastName: 'King', industry: 'OTHER' }),
    );
    expect(profileSaved).toHaveBeenCalledWith(saved);
  });

  it('keeps the values and says why when saving fails', async () => {
    const { actor, profileSaved } = start(() =>
      Promise.reject({ message: 'Failed to complete profile' }),
    );
    actor.send({ type: 'completeProfile.fieldChanged', field: 'company', value: 'Roomwalk' });
    actor.send({ type: 'completeProfile.submit', fieldErrors: {} });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.error).toBe('Failed to complete profile');
    expect(back.context.values.company).toBe('Roomwalk');
    expect(profileSaved).not.toHaveBeenCalled();
  });

  it('does not send values the screen found wrong', () => {
    const completeProfile = vi.fn(() => Promise.resolve(saved));
    const { actor } = start(completeProfile);
    actor.send({
      type: 'completeProfile.submit',
      fieldErrors: { phone: 'Enter a valid phone number' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      phone: 'Enter a valid phone number',
    });
    expect(completeProfile).not.toHaveBeenCalled();
  });
});
