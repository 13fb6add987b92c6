import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { loginAttempts, users } from '../../server/db/schema';
import type { TokenResponse } from '../../src/contract/auth';
import { sessionMachine, type SessionUser } from '../../src/machines/session.machine';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

/**
 * The sign-in screen's flow: the session machine's way from signed out to signed in, walked on
 * the rendered /login (password form, two-factor step, errors) against the real server.
 * What happens once signed in is the session's own model test.
 */
const tokens: TokenResponse = { token: 't', expiresAt: '2030-01-01T00:00:00.000Z' };
const challenge = { twoFactorRequired: true as const, challengeToken: 'c' };
const someone: SessionUser = {
  id: 'u',
  email: 'u@login.test',
  firstName: 'U',
  lastName: 'U',
  role: 'USER',
};
const failure = new Error('failed');

const plan = planTransitionPaths(sessionMachine, {
  input: { user: null },
  events: [
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'session.signIn', email: 'someone', password: 'secret' },
    { type: 'xstate.done.actor.signIn', output: tokens },
    { type: 'xstate.done.actor.signIn', output: challenge },
    { type: 'xstate.error.actor.signIn', error: failure },
    { type: 'session.submitTwoFactor', code: '123456' },
    { type: 'session.cancelTwoFactor' },
    { type: 'xstate.done.actor.completeTwoFactor', output: tokens },
    { type: 'xstate.error.actor.completeTwoFactor', error: failure },
    { type: 'xstate.done.actor.fetchProfile', output: someone },
    { type: 'xstate.error.actor.fetchProfile', error: failure },
  ],
  stopWhen: (snapshot) => snapshot.matches('signedIn'),
});

type Step = PlannedStep<typeof sessionMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;
type User = ReturnType<typeof userEvent.setup>;

const PASSWORD = 'Walk-The-R00ms!';
const WAIT = { timeout: SETTLE_LIMIT_MS };

let server: Server;
let accounts = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each test starts past every lockout and rate-limit window (registration's is an hour).
beforeEach(() => server.clock.advance(61 * 60_000));

afterEach(() => server.makeUnreachable(null));

interface Member {
  email: string;
  /** The two-factor secret, when two-factor authentication is on. */
  secret: string | null;
}

async function registerMember(options: { profileCompleted?: boolean } = {}): Promise<string> {
  accounts += 1;
  const email = `member-${accounts}@login.test`;
  await server.api.auth.register({ firstName: 'Sign', lastName: 'In', email, password: PASSWORD });
  if (options.profileCompleted ?? true) {
    await server.db.update(users).set({ profileCompleted: true }).where(eq(users.email, email));
  }
  return email;
}

/** Turns two-factor authentication on with the member's own token, as the settings screen does. */
async function enableTwoFactor(email: string): Promise<string> {
  const login = (await server.api.auth.login({ email, password: PASSWORD })) as TokenResponse;
  server.api.connectSession({
    getAccessToken: async () => login.token,
    refreshSession: async () => false,
    onSessionExpired: () => {},
  });
  const { secret } = await server.api.auth.enableTwoFactor();
  await server.api.auth.verifyTwoFactor(totpCode(secret, server.clock.now().getTime()));
  return secret;
}

/** The code the member's authenticator shows now; each code is accepted once, so a new one. */
function currentCode(secret: string): string {
  server.clock.advance(30_000);
  return totpCode(secret, server.clock.now().getTime());
}

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

async function signIn(user: User, email: string, password: string) {
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), email);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

interface Walk {
  user: User;
  member: Member;
  sawBusy: () => boolean;
  /** Sign-ins the server had recorded for the member before the walk (setting up two-factor). */
  signInsBefore: number;
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { user, member } = walk;
  switch (step.event.type) {
    case 'session.signIn': {
      const wrong = next?.event.type === 'xstate.error.actor.signIn';
      walk.sawBusy = watchFor('Signing in…');
      await signIn(user, member.email, wrong ? 'Not-The-R00ms!' : PASSWORD);
      return;
    }
    case 'session.submitTwoFactor': {
      const wrong = next?.event.type === 'xstate.error.actor.completeTwoFactor';
      const field = screen.getByLabelText('Authentication code');
      await user.clear(field);
      await user.type(field, wrong ? '000000' : currentCode(member.secret!));
      walk.sawBusy = watchFor('Verifying…');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      return;
    }
    case 'session.cancelTwoFactor':
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      return;
    default:
    // The app's start and the server's answers: expectState waits for them.
  }
}

