import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissionMachine } from '../../src/machines/form-submission.machine';
import { CHANGE_PASSWORD_FORM } from '../../src/screens/settings/change-password-section';
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
import { notFromFailed, otherFormsBranches } from './form-submission-branches';

const MISMATCH = 'New passwords do not match';

const plan = planTransitionPaths(formSubmissionMachine, {
  input: CHANGE_PASSWORD_FORM,
  events: [
    { type: 'form.fieldChanged', field: 'currentPassword', value: 'x' },
    { type: 'form.submit', fieldErrors: {} },
    { type: 'form.submit', fieldErrors: { confirmPassword: MISMATCH } },
    { type: 'xstate.done.actor.submit', output: { message: 'changed' } },
    { type: 'xstate.error.actor.submit', error: new Error('refused') },
  ],
  // After a change the form is empty, so a submit there always finds something missing.
  canExecute: (snapshot, event) =>
    notFromFailed(snapshot) &&
    !(
      snapshot.matches({ editing: 'sent' }) &&
      event.type === 'form.submit' &&
      Object.keys(event.fieldErrors).length === 0
    ),
});

type Step = PlannedStep<typeof formSubmissionMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

const PASSWORD = 'Walk-The-R00ms!';
const NEW_PASSWORD = 'New-R00ms-2-Walk!';
const HOUR = 60 * 60 * 1000;

let server: Server;
let counter = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server.close());

/** A new account (fresh rate-limit windows for its registration and sign-ins). */
async function newMember(): Promise<{ email: string }> {
  server.clock.advance(2 * HOUR);
  counter += 1;
  const email = `change-password-${counter}@roomwalk.test`;
  await server.api.auth.register({
    firstName: 'Casey',
    lastName: 'Walker',
    email,
    password: PASSWORD,
  });
  return { email };
}

/**
 * The app signs the member in through its session (the real sign-in call and profile fetch),
 * then opens /dashboard/settings.
 */
async function renderSettings(email: string) {
  const gate = createGate();
  const api: AppApi = {
    ...server.api,
    auth: { ...server.api.auth, changePassword: gate.wrap(server.api.auth.changePassword) },
  };
  const rendered = renderApp({ path: '/pricing', api });
  await waitFor(() =>
    expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
  );
  const session = window.__roomwalk!.session;
  act(() => session.send({ type: 'session.signIn', email, password: PASSWORD }));
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: SETTLE_LIMIT_MS,
  });
  await act(() => rendered.router.navigate('/dashboard/settings'));
  await screen.findByRole('heading', { level: 2, name: 'Change password' });
  // The sessions list has arrived, so no request of this test is left in flight at its end.
  await screen.findByRole('list', { name: 'Active sessions' });
  return { ...rendered, gate };
}

