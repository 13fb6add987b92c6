import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSessionsMachine } from '../../src/machines/active-sessions.machine';
import type { AppApi } from '../../src/services/app-api';
import { readAuth } from '../../src/services/auth-storage';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { createGate, type Gate } from '../support/gate';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const failure = new Error('refused');

const plan = planTransitionPaths(activeSessionsMachine, {
  events: [
    { type: 'xstate.done.actor.listSessions', output: [] },
    { type: 'xstate.error.actor.listSessions', error: failure },
    { type: 'sessions.retry' },
    { type: 'sessions.revoke', id: 'other' },
    { type: 'sessions.revokeAll' },
    { type: 'sessions.confirm' },
    { type: 'sessions.cancel' },
    { type: 'xstate.done.actor.revokeSession', output: undefined },
    { type: 'xstate.error.actor.revokeSession', error: failure },
    { type: 'xstate.done.actor.revokeAllSessions', output: undefined },
    { type: 'xstate.error.actor.revokeAllSessions', error: failure },
  ],
});

type Step = PlannedStep<typeof activeSessionsMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;
type Tab = ReturnType<Server['client']>;

const PASSWORD = 'Walk-The-R00ms!';
const HOUR = 60 * 60 * 1000;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/604.1';
/** How the other device appears: TestClient's address and the phone's browser. */
const OTHER_DEVICE = 'Safari on iPhone (203.0.113.10)';
const ALL_REVOKED = 'You have been signed out of every device. Please sign in again.';

let server: Server;
let counter = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server.close());

/** The connection to the server drops while `during` runs (the client retries, then fails). */
async function offline(during: () => Promise<void>) {
  server.makeUnreachable('/auth/sessions');
  try {
    await during();
  } finally {
    server.makeUnreachable(null);
  }
}

/** A new account (fresh rate-limit windows), already signed in on a phone. */
async function memberWithPhone(): Promise<{ email: string; phone: Tab }> {
  server.clock.advance(2 * HOUR);
  counter += 1;
  const email = `sessions-${counter}@roomwalk.test`;
  await server.api.auth.register({
    firstName: 'Alex',
    lastName: 'Moreno',
    email,
    password: PASSWORD,
  });
  const phone = server.client();
  const login = await phone.post(
    '/auth/login',
    { email, password: PASSWORD },
    { headers: { 'User-Agent': PHONE } },
  );
  expect(login.status).toBe(200);
  phone.bearer = ((await login.json()) as { token: string }).token;
  return { email, phone };
}

async function sessionCount(tab: Tab): Promise<number | 'signed out'> {
  const response = await tab.get('/auth/sessions');
  if (response.status === 401) return 'signed out';
  return ((await response.json()) as unknown[]).length;
}

/**
 * The app signs the member in through its session (the real sign-in call and profile fetch)
 * and opens /dashboard/settings; `here` is a client on that same session.
 */
async function renderSettings(email: string) {
  const gate = createGate();
  const api: AppApi = {
    ...server.api,
    auth: {
      ...server.api.auth,
      sessions: gate.wrap(server.api.auth.sessions),
      revokeSession: gate.wrap(server.api.auth.revokeSession),
      revokeAllSessions: gate.wrap(server.api.auth.revokeAllSessions),
    },
  };
  const { router } = renderApp({ path: '/pricing', api });
  await waitFor(() =>
    expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
  );
  const session = window.__roomwalk!.session;
  act(() => session.send({ type: 'session.signIn', email, password: PASSWORD }));
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: SETTLE_LIMIT_MS,
  });
  // The session stores its tokens as it signs in; wait until the store has them.
  const here = server.client();
  await waitFor(async () => expect((await readAuth())?.token).toBeTruthy());
  here.bearer = (await readAuth())?.token;
  await act(() => router.navigate('/dashboard/settings'));
  return { gate, router, here };
}

const section = () => within(screen.getByRole('region', { name: 'Active sessions' }));
const dialog = () => within(screen.getByRole('dialog'));
const items = () => within(section().getByRole('list', { name: 'Active sessions' }));

interface Context {
  user: User;
  gate: Gate;
  router: Awaited<ReturnType<typeof renderSettings>>['router'];
  phone: Tab;
  here: Tab;
  /** How many sessions the list should show. */
  expected: number;
  /** The alert the last failure left, if it should still show. */
  alert: string | null;
}

const DIALOG_STATES = [
  'confirmingRevoke',
  'revoking',
  'confirmingRevokeAll',
  'revokingAll',
] as const;

