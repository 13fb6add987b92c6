import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { twoFactorMachine } from './two-factor.machine';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
};

function start(enabled: boolean, verify: (code: string) => Promise<{ recoveryCodes: string[] }>) {
  const announced: boolean[] = [];
  const disabledWith: string[] = [];
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        enableTwoFactor: fromPromise(async () => SETUP),
        verifyTwoFactor: fromPromise(({ input }) => verify(input.code)),
        disableTwoFactor: fromPromise(async ({ input }) => {
          disabledWith.push(input.code);
        }),
      },
      actions: { announceTwoFactor: (_, { enabled: on }) => void announced.push(on) },
    }),
    { input: { enabled } },
  ).start();
  return { actor, announced, disabledWith };
}

describe('two-factor machine', () => {
  it('starts from the signed-in user’s setting', () => {
    expect(start(false, async () => ({ recoveryCodes: [] })).actor.getSnapshot().value).toBe(
      'disabled',
    );
    expect(start(true, async () => ({ recoveryCodes: [] })).actor.getSnapshot().value).toBe(
      'enabled',
    );
  });

  it('verifies the trimmed code, shows the recovery codes once and tells the session', async () => {
    const codes = ['aaaaa11111', 'bbbbb22222'];
    const seen: string[] = [];
    const { actor, announced } = start(false, async (code) => {
      seen.push(code);
      return { recoveryCodes: codes };
    });
    actor.send({ type: 'twoFactor.enable' });
    await waitFor(actor, (snapshot) => snapshot.matches('settingUp'));
    expect(actor.getSnapshot().context.setup).toEqual(SETUP);
    actor.send({ type: 'twoFactor.codeChanged', code: ' 123456 ' });
    actor.send({ type: 'twoFactor.verify', codeError: null });
    await waitFor(actor, (snapshot) => snapshot.matches('showingRecoveryCodes'));
    expect(seen).toEqual(['123456']);
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(codes);
    // The secret is not kept once it has been verified.
    expect(actor.getSnapshot().context.setup).toBeNull();
    expect(announced).toEqual([true]);
    actor.send({ type: 'twoFactor.acknowledge' });
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
  });

  it("keeps a refused code and shows the server's message", async () => {
    const { actor } = start(false, () => Promise.reject({ message: 'Invalid two-factor code' }));
    actor.send({ type: 'twoFactor.enable' });
    await waitFor(actor, (snapshot) => snapshot.matches('settingUp'));
    actor.send({ type: 'twoFactor.codeChanged', code: '654321' });
    actor.send({ type: 'twoFactor.verify', codeError: null });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('settingUp');
    expect(actor.getSnapshot().context.code).toBe('654321');
    expect(actor.getSnapshot().context.error).toBe('Invalid two-factor code');
  });

  it('disables with a code and tells the session', async () => {
    const { actor, announced, disabledWith } = start(true, async () => ({ recoveryCodes: [] }));
    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'twoFactor.codeChanged', code: 'abcde12345' });
    actor.send({ type: 'twoFactor.confirmDisable', codeError: 'Enter the 6-digit code' });
    expect(actor.getSnapshot().value).toBe('confirmingDisable');
    expect(actor.getSnapshot().context.error).toBe('Enter the 6-digit code');
    actor.send({ type: 'twoFactor.confirmDisable', codeError: null });
    await waitFor(actor, (snapshot) => snapshot.matches('disabled'));
    expect(disabledWith).toEqual(['abcde12345']);
    expect(announced).toEqual([false]);
  });
});