/** A client of the API on the app's own session, to check what the server now holds. */
async function appSession() {
  const client = server.client();
  await waitFor(async () => expect((await readAuth())?.token).toBeTruthy());
  client.bearer = (await readAuth())?.token;
  return client;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = () => screen.getByRole('button', { name: /^Chang(e|ing) password/ });
/** The message linked to a field through aria-describedby. */
function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillForm(user: User, values: { current: string; next: string; confirm: string }) {
  for (const [label, value] of [
    ['Current password', values.current],
    ['New password', values.next],
    ['Confirm new password', values.confirm],
  ] as const) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

function expectState(state: Step['to']) {
  if (state.matches('submitting')) {
    expect(submitButton()).toHaveTextContent('Changing password…');
    expect(submitButton()).toBeDisabled();
    return;
  }
  expect(submitButton()).toHaveTextContent('Change password');
  expect(submitButton()).toBeEnabled();
  const success = screen.queryByText(
    'Your password has been changed. Your other sessions have been signed out.',
  );
  if (state.matches({ editing: 'sent' })) {
    expect(success).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
  } else {
    expect(success).not.toBeInTheDocument();
  }
}

interface Context {
  user: User;
  gate: Gate;
  email: string;
  password: string;
}

async function execute(step: Step, next: Step | undefined, context: Context) {
  const { user, gate } = context;
  switch (step.event.type) {
    case 'form.fieldChanged':
      await user.type(field('Current password'), 'x');
      return;
    case 'form.submit': {
      if (Object.keys(step.event.fieldErrors).length === 0) {
        // Look ahead: the server refuses a wrong current password.
        const wrong = next?.event.type === 'xstate.error.actor.submit';
        await fillForm(user, {
          current: wrong ? 'Not-The-Passw0rd!' : context.password,
          next: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        });
        await user.click(submitButton());
        return;
      }
      if (step.from.matches({ editing: 'sent' })) {
        // The form is empty after a change: submitting it shows what is missing.
        await user.click(submitButton());
        expect(describedText(field('Current password'))).toContain('Password is required');
        expect(describedText(field('New password'))).toContain('Password is required');
        return;
      }
      await fillForm(user, { current: context.password, next: NEW_PASSWORD, confirm: 'Other-1!x' });
      await user.click(submitButton());
      expect(describedText(field('Confirm new password'))).toContain(MISMATCH);
      expect(screen.getByText(MISMATCH)).toHaveAttribute('role', 'alert');
      expect(field('New password')).toHaveValue(NEW_PASSWORD);
      return;
    }
    case 'xstate.done.actor.submit':
      await gate.release();
      await screen.findByText(
        'Your password has been changed. Your other sessions have been signed out.',
      );
      context.password = NEW_PASSWORD;
      return;
    case 'xstate.error.actor.submit':
      await gate.release();
      await waitFor(() =>
        expect(describedText(field('Current password'))).toContain('Current password is incorrect'),
      );
      // Nothing typed is lost.
      expect(field('Current password')).toHaveValue('Not-The-Passw0rd!');
      expect(field('New password')).toHaveValue(NEW_PASSWORD);
      expect(field('Confirm new password')).toHaveValue(NEW_PASSWORD);
      return;
  }
}

describe('form submission machine on the change-password form, walked on /dashboard/settings against the real server', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup({ delay: null });
      const { email } = await newMember();
      const { gate } = await renderSettings(email);
      const context: Context = { user, gate, email, password: PASSWORD };
      expectState(path.steps[0]!.from);
      for (const [index, step] of path.steps.entries()) {
        await execute(step, path.steps[index + 1], context);
        expectState(step.to);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () =>
    plan.expectEveryTransitionWalked(otherFormsBranches(CHANGE_PASSWORD_FORM)));
});

describe('change password on the real server', () => {
  it('keeps this session, signs out the others and accepts the new password', async () => {
    const user = userEvent.setup({ delay: null });
    const { email } = await newMember();
    const other = server.client();
    const otherLogin = await other.post('/auth/login', { email, password: PASSWORD });
    expect(otherLogin.status).toBe(200);

    const { gate } = await renderSettings(email);
    // The sessions list shows both devices before the change.
    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(2));

    await fillForm(user, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(submitButton());
    await gate.release();
    await screen.findByText(
      'Your password has been changed. Your other sessions have been signed out.',
    );

    const here = await appSession();
    const remaining = (await (await here.get('/auth/sessions')).json()) as { current: boolean }[];
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.current).toBe(true);
    other.bearer = ((await otherLogin.json()) as { token: string }).token;
    expect((await other.get('/auth/sessions')).status).toBe(401);
    // The list on screen is fetched again and shows only this device.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const relogin = await server.client().post('/auth/login', { email, password: NEW_PASSWORD });
    expect(relogin.status).toBe(200);
  });

  it('shows the strength feedback of SPEC §5 while the new password is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { email } = await newMember();
    await renderSettings(email);
    await user.type(field('New password'), 'abc');
    const feedback = describedText(field('New password'));
    expect(feedback).toContain('Password strength');
    expect(feedback).toContain('Very weak');
    for (const message of [
      'Password should be at least 8 characters long',
      'Password should contain at least one uppercase letter',
      'Password should contain at least one number',
      'Password should contain at least one special character',
    ]) {
      expect(feedback).toContain(message);
    }
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    // Submitting a weak password shows SPEC §5's feedback joined with '. '.
    await user.click(submitButton());
    expect(
      screen.getByText(
        'Password should be at least 8 characters long. Password should contain at least one uppercase letter. Password should contain at least one number. Password should contain at least one special character',
      ),
    ).toHaveAttribute('role', 'alert');
    await user.clear(field('New password'));
    await user.type(field('New password'), NEW_PASSWORD);
    expect(describedText(field('New password'))).toContain('Strong');
  });
});
