/**
 * The plan-form machine walked on /superuser against the real server in-process: a real
 * SUPERADMIN edits the annual price of the Hotel plan (yearly credits, so the annual price is the
 * one that counts). Save checks the form in the browser; a valid change goes to the real PATCH
 * /superuser/plans/hotel, which the test makes unreachable (the network edge it controls) so
 * that the plan, and the form, stay as they were and the walk can go on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pricingPlans, users } from '../../server/db/schema';
import { planFormMachine } from '../../src/machines/plan-form.machine';
import { renderSignedIn, type Server } from '../../src/screens/tours/tour-lists.test-helpers';
import { newClient, register } from '../server/auth-helpers';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const PASSWORD = 'Walk-The-R00ms!';
const SAVED_PRICE = '199';
const BAD_PRICE = '199.999';
const NEW_PRICE = '250';

const hotel = {
  id: 'hotel',
  name: 'Hotel',
  currency: 'USD',
  creditPeriod: 'year',
  monthlyPrice: null,
  annualPrice: 199,
  credits: 0,
  rolloverMonths: 0,
  maxAgents: null,
  mostPopular: false,
  isActive: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  sortOrder: 3,
} as const;

const plan = planTransitionPaths(planFormMachine, {
  events: [
    { type: 'planForm.edit', changes: { annualPrice: BAD_PRICE } },
    { type: 'planForm.edit', changes: { annualPrice: NEW_PRICE } },
    { type: 'planForm.save' },
    { type: 'planForm.undo' },
  ],
  // Only the annual price is edited; the rest of the plan is read from the server by the screen.
  input: { plan: { ...hotel } },
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)} ${snapshot.context.draft.annualPrice}`,
  // Undo is offered only once something differs from the saved plan.
  canExecute: (snapshot, event) =>
    event.type !== 'planForm.undo' || snapshot.context.draft.annualPrice !== SAVED_PRICE,
});

type Step = PlannedStep<typeof planFormMachine>;
type User = ReturnType<typeof userEvent.setup>;

let server: Server;
let email: string;

beforeAll(async () => {
  server = await startRealApi();
  email = `plan-form-${Date.now()}@roomwalk.test`;
  const client = newClient(server);
  const { profile } = await register(client, {
    firstName: 'Petra',
    lastName: 'Plans',
    email,
    password: PASSWORD,
  });
  await server.db.update(users).set({ role: 'SUPERADMIN' }).where(eq(users.id, profile.id));
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server?.close());
afterEach(() => server.makeUnreachable(null));

const region = () => within(screen.getByRole('region', { name: 'Hotel' }));
const annualField = () => region().getByLabelText('Annual price (USD)');
const NOTHING_CHANGED = 'Nothing has changed: change at least one field of the plan.';
const BAD_PRICE_MESSAGE = 'Enter a price from 0 to 1000000 with at most two decimals.';
const FAILED = 'That did not work. Please try again.';

async function savedAnnualPrice(): Promise<number | null | undefined> {
  const [row] = await server.db.select().from(pricingPlans).where(eq(pricingPlans.id, 'hotel'));
  return row?.annualPrice;
}

async function expectState(state: Step['to']) {
  await waitFor(() => expect(annualField()).toHaveValue(state.context.draft.annualPrice));
  if (state.matches('invalid')) {
    expect(await region().findByText(BAD_PRICE_MESSAGE)).toBeInTheDocument();
    expect(annualField()).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(region().queryByText(BAD_PRICE_MESSAGE)).toBeNull();
    expect(annualField()).not.toHaveAttribute('aria-invalid');
  }
  if (state.matches('nothingChanged')) {
    expect(await region().findByText(NOTHING_CHANGED)).toBeInTheDocument();
  } else {
    expect(region().queryByText(NOTHING_CHANGED)).toBeNull();
  }
  if (state.matches('submitted')) {
    // The PATCH was sent and failed at the network edge: nothing was saved.
    expect(await region().findByText(FAILED)).toBeInTheDocument();
    await waitFor(() =>
      expect(region().getByRole('button', { name: 'Save changes' })).toBeEnabled(),
    );
  }
  expect(await savedAnnualPrice()).toBe(199);
}

async function execute(step: Step, user: User) {
  const { event, from } = step;
  switch (event.type) {
    case 'planForm.edit':
      await user.clear(annualField());
      return user.type(annualField(), event.changes.annualPrice ?? '');
    case 'planForm.save':
      await user.click(region().getByRole('button', { name: 'Save changes' }));
      if (from.context.draft.annualPrice === BAD_PRICE) {
        // The first field in error takes the focus.
        await waitFor(() => expect(annualField()).toHaveFocus());
      }
      return;
    case 'planForm.undo':
      return user.click(region().getByRole('button', { name: 'Undo changes' }));
  }
}

describe('plan form machine, walked on /superuser against the real server', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      // Each path signs the same account in afresh: an hour later, outside the sign-in limit's window.
      server.clock.advance(60 * 60 * 1000);
      server.makeUnreachable('/superuser/plans/hotel');
      await renderSignedIn(server, email, '/superuser?tab=plans');
      await screen.findByRole('region', { name: 'Hotel' }, { timeout: SETTLE_LIMIT_MS });
      await expectState(path.steps[0]!.from);
      for (const step of path.steps) {
        await execute(step, user);
        await expectState(step.to);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
