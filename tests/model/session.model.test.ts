import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import { totpCode } from '../../server/auth/totp';
import type { TokenResponse } from '../../src/contract/auth';
import { sessionMachine, type SessionUser } from '../../src/machines/session.machine';
import { createSessionLogic } from '../../src/screens/app/app-logic';
import { readAuth, saveAuth } from '../../src/services/auth-storage';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  planTransitionPaths,
  transitionLog,
  type PlannedStep,
} from './transition-coverage';

/** Stand-ins in the plan for "a token with plenty of time left" and "one about to expire". */
const LATER = 'later';
const EXPIRING = 'expiring';
const tokens = (expiresAt: string): TokenResponse => ({ token: 't', expiresAt });
const someone: SessionUser = {
  id: 'u',
  email: 'u@roomwalk.test',
  firstName: 'U',
  lastName: 'U',
  role: 'USER',
};
const failure = new Error('failed');

// The plan's own view of time: a token is expiring when the plan says so.
const plannedMachine = sessionMachine.provide({
  guards: { isExpiring: (_, { expiresAt }) => expiresAt === EXPIRING },
});

const plan = planTransitionPaths(plannedMachine, {
  input: { user: null },
  events: [
    { type: 'xstate.done.actor.restoreSession', output: { expiresAt: LATER } },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'session.signIn', email: 'someone', password: 'secret' },
    { type: 'session.signedIn', user: someone },
    { type: 'xstate.done.actor.signIn', output: tokens(LATER) },
    { type: 'xstate.done.actor.signIn', output: tokens(EXPIRING) },
    { type: 'xstate.done.actor.signIn', output: { twoFactorRequired: true, challengeToken: 'c' } },
    { type: 'xstate.error.actor.signIn', error: failure },
    { type: 'session.submitTwoFactor', code: '123456' },
    { type: 'session.cancelTwoFactor' },
    { type: 'xstate.done.actor.completeTwoFactor', output: tokens(LATER) },
    { type: 'xstate.error.actor.completeTwoFactor', error: failure },
    { type: 'xstate.done.actor.fetchProfile', output: someone },
    { type: 'xstate.error.actor.fetchProfile', error: failure },
    { type: 'xstate.after.refreshCheck.session.signedIn' },
    { type: 'session.refresh' },
    { type: 'session.signOut' },
    { type: 'session.expired', message: 'Session expired. Please login again.' },
    { type: 'session.profileChanged', user: someone },
    { type: 'xstate.done.actor.refreshTokens', output: tokens(LATER) },
    { type: 'xstate.error.actor.refreshTokens', error: failure },
    { type: 'xstate.done.actor.signOutRemotely', output: undefined },
    { type: 'xstate.error.actor.signOutRemotely', error: failure },
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.expiresAt === EXPIRING,
      snapshot.context.user !== null,
    ]),
  // Reading the encrypted store never throws (failures read as no value), so a restore
  // cannot fail.
  canExecute: (_, event) => event.type !== 'xstate.error.actor.restoreSession',
});

type Step = PlannedStep<typeof plannedMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;
type SessionActorRef = Actor<ReturnType<typeof createSessionLogic>>;

const PASSWORD = 'Walk-The-R00ms!';
let server: Server;
let running: SessionActorRef | undefined;
let member: { email: string };
let twoFactorMember: { email: string; secret: string };

async function register(email: string) {
  await server.api.auth.register({
    firstName: 'Test',
    lastName: 'Member',
    email,
    password: PASSWORD,
  });
}

