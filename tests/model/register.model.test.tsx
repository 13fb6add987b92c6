import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/auth/services';
import { users } from '../../server/db/schema';
import { formSubmissionMachine } from '../../src/machines/form-submission.machine';
import { REGISTER_FORM } from '../../src/screens/register/register-screen';
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

const plan = planTransitionPaths(formSubmissionMachine, {
  input: REGISTER_FORM,
  canExecute: notFromFailed,
  events: [
    { type: 'form.fieldChanged', field: 'firstName', value: 'Ada' },
    { type: 'form.submit', fieldErrors: {} },
    { type: 'form.submit', fieldErrors: { email: 'Enter a valid email address' } },
    {
      type: 'xstate.done.actor.submit',
      output: {
        id: 'u',
        email: 'ada@register.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'USER',
        profileCompleted: false,
        twoFactorEnabled: false,
      },
    },
    {
      type: 'xstate.error.actor.submit',
      error: {
        message: 'Too many accounts were created from this network. Please try again later.',
      },
    },
  ],
});

type Step = PlannedStep<typeof formSubmissionMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
let emails = 0;
const freshEmail = () => `ada-${++emails}-${Date.now()}@register.test`;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each path starts past the registration and sign-in rate-limit windows of the one before.
beforeEach(() => server.clock.advance(61 * 60_000));

const form = (name = en['register.formLabel']) => screen.getByRole('form', { name });
const field = (label: string) => within(form()).getByLabelText(label);

/** Whether the submit button shows its busy label and is disabled (cheap: runs on every mutation). */
function showsBusyButton(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].some(
    (button) => button.disabled && button.textContent === en['register.submitting'],
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
  return {
    seen: () => seen,
    stop: () => observer.disconnect(),
  };
}

interface Walk {
  user: User;
  router: ReturnType<typeof renderApp>['router'];
  busy: ReturnType<typeof watchScreen> | null;
  email: string;
}

async function fill(walk: Walk, values: { email: string; password?: string }) {
  const { user } = walk;
  for (const [label, value] of [
    [en['register.firstName']!, 'Ada'],
    [en['register.lastName']!, 'Lovelace'],
    [en['register.email']!, values.email],
    [en['register.password']!, values.password ?? PASSWORD],
  ] as const) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'form.fieldChanged': {
      const input = field(en['register.firstName']!);
      await walk.user.clear(input);
      await walk.user.type(input, event.value);
      expect(input).toHaveValue(event.value);
      return;
    }
    case 'form.submit': {
      if (Object.keys(event.fieldErrors).length > 0) {
        await fill(walk, { email: 'not-an-email' });
        await walk.user.click(within(form()).getByRole('button', { name: en['register.submit'] }));
        return;
      }
      walk.email = freshEmail();
      if (next?.event.type === 'xstate.error.actor.submit') {
        // This network has created as many accounts as the server allows in an hour. (A taken
        // e-mail is no failure: the server answers it like a new one, issue 19.)
        for (let i = 0; i < RATE_LIMITS.register.limit; i++) {
          await server.api.auth.register({
            firstName: 'Grace',
            lastName: 'Hopper',
            email: freshEmail(),
            password: PASSWORD,
          });
        }
      }
      await fill(walk, { email: walk.email });
      walk.busy = watchScreen(showsBusyButton);
      await walk.user.click(within(form()).getByRole('button', { name: en['register.submit'] }));
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
    // Signed in with the same e-mail and password, then on to complete the profile.
    await waitFor(() => expect(walk.router.state.location.pathname).toBe('/complete-profile'), {
      timeout: SETTLE_LIMIT_MS,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: en['pages.completeProfile.title'] }),
    ).toBeInTheDocument();
    // The top bar now offers to sign out: the session is signed in.
    expect(screen.getAllByRole('button', { name: en['dashboard.signOut'] }).length).toBeGreaterThan(
      0,
    );
    // The names were asked here: /complete-profile does not ask them again (issue 22).
    const profileForm = form(en['completeProfile.formLabel']);
    expect(within(profileForm).getByLabelText(en['completeProfile.company']!)).toBeInTheDocument();
    expect(within(profileForm).queryByLabelText(en['completeProfile.firstName']!)).toBeNull();
    const [row] = await server.db.select().from(users).where(eq(users.email, walk.email));
    expect(row?.firstName).toBe('Ada');
    return;
  }
  // editing
  const submit = within(form()).getByRole('button', { name: en['register.submit'] });
  expect(submit).toBeEnabled();
  if (step?.event.type === 'form.fieldChanged') {
    expect(field(en['register.firstName']!)).toHaveValue('Ada');
  }
  if (step?.event.type === 'form.submit') {
    // The client's validation: the message under the e-mail field, linked and announced.
    const email = field(en['register.email']!);
    const message = within(form()).getByText(en['register.validation.emailInvalid']!);
    expect(message).toHaveAttribute('role', 'alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(email).toHaveFocus();
  }
  if (step?.event.type === 'xstate.error.actor.submit') {
    // The server's refusal above the form; nothing typed is lost.
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      en['register.errors.tooManyRegistrations']!,
    );
    expect(field(en['register.email']!)).toHaveValue(walk.email);
    expect(field(en['register.firstName']!)).toHaveValue('Ada');
    expect(field(en['register.lastName']!)).toHaveValue('Lovelace');
    expect(field(en['register.password']!)).toHaveValue(PASSWORD);
    expect(walk.router.state.location.pathname).toBe('/register');
  }
}

describe('form submission machine on the register form, walked on /register against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        const { router } = renderApp({ path: '/register', api: server.api });
        await screen.findByRole('form', { name: en['register.formLabel'] });
        const walk: Walk = { user: userEvent.setup(), router, busy: null, email: '' };
        await expectState(undefined, path.steps[0]!.from, walk);
        for (const [index, step] of path.steps.entries()) {
          await execute(step, path.steps[index + 1], walk);
          await expectState(step, step.to, walk);
          plan.recordWalked(step);
        }
        walk.busy?.stop();
        // Leave no request running into the next path.
        await waitFor(() => expect(showsBusyButton()).toBe(false), { timeout: SETTLE_LIMIT_MS });
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () =>
    plan.expectEveryTransitionWalked(otherFormsBranches(REGISTER_FORM)));
});
