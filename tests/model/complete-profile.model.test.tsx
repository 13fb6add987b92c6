import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { formSubmissionMachine } from '../../src/machines/form-submission.machine';
import { completeProfileForm } from '../../src/screens/complete-profile/complete-profile-screen';
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
  input: completeProfileForm({ firstName: 'Ada', lastName: 'Lovelace' }),
  canExecute: notFromFailed,
  events: [
    { type: 'form.fieldChanged', field: 'company', value: 'Analytical Estates' },
    { type: 'form.submit', fieldErrors: {} },
    { type: 'form.submit', fieldErrors: { phone: 'Enter a valid phone number' } },
    {
      type: 'xstate.done.actor.submit',
      output: {
        id: 'u',
        email: 'ada@profile.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'USER',
        profileCompleted: true,
        twoFactorEnabled: false,
      },
    },
    {
      type: 'xstate.error.actor.submit',
      error: { message: 'Failed to complete profile' },
    },
  ],
});

type Step = PlannedStep<typeof formSubmissionMachine>;
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;

beforeAll(async () => {
  server = await startRealApi();
  server.keepClockAhead();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

// Each path starts past the rate-limit windows of the one before, with the network up.
beforeEach(() => {
  server.clock.advance(61 * 60_000);
  server.makeUnreachable(null);
});

/** A member who signed in earlier in this browser: the session restores the tokens on start. */
const signedInMember = async () => (await server.signedInMember(PASSWORD, 'profile.test')).email;

const form = () => screen.getByRole('form', { name: en['completeProfile.formLabel'] });
const field = (key: string) => within(form()).getByLabelText(en[key]!);

function showsBusyButton(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].some(
    (button) => button.disabled && button.textContent === en['completeProfile.submitting'],
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
  router: ReturnType<typeof renderApp>['router'];
  busy: ReturnType<typeof watchScreen> | null;
  email: string;
}

async function retype(walk: Walk, key: string, value: string) {
  await walk.user.clear(field(key));
  if (value) await walk.user.type(field(key), value);
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'form.fieldChanged':
      await retype(walk, 'completeProfile.company', event.value);
      return;
    case 'form.submit':
      if (Object.keys(event.fieldErrors).length > 0) {
        await retype(walk, 'completeProfile.phone', 'call me maybe');
      } else {
        await retype(walk, 'completeProfile.company', 'Analytical Estates');
        await retype(walk, 'completeProfile.phone', '+31 20 123 4567');
        await walk.user.selectOptions(
          field('completeProfile.industry'),
          en['completeProfile.industries.ARCHITECTURE']!,
        );
        // The connection drops while the profile is on its way.
        if (next?.event.type === 'xstate.error.actor.submit') {
          server.makeUnreachable('/auth/complete-profile');
        }
        walk.busy = watchScreen(showsBusyButton);
      }
      await walk.user.click(
        within(form()).getByRole('button', { name: en['completeProfile.submit'] }),
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
  if (state.matches('succeeded')) {
    await waitFor(() => expect(walk.router.state.location.pathname).toBe('/dashboard'), {
      timeout: SETTLE_LIMIT_MS,
    });
    const [row] = await server.db.select().from(users).where(eq(users.email, walk.email));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Estates',
      phone: '+31 20 123 4567',
      industry: 'ARCHITECTURE',
      profileCompleted: true,
    });
    // The session holds the saved profile.
    expect(window.__roomwalk?.session.getSnapshot().context.user?.profileCompleted).toBe(true);
    return;
  }
  // editing
  expect(within(form()).getByRole('button', { name: en['completeProfile.submit'] })).toBeEnabled();
  switch (step?.event.type) {
    case undefined:
      // The names were asked on /register: not again here (issue 22); they come from the session.
      expect(within(form()).queryByLabelText(en['completeProfile.firstName']!)).toBeNull();
      expect(within(form()).queryByLabelText(en['completeProfile.lastName']!)).toBeNull();
      expect(field('completeProfile.industry')).toHaveValue('REAL_ESTATE');
      return;
    case 'form.fieldChanged':
      expect(field('completeProfile.company')).toHaveValue(step.event.value);
      return;
    case 'form.submit': {
      const phone = field('completeProfile.phone');
      const message = within(form()).getByText(en['completeProfile.validation.phoneInvalid']!);
      expect(message).toHaveAttribute('role', 'alert');
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(phone.getAttribute('aria-describedby')).toContain(message.id);
      expect(phone).toHaveFocus();
      return;
    }
    case 'xstate.error.actor.submit':
      // SPEC §8's message for the call; nothing typed or chosen is lost.
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        en['completeProfile.errors.failed']!,
      );
      expect(field('completeProfile.company')).toHaveValue('Analytical Estates');
      expect(field('completeProfile.phone')).toHaveValue('+31 20 123 4567');
      expect(field('completeProfile.industry')).toHaveValue('ARCHITECTURE');
      expect(walk.router.state.location.pathname).toBe('/complete-profile');
      return;
  }
}

describe('form submission machine on the complete-profile form, walked on /complete-profile against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        const email = await signedInMember();
        const { router } = renderApp({ path: '/complete-profile', api: server.api });
        await screen.findByRole('form', { name: en['completeProfile.formLabel'] });
        const walk: Walk = { user: userEvent.setup(), router, busy: null, email };
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
    plan.expectEveryTransitionWalked(
      otherFormsBranches(completeProfileForm({ firstName: 'Ada', lastName: 'Lovelace' })),
    ));
});

it('asks a visitor who is not signed in to sign in first', async () => {
  renderApp({ path: '/complete-profile', api: server.api });
  expect(await screen.findByText(en['completeProfile.signedOut']!)).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: en['completeProfile.signIn'] })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(screen.queryByRole('form', { name: en['completeProfile.formLabel'] })).toBeNull();
});
