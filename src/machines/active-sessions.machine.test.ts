import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActiveSession } from '../contract/auth';
import { activeSessionsMachine } from './active-sessions.machine';

const session = (id: string, current = false): ActiveSession => ({
  id,
  device: 'Chrome on Linux',
  ipAddress: '203.0.113.10',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastUsedAt: '2026-11-22T10:00:00.000Z',
  current,
});

function start(options: { revoke?: (id: string) => Promise<unknown> } = {}) {
  let lists = 0;
  let ended = 0;
  const actor = createActor(
    activeSessionsMachine.provide({
      actors: {
        listSessions: fromPromise(async () => {
          lists += 1;
          return [session('here', true), session('phone')];
        }),
        revokeSession: fromPromise(({ input }) => (options.revoke ?? (async () => {}))(input.id)),
        revokeAllSessions: fromPromise<unknown>(async () => undefined),
      },
      actions: { endThisSession: () => void (ended += 1) },
    }),
  ).start();
  return { actor, lists: () => lists, ended: () => ended };
}

describe('active sessions machine', () => {
  it('removes a revoked session from the list after confirmation', async () => {
    const revoked: string[] = [];
    const { actor } = start({ revoke: async (id) => void revoked.push(id) });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'sessions.revoke', id: 'phone' });
    expect(actor.getSnapshot().value).toBe('confirmingRevoke');
    actor.send({ type: 'sessions.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(revoked).toEqual(['phone']);
    expect(actor.getSnapshot().context.sessions.map((item) => item.id)).toEqual(['here']);
    expect(actor.getSnapshot().context.revokedId).toBe('phone');
  });

  it('fetches the list again when a revoke fails, keeping the message', async () => {
    const { actor, lists } = start({
      revoke: () => Promise.reject({ message: 'Session not found' }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'sessions.revoke', id: 'phone' });
    actor.send({ type: 'sessions.confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(lists()).toBe(2);
    expect(actor.getSnapshot().context.error).toBe('Session not found');
  });

  it('ends this session after revoking all', async () => {
    const { actor, ended } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'sessions.revokeAll' });
    actor.send({ type: 'sessions.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'sessions.revokeAll' });
    actor.send({ type: 'sessions.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(ended()).toBe(1);
  });
});
