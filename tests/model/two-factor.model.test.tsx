import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/auth/totp';
import type { Profile } from '../../src/contract/auth';
import { twoFactorMachine } from '../../src/machines/two-factor.machine';
import type { AppApi } from '../../src/services/app-api';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { createGate, type Gate } from '../support/gate';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
  type TransitionPlan,
} from './transition-coverage';

const FORMAT_MESSAGE = 'Enter the 6-digit code from your app or a recovery code';
const failure = new Error('refused');

const events = [
  { type: 'twoFactor.enable' },
  {
    type: 'xstate.done.actor.enableTwoFactor',
    output: { secret: 'SECRET', otpauthUri: 'otpauth://totp/Roomwalk:someone?secret=SECRET' },
  },
  { type: 'xstate.error.actor.enableTwoFactor', error: failure },
  { type: 'twoFactor.codeChanged', code: '1' },
  { type: 'twoFactor.verify', codeError: null },
  { type: 'twoFactor.verify', codeError: FORMAT_MESSAGE },
  { type: 'twoFactor.cancel' },
  { type: 'xstate.done.actor.verifyTwoFactor', output: { recoveryCodes: ['abcde12345'] } },
  { type: 'xstate.error.actor.verifyTwoFactor', error: failure },
  { type: 'twoFactor.acknowledge' },
  { type: 'twoFactor.disable' },
  { type: 'twoFactor.confirmDisable', codeError: null },
  { type: 'twoFactor.confirmDisable', codeError: FORMAT_MESSAGE },
  { type: 'xstate.done.actor.disableTwoFactor', output: { message: 'disabled' } },
  { type: 'xstate.error.actor.disableTwoFactor', error: failure },
] as const;

/**
 * One plan for a user with two-factor off when the page opens, one for a user with it on, each in
 * covering walks (issue 33): the server's state follows the screen's along a walk. A set-up
 * refused because another tab turned two-factor on leaves it on behind the screen's back, so
 * that step is walked on a path of its own.
 */
const planFor = (enabled: boolean) =>
  planTransitionPaths(twoFactorMachine, {
    input: { enabled },
    events,
    walks: 'covering',
    walkAlone: (step) => step.event.type === 'xstate.error.actor.enableTwoFactor',
  });
const plans = { off: planFor(false), on: planFor(true) };

type Machine = typeof twoFactorMachine;
type Step = PlannedStep<Machine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

const PASSWORD = 'Walk-The-R00ms!';
const HOUR = 60 * 60 * 1000;

let server: Server;
let counter = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server.close());

/** The code the authenticator app shows now, in a step the server has not seen yet. */
function nextCode(secret: string): string {
  server.clock.advance(TOTP_PERIOD_SECONDS * 1000);
  return totpCode(secret, server.clock.now().getTime());
}