async function expectState(state: Step['to'], context: Context) {
  if (state.matches('signedOut')) {
    await waitFor(() => expect(context.router.state.location.pathname).toBe('/login'));
    const session = window.__roomwalk!.session.getSnapshot();
    expect(session.hasTag('signedOut')).toBe(true);
    expect(session.context.notice).toBe(ALL_REVOKED);
    return;
  }
  if (DIALOG_STATES.some((name) => state.matches(name))) {
    // A modal dialog: the rest of the page is hidden from assistive technology meanwhile.
    const open = await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: 'Active sessions' })).not.toBeInTheDocument();
    const all = state.matches('confirmingRevokeAll') || state.matches('revokingAll');
    const busy = state.hasTag('busy');
    if (all) {
      expect(open).toHaveAccessibleName('Sign out everywhere?');
    } else {
      expect(open).toHaveAccessibleName('Sign out this device?');
      expect(open).toHaveAccessibleDescription(`${OTHER_DEVICE} will be signed out at once.`);
    }
    const label = all
      ? busy
        ? 'Signing out everywhere…'
        : 'Sign out everywhere'
      : busy
        ? 'Signing out…'
        : 'Sign out device';
    expect(dialog().getByRole('button', { name: label })).toHaveProperty('disabled', busy);
    expect(dialog().getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', busy);
    return;
  }
  await screen.findByRole('region', { name: 'Active sessions' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  if (context.alert) expect(section().getByRole('alert')).toHaveTextContent(context.alert);
  else expect(section().queryByRole('alert')).not.toBeInTheDocument();

  if (state.matches('loading')) {
    expect(section().getByRole('status')).toHaveTextContent('Loading your sessions…');
    return;
  }
  if (state.matches('loadFailed')) {
    expect(section().getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(section().queryByRole('list')).not.toBeInTheDocument();
    return;
  }
  const listed = items().getAllByRole('listitem');
  expect(listed).toHaveLength(context.expected);
  const current = listed.filter((item) => within(item).queryByText('This device'));
  expect(current).toHaveLength(1);
  // This device is signed out with "Sign out everywhere", not one by one.
  expect(within(current[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(section().getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
}

async function execute(step: Step, context: Context) {
  const { user, gate } = context;
  switch (step.event.type) {
    case 'xstate.done.actor.listSessions':
      await gate.release();
      await section().findByRole('list', { name: 'Active sessions' });
      return;
    case 'xstate.error.actor.listSessions':
      await offline(async () => {
        await gate.release();
        await section().findByRole('button', { name: 'Try again' }, { timeout: SETTLE_LIMIT_MS });
      });
      context.alert = 'Failed to get active sessions';
      return;
    case 'sessions.retry':
      await user.click(section().getByRole('button', { name: 'Try again' }));
      context.alert = null;
      return;
    case 'sessions.revoke':
      await user.click(section().getByRole('button', { name: `Sign out ${OTHER_DEVICE}` }));
      context.alert = null;
      return;
    case 'sessions.revokeAll':
      await user.click(section().getByRole('button', { name: 'Sign out everywhere' }));
      context.alert = null;
      return;
    case 'sessions.confirm':
      await user.click(dialog().getByRole('button', { name: /^Sign out (device|everywhere)$/ }));
      return;
    case 'sessions.cancel':
      await user.click(dialog().getByRole('button', { name: 'Cancel' }));
      return;
    case 'xstate.done.actor.revokeSession':
      await gate.release();
      expect(await screen.findByText('The session has been signed out.')).toHaveAttribute(
        'role',
        'status',
      );
      context.expected -= 1;
      expect(await sessionCount(context.phone)).toBe('signed out');
      expect(await sessionCount(context.here)).toBe(1);
      return;
    case 'xstate.error.actor.revokeSession': {
      // The phone was signed out elsewhere meanwhile: the server no longer knows the session.
      const listed = await context.here.get('/auth/sessions');
      const other = ((await listed.json()) as { id: string; current: boolean }[]).find(
        (session) => !session.current,
      )!;
      expect((await context.here.delete(`/auth/sessions/${other.id}`)).status).toBe(200);
      await gate.release();
      await screen.findByText('Session not found');
      context.alert = 'Session not found';
      context.expected -= 1;
      return;
    }
    case 'xstate.done.actor.revokeAllSessions':
      await gate.release();
      await waitFor(() => expect(context.router.state.location.pathname).toBe('/login'));
      expect(await sessionCount(context.phone)).toBe('signed out');
      expect(await sessionCount(context.here)).toBe('signed out');
      return;
    case 'xstate.error.actor.revokeAllSessions':
      await offline(async () => {
        await gate.release();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
          timeout: SETTLE_LIMIT_MS,
        });
      });
      context.alert = 'Failed to revoke all sessions';
      // Nothing was revoked.
      expect(await sessionCount(context.here)).toBe(2);
      return;
  }
}

describe('active sessions machine, walked on /dashboard/settings against the real server', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup({ delay: null });
      const { email, phone } = await memberWithPhone();
      const { gate, router, here } = await renderSettings(email);
      const context: Context = { user, gate, router, phone, here, expected: 2, alert: null };
      await expectState(path.steps[0]!.from, context);
      for (const step of path.steps) {
        await execute(step, context);
        await expectState(step.to, context);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});

describe('the sessions list', () => {
  it("shows each device's address and times in the user's locale", async () => {
    const { email } = await memberWithPhone();
    const { gate } = await renderSettings(email);
    await gate.release();
    const list = await section().findByRole('list', { name: 'Active sessions' });
    const phone = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Safari on iPhone'))!;
    expect(phone).toHaveTextContent('Address: 203.0.113.10');
    const created = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(phone).toHaveTextContent(`Signed in ${created.format(server.clock.now())}`);
    expect(within(phone).getByText(/^Last active /)).toHaveAttribute(
      'datetime',
      server.clock.now().toISOString(),
    );
  });
});
