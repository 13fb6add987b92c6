import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema';
import { formSubmissionMachine } from '../../src/machines/form-submission.machine';
import { resetPasswordForm } from '../../src/screens/forgot-password/reset-password-step';
import { ApiRequestError } from '../../src/services/api-client';
import { readCatalogue, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';
import { notFromFailed, otherFormsBranches } from './form-submission-branches';

const en = readCatalogue('en');
const OLD_PASSWORD = 'Walk-The-R00ms!';
const NEW_PASSWORD = 'Fresh-Tour-2026?';

const plan = planTransitionPaths(formSubmissionMachine, {
  input: resetPasswordForm('planned-token'),
  canExecute: notFromFailed,
  events: [
    { type: 'form.fieldChanged', field: 'password', value: NEW_PASSWORD },
    { type: 'form.submit', fieldErrors: {} },
    { type: 'form.submit', fieldErrors: { confirmPassword: 'Passwords do not match' } },
    {
      type: 'xstate.done.actor.submit',
      output: {
        message: 'Your password has been reset. You can now sign in with your new password.',
      },
    },
    {
      type: 'xstate.error.actor.submit',
      error: {
        message: 'This password reset link is invalid or has expired',
        fieldErrors: { token: 'This password reset link is invalid or has expired' },
      },
    },
  ],
});

type Step = PlannedStep<typeof formSubmissionMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
let accounts = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each path starts past the rate-limit windows of the one before.
beforeEach(() => server.clock.advance(61 * 60_000));

/**
 * A member who asked for a reset link: registered and requested on the real server; the
 * token is read from the link in the e-mail waiting in the outbox.
 */
async function memberWithResetLink(): Promise<{ email: string; token: string }> {
  const email = `ada-${++accounts}-${Date.now()}@reset.test`;
  await server.api.auth.register({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: OLD_PASSWORD,
  });
  await server.api.auth.forgotPassword(email);
  const [mail] = await server.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.bodyText.match(/https?:\/\/\S+\/forgot-password\?token=(\S+)/);
  if (!link?.[1]) throw new Error('No reset link in the outbox');
  return { email, token: decodeURIComponent(link[1]) };
}

const form = () => screen.getByRole('form', { name: en['resetPassword.formLabel'] });
const field = (key: string) => within(form()).getByLabelText(en[key]!);

function showsBusyButton(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].some(
    (button) => button.disabled && button.textContent === en['resetPassword.submitting'],
  );
}

