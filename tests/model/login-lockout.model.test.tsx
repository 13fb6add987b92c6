import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockoutState } from '../../server/auth/lockout';
import { loginAttempts, users } from '../../server/db/schema';
import {
  isSignInRejection,
  loginLockoutMachine,
  type SignInRejection,
} from '../../src/machines/login-lockout.machine';
import { LOCKOUT_INPUT, isLockedOutByRecord } from '../../src/screens/login/sign-in-outcome';
import {
  LOCKOUT_WINDOW_MS,
  MAX_FAILED_LOGINS,
  lockoutStatus,
  readAttempts,
  recordFailure,
  type LockoutStatus,
} from '../../src/services/login-attempts';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

/**
 * The plan runs the app's own isLockedOut guard over the real storage, seeded as every walk
 * seeds it: the record of LOCKED holds five failures from SEEDED_AT, left by an earlier visit,
 * so the lock survives the reload. Its submits come at a time within the lock, or after the
 * lock's record has expired while the page still shows it. MEMBER has no record to begin with:
 * its failures are counted by the walk itself.
 */
const MEMBER = 'member@plan.test';
const LOCKED = 'locked@plan.test';
const SEEDED_AT = Date.UTC(2030, 0, 1);
const WHILE_LOCKED = SEEDED_AT + 5 * 60_000;
const AFTER_THE_LOCK = SEEDED_AT + LOCKOUT_WINDOW_MS + 60_000;

/** Five failures of the e-mail at `at`, written by the app's own record. */
function seedLock(email: string, at: number) {
  for (let failure = 0; failure < MAX_FAILED_LOGINS; failure += 1) recordFailure(email, at);
}

const plannedMachine = loginLockoutMachine.provide({
  guards: { isLockedOut: isLockedOutByRecord },
});

/** What the record says after one more failure of the e-mail being signed in. */
const countAfterFailure = (context: { attemptsRemaining: number }) =>
  // After a lock, the e-mail signed in is another one, or the locked one once its record
  // expired: either way its count starts again.
  (context.attemptsRemaining === 0 ? MAX_FAILED_LOGINS : context.attemptsRemaining) - 1;

const rejection: SignInRejection = { kind: 'rejected', attemptsRemaining: null };
const offline = { message: 'Failed to fetch' };
const plannedSubmit = (email: string, now: number) =>
  ({ type: 'login.submit', email, password: 'secret', now }) as const;

seedLock(LOCKED, SEEDED_AT);
const plan = planTransitionPaths(plannedMachine, {
  input: LOCKOUT_INPUT,
  events: [
    plannedSubmit(MEMBER, WHILE_LOCKED),
    plannedSubmit(LOCKED, WHILE_LOCKED),
    plannedSubmit(LOCKED, AFTER_THE_LOCK),
    { type: 'xstate.done.actor.signIn', output: undefined },
    { type: 'xstate.error.actor.signIn', error: rejection },
    { type: 'xstate.error.actor.signIn', error: offline },
    ...[4, 3, 2, 1].map((attemptsRemaining) => ({
      type: 'xstate.done.actor.recordFailure' as const,
      output: { locked: false, attemptsRemaining },
    })),
    { type: 'xstate.done.actor.recordFailure', output: { locked: true, attemptsRemaining: 0 } },
    { type: 'xstate.after.attemptWindow.loginLockout.idle.rejected' },
    { type: 'xstate.after.lockExpiry.loginLockout.idle.lockedOut' },
  ],
  // The guard reads the e-mail and the time: past the seeded lock's end, a state is another one.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.attemptsRemaining,
      snapshot.context.attemptedAt >= AFTER_THE_LOCK,
    ]),
  canExecute: (snapshot, event) => {
    if (event.type === 'login.submit') {
      const { now } = event as ReturnType<typeof plannedSubmit>;
      // The screen's clock does not go back; and a submit after the lock's expiry differs
      // from MEMBER's only where the lock is shown.
      return (
        now >= snapshot.context.attemptedAt &&
        (now !== AFTER_THE_LOCK || snapshot.matches({ idle: 'lockedOut' }))
      );
    }
    // The record counts one failure at a time.
    if (event.type === 'xstate.done.actor.recordFailure') {
      const { attemptsRemaining } = event.output as { attemptsRemaining: number };
      return attemptsRemaining === countAfterFailure(snapshot.context);
    }
    return true;
  },
  // Covering walks (issue 33). The walk keeps the real records in step with the model: each
  // point where the model's count starts again takes a fresh e-mail (see execute). A sign-in
  // that succeeds leaves /login, so it ends a path of its own. Few steps a walk, so that its
  // sign-ins and new members stay under the server's limits per address (20 sign-ins in 15
  // minutes, 10 registrations an hour).
  walks: 'covering',
  maxWalkSteps: 24,
  walkAlone: (step) => step.event.type === 'xstate.done.actor.signIn',
});
localStorage.clear();

