import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import {
  coveringWalks,
  createTransitionLog,
  expectEveryTransitionWalked,
  machineTransitions,
  planTransitionPaths,
  type TransitionLog,
} from './transition-coverage';

/** A small machine with every kind of transition: guarded branches, invoke, after, always. */
const door = setup({
  types: { context: {} as { knocks: number }, events: {} as { type: 'door.knock' | 'door.open' } },
  actors: { unlock: fromPromise<boolean>(async () => true) },
  guards: { knockedTwice: ({ context }) => context.knocks >= 2 },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  context: { knocks: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.knock': { actions: assign({ knocks: ({ context }) => context.knocks + 1 }) },
        'door.open': [{ guard: 'knockedTwice', target: 'unlocking' }, { target: 'refused' }],
      },
    },
    refused: { always: { target: 'closed' } },
    unlocking: {
      invoke: { id: 'unlock', src: 'unlock', onDone: 'open', onError: 'closed' },
    },
    open: { after: { autoClose: 'closed' } },
  },
});

/** The same door with one transition more: a knock on the open door shuts it. */
const doorWithKnockToClose = setup({
  types: { context: {} as { knocks: number }, events: {} as { type: 'door.knock' | 'door.open' } },
  actors: { unlock: fromPromise<boolean>(async () => true) },
  guards: { knockedTwice: ({ context }) => context.knocks >= 2 },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  context: { knocks: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.knock': { actions: assign({ knocks: ({ context }) => context.knocks + 1 }) },
        'door.open': [{ guard: 'knockedTwice', target: 'unlocking' }, { target: 'refused' }],
      },
    },
    refused: { always: { target: 'closed' } },
    unlocking: {
      invoke: { id: 'unlock', src: 'unlock', onDone: 'open', onError: 'closed' },
    },
    open: { after: { autoClose: 'closed' }, on: { 'door.knock': 'closed' } },
  },
});

/** Walks every transition of `door` but its failed unlock, on a real actor. */
async function walkDoor(log: TransitionLog, machine: typeof door = door) {
  vi.useFakeTimers();
  const actor = createActor(machine, { inspect: log.inspect }).start();
  actor.send({ type: 'door.open' }); // refused, and back to closed at once
  actor.send({ type: 'door.knock' });
  actor.send({ type: 'door.knock' });
  actor.send({ type: 'door.open' });
  await waitFor(actor, (snapshot) => snapshot.matches('open'));
  vi.advanceTimersByTime(1000);
  expect(actor.getSnapshot().value).toBe('closed');
  actor.stop();
}

const FAILED_UNLOCK = 'unlocking: xstate.error.actor.unlock → closed';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('machineTransitions', () => {
  it("lists every transition of the machine's definition, each guarded branch on its own", () => {
    expect(machineTransitions(door).map((transition) => transition.label)).toEqual([
      'closed: door.knock (actions only)',
      'closed: door.open [knockedTwice] → unlocking',
      'closed: door.open → refused',
      'refused: always → closed',
      'unlocking: xstate.done.actor.unlock → open',
      FAILED_UNLOCK,
      'open: xstate.after.autoClose.door.open → closed',
    ]);
    expect(machineTransitions(door)[2]).toMatchObject({
      source: 'door.closed',
      eventType: 'door.open',
      branch: 1,
      guard: null,
      targets: ['refused'],
    });
  });
});

describe('expectEveryTransitionWalked', () => {
  it('passes when every transition was taken or is listed with a reason, and prints the list', async () => {
    const log = createTransitionLog();
    await walkDoor(log);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expectEveryTransitionWalked(door, {
      log,
      notWalked: { [FAILED_UNLOCK]: 'the test unlocks nothing that fails' },
    });
    expect(info).toHaveBeenCalledWith(
      `door: 7 transitions defined, 6 walked, 1 listed as not walked\n` +
        `  not walked: ${FAILED_UNLOCK}\n    because the test unlocks nothing that fails`,
    );
  });

  it('fails on a transition that no step took and no list names', async () => {
    const log = createTransitionLog();
    await walkDoor(log);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => expectEveryTransitionWalked(door, { log })).toThrow(FAILED_UNLOCK);
  });

  it('fails when a transition is added to the machine and walked by nothing', async () => {
    const log = createTransitionLog();
    await walkDoor(log, doorWithKnockToClose);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const notWalked = { [FAILED_UNLOCK]: 'the test unlocks nothing that fails' };
    expect(() => expectEveryTransitionWalked(door, { log, notWalked })).not.toThrow();
    expect(() => expectEveryTransitionWalked(doorWithKnockToClose, { log, notWalked })).toThrow(
      'open: door.knock → closed',
    );
  });

  it('fails on a guarded branch that was never chosen', async () => {
    const log = createTransitionLog();
    const actor = createActor(door, { inspect: log.inspect }).start();
    actor.send({ type: 'door.open' });
    actor.stop();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => expectEveryTransitionWalked(door, { log })).toThrow(
      'closed: door.open [knockedTwice] → unlocking',
    );
  });

  it('counts the actors of a machine made with .provide() for the machine', async () => {
    const log = createTransitionLog();
    await walkDoor(log, door.provide({ guards: { knockedTwice: () => true } }));
    expect(log.walked('door')).toContain('closed: door.open [knockedTwice] → unlocking');
  });

  it('refuses a list that names a transition the machine lacks, gives no reason, or was walked', async () => {
    const log = createTransitionLog();
    await walkDoor(log);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const because = { [FAILED_UNLOCK]: 'the test unlocks nothing that fails' };
    expect(() =>
      expectEveryTransitionWalked(door, {
        log,
        notWalked: { ...because, 'open: door.slam → closed': 'no such event' },
      }),
    ).toThrow('open: door.slam → closed');
    expect(() =>
      expectEveryTransitionWalked(door, { log, notWalked: { [FAILED_UNLOCK]: ' ' } }),
    ).toThrow(FAILED_UNLOCK);
    expect(() =>
      expectEveryTransitionWalked(door, {
        log,
        notWalked: { ...because, 'refused: always → closed': 'said to be unreachable' },
      }),
    ).toThrow('refused: always → closed');
  });
});

describe('planTransitionPaths', () => {
  it('refuses a planned event that no state handles, such as a misspelt xstate event', () => {
    expect(() =>
      planTransitionPaths(door, {
        events: [
          { type: 'door.open' },
          { type: 'xstate.done.actor.unlock' },
          { type: 'xstate.done.actor.unlok' },
        ],
      }),
    ).toThrow('No state of door handles the planned events xstate.done.actor.unlok');
  });
});

describe('coveringWalks', () => {
  // a → b → a (back to the start), a → c → b: three edges out of a walk's reach at once.
  const edge = (from: string, type: string, to: string) => ({ from, event: { type }, to });
  const edges = [edge('a', 'go', 'b'), edge('b', 'back', 'a'), edge('a', 'side', 'c')];
  const types = (walks: { type: string }[][]) => walks.map((walk) => walk.map((e) => e.type));

  it('goes on through the initial state by default', () => {
    expect(types(coveringWalks(edges, 'a', 40).walks)).toEqual([['go', 'back', 'side']]);
  });

  it('with endAtInitial, ends a walk that comes back to the initial state', () => {
    const { walks, left } = coveringWalks(edges, 'a', 40, true);
    expect(types(walks)).toEqual([['go', 'back'], ['side']]);
    expect(left).toEqual([]);
  });
});
