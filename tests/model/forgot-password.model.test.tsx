import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema';
import { formSubmissionMachine } from '../../src/machines/form-submission.machine';
import { FORGOT_PASSWORD_FORM } from '../../src/screens/forgot-password/forgot-password-screen';
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
const PASSWORD = 'Walk-The-R00ms!';
const SENT = 'If an account exists for this email, we have sent a link to reset the password.';

const plan = planTransitionPaths(formSubmissionMachine, {
  input: FORGOT_PASSWORD_FORM,
  canExecute: notFromFailed,
  events: [
    { type: 'form.fieldChanged', field: 'email', value: 'ada@forgot.test' },
    { type: 'form.submit', fieldErrors: {} },
    { type: 'form.submit', fieldErrors: { email: 'Enter a valid email address' } },
    { type: 'xstate.done.actor.submit', output: { message: SENT } },
    {
      type: 'xstate.error.actor.submit',
      error: {
        message: 'Too many password reset requests from this network. Please try again later.',
      },
    },
  ],
});

type Step = PlannedStep<typeof formSubmissionMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
let accounts = 0;

/** A member of the real server, registered through its API. */
async function member(): Promise<string> {
  const email = `ada-${++accounts}-${Date.now()}@forgot.test`;
  await server.api.auth.register({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: PASSWORD,
  });
  return email;
}

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each path starts past the rate-limit windows of the one before.
beforeEach(() => server.clock.advance(61 * 60_000));

const form = () => screen.getByRole('form', { name: en['forgotPassword.formLabel'] });
const emailField = () => within(form()).getByLabelText(en['forgotPassword.email']!);

function showsBusyButton(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].some(
    (button) => button.disabled && button.textContent === en['forgotPassword.submitting'],
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
  outboxBefore: number;
}

async function typeEmail(walk: Walk, email: string) {
  await walk.user.clear(emailField());
  await walk.user.type(emailField(), email);
}

/** Spends this network's reset requests on the real server, so that the next one is refused. */
async function exhaustRateLimit() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await server.api.auth.forgotPassword(`nobody-${attempt}@forgot.test`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) return;
      throw error;
    }
  }
  throw new Error('The forgot-password rate limit was never reached');
}

const outboxFor = (email: string) =>
  server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'form.fieldChanged':
      await typeEmail(walk, event.value);
      return;
    case 'form.submit': {
      if (Object.keys(event.fieldErrors).length > 0) {
        await typeEmail(walk, 'not-an-email');
      } else {
        walk.email = await member();
        walk.outboxBefore = (await outboxFor(walk.email)).length;
        await typeEmail(walk, walk.email);
        if (next?.event.type === 'xstate.error.actor.submit') await exhaustRateLimit();
        walk.busy = watchScreen(showsBusyButton);
      }
      await walk.user.click(
        within(form()).getByRole('button', { name: en['forgotPassword.submit'] }),
      );
      return;
    }
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
  if (state.matches('succeeded')) {
    // The same message for everyone, in the catalogue's words; the link is in the outbox.
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(en['forgotPassword.sent']!);
    expect(
      within(screen.getByRole('main')).getByRole('link', {
        name: en['forgotPassword.backToSignIn'],
      }),
    ).toHaveAttribute('href', '/login');
    const sent = await outboxFor(walk.email);
    expect(sent.length).toBe(walk.outboxBefore + 1);
    expect(sent.at(-1)?.bodyText).toContain('/forgot-password?token=');
    return;
  }
  // editing
  expect(within(form()).getByRole('button', { name: en['forgotPassword.submit'] })).toBeEnabled();
  if (step?.event.type === 'form.fieldChanged') {
    expect(emailField()).toHaveValue(step.event.value);
  }
  if (step?.event.type === 'form.submit') {
    const message = within(form()).getByText(en['register.validation.emailInvalid']!);
    expect(message).toHaveAttribute('role', 'alert');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
    expect(emailField()).toHaveFocus();
  }
  if (step?.event.type === 'xstate.error.actor.submit') {
    // The server's message, translated; the e-mail is kept for another try.
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      en['forgotPassword.errors.tooManyRequests']!,
    );
    expect(emailField()).toHaveValue(walk.email);
  }
}

describe('form submission machine on the forgot-password form, walked on /forgot-password against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        renderApp({ path: '/forgot-password', api: server.api });
        await screen.findByRole('form', { name: en['forgotPassword.formLabel'] });
        const walk: Walk = { user: userEvent.setup(), busy: null, email: '', outboxBefore: 0 };
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
    plan.expectEveryTransitionWalked(otherFormsBranches(FORGOT_PASSWORD_FORM)));
});