/** Records whether the screen ever showed `check`: busy states may end before a check runs. */
function watchScreen(check: () => boolean) {
  let seen = check();
  const observer = new MutationObserver(() => {
    if (!seen) seen = check();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

interface Walk {
  user: User;
  busy: ReturnType<typeof watchScreen> | null;
  email: string;
}

async function retype(walk: Walk, key: string, value: string) {
  await walk.user.clear(field(key));
  await walk.user.type(field(key), value);
}

async function signsIn(email: string, password: string): Promise<boolean> {
  try {
    await server.api.auth.login({ email, password });
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return false;
    throw error;
  }
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'form.fieldChanged':
      await retype(walk, 'resetPassword.password', event.value);
      return;
    case 'form.submit':
      await retype(walk, 'resetPassword.password', NEW_PASSWORD);
      if (Object.keys(event.fieldErrors).length > 0) {
        await retype(walk, 'resetPassword.confirmPassword', 'Fresh-Tour-2027?');
      } else {
        await retype(walk, 'resetPassword.confirmPassword', NEW_PASSWORD);
        // The link is opened after its hour has passed.
        if (next?.event.type === 'xstate.error.actor.submit') {
          server.clock.advance(61 * 60_000);
        }
        walk.busy = watchScreen(showsBusyButton);
      }
      await walk.user.click(
        within(form()).getByRole('button', { name: en['resetPassword.submit'] }),
      );
      return;
    default:
      // The request is already running against the server; wait for it to settle.
      await waitFor(() => expect(showsBusyButton()).toBe(false), { timeout: SETTLE_LIMIT_MS });
  }
}

async function expectState(step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches('submitting')) {
    await expect.poll(() => walk.busy?.seen(), { timeout: SETTLE_LIMIT_MS }).toBe(true);
    walk.busy?.stop();
    return;
  }
  const main = screen.getByRole('main');
  expect(
    within(main).getByRole('heading', { level: 1, name: en['resetPassword.title'] }),
  ).toBeInTheDocument();
  if (state.matches('succeeded')) {
    expect(within(main).getByRole('status')).toHaveTextContent(en['resetPassword.done']!);
    expect(within(main).getByRole('link', { name: en['resetPassword.signIn'] })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(await signsIn(walk.email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(walk.email, OLD_PASSWORD)).toBe(false);
    return;
  }
  // editing
  expect(within(form()).getByRole('button', { name: en['resetPassword.submit'] })).toBeEnabled();
  switch (step?.event.type) {
    case 'form.fieldChanged': {
      expect(field('resetPassword.password')).toHaveValue(step.event.value);
      // The live meter: SPEC §5 scores this password 5 of 5, with nothing left to improve.
      const meter = within(form()).getByRole('meter', { name: en['passwordStrength.title'] });
      expect(meter).toHaveAttribute('aria-valuenow', '5');
      expect(meter).toHaveAttribute('aria-valuetext', en['passwordStrength.levels.5']);
      return;
    }
    case 'form.submit': {
      // SPEC §5's mismatch message, word for word, under the confirmation.
      const confirm = field('resetPassword.confirmPassword');
      const message = within(form()).getByText('Passwords do not match');
      expect(message).toHaveAttribute('role', 'alert');
      expect(confirm).toHaveAttribute('aria-invalid', 'true');
      expect(confirm.getAttribute('aria-describedby')).toContain(message.id);
      expect(confirm).toHaveFocus();
      return;
    }
    case 'xstate.error.actor.submit': {
      // The server's clear message and a way to ask for a new link; the values are kept.
      const alert = within(form()).getByRole('alert');
      expect(alert).toHaveTextContent(en['resetPassword.errors.linkInvalid']!);
      expect(
        within(alert).getByRole('link', { name: en['resetPassword.requestNewLink'] }),
      ).toHaveAttribute('href', '/forgot-password');
      expect(field('resetPassword.password')).toHaveValue(NEW_PASSWORD);
      expect(field('resetPassword.confirmPassword')).toHaveValue(NEW_PASSWORD);
      expect(await signsIn(walk.email, OLD_PASSWORD)).toBe(true);
      return;
    }
  }
}

describe('form submission machine on the reset-password form, walked on the e-mailed link against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        const { email, token } = await memberWithResetLink();
        renderApp({
          path: `/forgot-password?token=${encodeURIComponent(token)}`,
          api: server.api,
        });
        await screen.findByRole('form', { name: en['resetPassword.formLabel'] });
        const walk: Walk = { user: userEvent.setup(), busy: null, email };
        await expectState(undefined, path.steps[0]!.from, walk);
        for (const [index, step] of path.steps.entries()) {
          await execute(step, path.steps[index + 1], walk);
          await expectState(step, step.to, walk);
          plan.recordWalked(step);
        }
        walk.busy?.stop();
        await waitFor(() => expect(showsBusyButton()).toBe(false), { timeout: SETTLE_LIMIT_MS });
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () =>
    plan.expectEveryTransitionWalked(otherFormsBranches(resetPasswordForm('planned-token'))));
});

it('asks for a new link when the link has no token', async () => {
  const user = userEvent.setup();
  renderApp({ path: '/forgot-password?token=', api: server.api });
  await screen.findByRole('form', { name: en['resetPassword.formLabel'] });
  await user.type(field('resetPassword.password'), NEW_PASSWORD);
  await user.type(field('resetPassword.confirmPassword'), NEW_PASSWORD);
  await user.click(within(form()).getByRole('button', { name: en['resetPassword.submit'] }));
  const alert = within(form()).getByRole('alert');
  expect(alert).toHaveTextContent(en['resetPassword.errors.linkMissing']!);
  await user.click(within(alert).getByRole('link', { name: en['resetPassword.requestNewLink'] }));
  expect(
    await screen.findByRole('form', { name: en['forgotPassword.formLabel'] }),
  ).toBeInTheDocument();
});