beforeAll(async () => {
  server = await startRealApi();
  server.api.connectSession({
    // As the app does: the running session's token.
    getAccessToken: async () => running?.getSnapshot().context.accessToken ?? null,
    refreshSession: async () => false,
    onSessionExpired: () => {},
  });
  member = { email: 'member@session.test' };
  await register(member.email);
  // A member with two-factor on, set up through the API as the settings screen would.
  const email = 'second-factor@session.test';
  await register(email);
  const client = server.client();
  const login = await client.post('/auth/login', { email, password: PASSWORD });
  client.bearer = ((await login.json()) as TokenResponse).token;
  const setup = (await (await client.post('/auth/two-factor/enable', {})).json()) as {
    secret: string;
  };
  const code = totpCode(setup.secret, server.clock.now().getTime());
  expect((await client.post('/auth/two-factor/verify', { code })).status).toBe(200);
  twoFactorMember = { email, secret: setup.secret };
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each path starts past every lockout and rate-limit window of the one before.
beforeEach(() => server.clock.advance(16 * 60_000));

/** Prepares the real server and network so that `next` is what happens after `step`. */
async function arrange(next: Step | undefined) {
  switch (next?.event.type) {
    case 'xstate.error.actor.fetchProfile':
      return server.makeUnreachable('/auth/profile');
    case 'xstate.error.actor.refreshTokens':
      return server.makeUnreachable('/auth/refresh');
    case 'xstate.error.actor.signOutRemotely':
      return server.makeUnreachable('/auth/logout');
    case 'xstate.done.actor.restoreSession':
      if (next.event.output !== null) {
        const response = await server.api.auth.login({ email: member.email, password: PASSWORD });
        await saveAuth(response as TokenResponse);
      }
      return;
  }
}

function signInEvent(next: Step | undefined) {
  if (next?.event.type === 'xstate.error.actor.signIn') {
    return {
      type: 'session.signIn' as const,
      email: `nobody-${Math.random()}@session.test`,
      password: PASSWORD,
    };
  }
  const output =
    next?.event.type === 'xstate.done.actor.signIn' ? (next.event.output as object) : undefined;
  const email = output && 'twoFactorRequired' in output ? twoFactorMember.email : member.email;
  return { type: 'session.signIn' as const, email, password: PASSWORD };
}

function twoFactorCode(next: Step | undefined) {
  if (next?.event.type === 'xstate.error.actor.completeTwoFactor') return '000000';
  // A code is accepted once: move to the next 30-second step first.
  server.clock.advance(30_000);
  return totpCode(twoFactorMember.secret, server.clock.now().getTime());
}

const isOutcome = (step: Step) =>
  step.event.type.startsWith('xstate.done.actor') ||
  step.event.type.startsWith('xstate.error.actor');

/** Arranges the outcomes that follow each other without a user event in between. */
async function arrangeOutcomes(upcoming: Step[]) {
  server.makeUnreachable(null);
  for (const step of upcoming) {
    if (!isOutcome(step)) break;
    await arrange(step);
  }
}

async function execute(
  step: Step,
  next: Step | undefined,
  actor: SessionActorRef,
  clock: SimulatedClock,
) {
  const { event } = step;
  if (isOutcome(step)) {
    // The invoked call is already running against the server; wait for it to settle.
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
    return;
  }
  switch (event.type) {
    case 'xstate.after.refreshCheck.session.signedIn':
      // Let less than 5 minutes of the token remain when the plan says it is expiring.
      if (step.to.matches('refreshing')) server.clock.advance(11 * 60_000);
      clock.increment(60_000);
      return;
    case 'session.signIn':
      actor.send(signInEvent(next));
      return;
    case 'session.submitTwoFactor':
      actor.send({ type: 'session.submitTwoFactor', code: twoFactorCode(next) });
      return;
    case 'session.signedIn':
      // What the developer hook sends (docs/decisions/0003): a user, and no tokens.
      actor.send({ type: 'session.signedIn', user: { ...someone, email: member.email } });
      return;
    case 'session.profileChanged': {
      const user = actor.getSnapshot().context.user;
      actor.send({ type: 'session.profileChanged', user: { ...user!, firstName: 'Renamed' } });
      return;
    }
    default:
      actor.send(event as Parameters<SessionActorRef['send']>[0]);
  }
}

/** Every state the actor has entered, in order: busy states may be left before a check runs. */
function recordHistory(actor: SessionActorRef): string[] {
  const history: string[] = [];
  actor.subscribe((snapshot) => {
    const value = JSON.stringify(snapshot.value);
    if (history.at(-1) !== value) history.push(value);
  });
  return history;
}

async function expectState(
  actor: SessionActorRef,
  { event, to: state }: Step,
  history: string[],
  from: number,
) {
  const wanted = JSON.stringify(state.value);
  if (state.hasTag('busy')) {
    await expect.poll(() => history.slice(from).includes(wanted), { timeout: 10_000 }).toBe(true);
    return;
  }
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  expect(settled.value).toEqual(state.value);
  if (settled.matches('signedIn') && event.type === 'session.signedIn') {
    // Signed in on the client only: the given user, and nothing stored.
    expect(settled.context.user?.email).toBe(member.email);
    expect(await readAuth()).toBeNull();
  } else if (settled.matches('signedIn')) {
    expect(settled.context.user?.email).toMatch(/@session\.test$/);
    // The encrypted store is written in the background; it catches up at once.
    await expect.poll(async () => (await readAuth())?.token).toBeTruthy();
  }
  if (settled.matches('signedOut')) {
    expect(settled.context.user).toBeNull();
    await expect.poll(() => readAuth()).toBeNull();
  }
}

describe('session machine, walked against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        await arrangeOutcomes(path.steps);
        const clock = new SimulatedClock();
        const logic = createSessionLogic(server.api, () => server.clock.now().getTime());
        const actor = createActor(logic, {
          input: { user: null },
          clock,
          inspect: transitionLog.inspect,
        });
        const history = recordHistory(actor);
        running = actor;
        actor.start();
        try {
          for (const [index, step] of path.steps.entries()) {
            const mark = Math.max(0, history.length - 1);
            if (!isOutcome(step)) await arrangeOutcomes(path.steps.slice(index + 1));
            await execute(step, path.steps[index + 1], actor, clock);
            await expectState(actor, step, history, mark);
            plan.recordWalked(step);
          }
        } finally {
          actor.stop();
          server.makeUnreachable(null);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it.each([
    ['/auth/login', 'Invalid credentials'],
    ['/auth/profile', 'Failed to fetch profile'],
  ])("a network failure of %s shows the call's own message", async (path, message) => {
    server.makeUnreachable(path);
    const logic = createSessionLogic(server.api, () => server.clock.now().getTime());
    const actor = createActor(logic, { input: { user: null }, inspect: transitionLog.inspect });
    running = actor;
    actor.start();
    try {
      await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
      actor.send({ type: 'session.signIn', email: member.email, password: PASSWORD });
      const settled = await waitFor(
        actor,
        (snapshot) => snapshot.matches('signedOut') && snapshot.context.error !== null,
        { timeout: 10_000 },
      );
      expect(settled.context.error).toBe(message);
    } finally {
      actor.stop();
      server.makeUnreachable(null);
    }
  });

  it('starts signed in, without reading the store, when the caller gives a user', async () => {
    const logic = createSessionLogic(server.api, () => server.clock.now().getTime());
    const user = { ...someone, email: member.email };
    const actor = createActor(logic, { input: { user }, inspect: transitionLog.inspect });
    const history = recordHistory(actor);
    actor.start();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(history).toEqual(['"signedIn"']);
    actor.stop();
  });

  it('walked every transition', () =>
    plan.expectEveryTransitionWalked({
      'restoring: xstate.error.actor.restoreSession → signedOut':
        'the real restoreSession cannot fail: the encrypted store reads a value it cannot read ' +
        'as none (services/secure-storage), and refused browser storage falls back to memory ' +
        '(services/web-storage), so a restore ends with a session or without one',
    }));
});
