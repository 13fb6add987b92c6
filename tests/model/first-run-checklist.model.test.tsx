import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRunChecklistMachine } from '../../src/machines/first-run-checklist.machine';
import { firstRunKey, rememberChecklistDismissed } from '../../src/services/first-run-storage';
import { readCatalogue, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const en = readCatalogue('en');
const PASSWORD = 'Walk-The-R00ms!';

const plan = planTransitionPaths(firstRunChecklistMachine, {
  input: { dismissedEarlier: false },
  events: [{ type: 'checklist.dismiss' }],
});

type Step = PlannedStep<typeof firstRunChecklistMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;

beforeAll(async () => {
  server = await startRealApi();
  server.keepClockAhead();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

beforeEach(() => {
  server.clock.advance(61 * 60_000);
});

/** A new account on the real server, signed in in this browser; its id. */
const signedInMember = async () => (await server.signedInMember(PASSWORD, 'checklist.test')).id;

const checklist = () => screen.queryByRole('region', { name: en['firstRun.heading'] });

async function openDashboard() {
  const rendered = renderApp({ path: '/dashboard', api: server.api });
  // The tours are read: the sections below the checklist are there.
  await screen.findByRole('heading', { level: 2, name: en['tourLists.dashboard.recentHeading'] });
  return rendered;
}

async function expectState(state: Step['to'], userId: string) {
  if (state.matches('shown')) {
    const region = checklist();
    expect(region).not.toBeNull();
    const items = within(region!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      (['create', 'start', 'publish', 'share'] as const).map((id, index) =>
        [
          en[`firstRun.steps.${id}`],
          ' ',
          en['firstRun.notDone'],
          index === 0 ? en['firstRun.next.create'] : '',
        ].join(''),
      ),
    );
    expect(within(region!).getByText('0 of 4 done')).toBeInTheDocument();
    // One link, to the next step: creating a tour.
    expect(within(region!).getByRole('link', { name: en['firstRun.next.create'] })).toHaveAttribute(
      'href',
      '/dashboard/create-tour',
    );
    return;
  }
  // dismissed
  await waitFor(() => expect(checklist()).toBeNull(), { timeout: SETTLE_LIMIT_MS });
  expect(JSON.parse(localStorage.getItem(firstRunKey(userId)) ?? 'null')).toMatchObject({
    dismissed: true,
  });
}

describe('first-run checklist machine, walked on /dashboard against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        const userId = await signedInMember();
        await openDashboard();
        const user = userEvent.setup();
        await expectState(path.steps[0]!.from, userId);
        for (const step of path.steps) {
          // From the keyboard: the dismiss button, focused, is pressed with Enter.
          const dismiss = within(checklist()!).getByRole('button', {
            name: en['firstRun.dismiss'],
          });
          dismiss.focus();
          await user.keyboard('{Enter}');
          await expectState(step.to, userId);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it(
    'stays hidden for an account that dismissed it earlier in this browser',
    async () => {
      const userId = await signedInMember();
      rememberChecklistDismissed(userId);
      await openDashboard();
      expect(checklist()).toBeNull();
      // Another account on the same browser has its own checklist.
      localStorage.removeItem(firstRunKey(userId));
    },
    MODEL_PATH_LIMIT_MS,
  );

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