type Step = PlannedStep<typeof plannedMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;
type User = ReturnType<typeof userEvent.setup>;

const PASSWORD = 'Walk-The-R00ms!';
const WRONG_PASSWORD = 'Not-The-R00ms!';
const WAIT = { timeout: SETTLE_LIMIT_MS };

const invalidCredentials = (n: number) =>
  `Invalid credentials. ${n} login attempts remaining before account is temporarily locked.`;
const LOCKED_MESSAGE =
  'Account temporarily locked due to too many failed login attempts. Please try again later.';

let server: Server;
let accounts = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each path starts past every lockout and rate-limit window (registration's is an hour) of the
// one before.
beforeEach(() => server.clock.advance(61 * 60_000));

afterEach(() => {
  server.makeUnreachable(null);
  vi.useRealTimers();
});

/** A member who has completed their profile, registered through the real API. */
async function createMember(): Promise<string> {
  accounts += 1;
  const email = `member-${accounts}@lockout.test`;
  await server.api.auth.register({ firstName: 'Lock', lastName: 'Out', email, password: PASSWORD });
  await server.db.update(users).set({ profileCompleted: true }).where(eq(users.email, email));
  return email;
}

/** What the server's own lockout says about the e-mail now. */
const serverLockout = (email: string) => lockoutState(server.db, email, server.clock.now());

async function successfulSignIns(email: string): Promise<number> {
  const rows = await server.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true)));
  return rows.length;
}

/** Whether some text appears in the page from now on, even for a moment. */
function watchFor(text: string): () => boolean {
  let seen = document.body.textContent?.includes(text) ?? false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

interface Walk {
  user: User;
  /** The real e-mail of each of the plan's. */
  emails: Record<string, string>;
  /** When the seeded lock's record was set, on the page's clock. */
  seededAt: number;
  /** The busy label was shown after the latest submit. */
  sawBusy: () => boolean;
  /** The record of the latest submit's e-mail when it was sent. */
  statusAtSubmit: LockoutStatus | null;
  /** Time has passed (a window or a lock expired) since LOCKED's lock was seeded. */
  timePassed: boolean;
}

/** The real e-mail of the attempt a snapshot is about (MEMBER's before any attempt). */
const emailOf = (walk: Walk, context: { email: string }) => walk.emails[context.email || MEMBER]!;

async function submit(walk: Walk, email: string, password: string) {
  const emailField = screen.getByLabelText('Email');
  await walk.user.clear(emailField);
  await walk.user.type(emailField, email);
  const passwordField = screen.getByLabelText('Password');
  await walk.user.clear(passwordField);
  await walk.user.type(passwordField, password);
  walk.statusAtSubmit = lockoutStatus(email);
  walk.sawBusy = watchFor('Signing in…');
  await walk.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Time passes for the page (its timers and clock) and for the server alike. */
function letTimePass(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  server.clock.advance(ms);
}

/** Makes the real system do what the step says, looking at the next step to choose the input. */
async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'login.submit': {
      const { email: planned, now } = event as ReturnType<typeof plannedSubmit>;
      if (planned === LOCKED && now === WHILE_LOCKED && walk.timePassed) {
        // The plan's submits come at planned times, and time has gone past the seeded lock:
        // an earlier visit locked another e-mail five minutes ago.
        walk.seededAt = Date.now() - 5 * 60_000;
        walk.emails[LOCKED] = await createMember();
        seedLock(walk.emails[LOCKED], walk.seededAt);
        walk.timePassed = false;
      }
      if (step.from.context.attemptsRemaining === 0 && step.to.matches('signingIn')) {
        // After a lock the model counts the e-mail's failures from the start (countAfterFailure),
        // where the real records of an e-mail the walk locked go on counting: another member.
        // (LOCKED's, as the plan has it: its seeded lock over.)
        const fresh = await createMember();
        walk.emails[planned] = fresh;
        if (planned === LOCKED) seedLock(fresh, walk.seededAt);
      }
      const email = walk.emails[planned]!;
      // The page's clock reaches the planned time: past the seeded lock's end, for one.
      const wait = walk.seededAt + (now - SEEDED_AT) - Date.now();
      if (wait > 0) letTimePass(wait);
      if (step.to.matches({ idle: 'lockedOut' })) {
        // Only the client's lock stands in the way: the server has no lock on the e-mail, so
        // a request with the right password would sign in.
        expect((await serverLockout(email)).locked).toBe(false);
        await submit(walk, email, PASSWORD);
        return;
      }
      const outcome = next?.event as { type: string; error?: unknown } | undefined;
      const offline =
        outcome?.type === 'xstate.error.actor.signIn' && !isSignInRejection(outcome.error);
      server.makeUnreachable(offline ? '/auth/login' : null);
      await submit(
        walk,
        email,
        next?.event.type === 'xstate.done.actor.signIn' ? PASSWORD : WRONG_PASSWORD,
      );
      return;
    }
    case 'xstate.after.attemptWindow.loginLockout.idle.rejected':
    case 'xstate.after.lockExpiry.loginLockout.idle.lockedOut':
      // 15 minutes pass for the client and for the server alike.
      letTimePass(LOCKOUT_WINDOW_MS + 1000);
      walk.timePassed = true;
      return;
    default:
    // The sign-in and the record are already at work; expectState waits for them.
  }
}