/** A well-formed code that no step near the server's time accepts. */
function wrongCode(secret: string): string {
  const now = server.clock.now().getTime();
  const near = [-1, 0, 1].map((step) => totpCode(secret, now + step * TOTP_PERIOD_SECONDS * 1000));
  let candidate = 0;
  while (near.includes(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

type Tab = ReturnType<Server['client']>;

/** Turns two-factor on through the API from another tab of the same session. */
async function enableBehindTheScreen(tab: Tab): Promise<{ secret: string }> {
  const started = await tab.post('/auth/two-factor/enable');
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const verified = await tab.post('/auth/two-factor/verify', { code: nextCode(secret) });
  expect(verified.status).toBe(200);
  return { secret };
}

async function twoFactorEnabledOnServer(tab: Tab): Promise<boolean> {
  const response = await tab.get('/auth/profile');
  return ((await response.json()) as Profile).twoFactorEnabled;
}

/**
 * A new account (fresh rate-limit windows for its registration and sign-ins), also signed in
 * in another tab, with two-factor authentication on or off.
 */
async function newMember(withTwoFactor: boolean) {
  server.clock.advance(2 * HOUR);
  counter += 1;
  const email = `two-factor-${counter}@roomwalk.test`;
  await server.api.auth.register({
    firstName: 'Robin',
    lastName: 'Hale',
    email,
    password: PASSWORD,
  });
  const tab = server.client();
  const login = await tab.post('/auth/login', { email, password: PASSWORD });
  tab.bearer = ((await login.json()) as { token: string }).token;
  const secret = withTwoFactor ? (await enableBehindTheScreen(tab)).secret : null;
  expect(await twoFactorEnabledOnServer(tab)).toBe(withTwoFactor);
  return { email, secret, tab };
}

/**
 * The app signs the member in through its session (the real sign-in calls, with a code from
 * the authenticator app when two-factor is on), then opens /dashboard/settings.
 */
async function renderSettings(email: string, secret: string | null) {
  const gate = createGate();
  const api: AppApi = {
    ...server.api,
    auth: {
      ...server.api.auth,
      enableTwoFactor: gate.wrap(server.api.auth.enableTwoFactor),
      verifyTwoFactor: gate.wrap(server.api.auth.verifyTwoFactor),
      disableTwoFactor: gate.wrap(server.api.auth.disableTwoFactor),
    },
  };
  const { router } = renderApp({ path: '/pricing', api });
  await waitFor(() =>
    expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
  );
  const session = window.__roomwalk!.session;
  act(() => session.send({ type: 'session.signIn', email, password: PASSWORD }));
  if (secret) {
    await waitFor(() => expect(session.getSnapshot().matches('awaitingTwoFactor')).toBe(true), {
      timeout: SETTLE_LIMIT_MS,
    });
    act(() => session.send({ type: 'session.submitTwoFactor', code: nextCode(secret) }));
  }
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: SETTLE_LIMIT_MS,
  });
  await act(() => router.navigate('/dashboard/settings'));
  await screen.findByRole('heading', { level: 2, name: 'Two-factor authentication' });
  // The sessions list has arrived, so no request of this test is left in flight at its end.
  await screen.findByRole('list', { name: 'Active sessions' });
  return gate;
}

const section = () =>
  within(screen.getByRole('region', { name: 'Two-factor authentication' }) as HTMLElement);
const button = (name: string) => section().getByRole('button', { name });
const sessionUser = () => window.__roomwalk!.session.getSnapshot().context.user;

/** The message linked to a field through aria-describedby. */
function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const SETUP_FIELD = 'Code from your authenticator app';
const DISABLE_FIELD = 'Authentication code or recovery code';
const STATUS_ON =
  'Two-factor authentication is on: signing in asks for a code from your authenticator app.';

function expectState(state: Step['to']) {
  const status = section().getAllByRole('status')[0]!;
  const busyButtons = section()
    .queryAllByRole('button')
    .filter((element) => (element as HTMLButtonElement).disabled);
  if (state.matches('disabled')) {
    expect(screen.queryByText(STATUS_ON)).not.toBeInTheDocument();
    expect(button('Enable two-factor authentication')).toBeEnabled();
  } else if (state.matches('requestingSecret')) {
    expect(button('Preparing…')).toBeDisabled();
  } else if (state.matches('settingUp')) {
    expect(section().getByLabelText(SETUP_FIELD)).toBeInTheDocument();
    expect(section().getByLabelText('Key for manual entry:')).toHaveTextContent(/^[A-Z2-7]{32}$/);
    expect(button('Verify and turn on')).toBeEnabled();
  } else if (state.matches('verifying')) {
    expect(button('Verifying…')).toBeDisabled();
  } else if (state.matches('showingRecoveryCodes')) {
    expect(section().getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    expect(
      within(section().getByRole('list', { name: 'Save your recovery codes' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(10);
    expect(status).toHaveTextContent(STATUS_ON);
  } else if (state.matches('enabled')) {
    expect(status).toHaveTextContent(STATUS_ON);
    expect(button('Disable two-factor authentication')).toBeEnabled();
  } else if (state.matches('confirmingDisable')) {
    expect(section().getByLabelText(DISABLE_FIELD)).toBeInTheDocument();
    expect(button('Turn off')).toBeEnabled();
  } else if (state.matches('disabling')) {
    expect(button('Turning off…')).toBeDisabled();
  }
  if (!state.hasTag('busy')) expect(busyButtons).toEqual([]);
}

interface Context {
  user: User;
  gate: Gate;
  secret: string | null;
  tab: Tab;
  /** What the last step typed into the code field, to check that it is kept. */
  typed: string;
}

async function typeCode(context: Context, label: string, code: string) {
  const input = section().getByLabelText(label);
  await context.user.clear(input);
  await context.user.type(input, code);
  context.typed = code;
}

async function execute(step: Step, next: Step | undefined, context: Context) {
  const { user, gate } = context;
  const failing = next?.event.type.startsWith('xstate.error.actor.') ?? false;
  const field =
    step.from.matches('settingUp') || step.from.matches('verifying') ? SETUP_FIELD : DISABLE_FIELD;
  switch (step.event.type) {
    case 'twoFactor.enable':
      await user.click(button('Enable two-factor authentication'));
      return;
    case 'xstate.done.actor.enableTwoFactor': {
      await gate.release();
      const secret = await section().findByLabelText('Key for manual entry:');
      context.secret = secret.textContent;
      const qr = await section().findByRole('img', {
        name: 'QR code to add Roomwalk to your authenticator app',
      });
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
      return;
    }
    case 'xstate.error.actor.enableTwoFactor':
      // Another tab turned it on meanwhile: the server refuses a second set-up.
      context.secret = (await enableBehindTheScreen(context.tab)).secret;
      await gate.release();
      expect(
        await section().findByText('Two-factor authentication is already enabled'),
      ).toHaveAttribute('role', 'alert');
      return;
    case 'twoFactor.codeChanged':
      await user.type(section().getByLabelText(field), '1');
      context.typed += '1';
      return;
    case 'twoFactor.verify':
    case 'twoFactor.confirmDisable': {
      const submit = step.event.type === 'twoFactor.verify' ? 'Verify and turn on' : 'Turn off';
      if (step.event.codeError) {
        await typeCode(context, field, 'abc');
        await user.click(button(submit));
        expect(describedText(section().getByLabelText(field))).toContain(FORMAT_MESSAGE);
        return;
      }
      // Look ahead: a wrong code when the server is to refuse it, else the app's current one.
      const secret = context.secret!;
      await typeCode(context, field, failing ? wrongCode(secret) : nextCode(secret));
      await user.click(button(submit));
      return;
    }
    case 'twoFactor.cancel':
      await user.click(button('Cancel'));
      return;
    case 'xstate.done.actor.verifyTwoFactor':
      await gate.release();
      await section().findByRole('heading', { name: 'Save your recovery codes' });
      await screen.findByText('Two-factor authentication is on.');
      expect(sessionUser()?.twoFactorEnabled).toBe(true);
      expect(await twoFactorEnabledOnServer(context.tab)).toBe(true);
      return;
    case 'xstate.error.actor.verifyTwoFactor':
    case 'xstate.error.actor.disableTwoFactor': {
      await gate.release();
      const input = section().getByLabelText(field);
      await waitFor(() => expect(describedText(input)).toContain('Invalid two-factor code'));
      expect(input).toHaveValue(context.typed);
      return;
    }
    case 'twoFactor.acknowledge':
      await user.click(button('I have saved my codes'));
      return;
    case 'twoFactor.disable':
      await user.click(button('Disable two-factor authentication'));
      return;
    case 'xstate.done.actor.disableTwoFactor':
      await gate.release();
      await section().findByRole('button', { name: 'Enable two-factor authentication' });
      await screen.findByText('Two-factor authentication has been turned off.');
      expect(sessionUser()?.twoFactorEnabled).toBe(false);
      expect(await twoFactorEnabledOnServer(context.tab)).toBe(false);
      return;
  }
}

function walk(name: keyof typeof plans, plan: TransitionPlan<Machine>) {
  describe(`two-factor machine, two-factor ${name} at the start, walked against the real server`, () => {
    for (const path of plan.paths) {
      it(
        path.description,
        async () => {
          const user = userEvent.setup({ delay: null });
          const member = await newMember(name === 'on');
          const gate = await renderSettings(member.email, member.secret);
          const context: Context = {
            user,
            gate,
            secret: member.secret,
            tab: member.tab,
            typed: '',
          };
          expectState(path.steps[0]!.from);
          for (const [index, step] of path.steps.entries()) {
            await execute(step, path.steps[index + 1], context);
            expectState(step.to);
            plan.recordWalked(step);
          }
        },
        MODEL_PATH_LIMIT_MS,
      );
    }
  });
}

walk('off', plans.off);
walk('on', plans.on);

// After both walks: each covers the transitions of its own start.
it('walked every transition of the two-factor machine', () => {
  plans.off.expectEveryTransitionWalked();
  plans.on.expectEveryTransitionWalked();
});

describe('two-factor details', () => {
  it('copies the recovery codes, and one of them turns two-factor off', async () => {
    const user = userEvent.setup({ delay: null });
    const member = await newMember(false);
    const gate = await renderSettings(member.email, null);
    await user.click(button('Enable two-factor authentication'));
    await gate.release();
    const secret = (await section().findByLabelText('Key for manual entry:')).textContent!;
    await user.type(section().getByLabelText(SETUP_FIELD), nextCode(secret));
    await user.click(button('Verify and turn on'));
    await gate.release();
    const list = await section().findByRole('list', { name: 'Save your recovery codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

    await user.click(button('Copy codes'));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    await screen.findByText('Recovery codes copied');

    await user.click(button('I have saved my codes'));
    // The codes are shown only once.
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
    await user.click(button('Disable two-factor authentication'));
    await user.type(section().getByLabelText(DISABLE_FIELD), codes[0]!);
    await user.click(button('Turn off'));
    await gate.release();
    await section().findByRole('button', { name: 'Enable two-factor authentication' });
    expect(await twoFactorEnabledOnServer(member.tab)).toBe(false);
  });
});
