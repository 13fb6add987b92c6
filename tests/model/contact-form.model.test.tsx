import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { contactRequests } from '../../server/db/schema';
import { formSubmissionMachine } from '../../src/machines/form-submission.machine';
import { CONTACT_FORM } from '../../src/screens/contact/contact-form';
import { CONTACT_SUBMIT_FAILED } from '../../src/screens/contact/contact-messages';
import { logger } from '../../src/services/logger';
import { readCatalogue, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';
import { otherFormsBranches } from './form-submission-branches';

const en = readCatalogue('en');
const label = (key: string) => en[`contact.form.${key}`]!;

const FILLED = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  industry: 'ARCHITECTURE',
  tourInMind: '12 a month',
  message: 'A hotel with 40 rooms and a rooftop bar',
} as const;

const plan = planTransitionPaths(formSubmissionMachine, {
  input: CONTACT_FORM,
  events: [
    { type: 'form.fieldChanged', field: 'firstName', value: 'Grace' },
    { type: 'form.submit', fieldErrors: {} },
    { type: 'form.submit', fieldErrors: { email: 'Enter a valid email address' } },
    {
      type: 'xstate.done.actor.submit',
      output: { message: 'Thank you for your interest! We will contact you soon.' },
    },
    { type: 'xstate.error.actor.submit', error: { message: CONTACT_SUBMIT_FAILED } },
  ],
});

type Step = PlannedStep<typeof formSubmissionMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
let emails = 0;
const freshEmail = () => `ada-${++emails}-${Date.now()}@contact.test`;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

let loggedErrors: MockInstance<typeof logger.error>;

beforeEach(() => {
  // Each path starts past the contact rate-limit window of the one before.
  server.clock.advance(61 * 60_000);
  server.makeUnreachable(null);
  loggedErrors = vi.spyOn(logger, 'error').mockImplementation(() => {});
});

afterEach(() => {
  loggedErrors.mockRestore();
  server.makeUnreachable(null);
});

const form = () => screen.getByRole('form', { name: label('label') });
const field = (key: string) => within(form()).getByLabelText(label(key));
const submitButton = () => within(form()).getByRole('button', { name: label('submit') });

/** Whether the submit button shows its busy label and is disabled (cheap: runs on every mutation). */
function showsBusyButton(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].some(
    (button) => button.disabled && button.textContent === label('submitting'),
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
  busy: ReturnType<typeof watchScreen> | null;
  email: string;
}

async function fill(user: User, email: string) {
  for (const [key, value] of [
    ['firstName', FILLED.firstName],
    ['lastName', FILLED.lastName],
    ['email', email],
    ['tourInMind', FILLED.tourInMind],
    ['message', FILLED.message],
  ] as const) {
    await user.clear(field(key));
    await user.type(field(key), value);
  }
  await user.selectOptions(field('industry'), FILLED.industry);
}

async function storedRequests(email: string) {
  return server.db.select().from(contactRequests).where(eq(contactRequests.email, email));
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'form.fieldChanged': {
      const input = field('firstName');
      await walk.user.clear(input);
      await walk.user.type(input, event.value);
      return;
    }
    case 'form.submit': {
      if (Object.keys(event.fieldErrors).length > 0) {
        await fill(walk.user, 'not-an-email');
        await walk.user.click(submitButton());
        return;
      }
      walk.email = freshEmail();
      // The network edge the test controls: the request fails as if the connection were lost.
      server.makeUnreachable(next?.event.type === 'xstate.error.actor.submit' ? '/contact' : null);
      await fill(walk.user, walk.email);
      walk.busy = watchScreen(showsBusyButton);
      await walk.user.click(submitButton());
      return;
    }
    default:
      // The request is already running against the server; wait for it to settle.
      await waitFor(() => expect(showsBusyButton()).toBe(false), { timeout: SETTLE_LIMIT_MS });
  }
}

function expectNoResultShown() {
  expect(within(form()).queryByText(label('success'))).toBeNull();
  expect(within(form()).queryByText(label('failed'))).toBeNull();
}

async function expectSucceeded(walk: Walk) {
  // SPEC §4: every field empty again, industry back to Real Estate, the thank-you message shown.
  const status = within(form()).getByRole('status');
  expect(status).toHaveTextContent(label('success'));
  for (const key of ['firstName', 'lastName', 'email', 'tourInMind', 'message']) {
    expect(field(key)).toHaveValue('');
  }
  expect(field('industry')).toHaveValue('REAL_ESTATE');
  expect(submitButton()).toBeEnabled();
  const [row, ...others] = await storedRequests(walk.email);
  expect(others).toEqual([]);
  expect(row).toMatchObject({
    firstName: FILLED.firstName,
    lastName: FILLED.lastName,
    email: walk.email,
    industry: FILLED.industry,
    tourInMind: FILLED.tourInMind,
    message: FILLED.message,
  });
}

async function expectFailed(walk: Walk) {
  // SPEC §4, §8: the failure message, every value kept, nothing stored, the error logged.
  const alert = within(form()).getByRole('alert');
  expect(alert).toHaveTextContent(label('failed'));
  expect(field('firstName')).toHaveValue(FILLED.firstName);
  expect(field('lastName')).toHaveValue(FILLED.lastName);
  expect(field('email')).toHaveValue(walk.email);
  expect(field('industry')).toHaveValue(FILLED.industry);
  expect(field('tourInMind')).toHaveValue(FILLED.tourInMind);
  expect(field('message')).toHaveValue(FILLED.message);
  expect(submitButton()).toBeEnabled();
  expect(await storedRequests(walk.email)).toEqual([]);
  expect(loggedErrors).toHaveBeenCalledWith(
    'Contact form submission failed',
    // The form's failure, with the request's own error (a lost connection) as its cause.
    expect.objectContaining({
      message: CONTACT_SUBMIT_FAILED,
      cause: expect.objectContaining({ network: true }),
    }),
  );
}

function expectEditing(step: Step | undefined) {
  expect(submitButton()).toBeEnabled();
  expectNoResultShown();
  if (step?.event.type === 'form.fieldChanged') {
    expect(field('firstName')).toHaveValue(step.event.value);
  }
  if (step?.event.type === 'form.submit') {
    // The client's validation: the message under the e-mail field, linked, announced, focused.
    const email = field('email');
    const message = within(form()).getByText(en['register.validation.emailInvalid']!);
    expect(message).toHaveAttribute('role', 'alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(email).toHaveFocus();
    expect(field('firstName')).toHaveValue(FILLED.firstName);
  }
}

async function expectState(step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches('submitting')) {
    await expect.poll(() => walk.busy?.seen(), { timeout: SETTLE_LIMIT_MS }).toBe(true);
    walk.busy?.stop();
    return;
  }
  if (state.matches({ editing: 'sent' })) return expectSucceeded(walk);
  if (state.matches({ editing: 'failed' })) return expectFailed(walk);
  expectEditing(step);
}

describe('form submission machine on the contact form, walked on /contact against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        renderApp({ path: '/contact', api: server.api });
        await screen.findByRole('form', { name: label('label') });
        const walk: Walk = { user: userEvent.setup(), busy: null, email: '' };
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
    plan.expectEveryTransitionWalked(otherFormsBranches(CONTACT_FORM)));
});