async function expectState(step: Step, walk: Walk) {
  const { to, event } = step;
  const { email } = walk.member;
  if (to.matches('signingIn') || to.matches('verifyingTwoFactor')) {
    expect(walk.sawBusy()).toBe(true);
    return;
  }
  if (to.matches('fetchingProfile')) {
    // Signed in on the server: the credentials (and the code) were accepted.
    await waitFor(
      async () => expect(await successfulSignIns(email)).toBe(walk.signInsBefore + 1),
      WAIT,
    );
    return;
  }
  if (to.matches('signedIn')) {
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, WAIT);
    return;
  }
  if (to.matches('awaitingTwoFactor')) {
    const code = await screen.findByLabelText('Authentication code', {}, WAIT);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    if (event.type === 'xstate.error.actor.completeTwoFactor') {
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
        'Invalid two-factor code',
      );
      expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    } else {
      await waitFor(() => expect(code).toHaveFocus(), WAIT);
    }
    return;
  }
  // signedOut: the password form, with what the last attempt came to.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled(), WAIT);
  expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  switch (event.type) {
    case 'xstate.error.actor.signIn':
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Invalid credentials. 4 login attempts remaining before account is temporarily locked.',
      );
      break;
    case 'xstate.error.actor.fetchProfile':
      // Signed in on the server, but without a profile the session ends: the session's error.
      expect(screen.getByRole('alert').textContent).toBeTruthy();
      break;
    default:
      // The start, or a cancelled two-factor step: nothing to report.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
}

describe('sign-in screen flow (session machine), walked on the rendered /login', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        const events = path.steps.map((step) => step.event);
        const twoFactor = events.some(
          (event) => event.type === 'xstate.done.actor.signIn' && event.output === challenge,
        );
        const email = await registerMember();
        const member = { email, secret: twoFactor ? await enableTwoFactor(email) : null };
        if (events.some((event) => event.type === 'xstate.error.actor.fetchProfile')) {
          server.makeUnreachable('/auth/profile');
        }
        const walk: Walk = {
          user: userEvent.setup(),
          member,
          sawBusy: () => false,
          signInsBefore: await successfulSignIns(email),
        };
        renderApp({ path: '/login', api: server.api });
        await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT);
        for (const [index, step] of path.steps.entries()) {
          await execute(step, path.steps[index + 1], walk);
          await expectState(step, walk);
          plan.recordWalked(step);
        }
        // Let a call still under way settle before the next path starts.
        await waitFor(
          () => expect(screen.queryByText(/Signing in…|Verifying…/)).not.toBeInTheDocument(),
          WAIT,
        );
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () =>
    plan.expectEveryTransitionWalked(
      Object.fromEntries(
        [
          'starting: always [startsSignedIn] → signedIn',
          'restoring: xstate.done.actor.restoreSession [hasStoredSession] → fetchingProfile',
          'restoring: xstate.error.actor.restoreSession → signedOut',
          'signedOut: session.signedIn → signedIn',
          'signedIn: session.refresh → refreshing',
          'signedIn: session.signOut → signingOut',
          'signedIn: session.profileChanged (actions only)',
          'signedIn: session.expired → signedOut',
          'signedIn: xstate.after.refreshCheck.session.signedIn [isExpiring] → refreshing',
          'signedIn: xstate.after.refreshCheck.session.signedIn → signedIn (reentered)',
          'refreshing: xstate.done.actor.refreshTokens → signedIn',
          'refreshing: xstate.error.actor.refreshTokens → signedOut',
          'signingOut: xstate.done.actor.signOutRemotely → signedOut',
          'signingOut: xstate.error.actor.signOutRemotely → signedOut',
        ].map((label) => [label, 'not part of the sign-in screen: the session model test']),
      ),
    ));
});

describe('the sign-in form', () => {
  it('returns to the page the guard remembered', async () => {
    const user = userEvent.setup();
    const email = await registerMember();
    const { router } = renderApp({ path: '/dashboard/tours', api: server.api });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to continue to My tours.');
    await signIn(user, email, PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tours'), WAIT);
  });

  it('sends a member who has not completed their profile to /complete-profile', async () => {
    const user = userEvent.setup();
    const email = await registerMember({ profileCompleted: false });
    const { router } = renderApp({ path: '/dashboard/tours', api: server.api });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT);
    await signIn(user, email, PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'), WAIT);
  });

  it('checks the fields with the shared schema and sends nothing while they are wrong', async () => {
    const user = userEvent.setup();
    const email = await registerMember();
    renderApp({ path: '/login', api: server.api });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const emailField = screen.getByLabelText('Email');
    expect(emailField).toHaveAccessibleDescription('Email is required');
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(emailField).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(emailField, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(emailField).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(await successfulSignIns(email)).toBe(0);

    // Keyboard only: fix the e-mail and press Enter.
    await user.clear(emailField);
    await user.type(emailField, `${email.toUpperCase()}{Enter}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, WAIT);
  });

  it('links to the password reset and registration pages', async () => {
    renderApp({ path: '/login', api: server.api });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