async function expectState(step: Step, walk: Walk) {
  const { to, event } = step;
  const email = emailOf(walk, to.context);
  const remaining = to.context.attemptsRemaining;

  if (to.matches('signingIn')) {
    expect(walk.sawBusy()).toBe(true);
    return;
  }
  if (to.matches('recordingFailure')) {
    // The server refused the attempt and counted it.
    await waitFor(async () => {
      expect((await serverLockout(email)).attemptsRemaining).toBe(countAfterFailure(to.context));
    }, WAIT);
    return;
  }
  if (to.matches({ idle: 'rejected' })) {
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      invalidCredentials(remaining),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // Client and server agree on the count, and the values are kept.
    expect(lockoutStatus(email).attemptsRemaining).toBe(remaining);
    expect((await serverLockout(email)).attemptsRemaining).toBe(remaining);
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    return;
  }
  if (to.matches({ idle: 'lockedOut' })) {
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(LOCKED_MESSAGE);
    expect(lockoutStatus(email)).toEqual({ locked: true, attemptsRemaining: 0 });
    if (event.type === 'login.submit') {
      // Refused on the client: nothing was sent, so the right password signed nobody in.
      expect(walk.sawBusy()).toBe(false);
      expect(await successfulSignIns(email)).toBe(0);
      expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    } else {
      expect((await serverLockout(email)).locked).toBe(true);
    }
    return;
  }
  if (to.matches({ idle: 'failed' })) {
    // Not a failed attempt: the session's error is shown and the record is unchanged.
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).not.toHaveTextContent(/login attempts remaining|temporarily locked/);
    expect(alert.textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(lockoutStatus(email)).toEqual(walk.statusAtSubmit);
    return;
  }
  // ready
  if (event.type === 'xstate.done.actor.signIn') {
    // Signed in: back to the app, and the record is cleared.
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, WAIT);
    expect(readAttempts(email)).toBeNull();
    expect(await successfulSignIns(email)).toBe(1);
    return;
  }
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled(), WAIT);
  // The start, or 15 minutes after the latest failure: nothing counts any more.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(remaining).toBe(MAX_FAILED_LOGINS);
  expect(lockoutStatus(email)).toEqual({ locked: false, attemptsRemaining: MAX_FAILED_LOGINS });
  if (event.type.startsWith('xstate.after')) {
    expect((await serverLockout(email)).attemptsRemaining).toBe(MAX_FAILED_LOGINS);
  }
}

describe('login-lockout machine, walked on the rendered /login against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        // The page's clock and timers are simulated: a lock expires when the test says so.
        vi.useFakeTimers({
          toFake: ['Date', 'setTimeout', 'clearTimeout'],
          shouldAdvanceTime: true,
        });
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        const usesLocked = path.steps.some(
          (step) => step.event.type === 'login.submit' && step.event.email === LOCKED,
        );
        const walk: Walk = {
          user,
          emails: {
            [MEMBER]: await createMember(),
            ...(usesLocked ? { [LOCKED]: await createMember() } : {}),
          },
          // Five minutes before the page opens, an earlier visit locked LOCKED's e-mail.
          seededAt: Date.now() - 5 * 60_000,
          sawBusy: () => false,
          statusAtSubmit: null,
          timePassed: false,
        };
        if (usesLocked) seedLock(walk.emails[LOCKED]!, walk.seededAt);
        renderApp({ path: '/login', api: server.api });
        await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT);
        await expectState({ ...path.steps[0]!, to: path.steps[0]!.from }, walk);
        for (const [index, step] of path.steps.entries()) {
          await execute(step, path.steps[index + 1], walk);
          await expectState(step, walk);
          plan.recordWalked(step);
        }
        // Let a sign-in still under way settle before the next path starts.
        await waitFor(
          () => expect(screen.queryByRole('button', { name: 'Signing in…' })).toBeNull(),
          WAIT,
        );
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
